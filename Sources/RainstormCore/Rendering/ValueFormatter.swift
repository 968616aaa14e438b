/// Writes values with their units the same way in every text format.
///
/// A missing value is `nil` here; each format decides how to show it.
public struct ValueFormatter: Sendable {
  /// The units the values are in.
  public let units: MeasurementUnits
  /// Whether to avoid characters outside ASCII (degree signs, arrows).
  public let ascii: Bool

  /// Creates a formatter.
  public init(units: MeasurementUnits, ascii: Bool) {
    self.units = units
    self.ascii = ascii
  }

  /// `12°C` (or `12C` in ASCII), rounded to `fractionDigits`.
  public func temperature(_ value: Double?, fractionDigits: Int = 0) -> String? {
    guard let value else { return nil }
    let label = ascii ? (units.temperature == .celsius ? "C" : "F") : units.temperature.label
    return value.fixedString(fractionDigits: fractionDigits) + label
  }

  /// `15 km/h` or `4 Bft`.
  public func windSpeed(_ value: Double?) -> String? {
    guard let value else { return nil }
    return "\(value.fixedString(fractionDigits: 0)) \(units.windSpeed.label)"
  }

  /// `0.4 mm` or `0.02 in`.
  public func precipitation(_ value: Double?) -> String? {
    guard let value else { return nil }
    return "\(value.fixedString(fractionDigits: units.precipitation.fractionDigits)) "
      + units.precipitation.label
  }

  /// `63%`.
  public func percent(_ value: Double?) -> String? {
    value.map { "\($0.fixedString(fractionDigits: 0))%" }
  }

  /// An arrow pointing where the wind blows to (`↗` for a south-westerly), or in ASCII the
  /// compass point it blows from (`SW`).
  public func windArrow(from direction: Double?) -> String? {
    guard let direction else { return nil }
    if ascii { return compassPoint(direction) }
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    return arrows[compassIndex(direction)]
  }

  /// The 8-point compass name for a direction in degrees clockwise from north.
  public func compassPoint(_ degrees: Double) -> String {
    ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][compassIndex(degrees)]
  }

  private func compassIndex(_ degrees: Double) -> Int {
    guard degrees.isFinite else { return 0 }
    var normalized = degrees.truncatingRemainder(dividingBy: 360)
    if normalized < 0 { normalized += 360 }
    return Int((normalized / 45).rounded()) % 8
  }
}
