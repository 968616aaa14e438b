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
  /// The units to ask for.
  public var units: MeasurementUnits

  /// Creates options; the default is a 7-day forecast in metric units and no hours.
  public init(days: Int = 7, hours: Int = 0, units: MeasurementUnits = MeasurementUnits()) {
    self.days = days
    self.hours = hours
    self.units = units
  }

  /// The `forecast_days` to ask for: enough for the days, and for the hours counted from any
  /// hour of today (hourly data starts at local midnight), within the API's 16.
  public var forecastDays: Int {
    let forHours = hours == 0 ? 0 : (23 + hours + 23) / 24
    return min(Self.maximumDays, max(1, days, forHours))
  }
}
