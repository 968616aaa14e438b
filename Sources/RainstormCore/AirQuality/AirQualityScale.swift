/// The air quality indexes rainstorm shows, with their categories, and the UV index's.
///
/// Sources: Open-Meteo's air quality API documentation, which gives both indexes' ranges
/// (European AQI of the European Environment Agency: 0-20 good, 20-40 fair, 40-60 moderate,
/// 60-80 poor, 80-100 very poor, above 100 extremely poor; US AQI of the EPA: 0-50 good,
/// 51-100 moderate, 101-150 unhealthy for sensitive groups, 151-200 unhealthy, 201-300 very
/// unhealthy, 301-500 hazardous); the WHO's UV index categories (0-2 low, 3-5 moderate, 6-7
/// high, 8-10 very high, 11 and more extreme). A value on a shared edge (20, 40 ...) takes the
/// better category; the UV index is rounded to a whole number first, as it is published.
public enum AirQualityIndex: String, CaseIterable, Sendable {
  /// The European Air Quality Index (`european_aqi`).
  case european
  /// The United States AQI (`us_aqi`).
  case us

  /// The API variable.
  package var variable: String {
    switch self {
    case .european: "european_aqi"
    case .us: "us_aqi"
    }
  }

  /// The name people read, such as `European AQI`.
  package var name: String {
    switch self {
    case .european: "European AQI"
    case .us: "US AQI"
    }
  }

  /// Each category's highest value, in order; above the last is the last category.
  static func table(_ index: AirQualityIndex) -> [(upTo: Double, category: String)] {
    switch index {
    case .european:
      [
        (20, "good"), (40, "fair"), (60, "moderate"), (80, "poor"), (100, "very poor"),
        (.infinity, "extremely poor"),
      ]
    case .us:
      [
        (50, "good"), (100, "moderate"), (150, "unhealthy for sensitive groups"),
        (200, "unhealthy"), (300, "very unhealthy"), (.infinity, "hazardous"),
      ]
    }
  }

  /// The category words for `value`, nil for a missing or negative value.
  package func category(_ value: Double?) -> String? {
    guard let value, value >= 0 else { return nil }
    return Self.table(self).first { value <= $0.upTo }?.category
  }

  /// The category of `value` in `language`'s words, nil for a missing or negative value.
  package func category(_ value: Double?, in language: Language) -> String? {
    category(value).map { language.say("air.\(rawValue).\($0.catalogKey)") }
  }

  /// How bad a category is, 0 (good) to 5: for the worst of a day and for colours.
  package func rank(_ value: Double?) -> Int? {
    guard let value, value >= 0 else { return nil }
    return Self.table(self).firstIndex { value <= $0.upTo }
  }

  /// The index for a place: the US AQI in the United States and its territories, the
  /// European AQI elsewhere (Open-Meteo computes both everywhere; the European one is the
  /// default because most of rainstorm's warning sources are European). `--air-index`
  /// overrides it.
  package static func forCountry(_ code: String?) -> AirQualityIndex {
    CountryBorders.unitedStates.contains(code?.uppercased() ?? "") ? .us : .european
  }

  /// The index `chosen` by the user, else the one for `location`'s country.
  package static func forPlace(_ location: Location, chosen: AirQualityIndex?) -> AirQualityIndex {
    chosen ?? forCountry(location.countryCode)
  }
}

/// The UV index's categories (WHO).
package enum UVIndex {
  /// The category of `value` in `language`'s words; nil for a missing or negative value.
  package static func category(_ value: Double?, in language: Language) -> String? {
    category(value).map { language.say("uv.\($0.catalogKey)") }
  }

  /// `low`, `moderate`, `high`, `very high` or `extreme`; nil for a missing or negative value.
  package static func category(_ value: Double?) -> String? {
    guard let value, value >= 0 else { return nil }
    switch value.rounded() {
    case ...2: return "low"
    case ...5: return "moderate"
    case ...7: return "high"
    case ...10: return "very high"
    default: return "extreme"
    }
  }
}

extension String {
  /// Words as a catalog key: `very poor` as `veryPoor`.
  var catalogKey: String {
    let words = split(separator: " ")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }
      .joined()
  }
}

extension Substring {
  fileprivate var capitalized: String {
    prefix(1).uppercased() + dropFirst()
  }
}
