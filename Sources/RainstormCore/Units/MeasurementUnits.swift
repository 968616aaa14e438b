/// The units of every quantity rainstorm shows.
public struct MeasurementUnits: Equatable, Sendable {
  /// Temperature unit.
  public var temperature: TemperatureUnit
  /// Wind speed unit.
  public var windSpeed: WindSpeedUnit
  /// Precipitation unit.
  public var precipitation: PrecipitationUnit

  /// Creates a set of units; the defaults are the API's (metric).
  public init(
    temperature: TemperatureUnit = .celsius, windSpeed: WindSpeedUnit = .kmh,
    precipitation: PrecipitationUnit = .mm
  ) {
    self.temperature = temperature
    self.windSpeed = windSpeed
    self.precipitation = precipitation
  }

  /// Named unit systems for `--units`.
  public enum System: String, CaseIterable, Sendable {
    /// °C, km/h, mm.
    case metric
    /// °F, mph, inch.
    case imperial
    /// °C, mph, mm.
    case uk

    /// The units of the system.
    public var units: MeasurementUnits {
      switch self {
      case .metric: MeasurementUnits()
      case .imperial:
        MeasurementUnits(temperature: .fahrenheit, windSpeed: .mph, precipitation: .inch)
      case .uk: MeasurementUnits(temperature: .celsius, windSpeed: .mph, precipitation: .mm)
      }
    }
  }
}
