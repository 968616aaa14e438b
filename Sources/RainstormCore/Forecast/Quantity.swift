/// What a quantity is: it decides its unit, its physical range, how it is read and how
/// precisely it is written.
package enum Quantity: Sendable {
  /// A temperature in the forecast's temperature unit.
  case temperature
  /// A wind speed in the forecast's wind unit.
  case windSpeed
  /// An amount of precipitation in the forecast's precipitation unit.
  case precipitation
  /// A percentage.
  case percent
  /// A direction in degrees clockwise from north.
  case direction
  /// A WMO weather code; JSON and TSV add its words as `condition`.
  case weatherCode
  /// 1 or 0, written as `true` or `false`.
  case flag
  /// A local time, sent and written as ISO 8601.
  case localTime
  /// An air quality index value (European or US AQI).
  case airIndex
  /// A concentration in the air, µg/m³.
  case concentration
  /// The UV index.
  case uvIndex
  /// Pollen grains per m³.
  case pollen
  /// Air pressure at sea level, hPa, whatever the units asked for (as the services send it).
  case pressure
  /// A change of air pressure, hPa.
  case pressureChange
  /// A distance, metres: visibility.
  case distance
}

extension Quantity {
  /// The decimals a value of this quantity is written with for scripts (JSON, TSV): what
  /// the services measure to, so that sums, means and conversions carry no float noise
  /// (`4.199999999999999`). Temperatures and wind speeds 0.1 (Beaufort whole), precipitation
  /// 0.1 mm or 0.001 in, percentages, directions and indices whole, concentrations and
  /// pollen 0.1, the UV index 0.01.
  package func decimals(in units: MeasurementUnits) -> Int {
    switch self {
    case .temperature: 1
    case .windSpeed: units.windSpeed == .bft ? 0 : 1
    case .precipitation: units.precipitation == .mm ? 1 : 3
    case .percent, .direction, .weatherCode, .flag, .localTime, .airIndex: 0
    case .concentration, .pollen, .pressure, .pressureChange: 1
    case .uvIndex: 2
    case .distance: 0
    }
  }

  /// `value` rounded to `decimals(in:)`; a value that is not finite as it is.
  package func rounded(_ value: Double, in units: MeasurementUnits) -> Double {
    guard value.isFinite else { return value }
    var scale = 1.0
    for _ in 0..<decimals(in: units) { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    // Rounding never turns a number into an infinity, nor a small negative into -0.
    guard rounded.isFinite else { return value }
    return rounded == 0 ? 0 : rounded
  }

  /// The values a quantity of this kind can physically take, in the units asked for, or nil
  /// when none is given: a value outside is not weather but a broken or hostile answer, and
  /// is refused before anything converts it (to a whole number, a chart row, a date).
  ///
  /// Wide on purpose: the records are about −90 °C and 57 °C, 400 km/h and 1.8 m of rain in a
  /// day; feels-like temperatures and model output can go further.
  func range(in units: MeasurementUnits) -> ClosedRange<Double>? {
    switch self {
    case .temperature:
      units.temperature == .celsius ? -150...150 : -238...302
    case .windSpeed:
      0...(600 / units.windSpeed.kilometresPerHour)
    case .precipitation:
      0...(units.precipitation == .mm ? 2000 : 80)
    case .percent: 0...100
    case .direction: 0...360
    case .weatherCode: 0...99
    case .flag: 0...1
    case .localTime: nil
    // Far beyond any air measured: past them an answer is broken, not polluted.
    case .airIndex: 0...10_000
    case .concentration: 0...100_000
    case .uvIndex: 0...100
    case .pollen: 0...1_000_000
    // The lowest sea-level pressure measured is 870 hPa, the highest 1084.
    case .pressure: 700...1200
    case .pressureChange: -100...100
    // Visibility is reported up to tens of kilometres; 1000 km is no longer weather.
    case .distance: 0...1_000_000
    }
  }
}

extension WindSpeedUnit {
  /// Kilometres per hour in one of this unit as the API sends it (Beaufort is asked as m/s).
  var kilometresPerHour: Double {
    switch self {
    case .kmh: 1
    case .ms, .bft: 3.6
    case .mph: 1.609_344
    case .kn: 1.852
    }
  }
}

/// The largest offset of a time zone from UTC that rainstorm accepts: 18 hours, as ISO 8601
/// and every zone database allow (the real ones span −12 to +14).
let maximumUTCOffsetSeconds = 18 * 3600
