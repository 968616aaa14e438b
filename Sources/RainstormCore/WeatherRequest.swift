import Foundation

/// What to ask the forecast API for, beyond the place.
public struct ForecastOptions: Equatable, Sendable {
  /// Days of daily forecast, today included (the API accepts 0...16).
  public var forecastDays: Int

  /// Creates options; the default is a 7-day forecast.
  public init(forecastDays: Int = 7) {
    self.forecastDays = forecastDays
  }
}

/// The Open-Meteo `/v1/forecast` request for one location.
public struct WeatherRequest: Equatable, Sendable {
  /// Current-conditions variables rainstorm shows.
  public static let currentVariables = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "weather_code",
    "wind_speed_10m", "wind_direction_10m", "precipitation", "is_day",
  ]

  /// Daily variables rainstorm shows.
  public static let dailyVariables = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum",
    "precipitation_probability_max", "wind_speed_10m_max", "sunrise", "sunset",
  ]

  /// The default forecast service root.
  public static let defaultBaseURL = "https://api.open-meteo.com"

  /// The service root; `/v1/forecast` is appended to its path.
  public var baseURL: URL
  /// The place to forecast for.
  public var location: Location
  /// What to ask for.
  public var options: ForecastOptions

  /// Creates a request for `location` from the service at `baseURL`.
  public init(baseURL: URL, location: Location, options: ForecastOptions = ForecastOptions()) {
    self.baseURL = baseURL
    self.location = location
    self.options = options
  }

  /// The query items in the order they are sent.
  public var queryItems: [(name: String, value: String)] {
    [
      ("latitude", location.latitude.decimalString(maximumFractionDigits: 4)),
      ("longitude", location.longitude.decimalString(maximumFractionDigits: 4)),
      ("current", Self.currentVariables.joined(separator: ",")),
      ("daily", Self.dailyVariables.joined(separator: ",")),
      ("timezone", "auto"),
      ("forecast_days", String(options.forecastDays)),
    ]
  }

  /// The exact URL of the request.
  public var url: URL {
    var text = baseURL.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    text += "/v1/forecast?"
    text += queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    // Every part is either the caller's valid URL or ASCII built above, so this cannot fail;
    // the fallback keeps the type non-optional without a force unwrap.
    return URL(string: text) ?? baseURL
  }
}
