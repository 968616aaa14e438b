/// Every quantity rainstorm asks for, per block of the answer, in output order: the one place a
/// forecast field is declared (see `ForecastField`).
public enum ForecastFields {
  /// Current conditions (Open-Meteo's `current` block).
  public static let current: [ForecastField<Forecast.Current>] = {
    typealias Field = ForecastField<Forecast.Current>
    return [
      Field(
        "temperature_2m", key: "temperature", .temperature, .number(\.temperature),
        placeholder: "t", label: "temperature"),
      Field(
        "apparent_temperature", key: "apparent_temperature", .temperature,
        .number(\.apparentTemperature), placeholder: "f", label: "feels-like temperature"),
      Field(
        "relative_humidity_2m", key: "relative_humidity", .percent, .number(\.relativeHumidity),
        placeholder: "h", label: "relative humidity"),
      Field(
        "weather_code", key: "weather_code", .weatherCode, .weatherCode(\.weatherCode),
        placeholder: "C", label: "condition in words"),
      Field(
        "wind_speed_10m", key: "wind_speed", .windSpeed, .number(\.windSpeed),
        label: "wind speed at 10 m"),
      Field(
        "wind_direction_10m", key: "wind_direction", .direction, .number(\.windDirection),
        label: "direction the wind comes from"),
      Field(
        "precipitation", key: "precipitation", .precipitation, .number(\.precipitation),
        placeholder: "p", label: "precipitation now"),
      Field("is_day", key: "is_day", .flag, .flag(\.isDay), inTSV: false, label: "daytime"),
    ]
  }()

  /// The hourly forecast (Open-Meteo's `hourly` block).
  public static let hourly: [ForecastField<Forecast.Hour>] = {
    typealias Field = ForecastField<Forecast.Hour>
    return [
      Field(
        "temperature_2m", key: "temperature", .temperature, .number(\.temperature),
        label: "temperature"),
      Field(
        "apparent_temperature", key: "apparent_temperature", .temperature,
        .number(\.apparentTemperature), label: "feels-like temperature"),
      Field(
        "relative_humidity_2m", key: "relative_humidity", .percent, .number(\.relativeHumidity),
        label: "relative humidity"),
      Field(
        "precipitation_probability", key: "precipitation_probability", .percent,
        .number(\.precipitationProbability), label: "probability of precipitation"),
      Field(
        "precipitation", key: "precipitation", .precipitation, .number(\.precipitation),
        label: "precipitation in the hour"),
      Field(
        "weather_code", key: "weather_code", .weatherCode, .weatherCode(\.weatherCode),
        label: "condition"),
      Field(
        "wind_speed_10m", key: "wind_speed", .windSpeed, .number(\.windSpeed),
        label: "wind speed at 10 m"),
      Field(
        "wind_direction_10m", key: "wind_direction", .direction, .number(\.windDirection),
        label: "direction the wind comes from"),
      Field("is_day", key: "is_day", .flag, .flag(\.isDay), inTSV: false, label: "daytime"),
    ]
  }()

  /// The 15-minute forecast (Open-Meteo's `minutely_15` block), read for the rain outlook
  /// (`RainOutlook`) and not shown value by value.
  public static let quarterHourly: [ForecastField<Forecast.QuarterHour>] = {
    typealias Field = ForecastField<Forecast.QuarterHour>
    return [
      Field(
        "precipitation", key: "precipitation", .precipitation, .number(\.precipitation),
        label: "precipitation in the quarter hour"),
      Field(
        "weather_code", key: "weather_code", .weatherCode, .weatherCode(\.weatherCode),
        label: "condition"),
    ]
  }()

  /// The daily forecast (Open-Meteo's `daily` block).
  public static let daily: [ForecastField<Forecast.Day>] = {
    typealias Field = ForecastField<Forecast.Day>
    return [
      Field(
        "weather_code", key: "weather_code", .weatherCode, .weatherCode(\.weatherCode),
        label: "the day's most severe condition"),
      Field(
        "temperature_2m_min", key: "temperature_min", .temperature, .number(\.temperatureMin),
        placeholder: "L", label: "low"),
      Field(
        "temperature_2m_max", key: "temperature_max", .temperature, .number(\.temperatureMax),
        placeholder: "H", label: "high"),
      Field(
        "precipitation_sum", key: "precipitation_sum", .precipitation,
        .number(\.precipitationSum), label: "total precipitation"),
      Field(
        "precipitation_probability_max", key: "precipitation_probability_max", .percent,
        .number(\.precipitationProbabilityMax), placeholder: "P",
        label: "highest precipitation probability"),
      Field(
        "wind_speed_10m_max", key: "wind_speed_max", .windSpeed, .number(\.windSpeedMax),
        label: "highest wind speed"),
      Field(
        "sunrise", key: "sunrise", .localTime, .localTime(\.sunrise), placeholder: "S",
        label: "sunrise"),
      Field(
        "sunset", key: "sunset", .localTime, .localTime(\.sunset), placeholder: "s",
        label: "sunset"),
    ]
  }()

  /// The daily values of a compared model (`models=`), read into `Forecast.Day.models[index]`:
  /// the table's low, high and precipitation under the model's own keys.
  static func comparedDaily(model: String, index: Int) -> [ForecastField<Forecast.Day>] {
    typealias Field = ForecastField<Forecast.Day>
    return [
      Field(
        "temperature_2m_min_\(model)", key: "temperature_min", .temperature,
        .number(\.models[index].temperatureMin), label: "low (\(model))"),
      Field(
        "temperature_2m_max_\(model)", key: "temperature_max", .temperature,
        .number(\.models[index].temperatureMax), label: "high (\(model))"),
      Field(
        "precipitation_sum_\(model)", key: "precipitation_sum", .precipitation,
        .number(\.models[index].precipitationSum), label: "total precipitation (\(model))"),
    ]
  }
}
