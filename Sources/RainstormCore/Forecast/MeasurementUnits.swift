/// Temperature units the forecast can be asked in.
public enum TemperatureUnit: String, CaseIterable, Sendable {
  /// Degrees Celsius (the API's default).
  case celsius
  /// Degrees Fahrenheit.
  case fahrenheit

  /// The label shown after a value.
  public var label: String {
    switch self {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }
}

/// Wind speed units; all but Beaufort are asked of the API.
public enum WindSpeedUnit: String, CaseIterable, Sendable {
  /// Kilometres per hour (the API's default).
  case kmh
  /// Metres per second.
  case ms
  /// Miles per hour.
  case mph
  /// Knots.
  case kn
  /// The Beaufort scale, computed by rainstorm from metres per second.
  case bft

  /// The label shown after a value.
  public var label: String {
    switch self {
    case .kmh: "km/h"
    case .ms: "m/s"
    case .mph: "mph"
    case .kn: "kn"
    case .bft: "Bft"
    }
  }

  /// The `wind_speed_unit` value sent to the API.
  var apiValue: String {
    self == .bft ? WindSpeedUnit.ms.rawValue : rawValue
  }
}

/// Precipitation amount units.
public enum PrecipitationUnit: String, CaseIterable, Sendable {
  /// Millimetres (the API's default).
  case mm
  /// Inches.
  case inch

  /// The label shown after a value.
  public var label: String {
    switch self {
    case .mm: "mm"
    case .inch: "in"
    }
  }

  /// Decimals worth showing for an amount.
  public var fractionDigits: Int {
    self == .mm ? 1 : 2
  }
}

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

/// The Beaufort force for a wind speed in metres per second (WMO upper limits of each force).
public func beaufortForce(metresPerSecond speed: Double) -> Int {
  let upperLimits = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
  return upperLimits.firstIndex { speed < $0 } ?? 12
}
