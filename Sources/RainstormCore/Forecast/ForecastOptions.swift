/// What to ask the forecast API for, beyond the place.
public struct ForecastOptions: Equatable, Sendable {
  /// The largest `days`: the API forecasts 16 days ahead.
  public static let maximumDays = 16
  /// The largest `hours`: 16 days of hours.
  public static let maximumHours = 384

  /// Days of daily forecast, today included; 0 asks for current conditions only.
  public var days: Int
  /// Hours of hourly forecast from the current hour; 0 asks for none.
  public var hours: Int
  /// Minutes of 15-minute forecast for the rain outlook, from now; 0 asks for none.
  public var rainMinutes: Int
  /// The units to ask for.
  public var units: MeasurementUnits
  /// Weather models to compare day by day (`models=`), beside Open-Meteo's best match, which
  /// every value shown comes from; empty asks for the best match alone.
  public var comparedModels: [String]

  /// Whether the output shows only the essentials (bars, templates, wttr.in's formats, TSV
  /// rows of places): the variables marked `.inFull` are then not asked for, since Open-Meteo
  /// counts every variable (`WeatherRequest.weight`).
  public var brief = false
  /// Whether the current pressure's 3-hour change is asked for (`hourly=pressure_msl` when no
  /// hours are, and the request is not `brief`): not in batches, which show none.
  public var pressureTrend = true
  /// Whether the visibility is asked every quarter hour even in a brief request: a TSV row
  /// shows the current visibility, which is the quarter hour's (`Forecast.derivingValues`).
  public var quarterHourVisibility = false

  /// The models compared by default: the global runs of three centres, so every place has
  /// them, and none of them the best match itself. Since 2026 the best match is ECMWF's 9 km
  /// IFS wherever no regional model covers the place (so ECMWF is not compared: IFS 0.25° is a
  /// coarser copy of it), the ICON and AROME family in central Europe, GFS with HRRR in North
  /// America; the global runs (no HRRR, no ICON-EU or ICON-D2) stay models of their own.
  public static let defaultComparedModels = ["gfs_global", "icon_global", "gem_global"]

  /// The largest `rainMinutes`: two days.
  public static let maximumRainMinutes = 48 * 60

  /// Creates options; the default is a 7-day forecast in metric units, no hours and no rain
  /// outlook.
  public init(
    days: Int = 7, hours: Int = 0, rainMinutes: Int = 0,
    units: MeasurementUnits = MeasurementUnits(), comparedModels: [String] = []
  ) {
    self.days = days
    self.hours = hours
    self.rainMinutes = rainMinutes
    self.units = units
    self.comparedModels = comparedModels
  }

  /// The quarter hours to ask for (`forecast_minutely_15`), or 0: enough for `rainMinutes`
  /// from any moment of the quarter in progress, and for an answer up to 15 minutes old (the
  /// time a cached forecast stays fresh).
  public var quarterHours: Int {
    rainMinutes > 0 ? (min(rainMinutes, Self.maximumRainMinutes) + 14) / 15 + 2 : 0
  }

  /// The `forecast_days` to ask for: enough for the days, and for the hours counted from any
  /// hour of today (hourly data starts at local midnight), within the API's 16.
  public var forecastDays: Int {
    let forHours = hours == 0 ? 0 : (23 + hours + 23) / 24
    return min(Self.maximumDays, max(1, days, forHours))
  }
}

/// The blocks of a forecast answer (`current`, `hourly`, `daily`): those a request asked for
/// must be in the answer, or it is not the answer to that request.
public struct ForecastBlocks: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Current conditions.
  public static let current = ForecastBlocks(rawValue: 1)
  /// The hourly forecast.
  public static let hourly = ForecastBlocks(rawValue: 2)
  /// The daily forecast.
  public static let daily = ForecastBlocks(rawValue: 4)

  /// The blocks a request with `options` asks for: current always, hourly and daily when any
  /// hours or days are asked for. The 15-minute block is not one of them: without it the rain
  /// outlook is unknown (and `--rain-within` fails), the rest of the forecast stands.
  public init(asked options: ForecastOptions) {
    self = .current
    if options.hours > 0 { insert(.hourly) }
    if options.days > 0 { insert(.daily) }
  }
}
