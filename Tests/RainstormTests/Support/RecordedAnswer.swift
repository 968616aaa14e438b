import Foundation

/// A recorded answer dated by its current time, and what is compared with it, moved by whole
/// days so that it is today's: for the built binary, which runs on the real clock and refuses
/// a forecast or air quality that is not near now. Only the dates move (`2026-09-29` and
/// `Tue 29 Sep` alike); every value, hour and offset stays as recorded.
struct RecordedAnswer {
  /// The recorded file.
  var fixture: String
  /// Its current time as it writes it, in its zone, such as `2026-09-29T01:00`.
  var currentTime: String
  /// Its zone's offset from UTC, in seconds.
  var recordedOffset: Int

  /// The Zagreb forecast (`Fixture.zagrebForecast`): current time 2026-09-29 01:00 at GMT+2.
  static let zagreb = RecordedAnswer(
    fixture: Fixture.zagrebForecast, currentTime: "2026-09-29T01:00", recordedOffset: 7200)
  /// Enschede's air quality (`Fixture.airQualityEnschede`): current time 2026-10-03 12:00 at
  /// GMT+2.
  static let enschedeAir = RecordedAnswer(
    fixture: Fixture.airQualityEnschede, currentTime: "2026-10-03T12:00", recordedOffset: 7200)

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }

  /// Its current time's wall clock read as if it were UTC (the recorded day at midnight plus
  /// the hour).
  private var wallClock: Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
    return formatter.date(from: currentTime) ?? Date(timeIntervalSince1970: 0)
  }

  /// A clock reading ten minutes after its current time: for tests with a clock of their own.
  var recordedNow: Date {
    wallClock.addingTimeInterval(Double(600 - recordedOffset))
  }

  /// Whether `text` is this recording as recorded, its dates not moved.
  func isAsRecorded(_ text: String) -> Bool {
    text.contains("\"time\":\"\(currentTime)\"")
  }

  /// Whole days from the recorded day to the day of `now` at the recorded offset.
  func days(to now: Date = Date()) -> Int {
    let today = calendar.startOfDay(for: now.addingTimeInterval(Double(recordedOffset)))
    let recorded = calendar.startOfDay(for: wallClock)
    return calendar.dateComponents([.day], from: recorded, to: today).day ?? 0
  }

  /// The recorded answer moved to today.
  func present(_ now: Date = Date()) -> [UInt8] {
    Array(moved(String(decoding: Fixture.data(fixture), as: UTF8.self), now).utf8)
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `text` with every ISO date (`2026-09-29`) and every day label of the human format
  /// (`Tue 29 Sep`, taken to be in 2026) moved by the days from the recording to `now`.
  func moved(_ text: String, _ now: Date = Date()) -> String {
    let days = days(to: now)
    guard days != 0 else { return text }
    var result = replacing(text, pattern: #"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)"#) { parts in
      guard let year = Int(parts[1]), let month = Int(parts[2]), let day = Int(parts[3]),
        let date = moved(year, month, day, by: days)
      else { return nil }
      let components = calendar.dateComponents([.year, .month, .day], from: date)
      return String(
        format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0,
        components.day ?? 0)
    }
    result = replacing(result, pattern: Self.dayLabel) { parts in
      guard let day = Int(parts[2]), let month = Self.months.firstIndex(of: parts[3]),
        let date = moved(2026, month + 1, day, by: days)
      else { return nil }
      let components = calendar.dateComponents([.weekday, .month, .day], from: date)
      return "\(Self.weekdays[(components.weekday ?? 1) - 1]) \(components.day ?? 0) "
        + Self.months[(components.month ?? 1) - 1]
    }
    return realigned(result, from: text)
  }

  /// A day label of the human format: `Tue 29 Sep`, `Mon 7 Dec`.
  private static let dayLabel =
    "\\b(\(weekdays.joined(separator: "|"))) (\\d{1,2}) (\(months.joined(separator: "|")))\\b"

  /// `moved` with each table of days laid out again as rainstorm lays it out: the first column
  /// is as wide as its widest day label, so a table whose labels all lost a digit ("Tue 29 Sep"
  /// to "Mon 7 Dec") is a column narrower, and a label that lost one beside one that did not
  /// is padded. A table is a line that starts with `Day ` and the
  /// lines after it up to a blank one; `original` is the text before the dates moved, line for
  /// line.
  private func realigned(_ moved: String, from original: String) -> String {
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    var after = moved.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard before.count == after.count,
      let label = try? NSRegularExpression(pattern: "^" + Self.dayLabel)
    else { return moved }
    func labelWidth(_ line: String) -> Int? {
      let range = NSRange(location: 0, length: (line as NSString).length)
      return label.firstMatch(in: line, range: range).map(\.range.length)
    }
    var start = 0
    while start < after.count {
      guard after[start].hasPrefix("Day ") else {
        start += 1
        continue
      }
      var end = start + 1
      while end < after.count, !after[end].isEmpty { end += 1 }
      let rows = start + 1..<end
      let oldWidth = rows.compactMap { labelWidth(String(before[$0])) }.max() ?? 0
      let newWidth = rows.compactMap { labelWidth(after[$0]) }.max() ?? 0
      for index in start..<end {
        let line = after[index]
        let shift = line.count - before[index].count
        let head = String(line.prefix(oldWidth + shift)).trimmingCharacters(in: .whitespaces)
        after[index] =
          head.padding(toLength: newWidth, withPad: " ", startingAt: 0)
          + line.dropFirst(oldWidth + shift)
      }
      start = end
    }
    return after.joined(separator: "\n")
  }

  private func moved(_ year: Int, _ month: Int, _ day: Int, by days: Int) -> Date? {
    calendar.date(from: DateComponents(year: year, month: month, day: day))
      .flatMap { calendar.date(byAdding: .day, value: days, to: $0) }
  }

  /// `text` with each match of `pattern` replaced by `replacement` of its groups (the whole
  /// match first), or left as it is when that gives nil.
  private func replacing(
    _ text: String, pattern: String, _ replacement: ([String]) -> String?
  ) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    let source = text as NSString
    var result = ""
    var last = 0
    for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      let parts = (0..<match.numberOfRanges).map { source.substring(with: match.range(at: $0)) }
      result += source.substring(with: NSRange(location: last, length: match.range.location - last))
      result += replacement(parts) ?? parts[0]
      last = match.range.location + match.range.length
    }
    return result + source.substring(from: last)
  }
}
