#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

extension Forecast {
  /// The hours from the one containing `now` (in the forecast's zone), at most `count` of them.
  package func hours(from now: Date, count: Int) -> ArraySlice<Hour> {
    guard count > 0 else { return [] }
    let local = LocalDateTime(
      secondsSinceEpoch: now.timeIntervalSince1970, utcOffsetSeconds: utcOffsetSeconds)
    let start = hourly.firstIndex { hour in
      (hour.time.date, hour.time.hour) >= (local.date, local.hour)
    }
    guard let start else { return [] }
    return hourly[start..<min(hourly.count, start + count)]
  }

  /// Today's entry of the daily forecast: the first day, which the API starts at today.
  package var today: Day? {
    daily.first
  }
}

extension Forecast {
  /// How far from now a forecast may say it is, in seconds: a kept answer stands in up to a
  /// day old, and a series starts at the hour in progress, in a zone up to a day ahead of UTC.
  /// Every provider's answer and air quality are held to it.
  static let presentWindow = (before: 2 * 86_400, after: 86_400)

  /// Whether the instant `seconds` (since 1970) lies within `presentWindow` of `now`.
  static func isNearNow(_ seconds: Int, _ now: Date) -> Bool {
    let nowSeconds = Int(now.timeIntervalSince1970.rounded(.down))
    return (nowSeconds - presentWindow.before...nowSeconds + presentWindow.after)
      .contains(seconds)
  }

  /// Why the forecast is not the weather now, or nil when it is: its current time (else its
  /// first hour, else the middle of its first day, in its zone) must be near now
  /// (`presentWindow`). A forecast dated in another year is not "Now".
  package func notPresent(at now: Date) -> String? {
    let first =
      current?.time ?? hourly.first?.time
      ?? daily.first.flatMap { LocalDateTime(date: $0.date, hour: 12, minute: 0) }
    guard let first,
      !Self.isNearNow(first.secondsSinceEpoch(utcOffsetSeconds: utcOffsetSeconds), now)
    else { return nil }
    return "the forecast is for \(first), not near now"
  }
}
