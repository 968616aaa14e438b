#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Reads the instants warnings carry: RFC 3339 date-times with an offset, such as
/// `2026-08-17T11:47:00-07:00` or `2026-03-05T21:26:06.795Z`.
public enum Instant {
  /// The instant `text` names, or nil when it is not `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by
  /// `Z` or an offset within ±18 hours.
  public static func parse(_ text: String) -> Date? {
    let bytes = ArraySlice(text.utf8)
    guard bytes.count >= 17 else { return nil }
    let hasSeconds = bytes.count > 16 && bytes[bytes.startIndex + 16] == UInt8(ascii: ":")
    let timeLength = hasSeconds ? 19 : 16
    guard bytes.count > timeLength, let time = LocalDateTime(iso8601: bytes.prefix(timeLength))
    else { return nil }
    let seconds = hasSeconds ? LocalDate.number(bytes, 17, 2) ?? 60 : 0
    guard seconds < 60 else { return nil }
    var rest = bytes.dropFirst(timeLength)
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst().drop { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    guard let offset = offsetSeconds(rest) else { return nil }
    return Date(
      timeIntervalSince1970: Double(time.secondsSinceEpoch(utcOffsetSeconds: offset) + seconds))
  }

  /// `Z`, `+HH:MM`, `-HH:MM` or `+HHMM` as seconds east of UTC, or nil.
  private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard let sign = bytes.first else { return nil }
    if bytes.count == 1, sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
    guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
    let digits = bytes.dropFirst()
    let minuteStart: Int
    switch digits.count {
    case 5 where digits[digits.startIndex + 2] == UInt8(ascii: ":"): minuteStart = 3
    case 4: minuteStart = 2
    default: return nil
    }
    guard let hours = LocalDate.number(digits, 0, 2),
      let minutes = LocalDate.number(digits, minuteStart, 2), hours <= 18, minutes < 60
    else { return nil }
    let magnitude = hours * 3600 + minutes * 60
    guard magnitude <= maximumUTCOffsetSeconds else { return nil }
    return sign == UInt8(ascii: "-") ? -magnitude : magnitude
  }
}
