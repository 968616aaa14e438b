#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Reads the instants warnings carry: RFC 3339 date-times with an offset, such as
/// `2026-08-17T11:47:00-07:00` or `2026-03-05T21:26:06.795Z`.
package enum Instant {
  /// The instant `text` names, or nil when it is not `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by
  /// `Z` or an offset within ±18 hours.
  package static func parse(_ text: String) -> Date? {
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
  fileprivate static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
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

extension Instant {
  /// The instant of a date as warnings feeds write it: RFC 3339 with an offset; the same
  /// without one, taken as UTC (CAP requires the offset; some feeds leave it out); or RSS's
  /// RFC 822 form, `Thu, 01 Jan 2026 16:05:14 +0000` (the weekday optional, `GMT`, `UT` or
  /// `Z` for UTC, an offset `+HHMM`). Nil for anything else.
  package static func parseFeedDate(_ text: String) -> Date? {
    let text = text.trimmingWhitespace
    guard text.utf8.count <= 64 else { return nil }
    if let date = parse(text) { return date }
    let bytes = ArraySlice(text.utf8)
    if bytes.count == 16 || bytes.count == 19, let time = LocalDateTime(iso8601: bytes) {
      let seconds = bytes.count == 19 ? LocalDate.number(bytes, 17, 2) ?? 60 : 0
      guard seconds < 60 else { return nil }
      return Date(
        timeIntervalSince1970: Double(time.secondsSinceEpoch(utcOffsetSeconds: 0) + seconds))
    }
    return rfc822(text)
  }

  /// `[Www, ]DD Mon YYYY HH:MM[:SS] ZONE`, the year four digits.
  private static func rfc822(_ text: String) -> Date? {
    var parts = text.split(separator: " ")
    if parts.first?.hasSuffix(",") == true { parts.removeFirst() }
    guard parts.count == 5, parts[2].count == 4, parts[2].allSatisfy(\.isASCII),
      let day = Int(parts[0]), let month = HTTPDate.months.firstIndex(of: String(parts[1])),
      let year = Int(parts[2]), (1...9999).contains(year),
      let date = LocalDate(year: year, month: month + 1, day: day)
    else { return nil }
    let clock = parts[3].split(separator: ":").map { Int($0) }
    guard clock.count == 2 || clock.count == 3, let hour = clock[0], let minute = clock[1],
      let time = LocalDateTime(date: date, hour: hour, minute: minute)
    else { return nil }
    let second = clock.count == 3 ? clock[2] ?? 60 : 0
    guard second < 60 else { return nil }
    let zone = parts[4]
    let offset: Int?
    switch zone {
    case "GMT", "UT", "UTC", "Z": offset = 0
    default: offset = offsetSeconds(ArraySlice(zone.utf8))
    }
    guard let offset else { return nil }
    return Date(
      timeIntervalSince1970: Double(time.secondsSinceEpoch(utcOffsetSeconds: offset) + second))
  }
}
