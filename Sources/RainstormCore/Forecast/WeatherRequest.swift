/// The Open-Meteo `/v1/forecast` request for one location.
public struct WeatherRequest: Equatable, Sendable {
  /// Current-conditions variables rainstorm asks for, from `ForecastFields.current`.
  public static let currentVariables = variables(ForecastFields.current, brief: false)

  /// Hourly variables rainstorm asks for, from `ForecastFields.hourly`.
  public static let hourlyVariables = variables(ForecastFields.hourly, brief: false)

  /// Daily variables rainstorm asks for, from `ForecastFields.daily`.
  public static let dailyVariables = variables(ForecastFields.daily, brief: false)

  /// The variables of `fields` a request asks for: not the computed ones, and in a `brief`
  /// request not those only a full output shows.
  static func variables<Row>(
    _ fields: [ForecastField<Row>], brief: Bool, quarterHours: Bool = false
  ) -> [String] {
    fields.filter { $0.isAsked(brief: brief, quarterHours: quarterHours) }.map(\.variable)
  }

  /// The hourly variable the pressure trend is computed from, asked alone when no hours are.
  static let pressureVariable = "pressure_msl"

  /// The default forecast service root.
  public static let defaultBaseURL = "https://api.open-meteo.com"

  /// The service root; `/v1/forecast` is appended to its path.
  public var baseURL: WebAddress
  /// The places to forecast for, in the order the answer lists them.
  public var locations: [Location]
  /// What to ask for.
  public var options: ForecastOptions
  /// The forecast itself, or the compared models' days (`ModelComparisonService`).
  public var kind = Kind.forecast

  /// What a request asks for.
  public enum Kind: Equatable, Sendable {
    /// The best match's current conditions, hours, days and quarter hours.
    case forecast
    /// The compared models' daily low, high and precipitation, nothing else.
    case modelComparison
  }

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
    ]
    for block in blocks { items.append((block.name, block.variables.joined(separator: ","))) }
    if kind == .forecast, options.quarterHours > 0 {
      items.append(("forecast_minutely_15", String(options.quarterHours)))
    }
    if kind == .modelComparison {
      items.append(("models", options.comparedModels.joined(separator: ",")))
    }
    items += Self.unitItems(options.units)
    items.append(("timezone", "auto"))
    items.append(("forecast_days", String(forecastDays)))
    return items
  }

  /// The `forecast_days` sent: enough for the hours too for a forecast, the days for models.
  var forecastDays: Int {
    kind == .forecast ? options.forecastDays : max(1, options.days)
  }

  /// The blocks asked for, each with its variables, in the order they are sent.
  public var blocks: [(name: String, variables: [String])] {
    switch kind {
    case .modelComparison:
      return [("daily", ModelComparisonService.variables)]
    case .forecast:
      let brief = options.brief
      var blocks = [
        (
          name: "current",
          variables: Self.variables(
            ForecastFields.current, brief: brief, quarterHours: options.quarterHours > 0)
        )
      ]
      if options.hours > 0 {
        blocks.append(("hourly", Self.variables(ForecastFields.hourly, brief: brief)))
      } else if options.pressureTrend, !brief {
        blocks.append(("hourly", [Self.pressureVariable]))
      }
      if options.days > 0 {
        blocks.append(("daily", Self.variables(ForecastFields.daily, brief: brief)))
      }
      if options.quarterHours > 0 {
        let quarterHourly = ForecastFields.quarterHourly.filter {
          $0.isAsked(brief: brief) || ($0.key == "visibility" && options.quarterHourVisibility)
        }
        blocks.append(("minutely_15", quarterHourly.map(\.variable)))
      }
      return blocks
    }
  }

  /// What the request costs by Open-Meteo's rule for its free tier (`ForecastapiResult`'s
  /// `calculateQueryWeight` in open-meteo/open-meteo): per place, the variables of every block
  /// times the models, over 10, and times the days over 14 when more than 14; at least 1.
  public var weight: Double {
    let models = kind == .modelComparison ? max(1, options.comparedModels.count) : 1
    let variables = Double(blocks.map(\.variables.count).reduce(0, +) * models) / 10
    let days = Double(forecastDays) / 14
    return Double(locations.count) * max(1, max(variables, days * variables))
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
