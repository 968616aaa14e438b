import Foundation

/// Renders a weather report as the documented JSON document (`schema_version` 1).
public enum JSONRenderer {
  /// The version of the document's shape; it changes only when a field changes meaning.
  public static let schemaVersion = 1

  /// The report as one JSON document followed by a newline; `compact` puts it on one line.
  public static func render(_ report: WeatherReport, options: RenderOptions, compact: Bool = false)
    -> String
  {
    document(report, options: options).serialized(compact: compact) + "\n"
  }

  /// The report as a JSON value.
  public static func document(_ report: WeatherReport, options: RenderOptions) -> JSONValue {
    let forecast = report.forecast
    let offset = forecast.utcOffsetSeconds
    var members: [(String, JSONValue)] = [
      ("schema_version", .int(schemaVersion)),
      ("location", location(report.location)),
      (
        "units",
        .object([
          ("temperature", .string(forecast.units.temperature.label)),
          ("wind_speed", .string(forecast.units.windSpeed.label)),
          ("precipitation", .string(forecast.units.precipitation.label)),
          ("relative_humidity", .string("%")),
          ("precipitation_probability", .string("%")),
          ("wind_direction", .string("°")),
        ])
      ),
      ("timezone", .string(forecast.timezone)),
      ("utc_offset_seconds", .int(offset)),
      (
        "fetched_at",
        .optional(
          report.fetchedAt.map {
            LocalDateTime(secondsSinceEpoch: $0.timeIntervalSince1970, utcOffsetSeconds: offset)
              .iso8601(utcOffsetSeconds: offset)
          })
      ),
      ("stale", .bool(report.staleBecause != nil)),
      ("current", forecast.current.map { current(($0), offset: offset) } ?? .null),
      ("daily", .array(forecast.daily.prefix(options.days).map { day($0, offset: offset) })),
    ]
    if options.hours > 0 {
      let hours = forecast.hours(from: options.now, count: options.hours)
      members.append(("hourly", .array(hours.map { hour($0, offset: offset) })))
    }
    return .object(members)
  }

  private static func location(_ location: Location) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("latitude", .number(location.latitude)),
      ("longitude", .number(location.longitude)),
      ("name", .optional(location.name)),
      ("source", .string(location.source.jsonName)),
    ]
    if case .ipLookup(let provider) = location.source {
      members.append(("provider", .string(provider)))
    }
    return .object(members)
  }

  private static func current(_ current: Forecast.Current, offset: Int) -> JSONValue {
    .object([
      ("time", .optional(current.time?.iso8601(utcOffsetSeconds: offset))),
      ("temperature", .optional(current.temperature)),
      ("apparent_temperature", .optional(current.apparentTemperature)),
      ("relative_humidity", .optional(current.relativeHumidity)),
      ("weather_code", current.weatherCode.map { .int($0.rawValue) } ?? .null),
      ("condition", .optional(current.weatherCode?.description)),
      ("wind_speed", .optional(current.windSpeed)),
      ("wind_direction", .optional(current.windDirection)),
      ("precipitation", .optional(current.precipitation)),
      ("is_day", current.isDay.map(JSONValue.bool) ?? .null),
    ])
  }

  private static func day(_ day: Forecast.Day, offset: Int) -> JSONValue {
    .object([
      ("date", .string(day.date.description)),
      ("weather_code", day.weatherCode.map { .int($0.rawValue) } ?? .null),
      ("condition", .optional(day.weatherCode?.description)),
      ("temperature_min", .optional(day.temperatureMin)),
      ("temperature_max", .optional(day.temperatureMax)),
      ("precipitation_sum", .optional(day.precipitationSum)),
      ("precipitation_probability_max", .optional(day.precipitationProbabilityMax)),
      ("wind_speed_max", .optional(day.windSpeedMax)),
      ("sunrise", .optional(day.sunrise?.iso8601(utcOffsetSeconds: offset))),
      ("sunset", .optional(day.sunset?.iso8601(utcOffsetSeconds: offset))),
    ])
  }

  private static func hour(_ hour: Forecast.Hour, offset: Int) -> JSONValue {
    .object([
      ("time", .string(hour.time.iso8601(utcOffsetSeconds: offset))),
      ("temperature", .optional(hour.temperature)),
      ("apparent_temperature", .optional(hour.apparentTemperature)),
      ("relative_humidity", .optional(hour.relativeHumidity)),
      ("precipitation_probability", .optional(hour.precipitationProbability)),
      ("precipitation", .optional(hour.precipitation)),
      ("weather_code", hour.weatherCode.map { .int($0.rawValue) } ?? .null),
      ("condition", .optional(hour.weatherCode?.description)),
      ("wind_speed", .optional(hour.windSpeed)),
      ("wind_direction", .optional(hour.windDirection)),
      ("is_day", hour.isDay.map(JSONValue.bool) ?? .null),
    ])
  }
}
