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

/// The Beaufort force for a wind speed in metres per second (WMO upper limits of each force).
public func beaufortForce(metresPerSecond speed: Double) -> Int {
  let upperLimits = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
  return upperLimits.firstIndex { speed < $0 } ?? 12
}
