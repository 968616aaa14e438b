/// A decoded Open-Meteo forecast: current conditions and daily values, each possibly missing.
///
/// A `nil` value is one the service did not send or sent as `null`; it is shown as missing,
/// never treated as a failure.
public struct Forecast: Equatable, Sendable {
  /// The units the values are in, as the service labels them (`°C`, `km/h`, `mm`).
  public struct Units: Equatable, Sendable {
    /// Temperature unit label.
    public var temperature: String
    /// Wind speed unit label.
    public var windSpeed: String
    /// Precipitation amount unit label.
    public var precipitation: String

    /// Creates unit labels.
    public init(temperature: String, windSpeed: String, precipitation: String) {
      self.temperature = temperature
      self.windSpeed = windSpeed
      self.precipitation = precipitation
    }

    /// The API's defaults: Celsius, kilometres per hour, millimetres.
    public static let metric = Units(temperature: "°C", windSpeed: "km/h", precipitation: "mm")
  }

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

  /// The IANA time zone the times are in, such as `Europe/Zagreb`.
  public var timezone: String
  /// The zone's abbreviation at the time of the forecast, such as `CEST` or `GMT+2`.
  public var timezoneAbbreviation: String
  /// Offset of local time from UTC, in seconds.
  public var utcOffsetSeconds: Int
  /// Unit labels for the values.
  public var units: Units
  /// Current conditions, when the service sent any.
  public var current: Current?
  /// The daily forecast, earliest first.
  public var daily: [Day]

  /// Creates a forecast.
  public init(
    timezone: String, timezoneAbbreviation: String, utcOffsetSeconds: Int,
    units: Units = .metric, current: Current?, daily: [Day]
  ) {
    self.timezone = timezone
    self.timezoneAbbreviation = timezoneAbbreviation
    self.utcOffsetSeconds = utcOffsetSeconds
    self.units = units
    self.current = current
    self.daily = daily
  }
}
