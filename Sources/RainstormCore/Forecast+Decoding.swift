import Foundation

extension Forecast {
  /// Decodes an Open-Meteo `/v1/forecast` JSON body.
  ///
  /// Values that are missing or `null` decode as `nil`; unit labels the body leaves out fall
  /// back to `units`.
  /// - Parameters:
  ///   - body: the response body.
  ///   - host: the host it came from, for error messages.
  ///   - units: the labels to assume when the body does not give them.
  /// - Throws: `ServiceError.unreadable` when the body is not a forecast.
  public static func decode(_ body: Data, from host: String, units: Units = .metric)
    throws(ServiceError) -> Forecast
  {
    let raw: RawForecast
    do {
      raw = try JSONDecoder().decode(RawForecast.self, from: body)
    } catch {
      throw .unreadable(host: host, detail: describe(error, body: body))
    }
    let current: Current?
    if let block = raw.current {
      current = try block.decoded(host: host)
    } else {
      current = nil
    }
    return Forecast(
      timezone: raw.timezone?.sanitizedForTerminal() ?? "GMT",
      timezoneAbbreviation: raw.timezoneAbbreviation?.sanitizedForTerminal() ?? "GMT",
      utcOffsetSeconds: raw.utcOffsetSeconds ?? 0,
      units: Units(
        temperature: raw.currentUnits?.temperature2m ?? raw.dailyUnits?.temperature2mMax
          ?? units.temperature,
        windSpeed: raw.currentUnits?.windSpeed10m ?? raw.dailyUnits?.windSpeed10mMax
          ?? units.windSpeed,
        precipitation: raw.currentUnits?.precipitation ?? raw.dailyUnits?.precipitationSum
          ?? units.precipitation
      ).sanitized(),
      current: current,
      daily: try raw.daily?.decoded(host: host) ?? []
    )
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
  var currentUnits: RawUnits?
  var current: RawCurrent?
  var dailyUnits: RawUnits?
  var daily: RawDaily?

  enum CodingKeys: String, CodingKey {
    case utcOffsetSeconds = "utc_offset_seconds"
    case timezone
    case timezoneAbbreviation = "timezone_abbreviation"
    case currentUnits = "current_units"
    case current
    case dailyUnits = "daily_units"
    case daily
  }
}

/// Unit labels of either block; each block carries only its own variables' names.
private struct RawUnits: Decodable {
  var temperature2m: String?
  var windSpeed10m: String?
  var precipitation: String?
  var temperature2mMax: String?
  var windSpeed10mMax: String?
  var precipitationSum: String?

  enum CodingKeys: String, CodingKey {
    case temperature2m = "temperature_2m"
    case windSpeed10m = "wind_speed_10m"
    case precipitation
    case temperature2mMax = "temperature_2m_max"
    case windSpeed10mMax = "wind_speed_10m_max"
    case precipitationSum = "precipitation_sum"
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

extension Forecast.Units {
  fileprivate func sanitized() -> Self {
    Self(
      temperature: temperature.sanitizedForTerminal(),
      windSpeed: windSpeed.sanitizedForTerminal(),
      precipitation: precipitation.sanitizedForTerminal()
    )
  }
}
