/// A decoded forecast: current conditions, hours, quarter hours and days, each value possibly
/// missing, from the provider it names.
///
/// A `nil` value is one the service did not send or sent as `null`; it is shown as missing,
/// never treated as a failure.
public struct Forecast: Equatable, Sendable {
  /// Conditions now (Open-Meteo's `current` block).
  public struct Current: Equatable, Sendable {
    /// When the values were valid, local time.
    public var time: LocalDateTime?
    /// Air temperature at 2 m.
    public var temperature: Double?
    /// Feels-like temperature.
    public var apparentTemperature: Double?
    /// Relative humidity at 2 m, percent.
    public var relativeHumidity: Double?
    /// The weather condition.
    public var weatherCode: WeatherCode?
    /// Wind speed at 10 m.
    public var windSpeed: Double?
    /// Direction the wind comes from at 10 m, degrees clockwise from north.
    public var windDirection: Double?
    /// Precipitation in the preceding interval.
    public var precipitation: Double?
    /// Whether it is daytime at the location.
    public var isDay: Bool?
    /// Air pressure reduced to sea level, hPa.
    public var pressure: Double?
    /// How much `pressure` changed in the last 3 hours, hPa (from the hourly values).
    public var pressureTrend: Double?
    /// Dew point at 2 m, from the temperature and the humidity.
    public var dewPoint: Double?
    /// Visibility, metres (from the quarter hour in progress).
    public var visibility: Double?

    /// Creates current conditions; every value may be missing.
    public init(
      time: LocalDateTime? = nil, temperature: Double? = nil, apparentTemperature: Double? = nil,
      relativeHumidity: Double? = nil, weatherCode: WeatherCode? = nil, windSpeed: Double? = nil,
      windDirection: Double? = nil, precipitation: Double? = nil, isDay: Bool? = nil
    ) {
      self.time = time
      self.temperature = temperature
      self.apparentTemperature = apparentTemperature
      self.relativeHumidity = relativeHumidity
      self.weatherCode = weatherCode
      self.windSpeed = windSpeed
      self.windDirection = windDirection
      self.precipitation = precipitation
      self.isDay = isDay
    }
  }

  /// One hour of the hourly forecast.
  public struct Hour: Equatable, Sendable {
    /// The start of the hour, local time.
    public var time: LocalDateTime
    /// Air temperature at 2 m.
    public var temperature: Double?
    /// Feels-like temperature.
    public var apparentTemperature: Double?
    /// Relative humidity at 2 m, percent.
    public var relativeHumidity: Double?
    /// Probability of precipitation, percent.
    public var precipitationProbability: Double?
    /// Precipitation in the hour.
    public var precipitation: Double?
    /// The weather condition.
    public var weatherCode: WeatherCode?
    /// Wind speed at 10 m.
    public var windSpeed: Double?
    /// Direction the wind comes from at 10 m, degrees clockwise from north.
    public var windDirection: Double?
    /// Whether it is daytime.
    public var isDay: Bool?
    /// Air pressure reduced to sea level, hPa.
    public var pressure: Double?
    /// Dew point at 2 m, from the temperature and the humidity.
    public var dewPoint: Double?
    /// Visibility, metres.
    public var visibility: Double?

    /// Creates an hour; every value but the time may be missing.
    public init(
      time: LocalDateTime, temperature: Double? = nil, apparentTemperature: Double? = nil,
      relativeHumidity: Double? = nil, precipitationProbability: Double? = nil,
      precipitation: Double? = nil, weatherCode: WeatherCode? = nil, windSpeed: Double? = nil,
      windDirection: Double? = nil, isDay: Bool? = nil
    ) {
      self.time = time
      self.temperature = temperature
      self.apparentTemperature = apparentTemperature
      self.relativeHumidity = relativeHumidity
      self.precipitationProbability = precipitationProbability
      self.precipitation = precipitation
      self.weatherCode = weatherCode
      self.windSpeed = windSpeed
      self.windDirection = windDirection
      self.isDay = isDay
    }
  }

  /// One quarter hour of the 15-minute forecast (Open-Meteo's `minutely_15` block).
  public struct QuarterHour: Equatable, Sendable {
    /// The end of the quarter hour, local time: amounts are sums over the 15 minutes before.
    public var time: LocalDateTime
    /// Precipitation in the quarter hour (rain, showers and snow as water).
    public var precipitation: Double?
    /// The weather condition at `time`.
    public var weatherCode: WeatherCode?
    /// Visibility at `time`, metres.
    public var visibility: Double?

