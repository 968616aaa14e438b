/// A wall-clock time in the forecast location's time zone, as Open-Meteo writes it
/// (`2026-09-29T06:46`, no offset: the response's `utc_offset_seconds` gives it).
public struct LocalDateTime: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The calendar date.
  public let date: LocalDate
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int

  /// Creates a time, or nil when the parts are out of range.
  public init?(date: LocalDate, hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.date = date
    self.hour = hour
    self.minute = minute
  }

  /// Parses `YYYY-MM-DDTHH:MM` (`:SS` seconds, if present, are ignored), or returns nil.
  public init?(iso8601 text: Substring) {
    self.init(iso8601: ArraySlice(text.utf8))
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS]` from UTF-8 bytes, or returns nil.
  init?(iso8601 bytes: ArraySlice<UInt8>) {
    let start = bytes.startIndex
    guard bytes.count == 16 || bytes.count == 19, bytes[start + 10] == UInt8(ascii: "T"),
      bytes[start + 13] == UInt8(ascii: ":"),
      let date = LocalDate(iso8601: bytes.prefix(10)),
      let hour = LocalDate.number(bytes, 11, 2), let minute = LocalDate.number(bytes, 14, 2)
    else { return nil }
    if bytes.count == 19 {
      guard bytes[start + 16] == UInt8(ascii: ":"), LocalDate.number(bytes, 17, 2) != nil else {
        return nil
      }
    }
    self.init(date: date, hour: hour, minute: minute)
  }

  /// `HH:MM`.
  public var clockTime: String {
    "\(LocalDate.padded(hour, 2)):\(LocalDate.padded(minute, 2))"
  }

  /// `YYYY-MM-DDTHH:MM`.
  public var description: String {
    "\(date)T\(clockTime)"
  }

  /// Orders times by calendar and clock.
  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
  }
}

extension LocalDateTime {
  /// The wall-clock time at `secondsSinceEpoch` (UTC) in a zone `utcOffsetSeconds` ahead.
  ///
  /// Both are clamped first (the instant to years 1 to 9999, the offset to ±18 h), so that no
  /// value can overflow the arithmetic.
  public init(secondsSinceEpoch: Double, utcOffsetSeconds: Int) {
    let instant =
      secondsSinceEpoch.isFinite
      ? min(max(secondsSinceEpoch, -62_135_596_800), 253_402_300_799) : 0
    let offset = min(max(utcOffsetSeconds, -maximumUTCOffsetSeconds), maximumUTCOffsetSeconds)
    let local = Int(instant.rounded(.down)) + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let secondOfDay = local - days * 86_400
    self.date = LocalDate(daysSinceEpoch: days)
    self.hour = secondOfDay / 3600
    self.minute = secondOfDay % 3600 / 60
  }

  /// The time as ISO 8601 with the zone's offset, such as `2026-09-29T06:46+02:00`.
  public func iso8601(utcOffsetSeconds offset: Int) -> String {
    let sign = offset < 0 ? "-" : "+"
    // The magnitude as unsigned, because abs(Int.min) traps; clamped to what ISO 8601 writes.
    let minutes = Int(min(offset.magnitude, UInt(maximumUTCOffsetSeconds))) / 60
    return "\(self)\(sign)\(LocalDate.padded(minutes / 60, 2)):\(LocalDate.padded(minutes % 60, 2))"
  }
}

extension LocalDateTime {
  /// Seconds since 1970 (UTC) of this wall-clock time in a zone `utcOffsetSeconds` ahead.
  /// The offset is clamped to ±18 h first, as `init(secondsSinceEpoch:utcOffsetSeconds:)`
  /// clamps it, so no offset can overflow the arithmetic.
  public func secondsSinceEpoch(utcOffsetSeconds offset: Int) -> Int {
    let offset = min(max(offset, -maximumUTCOffsetSeconds), maximumUTCOffsetSeconds)
    return date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 - offset
  }
}
