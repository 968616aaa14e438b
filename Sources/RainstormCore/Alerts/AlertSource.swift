/// The official warnings services rainstorm asks, one per region, all keyless.
public enum AlertSource: String, CaseIterable, Sendable {
  /// The US National Weather Service: `api.weather.gov/alerts/active?point=`.
  case nws
  /// MET Norway's MetAlerts 2.0 (Norway's land and sea areas): `current.json?lat=&lon=`.
  case metNorway = "met-norway"
  /// Germany's DWD through Bright Sky: `api.brightsky.dev/alerts?lat=&lon=`.
  case brightSky = "bright-sky"
  /// Environment and Climate Change Canada through MSC GeoMet's OGC API.
  case environmentCanada = "environment-canada"
  /// MeteoAlarm's feed of the place's country (the other European members): one feed per
  /// country, matched to the place by region name.
  case meteoAlarm = "meteoalarm"

  /// The service root each source is asked at, unless a test or mirror gives another.
  public var defaultBaseURL: WebAddress {
    let text =
      switch self {
      case .nws: "https://api.weather.gov"
      case .metNorway: "https://api.met.no"
      case .brightSky: "https://api.brightsky.dev"
      case .environmentCanada: "https://api.weather.gc.ca"
      case .meteoAlarm: "https://feeds.meteoalarm.org"
      }
    return WebAddress(builtIn: text)
  }

  /// The service as messages and JSON name it.
  public var name: String {
    switch self {
    case .nws: "National Weather Service"
    case .metNorway: "MET Norway"
    case .brightSky: "Deutscher Wetterdienst (via Bright Sky)"
    case .environmentCanada: "Environment and Climate Change Canada"
    case .meteoAlarm: "MeteoAlarm"
    }
  }

  /// Whether the source writes its warnings in `language` (a two-letter code); nil when it
  /// depends on the warning (MeteoAlarm: each national service writes its own languages).
  package func writes(_ language: String) -> Bool? {
    switch self {
    case .nws: language == "en"
    case .metNorway: language == "en" || language == "nb"
    case .brightSky: language == "en" || language == "de"
    case .environmentCanada: language == "en" || language == "fr"
    case .meteoAlarm: nil
    }
  }

  /// The attribution line shown under warnings.
  public var attribution: String {
    Language.english.say(creditKey)
  }

  /// The catalogs' key of the attribution line.
  package var creditKey: String {
    switch self {
    case .nws: "credit.nws"
    case .metNorway: "credit.metNorwayWarnings"
    case .brightSky: "credit.brightSky"
    case .environmentCanada: "credit.environmentCanada"
    case .meteoAlarm: "credit.meteoAlarm"
    }
  }

  /// The source for an ISO 3166-1 country code, or nil where none covers it.
  public static func covering(countryCode: String) -> AlertSource? {
    switch countryCode.uppercased() {
    case let code where CountryBoxes.unitedStates.contains(code): .nws
    case "NO", "SJ": .metNorway
    case "DE": .brightSky
    case "CA": .environmentCanada
    case let code where MeteoAlarmFeeds.slug(countryCode: code) != nil: .meteoAlarm
    default: nil
    }
  }

  /// The sources to ask for a place: its country's when the place search or IP lookup gave
  /// one, else every source whose country's box in `CountryBoxes` holds the point. Empty where
  /// none covers it. MeteoAlarm is never chosen by a box: its warnings are matched by region
  /// name, and coordinates alone carry none.
  public static func candidates(for location: Location) -> [AlertSource] {
    if let country = location.countryCode {
      return covering(countryCode: country).map { [$0] } ?? []
    }
    var sources: [AlertSource] = []
    for country in CountryBoxes.countries(
      latitude: location.latitude, longitude: location.longitude)
    {
      if let source = covering(countryCode: country), !sources.contains(source) {
        sources.append(source)
      }
    }
    return sources
  }

  /// The request for `location` at `baseURL`. Coordinates go with at most 4 decimals (MET
  /// Norway's rule; about 11 m, and the same place gives the same URL, so the cache works).
  /// MET Norway and Environment Canada are asked in `language` (a two-letter code) when they
  /// write it, else in English.
  public func url(for location: Location, baseURL: WebAddress, language: String = "en")
    -> WebAddress
  {
    let latitude = location.latitude.requestDegrees
    let longitude = location.longitude.requestDegrees
    let path: String
    let query: [(String, String)]
    switch self {
    case .nws:
      path = "/alerts/active"
      query = [("point", "\(latitude),\(longitude)")]
    case .metNorway:
      path = "/weatherapi/metalerts/2.0/current.json"
      query = [("lat", latitude), ("lon", longitude), ("lang", language == "nb" ? "no" : "en")]
    case .brightSky:
      path = "/alerts"
      query = [("lat", latitude), ("lon", longitude)]
    case .meteoAlarm:
      // The feed of the whole country: MeteoAlarm never sees the coordinates.
      let slug = location.countryCode.flatMap(MeteoAlarmFeeds.slug(countryCode:)) ?? ""
      path = "/api/v1/warnings/feeds-\(slug)"
      query = []
    case .environmentCanada:
      // A box of about 200 m around the point; the polygons then decide.
      let box = [
        location.longitude - 0.001, location.latitude - 0.001, location.longitude + 0.001,
        location.latitude + 0.001,
      ].map(\.requestDegrees).joined(separator: ",")
      path = "/collections/weather-alerts/items"
      query = [
        ("f", "json"), ("lang", language == "fr" ? "fr" : "en"), ("limit", "100"), ("bbox", box),
      ]
    }
    // Every value is digits, signs, points, commas or a feed's name: nothing to escape.
    return baseURL.request(path: path, query: query.map { (name: $0.0, value: $0.1) })
  }
}
