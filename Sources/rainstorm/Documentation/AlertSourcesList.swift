import RainstormCore

/// `--alerts sources`: every country rainstorm reads official warnings for, with the service
/// it asks and how a warning is tied to the place, by country code. The man page's WARNINGS
/// section gives the same sources in prose.
enum AlertSourcesList {
  /// One country: its code and name, the source (its `--alerts sources` word), the ways its
  /// warnings are matched (JSON's `alerts_match` words, in order) and the service by name.
  struct Row: Equatable {
    let code: String
    let country: String
    let source: String
    let matching: String
    let service: String
  }

  /// Every covered country, by code.
  static var rows: [Row] {
    var codes = WMOSources.countries
    for code in WMOSources.namedCountries where AlertSource.covering(countryCode: code) != nil {
      codes.insert(code)
    }
    return codes.sorted().compactMap { code in
      guard let source = AlertSource.covering(countryCode: code) else { return nil }
      return Row(
        code: code, country: WMOSources.countryName(code) ?? code, source: source.rawValue,
        matching: matching(source, code), service: description(source, code))
    }
  }

  /// The source as a person reads it: the WMO centre's rows name the national service and
  /// its feeds.
  static func description(_ source: AlertSource, _ code: String) -> String {
    guard source == .wmo else { return source.name }
    let feeds = WMOSources.feeds(country: code)
    let authority = feeds.first { $0.languages.contains("en") }?.authority ?? feeds.first?.authority
    return "\(authority ?? "?") (\(feeds.map(\.sourceID).joined(separator: ", ")))"
  }

  /// How the source's warnings are tied to a place in the country.
  static func matching(_ source: AlertSource, _ code: String) -> String {
    switch source {
    case .nws, .brightSky, .metNorway, .environmentCanada: "point"
    case .metService: "polygon"
    case .meteoAlarm:
      RegionShapes.outlinesMeteoAlarm(country: code) ? "region_code,region" : "region"
    case .wmo: "polygon,region_code,region"
    }
  }

  /// The rows as aligned columns under a heading, measured in display columns, the
  /// service's name last (it may be long), and a count.
  static var text: String {
    let rows = rows
    let heading = Row(
      code: "CODE", country: "COUNTRY", source: "SOURCE", matching: "MATCHED BY",
      service: "SERVICE")
    let table = [heading] + rows
    let widths = [\Row.code, \Row.country, \Row.source, \Row.matching].map { path in
      table.map { $0[keyPath: path].displayWidth }.max() ?? 0
    }
    let pad = { (text: String, width: Int) in
      text + String(repeating: " ", count: max(0, width - text.displayWidth) + 2)
    }
    return table.map { row in
      pad(row.code, widths[0]) + pad(row.country, widths[1]) + pad(row.source, widths[2])
        + pad(row.matching, widths[3]) + row.service + "\n"
    }.joined() + "\(rows.count) countries and territories\n"
  }
}
