/// Writes values with their units the same way in every text format, in the language's
/// digits, decimal separator and unit patterns (English: `12°C`, German: `12 °C`).
///
/// A missing value is `nil` here; each format decides how to show it.
package struct ValueFormatter: Sendable {
  /// The units the values are in.
  package let units: MeasurementUnits
  /// Whether to avoid characters outside ASCII (degree signs, arrows).
  package let ascii: Bool
  /// The language words, numbers, dates and times are written in.
  package let language: Language

  /// Creates a formatter.
  package init(units: MeasurementUnits, ascii: Bool, language: Language = .english) {
    self.units = units
    self.ascii = ascii
    self.language = language
  }

  /// The template `key` in the language, its slots filled (`Language.say`).
  package func say(_ key: String, _ slots: [(String, String)] = []) -> String {
    language.say(key, slots)
  }

  /// The counted phrase `key` in the form `count` takes (`Language.say(_:count:_:)`).
  package func say(_ key: String, count: Int, _ slots: [(String, String)] = []) -> String {
    language.say(key, count: count, slots)
  }

  /// Items as the language lists them: `a, b, c` (`list.pair`).
  package func list(_ items: [String]) -> String {
    language.joined(items, by: "list.pair")
  }

  /// Clauses as the language separates them: `a; b; c` (`list.clauses`).
  package func clauses(_ items: [String]) -> String {
    language.joined(items, by: "list.clauses")
  }

  /// `value` rounded to `fractionDigits`, in the language's digits and separator.
  package func number(_ value: Double, fractionDigits: Int = 0) -> String {
    language.locale.number(value.fixedString(fractionDigits: fractionDigits))
  }

  /// `number` with `unit` as the language writes it; in ASCII, as English does.
  private func measure(_ number: String, _ unit: LocaleData.Unit) -> String {
    (ascii ? Language.english : language).locale.measure(number, unit)
  }

  /// `12°C` (or `12C` in ASCII), rounded to `fractionDigits`.
  package func temperature(_ value: Double?, fractionDigits: Int = 0) -> String? {
    guard let value else { return nil }
    let text = number(value, fractionDigits: fractionDigits)
    if ascii { return text + (units.temperature == .celsius ? "C" : "F") }
    return measure(text, units.temperature == .celsius ? .celsius : .fahrenheit)
  }

  /// `15 km/h` or `4 Bft`.
  package func windSpeed(_ value: Double?) -> String? {
    guard let value else { return nil }
    let text = number(value)
    switch units.windSpeed {
    case .kmh: return measure(text, .kmh)
    case .ms: return measure(text, .ms)
    case .mph: return measure(text, .mph)
    case .kn: return measure(text, .knots)
    case .bft: return "\(text) \(units.windSpeed.label)"
    }
  }

  /// `0.4 mm` or `0.02 in`.
  package func precipitation(_ value: Double?) -> String? {
    guard let value else { return nil }
    let text = number(value, fractionDigits: units.precipitation.fractionDigits)
    return measure(text, units.precipitation == .mm ? .mm : .inch)
  }

  /// `63%`.
  package func percent(_ value: Double?) -> String? {
    value.map { (ascii ? Language.english : language).locale.percentage(number($0)) }
  }

  /// A day with its weekday and month as the language writes it: `Tue 29 Sep`,
  /// `Di., 29. Sept.`; with the year when `withYear`.
  package func day(_ date: LocalDate, withYear: Bool = false) -> String {
    language.locale.day(date, withYear: withYear)
  }

  /// A time of day as the language writes it: `14:30`, `2:30 م`.
  package func clock(_ time: LocalDateTime) -> String {
    language.locale.time(hour: time.hour, minute: time.minute)
  }

  /// A condition in the language's words, such as `Light rain`.
  package func words(_ code: WeatherCode) -> String {
    code.words(in: language)
  }

  /// An arrow pointing where the wind blows to (`↗` for a south-westerly), or in ASCII the
  /// compass point it blows from (`SW`).
  package func windArrow(from direction: Double?) -> String? {
    guard let direction else { return nil }
    if ascii { return compassPoint(direction) }
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    return arrows[Self.compassIndex(direction)]
  }

  /// The 8-point compass name for a direction in degrees clockwise from north.
  package func compassPoint(_ degrees: Double) -> String {
    say("compass." + ["n", "ne", "e", "se", "s", "sw", "w", "nw"][Self.compassIndex(degrees)])
  }

  /// The nearest of the eight compass points to a direction, 0 (north) to 7 (north-west).
  package static func compassIndex(_ degrees: Double) -> Int {
    guard degrees.isFinite else { return 0 }
    var normalized = degrees.truncatingRemainder(dividingBy: 360)
    if normalized < 0 { normalized += 360 }
    return Int((normalized / 45).rounded()) % 8
  }

  /// Sea-level pressure: `1013 hPa`, or with imperial units `29.92 inHg`.
  package func pressure(_ value: Double?) -> String? {
    guard let value, value.isFinite else { return nil }
    if units.precipitation == .inch {
      return measure(
        number(value / Self.hectopascalsPerInchOfMercury, fractionDigits: 2), .inHg)
    }
    return measure(number(value), .hPa)
  }

  /// A change of pressure with its sign: `+2.1 hPa`, `-0.06 inHg`.
  package func pressureChange(_ value: Double?) -> String? {
    guard let value, value.isFinite else { return nil }
    let inches = units.precipitation == .inch
    let shown = inches ? value / Self.hectopascalsPerInchOfMercury : value
    let text = number(shown, fractionDigits: inches ? 2 : 1)
    return measure(
      (shown >= 0 && !text.hasPrefix("-") ? "+" : "") + text, inches ? .inHg : .hPa)
  }

  /// A distance: `800 m`, `12 km`, or with imperial units `0.5 mi`, `7 mi`.
  package func distance(_ metres: Double?) -> String? {
    guard let metres, metres.isFinite else { return nil }
    if units.precipitation == .inch {
      let miles = metres / 1_609.344
      return measure(number(miles, fractionDigits: miles < 10 ? 1 : 0), .mile)
    }
    if metres < 1000 { return measure(number(metres), .metre) }
    let kilometres = metres / 1000
    return measure(number(kilometres, fractionDigits: kilometres < 10 ? 1 : 0), .km)
  }

  /// A distance to the whole kilometre (or mile, with inches), at least 1: for what is known
  /// only to about that (a radar's pixels are a kilometre).
  package func roughDistance(_ metres: Double?) -> String? {
    guard let metres, metres.isFinite else { return nil }
    if units.precipitation == .inch {
      return measure(number(max(1, (metres / 1_609.344).rounded())), .mile)
    }
    return measure(number(max(1, (metres / 1000).rounded())), .km)
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
      case .airIndex:
        return value.map { language.locale.number($0.decimalString(maximumFractionDigits: 0)) }
      case .concentration:
        return value.map {
          language.locale.number($0.decimalString(maximumFractionDigits: 0))
            + (ascii ? " ug/m3" : " µg/m³")
        }
      case .uvIndex:
        return value.map { language.locale.number($0.decimalString(maximumFractionDigits: 1)) }
      case .pressure: return pressure(value)
      case .pressureChange: return pressureChange(value)
      case .distance: return distance(value)
      case .pollen:
        return value.map {
          language.locale.number($0.decimalString(maximumFractionDigits: 0))
            + (ascii ? " grains/m3" : " grains/m³")
        }
      }
    case .weatherCode(let slot): return slot.get(row).map(words)
    case .flag(let slot): return slot.get(row).map { say($0 ? "flag.day" : "flag.night") }
    case .localTime(let slot): return slot.get(row).map(clock)
    }
  }
}
