/// Renders reports as tab-separated values: a header row, then one row per day, per hour, or
/// per place. No colour, no icons; a missing value is an empty field.
public enum TSVRenderer {
  /// A header and one row per day, or per hour when hours are asked for.
  public static func render(_ report: WeatherReport, options: RenderOptions) -> String {
    let forecast = report.forecast
    let offset = forecast.utcOffsetSeconds
    if options.hours > 0 {
      let hours = forecast.hours(from: options.now, count: options.hours)
      return table(
        header: hourColumns,
        rows: hours.map { hour in
          [
            hour.time.iso8601(utcOffsetSeconds: offset), number(hour.temperature),
            number(hour.apparentTemperature), number(hour.relativeHumidity),
            number(hour.precipitationProbability), number(hour.precipitation),
            code(hour.weatherCode), hour.weatherCode?.description ?? "",
            number(hour.windSpeed), number(hour.windDirection),
          ]
        })
    }
    return table(
      header: dayColumns,
      rows: forecast.daily.prefix(options.days).map { day in
        [
          day.date.description, code(day.weatherCode), day.weatherCode?.description ?? "",
          number(day.temperatureMin), number(day.temperatureMax), number(day.precipitationSum),
          number(day.precipitationProbabilityMax), number(day.windSpeedMax),
          day.sunrise?.iso8601(utcOffsetSeconds: offset) ?? "",
          day.sunset?.iso8601(utcOffsetSeconds: offset) ?? "",
        ]
      })
  }

  /// The header row for one row per place (batch).
  public static let placeHeader = table(header: placeColumns, rows: [])

  /// One row for a place: where it is, its current conditions and today's summary.
  public static func placeRow(_ report: WeatherReport) -> String {
    let forecast = report.forecast
    let current = forecast.current
    let today = forecast.today
    return table(
      header: nil,
      rows: [
        [
          report.location.name ?? "", number(report.location.latitude),
          number(report.location.longitude),
          current?.time?.iso8601(utcOffsetSeconds: forecast.utcOffsetSeconds) ?? "",
          number(current?.temperature), number(current?.apparentTemperature),
          number(current?.relativeHumidity), code(current?.weatherCode),
          current?.weatherCode?.description ?? "", number(current?.windSpeed),
          number(current?.windDirection), number(current?.precipitation),
          number(today?.temperatureMin), number(today?.temperatureMax),
          number(today?.precipitationProbabilityMax),
        ]
      ])
  }

  static let dayColumns = [
    "date", "weather_code", "condition", "temperature_min", "temperature_max",
    "precipitation_sum", "precipitation_probability_max", "wind_speed_max", "sunrise", "sunset",
  ]

  static let hourColumns = [
    "time", "temperature", "apparent_temperature", "relative_humidity",
    "precipitation_probability", "precipitation", "weather_code", "condition", "wind_speed",
    "wind_direction",
  ]

  static let placeColumns = [
    "name", "latitude", "longitude", "time", "temperature", "apparent_temperature",
    "relative_humidity", "weather_code", "condition", "wind_speed", "wind_direction",
    "precipitation", "temperature_min", "temperature_max", "precipitation_probability_max",
  ]

  static func table(header: [String]?, rows: [[String]]) -> String {
    var lines = header.map { [$0] } ?? []
    lines += rows
    return lines.map { fields in
      fields.map { $0.sanitizedForTerminal() }.joined(separator: "\t") + "\n"
    }.joined()
  }

  static func number(_ value: Double?) -> String {
    guard let value else { return "" }
    return JSONValue.number(value).serialized(compact: true)
  }

  private static func code(_ value: WeatherCode?) -> String {
    value.map { String($0.rawValue) } ?? ""
  }
}
