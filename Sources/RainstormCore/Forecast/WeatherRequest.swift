/// The Open-Meteo `/v1/forecast` request for one location.
public struct WeatherRequest: Equatable, Sendable {
  /// Current-conditions variables rainstorm asks for, from `ForecastFields.current`.
  public static let currentVariables = ForecastFields.current.map(\.variable)

  /// Hourly variables rainstorm asks for, from `ForecastFields.hourly`.
  public static let hourlyVariables = ForecastFields.hourly.map(\.variable)

  /// 15-minute variables rainstorm asks for, from `ForecastFields.quarterHourly`.
  public static let quarterHourlyVariables = ForecastFields.quarterHourly.map(\.variable)

  /// Daily variables rainstorm asks for, from `ForecastFields.daily`.
  public static let dailyVariables = ForecastFields.daily.map(\.variable)

  /// The default forecast service root.
  public static let defaultBaseURL = "https://api.open-meteo.com"

  /// The service root; `/v1/forecast` is appended to its path.
  public var baseURL: WebAddress
  /// The places to forecast for, in the order the answer lists them.
  public var locations: [Location]
  /// What to ask for.
  public var options: ForecastOptions

  /// Creates a request for `location` from the service at `baseURL`.
  public init(baseURL: WebAddress, location: Location, options: ForecastOptions = ForecastOptions())
  {
    self.init(baseURL: baseURL, locations: [location], options: options)
  }

  /// Creates one request for several places; the API answers with an array in the same order.
  public init(
    baseURL: WebAddress, locations: [Location], options: ForecastOptions = ForecastOptions()
  ) {
    self.baseURL = baseURL
    self.locations = locations
    self.options = options
  }

  /// The query items in the order they are sent; unit parameters only when not the default.
  public var queryItems: [(name: String, value: String)] {
    var items: [(name: String, value: String)] = [
      ("latitude", locations.map(\.latitude.requestDegrees).joined(separator: ",")),
      ("longitude", locations.map(\.longitude.requestDegrees).joined(separator: ",")),
      ("current", Self.currentVariables.joined(separator: ",")),
    ]
    if options.hours > 0 {
      items.append(("hourly", Self.hourlyVariables.joined(separator: ",")))
    }
    if options.days > 0 {
      items.append(("daily", Self.dailyVariables.joined(separator: ",")))
    }
    if options.quarterHours > 0 {
      items.append(("minutely_15", Self.quarterHourlyVariables.joined(separator: ",")))
      items.append(("forecast_minutely_15", String(options.quarterHours)))
    }
    if !options.models.isEmpty {
      items.append(("models", options.models.joined(separator: ",")))
    }
    items += Self.unitItems(options.units)
    items.append(("timezone", "auto"))
    items.append(("forecast_days", String(options.forecastDays)))
    return items
  }

  /// The unit parameters for `units`, each only when not the API's default.
  static func unitItems(_ units: MeasurementUnits) -> [(name: String, value: String)] {
    var items: [(name: String, value: String)] = []
    if units.temperature != .celsius {
      items.append(("temperature_unit", units.temperature.rawValue))
    }
    if units.windSpeed.apiValue != WindSpeedUnit.kmh.rawValue {
      items.append(("wind_speed_unit", units.windSpeed.apiValue))
    }
    if units.precipitation != .mm {
      items.append(("precipitation_unit", units.precipitation.rawValue))
    }
    return items
  }

  /// What a cached answer to this request is stored under: the server and every parameter,
  /// with the coordinates rounded to 0.01° (about 1 km, finer than the forecast models'
  /// grids), so that nearby places share an answer.
  public var cacheKey: String {
    let items = queryItems.map { item in
      guard item.name == "latitude" || item.name == "longitude" else {
        return "\(item.name)=\(item.value)"
      }
      let rounded = item.value.split(separator: ",").map { value in
        ((Double(value) ?? 0) * 100).rounded() / 100
      }
      return "\(item.name)="
        + rounded.map { $0.decimalString(maximumFractionDigits: 2) }.joined(separator: ",")
    }
    return "forecast \(baseURL.textWithoutCredentials) " + items.joined(separator: "&")
  }

  /// The exact URL of the request.
  public var url: WebAddress {
    baseURL.request(path: "/v1/forecast", query: queryItems)
  }
}
