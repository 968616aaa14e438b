#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Forecast {
  /// The values rainstorm computes rather than asks for: the dew point from the temperature
  /// and the humidity (current and hourly), the current visibility from the quarter hour in
  /// progress, and the pressure's change over the last 3 hours from the hourly values. A
  /// value the service sent is kept.
  package mutating func deriveValues() {
    for index in hourly.indices where hourly[index].dewPoint == nil {
      hourly[index].dewPoint = dewPoint(hourly[index].temperature, hourly[index].relativeHumidity)
    }
    guard var current else { return }
    if current.dewPoint == nil {
      current.dewPoint = dewPoint(current.temperature, current.relativeHumidity)
    }
    if let time = current.time {
      if current.visibility == nil {
        // The quarter hour in progress: the first that ends after now.
        current.visibility = quarterHours.first { $0.time > time }?.visibility
      }
      if current.pressureTrend == nil, let pressure = current.pressure {
        // The hour that began 3 hours before the hour in progress.
        let earlier = LocalDateTime(
          secondsSinceEpoch: Double(time.secondsSinceEpoch(utcOffsetSeconds: 0) - 3 * 3600),
          utcOffsetSeconds: 0)
        if let hourStart = LocalDateTime(date: earlier.date, hour: earlier.hour, minute: 0),
          let then = hourly.first(where: { $0.time == hourStart })?.pressure
        {
          current.pressureTrend = Quantity.pressureChange.rounded(pressure - then, in: units)
        }
      }
    }
    self.current = current
  }

  /// The dew point for `temperature` at `humidity` percent, in the forecast's temperature
  /// unit: the Magnus formula with Alduchov and Eskridge's constants (within 0.1 °C from -40
  /// to 50 °C), rounded to 0.1. Nil when either is missing or the humidity is 0.
  func dewPoint(_ temperature: Double?, _ humidity: Double?) -> Double? {
    guard let temperature, let humidity, humidity > 0, humidity <= 100 else { return nil }
    let fahrenheit = units.temperature == .fahrenheit
    let celsius = fahrenheit ? (temperature - 32) * 5 / 9 : temperature
    let (b, c) = (17.625, 243.04)
    let gamma = log(humidity / 100) + b * celsius / (c + celsius)
    let dew = c * gamma / (b - gamma)
    guard dew.isFinite else { return nil }
    return Quantity.temperature.rounded(fahrenheit ? dew * 9 / 5 + 32 : dew, in: units)
  }
}
