/// MET Norway's weather symbol codes (`rainshowers_day`, `heavysnow`) as WMO 4677 conditions.
///
/// MET documents 41 symbols; 21 of them, the sky and shower ones, come in `_day`, `_night` and
/// `_polartwilight` variants. Two carry MET's own misspelling, `lightssleetshowersandthunder`
/// and `lightssnowshowersandthunder`, and are read as sent.
package enum MetNorwaySymbol {
  /// Every symbol MET documents, without its variant, with the WMO code it shows as and
  /// whether it comes in day, night and polar-twilight variants.
  package static let table: [(symbol: String, code: Int, hasVariants: Bool)] = [
    ("clearsky", 0, true), ("fair", 1, true), ("partlycloudy", 2, true), ("cloudy", 3, false),
    ("fog", 45, false),
    ("lightrainshowers", 80, true), ("rainshowers", 81, true), ("heavyrainshowers", 82, true),
    ("lightsleetshowers", 83, true), ("sleetshowers", 84, true), ("heavysleetshowers", 84, true),
    ("lightsnowshowers", 85, true), ("snowshowers", 86, true), ("heavysnowshowers", 86, true),
    ("lightrainshowersandthunder", 95, true), ("rainshowersandthunder", 95, true),
    ("heavyrainshowersandthunder", 97, true),
    ("lightssleetshowersandthunder", 95, true), ("sleetshowersandthunder", 95, true),
    ("heavysleetshowersandthunder", 97, true),
    ("lightssnowshowersandthunder", 95, true), ("snowshowersandthunder", 95, true),
    ("heavysnowshowersandthunder", 97, true),
    ("lightrain", 61, false), ("rain", 63, false), ("heavyrain", 65, false),
    ("lightsleet", 68, false), ("sleet", 69, false), ("heavysleet", 69, false),
    ("lightsnow", 71, false), ("snow", 73, false), ("heavysnow", 75, false),
    ("lightrainandthunder", 95, false), ("rainandthunder", 95, false),
    ("heavyrainandthunder", 97, false),
    ("lightsleetandthunder", 95, false), ("sleetandthunder", 95, false),
    ("heavysleetandthunder", 97, false),
    ("lightsnowandthunder", 95, false), ("snowandthunder", 95, false),
    ("heavysnowandthunder", 97, false),
  ]

  private static let codes: [String: (code: Int, hasVariants: Bool)] = Dictionary(
    table.map { ($0.symbol, ($0.code, $0.hasVariants)) }, uniquingKeysWith: { first, _ in first })

  /// The condition a symbol code shows, and whether it is day (nil when the code names no
  /// variant); nil for a code MET does not document, or a variant on a symbol that has none.
  package static func condition(_ symbolCode: String) -> (code: WeatherCode, isDay: Bool?)? {
    let parts = symbolCode.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count <= 2, let entry = codes[String(parts[0])] else { return nil }
    guard parts.count == 2 else { return (WeatherCode(entry.code), nil) }
    guard entry.hasVariants else { return nil }
    switch parts[1] {
    case "day": return (WeatherCode(entry.code), true)
    case "night", "polartwilight": return (WeatherCode(entry.code), false)
    default: return nil
    }
  }
}
