#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// A calendar date in the forecast location's time zone, as Open-Meteo writes it (`2026-09-29`).
public struct LocalDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The year, such as 2026.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...31.
  public let day: Int

  /// Creates a date, or nil when the parts are not a real date.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, or returns nil.
  public init?(iso8601 text: Substring) {
    self.init(iso8601: ArraySlice(text.utf8))
  }

  /// Parses `YYYY-MM-DD` from UTF-8 bytes, or returns nil.
  init?(iso8601 bytes: ArraySlice<UInt8>) {
    // Read as bytes: a 16-day hourly forecast for 100 places has 38,400 of these.
    guard bytes.count == 10, bytes[bytes.startIndex + 4] == UInt8(ascii: "-"),
      bytes[bytes.startIndex + 7] == UInt8(ascii: "-"),
      let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2),
      let day = Self.number(bytes, 8, 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The decimal number in `count` bytes from `start` (counted from the slice's start), or nil
  /// unless all are digits.
  static func number(_ bytes: ArraySlice<UInt8>, _ start: Int, _ count: Int) -> Int? {
    guard start + count <= bytes.count else { return nil }
    var value = 0
    let from = bytes.startIndex + start
    for byte in bytes[from..<from + count] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
  public var daysSinceEpoch: Int {
    // Howard Hinnant's days_from_civil: shift the year to start in March so leap days fall last.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day of the week, 0 = Sunday ... 6 = Saturday.
  public var weekday: Int {
    let days = daysSinceEpoch
    // 1970-01-01 was a Thursday (4).
    return ((days % 7) + 7 + 4) % 7
  }

  /// Three-letter English weekday name, such as `Tue`.
  public var weekdayAbbreviation: String {
    ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
  }

  /// Three-letter English month name, such as `Sep`.
  public var monthAbbreviation: String {
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
  }

  /// Orders dates by calendar.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension LocalDate {
  /// The date `days` after 1970-01-01 (before it when negative).
  public init(daysSinceEpoch days: Int) {
    // Howard Hinnant's civil_from_days, the inverse of `daysSinceEpoch`.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // The arithmetic always yields a valid date; the fallback only satisfies the type.
    self = LocalDate(year: year, month: month, day: day) ?? LocalDate.epoch
  }

  /// The date on the UTC calendar at `instant`: what "today" is before a place's zone is known.
  package init(utcDayOf instant: Date) {
    self.init(daysSinceEpoch: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down)))
  }

  private static let epoch = LocalDate(uncheckedYear: 1970, month: 1, day: 1)

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}
