/// Writes values with their units the same way in every text format.
///
/// A missing value is `nil` here; each format decides how to show it.
package struct ValueFormatter: Sendable {
  /// The units the values are in.
  package let units: MeasurementUnits
  /// Whether to avoid characters outside ASCII (degree signs, arrows).
  package let ascii: Bool

  /// Creates a formatter.
  package init(units: MeasurementUnits, ascii: Bool) {
    self.units = units
    self.ascii = ascii
  }

  /// `12°C` (or `12C` in ASCII), rounded to `fractionDigits`.
  package func temperature(_ value: Double?, fractionDigits: Int = 0) -> String? {
    guard let value else { return nil }
    let label = ascii ? (units.temperature == .celsius ? "C" : "F") : units.temperature.label
    return value.fixedString(fractionDigits: fractionDigits) + label
  }

  /// `15 km/h` or `4 Bft`.
  package func windSpeed(_ value: Double?) -> String? {
    guard let value else { return nil }
    return "\(value.fixedString(fractionDigits: 0)) \(units.windSpeed.label)"
  }

  /// `0.4 mm` or `0.02 in`.
  package func precipitation(_ value: Double?) -> String? {
    guard let value else { return nil }
    return "\(value.fixedString(fractionDigits: units.precipitation.fractionDigits)) "
      + units.precipitation.label
  }

  /// `63%`.
  package func percent(_ value: Double?) -> String? {
    value.map { "\($0.fixedString(fractionDigits: 0))%" }
  }

  /// An arrow pointing where the wind blows to (`↗` for a south-westerly), or in ASCII the
  /// compass point it blows from (`SW`).
  package func windArrow(from direction: Double?) -> String? {
    guard let direction else { return nil }
    if ascii { return compassPoint(direction) }
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    return arrows[compassIndex(direction)]
  }

  /// The 8-point compass name for a direction in degrees clockwise from north.
  package func compassPoint(_ degrees: Double) -> String {
    ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][compassIndex(degrees)]
  }

  private func compassIndex(_ degrees: Double) -> Int {
    guard degrees.isFinite else { return 0 }
    var normalized = degrees.truncatingRemainder(dividingBy: 360)
    if normalized < 0 { normalized += 360 }
    return Int((normalized / 45).rounded()) % 8
  }

  /// Sea-level pressure: `1013 hPa`, or with imperial units `29.92 inHg`.
  package func pressure(_ value: Double?) -> String? {
    guard let value, value.isFinite else { return nil }
    if units.precipitation == .inch {
      return (value / Self.hectopascalsPerInchOfMercury).fixedString(fractionDigits: 2) + " inHg"
    }
    return value.fixedString(fractionDigits: 0) + " hPa"
  }

  /// A change of pressure with its sign: `+2.1 hPa`, `-0.06 inHg`.
  package func pressureChange(_ value: Double?) -> String? {
    guard let value, value.isFinite else { return nil }
    let inches = units.precipitation == .inch
    let shown = inches ? value / Self.hectopascalsPerInchOfMercury : value
    let text = shown.fixedString(fractionDigits: inches ? 2 : 1)
    return (shown >= 0 && !text.hasPrefix("-") ? "+" : "") + text + (inches ? " inHg" : " hPa")
  }

  /// A distance: `800 m`, `12 km`, or with imperial units `0.5 mi`, `7 mi`.
  package func distance(_ metres: Double?) -> String? {
    guard let metres, metres.isFinite else { return nil }
    if units.precipitation == .inch {
      let miles = metres / 1_609.344
      return miles.fixedString(fractionDigits: miles < 10 ? 1 : 0) + " mi"
    }
    if metres < 1000 { return metres.fixedString(fractionDigits: 0) + " m" }
    let kilometres = metres / 1000
    return kilometres.fixedString(fractionDigits: kilometres < 10 ? 1 : 0) + " km"
  }

  /// Hectopascals in an inch of mercury.
  static let hectopascalsPerInchOfMercury = 33.863_886

  /// A field's value in `row` with its unit, as templates show it: a condition in words, a
  /// local time as `HH:MM`; nil when missing.
  package func text<Row>(_ field: ForecastField<Row>, of row: Row) -> String? {
    switch field.storage {
    case .number(let slot):
      let value = slot.get(row)
      switch field.kind {
      case .temperature: return temperature(value)
      case .windSpeed: return windSpeed(value)
      case .precipitation: return precipitation(value)
      case .direction: return value.map(compassPoint)
      case .percent, .weatherCode, .flag, .localTime: return percent(value)
      case .airIndex: return value.map { $0.decimalString(maximumFractionDigits: 0) }
      case .concentration:
        return value.map {
          $0.decimalString(maximumFractionDigits: 0) + (ascii ? " ug/m3" : " µg/m³")
        }
      case .uvIndex: return value.map { $0.decimalString(maximumFractionDigits: 1) }
      case .pressure: return pressure(value)
      case .pressureChange: return pressureChange(value)
      case .distance: return distance(value)
      case .pollen:
        return value.map {
          $0.decimalString(maximumFractionDigits: 0) + (ascii ? " grains/m3" : " grains/m³")
        }
      }
    case .weatherCode(let slot): return slot.get(row)?.description
    case .flag(let slot): return slot.get(row).map { $0 ? "day" : "night" }
    case .localTime(let slot): return slot.get(row)?.clockTime
    }
  }
}
