extension ForecastField.Kind {
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
