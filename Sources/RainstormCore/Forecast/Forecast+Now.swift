#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

extension Forecast {
  /// The hours from the one containing `now` (in the forecast's zone), at most `count` of them.
  public func hours(from now: Date, count: Int) -> ArraySlice<Hour> {
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
  public var today: Day? {
    daily.first
  }
}
