/// The MeteoAlarm members whose warnings rainstorm reads from MeteoAlarm, and the name each
/// country's feed has in `feeds.meteoalarm.org/api/v1/warnings/feeds-<name>` (the same names as
/// the `meteoalarm-legacy-atom-<name>` feeds). Germany and Norway are not here: Bright Sky and
/// MET Norway answer for a point, which is better than a region name.
package enum MeteoAlarmFeeds {
  package static let slugs: [String: String] = [
    "AD": "andorra", "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium",
    "BG": "bulgaria", "CH": "switzerland", "CY": "cyprus", "CZ": "czechia", "DK": "denmark",
    "EE": "estonia", "ES": "spain", "FI": "finland", "FR": "france", "GB": "united-kingdom",
    "GR": "greece", "HR": "croatia", "HU": "hungary", "IE": "ireland", "IL": "israel",
    "IS": "iceland", "IT": "italy", "LT": "lithuania", "LU": "luxembourg", "LV": "latvia",
    "MD": "moldova", "ME": "montenegro", "MK": "republic-of-north-macedonia", "MT": "malta",
    "NL": "netherlands", "PL": "poland", "PT": "portugal", "RO": "romania", "RS": "serbia",
    "SE": "sweden", "SI": "slovenia", "SK": "slovakia", "UA": "ukraine",
  ]

  /// The feed's name for an ISO 3166-1 code (any case; `UK` is taken for `GB`), or nil.
  package static func slug(countryCode: String) -> String? {
    let code = countryCode.uppercased()
    return slugs[code == "UK" ? "GB" : code]
  }
}
