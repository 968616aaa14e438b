/// A POSIX TZ rule, as in a TZif footer (`CET-1CEST,M3.5.0,M10.5.0/3`): a standard time, and
/// optionally a daylight time with the dates it starts and ends each year (RFC 8536 section 3.3,
/// with its extension of transition times to ±167 hours).
struct PosixTimeZoneRule: Equatable, Sendable {
  /// When in a year a change happens.
  enum Day: Equatable, Sendable {
    /// `Jn`: day 1 to 365, never counting 29 February.
    case julian(Int)
    /// `n`: day 0 to 365, counting 29 February.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (5 the last) of month `m`.
    case month(Int, week: Int, weekday: Int)
  }

  /// A change: its day, and the local time of day in seconds after midnight.
  struct Change: Equatable, Sendable {
    var day: Day
    var seconds: Int
  }

  var standard: TZif.LocalTimeType
  var daylight: TZif.LocalTimeType?
  /// When daylight time starts, in standard local time.
  var start: Change?
  /// When it ends, in daylight local time.
  var end: Change?

  /// Reads a rule; nil when it is not one.
  init?(_ text: String) {
    var scanner = Scanner(Array(text.utf8))
    guard let standardName = scanner.name(), let standardOffset = scanner.offset() else {
      return nil
    }
    standard = TZif.LocalTimeType(offset: standardOffset, abbreviation: standardName)
    guard !scanner.atEnd else { return }
    guard let daylightName = scanner.name() else { return nil }
    var daylightOffset = standardOffset + 3600
    if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
      guard let offset = scanner.offset() else { return nil }
      daylightOffset = offset
    }
    daylight = TZif.LocalTimeType(offset: daylightOffset, abbreviation: daylightName)
    // Without dates POSIX leaves the rule to the system; TZif footers always give them.
    guard scanner.take(","), let start = scanner.change(), scanner.take(","),
      let end = scanner.change(), scanner.atEnd
    else { return nil }
    self.start = start
    self.end = end
  }

  /// The local time type in force at `seconds` since 1970.
  func type(at seconds: Int) -> TZif.LocalTimeType {
    guard let daylight, let start, let end else { return standard }
    let year = LocalDateTime(secondsSinceEpoch: Double(seconds), utcOffsetSeconds: standard.offset)
      .date.year
    let starts = Self.instant(start, year: year) - standard.offset
    let ends = Self.instant(end, year: year) - daylight.offset
    if starts < ends { return seconds >= starts && seconds < ends ? daylight : standard }
    // Southern hemisphere: daylight time spans the new year.
    return seconds >= ends && seconds < starts ? standard : daylight
  }

  /// Seconds since 1970 of the change in `year`, as local time with a zero offset.
  private static func instant(_ change: Change, year: Int) -> Int {
    let januaryFirst = LocalDate(year: year, month: 1, day: 1)?.daysSinceEpoch ?? 0
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days: Int
    switch change.day {
    case .julian(let day):
      days = januaryFirst + day - 1 + (isLeap && day >= 60 ? 1 : 0)
    case .zeroBased(let day):
      days = januaryFirst + day
    case .month(let month, let week, let weekday):
      let first = LocalDate(year: year, month: month, day: 1)?.daysSinceEpoch ?? januaryFirst
      // 1970-01-01 was a Thursday (weekday 4).
      let firstWeekday = ((first + 4) % 7 + 7) % 7
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let nextMonth =
        month == 12
        ? LocalDate(year: year + 1, month: 1, day: 1)?.daysSinceEpoch
        : LocalDate(year: year, month: month + 1, day: 1)?.daysSinceEpoch
      while day >= nextMonth ?? Int.max { day -= 7 }
      days = day
    }
    return days * 86_400 + change.seconds
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    var atEnd: Bool { position >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[position] }

    mutating func take(_ character: Character) -> Bool {
      guard let ascii = character.asciiValue, peek == ascii else { return false }
      position += 1
      return true
    }

    /// `CET`, or `<+0330>` for a name with digits or signs.
    mutating func name() -> String? {
      var name: [UInt8] = []
      if take("<") {
        while let byte = peek, byte != UInt8(ascii: ">") {
          name.append(byte)
          position += 1
        }
        guard take(">") else { return nil }
      } else {
        while let byte = peek, (65...90).contains(byte) || (97...122).contains(byte) {
          name.append(byte)
          position += 1
        }
      }
      guard name.count >= 3, name.count <= 16 else { return nil }
      return String(decoding: name, as: UTF8.self)
    }

    /// A POSIX offset (`-1`, `5`, `-5:30`: hours west of UTC) as seconds east of UTC.
    mutating func offset() -> Int? {
      guard let west = time(maximumHours: 24) else { return nil }
      return -west
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds.
    mutating func time(maximumHours: Int) -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number(), hours <= maximumHours else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number(), minutes < 60 else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let extra = number(), extra < 60 else { return nil }
          seconds += extra
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (default 02:00).
    mutating func change() -> Change? {
      let day: Day
      if take("J") {
        guard let number = number(), (1...365).contains(number) else { return nil }
        day = .julian(number)
      } else if take("M") {
        guard let month = number(), (1...12).contains(month), take("."),
          let week = number(), (1...5).contains(week), take("."),
          let weekday = number(), (0...6).contains(weekday)
        else { return nil }
        day = .month(month, week: week, weekday: weekday)
      } else {
        guard let number = number(), (0...365).contains(number) else { return nil }
        day = .zeroBased(number)
      }
      var seconds = 7200
      if take("/") {
        guard let time = time(maximumHours: 167) else { return nil }
        seconds = time
      }
      return Change(day: day, seconds: seconds)
    }

    mutating func number() -> Int? {
      var value = 0
      var digits = 0
      while let byte = peek, (48...57).contains(byte), digits < 4 {
        value = value * 10 + Int(byte - 48)
        digits += 1
        position += 1
      }
      return digits == 0 ? nil : value
    }
  }
}
