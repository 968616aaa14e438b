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
  /// progress, the current precipitation and condition from the quarter hour of the current
  /// block's time (Open-Meteo reads `current` from that same quarter hour), and the pressure's
  /// change over the last 3 hours from the hourly values. At `sunAt`, the grid point the
  /// answer names, it also computes what Open-Meteo computes from the sun alone: the daylight
  /// flag (current and hourly) and each day's sunrise and sunset (`SkyClock`). A value the
  /// service sent is kept.
  package mutating func deriveValues(sunAt point: (latitude: Double, longitude: Double)? = nil) {
    for index in hourly.indices where hourly[index].dewPoint == nil {
      hourly[index].dewPoint = dewPoint(hourly[index].temperature, hourly[index].relativeHumidity)
    }
    if let point { deriveSunValues(latitude: point.latitude, longitude: point.longitude) }
    guard var current else { return }
    if current.dewPoint == nil {
      current.dewPoint = dewPoint(current.temperature, current.relativeHumidity)
    }
    if let time = current.time {
      if current.precipitation == nil || current.weatherCode == nil,
        let slot = quarterHours.first(where: { $0.time == time })
      {
        current.precipitation = current.precipitation ?? slot.precipitation
        current.weatherCode = current.weatherCode ?? slot.weatherCode
      }
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

  /// The daylight flag of the current conditions and each hour, and each day's sunrise and
  /// sunset, where the answer left them out.
  private mutating func deriveSunValues(latitude: Double, longitude: Double) {
    // The current time and the hours without the flag, in one call: the sun's day is worked
    // out once for the hours of each day.
    let hours = hourly.indices.filter { hourly[$0].isDay == nil }
    var times = hours.map { hourly[$0].time }
    let currentTime = current?.isDay == nil ? current?.time : nil
    if let currentTime { times.append(currentTime) }
    let flags = SkyClock.isDay(
      atSecondsSinceEpoch: times.map { $0.secondsSinceEpoch(utcOffsetSeconds: utcOffsetSeconds) },
      latitude: latitude, longitude: longitude)
    for (position, index) in hours.enumerated() { hourly[index].isDay = flags[position] }
    if currentTime != nil { current?.isDay = flags[hours.count] }
    for index in daily.indices where daily[index].sunrise == nil || daily[index].sunset == nil {
      let sun = SkyClock.sunriseAndSunset(
        on: daily[index].date, latitude: latitude, longitude: longitude,
        utcOffsetSeconds: utcOffsetSeconds)
      daily[index].sunrise = daily[index].sunrise ?? sun?.sunrise
      daily[index].sunset = daily[index].sunset ?? sun?.sunset
    }
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
