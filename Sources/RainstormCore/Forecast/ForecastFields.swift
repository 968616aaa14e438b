/// Every quantity rainstorm asks for, per block of the answer, in output order: the one place a
/// forecast field is declared (see `ForecastField`).
package enum ForecastFields {
  /// Current conditions (Open-Meteo's `current` block).
  package static let current: [ForecastField<Forecast.Current>] = {
    typealias Field = ForecastField<Forecast.Current>
    return [
      Field(
        "temperature_2m", key: "temperature", .temperature,
        .number(.init({ $0.temperature }, { $0.temperature = $1 })),
        placeholder: "t", label: "temperature", meaning: "air temperature"),
      Field(
        "apparent_temperature", key: "apparent_temperature", .temperature,
        .number(.init({ $0.apparentTemperature }, { $0.apparentTemperature = $1 })),
        placeholder: "f", label: "feels-like temperature"),
      Field(
        "relative_humidity_2m", key: "relative_humidity", .percent,
        .number(.init({ $0.relativeHumidity }, { $0.relativeHumidity = $1 })),
        placeholder: "h", label: "relative humidity", meaning: "relative humidity, percent"),
      Field(
        "weather_code", key: "weather_code", .weatherCode,
        .weatherCode(.init({ $0.weatherCode }, { $0.weatherCode = $1 })),
        placeholder: "C", label: "condition in words", meaning: "WMO weather code",
        asked: .unlessQuarterHours),
      Field(
        "wind_speed_10m", key: "wind_speed", .windSpeed,
        .number(.init({ $0.windSpeed }, { $0.windSpeed = $1 })),
        label: "wind speed at 10 m"),
      Field(
        "wind_direction_10m", key: "wind_direction", .direction,
        .number(.init({ $0.windDirection }, { $0.windDirection = $1 })),
        label: "direction the wind comes from",
        meaning: "degrees the wind comes from, clockwise from north"),
      Field(
        "precipitation", key: "precipitation", .precipitation,
        .number(.init({ $0.precipitation }, { $0.precipitation = $1 })),
        placeholder: "p", label: "precipitation now",
        meaning: """
          precipitation in the last interval (with the rain outlook, the 15-minute forecast's \
          value at current.time: the same value, asked once)
          """,
        asked: .unlessQuarterHours),
      Field(
        "is_day", key: "is_day", .flag, .flag(.init({ $0.isDay }, { $0.isDay = $1 })), inTSV: false,
        label: "daytime",
        meaning: """
          daytime at the place: the sun above the horizon, computed at the forecast's grid point \
          as Open-Meteo computes it (so not asked)
          """,
        asked: .never),
      Field(
        "pressure_msl", key: "pressure", .pressure,
        .number(.init({ $0.pressure }, { $0.pressure = $1 })),
        placeholder: "b", label: "air pressure at sea level",
        meaning: "air pressure at sea level, hPa (whatever the units)"),
      Field(
        "pressure_trend", key: "pressure_trend", .pressureChange,
        .number(.init({ $0.pressureTrend }, { $0.pressureTrend = $1 })),
        label: "change of pressure in the last 3 hours",
        meaning: """
          its change in the last 3 hours, hPa (from the hourly values; null before 03:00 local \
          time and in batches)
          """,
        asked: .never),
      Field(
        "dew_point_2m", key: "dew_point", .temperature,
        .number(.init({ $0.dewPoint }, { $0.dewPoint = $1 })),
        placeholder: "D", label: "dew point",
        meaning: """
          dew point, computed from the temperature and the humidity (Magnus formula, within \
          0.1 °C)
          """,
        asked: .never),
      Field(
        "visibility", key: "visibility", .distance,
        .number(.init({ $0.visibility }, { $0.visibility = $1 })),
        placeholder: "V", label: "visibility",
        meaning: """
          visibility, metres, from the quarter hour in progress (null without the 15-minute \
          forecast or with MET Norway)
          """,
        asked: .never),
    ]
  }()

  /// The hourly forecast (Open-Meteo's `hourly` block).
  package static let hourly: [ForecastField<Forecast.Hour>] = {
    typealias Field = ForecastField<Forecast.Hour>
    return [
      Field(
        "temperature_2m", key: "temperature", .temperature,
        .number(.init({ $0.temperature }, { $0.temperature = $1 })),
        label: "temperature"),
      Field(
        "apparent_temperature", key: "apparent_temperature", .temperature,
        .number(.init({ $0.apparentTemperature }, { $0.apparentTemperature = $1 })),
        label: "feels-like temperature", asked: .inFull),
      Field(
        "relative_humidity_2m", key: "relative_humidity", .percent,
        .number(.init({ $0.relativeHumidity }, { $0.relativeHumidity = $1 })),
        label: "relative humidity", asked: .inFull),
      Field(
        "precipitation_probability", key: "precipitation_probability", .percent,
        .number(.init({ $0.precipitationProbability }, { $0.precipitationProbability = $1 })),
        label: "probability of precipitation"),
      Field(
        "precipitation", key: "precipitation", .precipitation,
        .number(.init({ $0.precipitation }, { $0.precipitation = $1 })),
        label: "precipitation in the hour"),
      Field(
        "weather_code", key: "weather_code", .weatherCode,
        .weatherCode(.init({ $0.weatherCode }, { $0.weatherCode = $1 })),
        label: "condition"),
      Field(
        "wind_speed_10m", key: "wind_speed", .windSpeed,
        .number(.init({ $0.windSpeed }, { $0.windSpeed = $1 })),
        label: "wind speed at 10 m", asked: .inFull),
      Field(
        "wind_direction_10m", key: "wind_direction", .direction,
        .number(.init({ $0.windDirection }, { $0.windDirection = $1 })),
        label: "direction the wind comes from", asked: .inFull),
      Field(
        "is_day", key: "is_day", .flag, .flag(.init({ $0.isDay }, { $0.isDay = $1 })), inTSV: false,
        label: "daytime", asked: .never),
      Field(
        "pressure_msl", key: "pressure", .pressure,
        .number(.init({ $0.pressure }, { $0.pressure = $1 })),
        label: "air pressure at sea level"),
      Field(
        "dew_point_2m", key: "dew_point", .temperature,
        .number(.init({ $0.dewPoint }, { $0.dewPoint = $1 })),
        label: "dew point", asked: .never),
      Field(
        "visibility", key: "visibility", .distance,
        .number(.init({ $0.visibility }, { $0.visibility = $1 })),
        label: "visibility", asked: .inFull),
    ]
  }()

  /// The 15-minute forecast (Open-Meteo's `minutely_15` block), read for the rain outlook
  /// (`RainOutlook`) and not shown value by value.
  package static let quarterHourly: [ForecastField<Forecast.QuarterHour>] = {
    typealias Field = ForecastField<Forecast.QuarterHour>
    return [
      Field(
        "precipitation", key: "precipitation", .precipitation,
        .number(.init({ $0.precipitation }, { $0.precipitation = $1 })),
        label: "precipitation in the quarter hour"),
      Field(
        "weather_code", key: "weather_code", .weatherCode,
        .weatherCode(.init({ $0.weatherCode }, { $0.weatherCode = $1 })),
        label: "condition"),
      Field(
        "visibility", key: "visibility", .distance,
        .number(.init({ $0.visibility }, { $0.visibility = $1 })),
        label: "visibility", asked: .inFull),
    ]
  }()

  /// The day's low, high, precipitation and chance of it: the daily values that other parts
  /// name (the models are compared on the first three, the days against normals, and TSV's
  /// place rows end with the low, the high and the chance).
  /// The day's low.
  package static let dailyLow = ForecastField<Forecast.Day>(
    "temperature_2m_min", key: "temperature_min", .temperature,
    .number(.init({ $0.temperatureMin }, { $0.temperatureMin = $1 })),
    placeholder: "L", label: "low")
  /// The day's high.
  package static let dailyHigh = ForecastField<Forecast.Day>(
    "temperature_2m_max", key: "temperature_max", .temperature,
    .number(.init({ $0.temperatureMax }, { $0.temperatureMax = $1 })),
    placeholder: "H", label: "high")
  /// The day's total precipitation.
  package static let dailyPrecipitation = ForecastField<Forecast.Day>(
    "precipitation_sum", key: "precipitation_sum", .precipitation,
    .number(.init({ $0.precipitationSum }, { $0.precipitationSum = $1 })),
    label: "total precipitation")
  /// The day's highest chance of precipitation.
  package static let dailyChance = ForecastField<Forecast.Day>(
    "precipitation_probability_max", key: "precipitation_probability_max", .percent,
    .number(.init({ $0.precipitationProbabilityMax }, { $0.precipitationProbabilityMax = $1 })),
    placeholder: "P",
    label: "highest precipitation probability", meaning: "highest hourly probability, percent")

  /// The daily forecast (Open-Meteo's `daily` block).
  package static let daily: [ForecastField<Forecast.Day>] = {
    typealias Field = ForecastField<Forecast.Day>
    return [
      Field(
        "weather_code", key: "weather_code", .weatherCode,
        .weatherCode(.init({ $0.weatherCode }, { $0.weatherCode = $1 })),
        label: "the day's most severe condition",
        meaning: "the day's most severe condition, a WMO weather code"),
      dailyLow,
      dailyHigh,
      dailyPrecipitation,
      dailyChance,
      Field(
        "wind_speed_10m_max", key: "wind_speed_max", .windSpeed,
        .number(.init({ $0.windSpeedMax }, { $0.windSpeedMax = $1 })),
        label: "highest wind speed", asked: .inFull),
      Field(
        "sunrise", key: "sunrise", .localTime,
        .localTime(.init({ $0.sunrise }, { $0.sunrise = $1 })), placeholder: "S",
        label: "sunrise", meaning: sunTimes("sunrise"), asked: .never),
      Field(
        "sunset", key: "sunset", .localTime, .localTime(.init({ $0.sunset }, { $0.sunset = $1 })),
        placeholder: "s",
        label: "sunset", meaning: sunTimes("sunset"), asked: .never),
    ]
  }()

  /// What the day's sunrise or sunset means in JSON.
  private static func sunTimes(_ name: String) -> String {
    """
    local time of \(name), computed from the sun's position at the forecast's grid point with \
    Open-Meteo's definition and its one UTC offset for all days (within a minute of its own \
    values; not asked)
    """
  }

  /// The daily values of a compared model (`models=`), read into `Forecast.Day.models[index]`:
  /// the table's low, high and precipitation under the model's own keys.
  static func comparedDaily(model: String, index: Int) -> [ForecastField<Forecast.Day>] {
    typealias Field = ForecastField<Forecast.Day>
    return [
      Field(
        "\(dailyLow.variable)_\(model)", key: dailyLow.key, .temperature,
        .number(
          .init({ $0.models[index].temperatureMin }, { $0.models[index].temperatureMin = $1 })),
        label: "low (\(model))"),
      Field(
        "\(dailyHigh.variable)_\(model)", key: dailyHigh.key, .temperature,
        .number(
          .init({ $0.models[index].temperatureMax }, { $0.models[index].temperatureMax = $1 })),
        label: "high (\(model))"),
      Field(
        "\(dailyPrecipitation.variable)_\(model)", key: dailyPrecipitation.key, .precipitation,
        .number(
          .init({ $0.models[index].precipitationSum }, { $0.models[index].precipitationSum = $1 })),
        label: "total precipitation (\(model))"),
    ]
  }
}
