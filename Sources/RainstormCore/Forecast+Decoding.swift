import Foundation

extension Forecast {
  /// Decodes an Open-Meteo `/v1/forecast` JSON body for one place.
  ///
  /// Values that are missing or `null` decode as `nil`. A Beaufort wind unit converts the
  /// metres per second that were asked for.
  /// - Parameters:
  ///   - body: the response body.
  ///   - host: the host it came from, for error messages.
  ///   - units: the units the request asked for.
  /// - Throws: `ServiceError.unreadable` when the body is not a forecast.
  public static func decode(
    _ body: Data, from host: String, units: MeasurementUnits = MeasurementUnits()
  ) throws(ServiceError) -> Forecast {
    let raw: RawForecast = try decodeJSON(body, from: host)
    return try raw.forecast(host: host, units: units)
  }

  /// Decodes the answer to a request for `count` places: an array in request order, or a
  /// single object when one place was asked for.
  ///
  /// - Throws: `ServiceError.unreadable` when the body is not that many forecasts.
  public static func decodeAll(
    _ body: Data, count: Int, from host: String, units: MeasurementUnits = MeasurementUnits()
  ) throws(ServiceError) -> [Forecast] {
    let isArray = body.first { !Character(UnicodeScalar($0)).isWhitespace } == UInt8(ascii: "[")
    guard isArray else {
      guard count == 1 else {
        throw .unreadable(host: host, detail: "expected \(count) forecasts, got one")
      }
      return [try decode(body, from: host, units: units)]
    }
    let raws: [RawForecast] = try decodeJSON(body, from: host)
    guard raws.count == count else {
      throw .unreadable(host: host, detail: "expected \(count) forecasts, got \(raws.count)")
    }
    var forecasts: [Forecast] = []
    for raw in raws {
      forecasts.append(try raw.forecast(host: host, units: units))
    }
    return forecasts
  }

  private static func decodeJSON<Value: Decodable>(_ body: Data, from host: String)
    throws(ServiceError) -> Value
  {
    do {
      return try JSONDecoder().decode(Value.self, from: body)
    } catch {
      throw .unreadable(host: host, detail: describe(error, body: body))
    }
  }