    /// Creates a quarter hour; every value but the time may be missing.
    public init(time: LocalDateTime, precipitation: Double? = nil, weatherCode: WeatherCode? = nil)
    {
      self.time = time
      self.precipitation = precipitation
      self.weatherCode = weatherCode
    }
  }

  /// One day of the daily forecast.
  public struct Day: Equatable, Sendable {
    /// The local calendar date.
    public var date: LocalDate
    /// The most severe condition of the day.
    public var weatherCode: WeatherCode?
    /// Lowest temperature at 2 m.
    public var temperatureMin: Double?
    /// Highest temperature at 2 m.
    public var temperatureMax: Double?
    /// Total precipitation.
    public var precipitationSum: Double?
    /// Highest hourly probability of precipitation, percent.
    public var precipitationProbabilityMax: Double?
    /// Highest wind speed at 10 m.
    public var windSpeedMax: Double?
    /// Local time of sunrise.
    public var sunrise: LocalDateTime?
    /// Local time of sunset.
    public var sunset: LocalDateTime?
    /// The compared models' values, in the order they were asked for (`models=`); empty when
    /// none were.
    public var models: [ModelDay] = []

    /// Creates a day; every value but the date may be missing.
    public init(
      date: LocalDate, weatherCode: WeatherCode? = nil, temperatureMin: Double? = nil,
      temperatureMax: Double? = nil, precipitationSum: Double? = nil,
      precipitationProbabilityMax: Double? = nil, windSpeedMax: Double? = nil,
      sunrise: LocalDateTime? = nil, sunset: LocalDateTime? = nil
    ) {
      self.date = date
      self.weatherCode = weatherCode
      self.temperatureMin = temperatureMin
      self.temperatureMax = temperatureMax
      self.precipitationSum = precipitationSum
      self.precipitationProbabilityMax = precipitationProbabilityMax
      self.windSpeedMax = windSpeedMax
      self.sunrise = sunrise
      self.sunset = sunset
    }
  }

  /// One compared weather model's values for a day; a model with no data for the place (a
  /// regional one elsewhere, or past its range) has nil values, never zeros.
  public struct ModelDay: Equatable, Sendable {
    /// The Open-Meteo model name, such as `gfs_seamless`.
    public var model: String
    /// Lowest temperature at 2 m.
    public var temperatureMin: Double?
    /// Highest temperature at 2 m.
    public var temperatureMax: Double?
    /// Total precipitation.
    public var precipitationSum: Double?

    /// Creates a model's day; every value may be missing.
    public init(
      model: String, temperatureMin: Double? = nil, temperatureMax: Double? = nil,
      precipitationSum: Double? = nil
    ) {
      self.model = model
      self.temperatureMin = temperatureMin
      self.temperatureMax = temperatureMax
      self.precipitationSum = precipitationSum
    }
  }

  /// The IANA time zone the times are in, such as `Europe/Zagreb`.
  public var timezone: String
  /// The zone's abbreviation at the time of the forecast, such as `CEST` or `GMT+2`.
  public var timezoneAbbreviation: String
  /// Offset of local time from UTC, in seconds.
  public var utcOffsetSeconds: Int
  /// The units the values are in.
  public var units: MeasurementUnits
  /// Current conditions, when the service sent any.
  public var current: Current?
  /// The hourly forecast, earliest first, from local midnight of the first day.
  public var hourly: [Hour]
  /// The 15-minute forecast, earliest first, from the quarter hour in progress.
  public var quarterHours: [QuarterHour]
  /// The daily forecast, earliest first.
  public var daily: [Day]
  /// The service the values come from.
  public var provider: ForecastProvider
  /// Whether the service answered that the product asked for is deprecated (MET Norway's
  /// HTTP 203): it still answers, but rainstorm needs updating. Set on a new answer only.
  public var deprecated = false
  /// Set when the compared models were asked for in their own request and it failed: why.
  public var modelComparisonFailure: ServiceError?

  /// Creates a forecast.
  public init(
    timezone: String, timezoneAbbreviation: String, utcOffsetSeconds: Int,
    units: MeasurementUnits = MeasurementUnits(), current: Current?, hourly: [Hour] = [],
    quarterHours: [QuarterHour] = [], daily: [Day], provider: ForecastProvider = .openMeteo
  ) {
    self.timezone = timezone
    self.timezoneAbbreviation = timezoneAbbreviation
    self.utcOffsetSeconds = utcOffsetSeconds
    self.units = units
    self.current = current
    self.hourly = hourly
    self.quarterHours = quarterHours
    self.daily = daily
    self.provider = provider
  }
}