  private static func describe(_ error: any Error, body: Data) -> String {
    guard let error = error as? DecodingError else { return "not a forecast" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "expected JSON, got \(body.excerpt())"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      return "unexpected value at \(path(context.codingPath))"
    @unknown default:
      return "not a forecast"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}

private struct RawForecast: Decodable {
  var utcOffsetSeconds: Int?
  var timezone: String?
  var timezoneAbbreviation: String?
  var current: RawCurrent?
  var hourly: RawHourly?
  var daily: RawDaily?

  enum CodingKeys: String, CodingKey {
    case utcOffsetSeconds = "utc_offset_seconds"
    case timezone
    case timezoneAbbreviation = "timezone_abbreviation"
    case current
    case hourly
    case daily
  }

  func forecast(host: String, units: MeasurementUnits) throws(ServiceError) -> Forecast {
    var forecast = Forecast(
      timezone: timezone?.sanitizedForTerminal() ?? "GMT",
      timezoneAbbreviation: timezoneAbbreviation?.sanitizedForTerminal() ?? "GMT",
      utcOffsetSeconds: utcOffsetSeconds ?? 0,
      units: units,
      current: try current?.decoded(host: host),
      hourly: try hourly?.decoded(host: host) ?? [],
      daily: try daily?.decoded(host: host) ?? []
    )
    if units.windSpeed == .bft {
      forecast.convertWindToBeaufort()
    }
    return forecast
  }
}

private struct RawCurrent: Decodable {
  var time: String?
  var temperature2m: Double?
  var apparentTemperature: Double?
  var relativeHumidity2m: Double?
  var weatherCode: Double?
  var windSpeed10m: Double?
  var windDirection10m: Double?
  var precipitation: Double?
  var isDay: Double?

  enum CodingKeys: String, CodingKey {
    case time
    case temperature2m = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity2m = "relative_humidity_2m"
    case weatherCode = "weather_code"
    case windSpeed10m = "wind_speed_10m"
    case windDirection10m = "wind_direction_10m"
    case precipitation
    case isDay = "is_day"
  }

  func decoded(host: String) throws(ServiceError) -> Forecast.Current {
    var time: LocalDateTime?
    if let text = self.time {
      guard let parsed = LocalDateTime(iso8601: text[...]) else {
        throw .unreadable(host: host, detail: "current.time is not a time: \(text.prefix(40))")
      }
      time = parsed
    }
    return Forecast.Current(
      time: time,
      temperature: temperature2m,
      apparentTemperature: apparentTemperature,
      relativeHumidity: relativeHumidity2m,
      weatherCode: wmoCode(weatherCode),
      windSpeed: windSpeed10m,
      windDirection: windDirection10m,
      precipitation: precipitation,
      isDay: isDay.map { $0 != 0 }
    )
  }
}

private struct RawHourly: Decodable {
  var time: [String]
  var temperature2m: [Double?]?
  var apparentTemperature: [Double?]?
  var relativeHumidity2m: [Double?]?
  var precipitationProbability: [Double?]?
  var precipitation: [Double?]?
  var weatherCode: [Double?]?
  var windSpeed10m: [Double?]?
  var windDirection10m: [Double?]?
  var isDay: [Double?]?

  enum CodingKeys: String, CodingKey {
    case time
    case temperature2m = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity2m = "relative_humidity_2m"
    case precipitationProbability = "precipitation_probability"
    case precipitation
    case weatherCode = "weather_code"
    case windSpeed10m = "wind_speed_10m"
    case windDirection10m = "wind_direction_10m"
    case isDay = "is_day"
  }

  func decoded(host: String) throws(ServiceError) -> [Forecast.Hour] {
    var hours: [Forecast.Hour] = []
    hours.reserveCapacity(time.count)
    for (index, text) in time.enumerated() {
      guard let time = LocalDateTime(iso8601: text[...]) else {
        throw .unreadable(
          host: host, detail: "hourly.time[\(index)] is not a time: \(text.prefix(40))")
      }
      hours.append(
        Forecast.Hour(
          time: time,
          temperature: temperature2m.value(at: index),
          apparentTemperature: apparentTemperature.value(at: index),
          relativeHumidity: relativeHumidity2m.value(at: index),
          precipitationProbability: precipitationProbability.value(at: index),
          precipitation: precipitation.value(at: index),
          weatherCode: wmoCode(weatherCode.value(at: index)),
          windSpeed: windSpeed10m.value(at: index),
          windDirection: windDirection10m.value(at: index),
          isDay: isDay.value(at: index).map { $0 != 0 }
        )
      )
    }
    return hours
  }
}

private struct RawDaily: Decodable {
  var time: [String]
  var weatherCode: [Double?]?
  var temperature2mMax: [Double?]?
  var temperature2mMin: [Double?]?
  var precipitationSum: [Double?]?
  var precipitationProbabilityMax: [Double?]?
  var windSpeed10mMax: [Double?]?
  var sunrise: [String?]?
  var sunset: [String?]?

  enum CodingKeys: String, CodingKey {
    case time
    case weatherCode = "weather_code"
    case temperature2mMax = "temperature_2m_max"
    case temperature2mMin = "temperature_2m_min"
    case precipitationSum = "precipitation_sum"
    case precipitationProbabilityMax = "precipitation_probability_max"
    case windSpeed10mMax = "wind_speed_10m_max"
    case sunrise
    case sunset
  }

  func decoded(host: String) throws(ServiceError) -> [Forecast.Day] {
    var days: [Forecast.Day] = []
    for (index, text) in time.enumerated() {
      guard let date = LocalDate(iso8601: text[...]) else {
        throw .unreadable(
          host: host, detail: "daily.time[\(index)] is not a date: \(text.prefix(40))")
      }
      days.append(
        Forecast.Day(
          date: date,
          weatherCode: wmoCode(weatherCode.value(at: index)),
          temperatureMin: temperature2mMin.value(at: index),
          temperatureMax: temperature2mMax.value(at: index),
          precipitationSum: precipitationSum.value(at: index),
          precipitationProbabilityMax: precipitationProbabilityMax.value(at: index),
          windSpeedMax: windSpeed10mMax.value(at: index),
          sunrise: sunrise.value(at: index).flatMap { LocalDateTime(iso8601: $0[...]) },
          sunset: sunset.value(at: index).flatMap { LocalDateTime(iso8601: $0[...]) }
        )
      )
    }
    return days
  }
}

private func wmoCode(_ value: Double?) -> WeatherCode? {
  guard let value, let code = Int(exactly: value) else { return nil }
  return WeatherCode(code)
}

extension Optional {
  /// The element at `index` of an optional array of optionals; missing anywhere reads as nil.
  fileprivate func value<Element>(at index: Int) -> Element? where Wrapped == [Element?] {
    guard let array = self, array.indices.contains(index) else { return nil }
    return array[index]
  }
}

extension Forecast {
  /// Replaces wind speeds in metres per second by Beaufort forces.
  mutating func convertWindToBeaufort() {
    let force = { (speed: Double?) in speed.map { Double(beaufortForce(metresPerSecond: $0)) } }
    let currentSpeed = current?.windSpeed
    current?.windSpeed = force(currentSpeed)
    for index in hourly.indices {
      hourly[index].windSpeed = force(hourly[index].windSpeed)
    }
    for index in daily.indices {
      daily[index].windSpeedMax = force(daily[index].windSpeedMax)
    }
  }
}
