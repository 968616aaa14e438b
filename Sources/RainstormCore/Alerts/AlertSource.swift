/// The official warnings services rainstorm asks, one per region, all keyless.
package enum AlertSource: String, CaseIterable, Sendable {
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
  /// New Zealand's MetService: its CAP feed, each warning a CAP document with polygons.
  case metService = "metservice"
  /// The WMO Severe Weather Information Centre's copy of a national service's CAP feed (one
  /// per country, `WMOSources`): each warning a CAP document, matched by its polygon, circle
  /// or region code.
  case wmo

  /// The service root each source is asked at, unless a test or mirror gives another.
  package var defaultBaseURL: WebAddress {
    let text =
      switch self {
      case .nws: "https://api.weather.gov"
      case .metNorway: "https://api.met.no"
      case .brightSky: "https://api.brightsky.dev"
      case .environmentCanada: "https://api.weather.gc.ca"
      case .meteoAlarm: "https://feeds.meteoalarm.org"
      case .metService: "https://alerts.metservice.com"
      case .wmo: "https://severeweather.wmo.int"
      }
    return WebAddress(builtIn: text)
  }

  /// The service as messages and JSON name it.
  package var name: String {
    switch self {
    case .nws: "National Weather Service"
    case .metNorway: "MET Norway"
    case .brightSky: "Deutscher Wetterdienst (via Bright Sky)"
    case .environmentCanada: "Environment and Climate Change Canada"
    case .meteoAlarm: "MeteoAlarm"
    case .metService: "MetService"
    case .wmo: "WMO Severe Weather Information Centre"
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
    case .meteoAlarm, .wmo: nil
    case .metService: language == "en"
    }
  }

  /// The attribution line shown under warnings.
  package var attribution: String {
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
    case .metService: "credit.metService"
    case .wmo: "credit.wmo"
    }
  }

  /// The source for an ISO 3166-1 country code, or nil where none covers it.
  package static func covering(countryCode: String) -> AlertSource? {
    switch countryCode.uppercased() {
    case let code where CountryBorders.unitedStates.contains(code): .nws
    case "NO", "SJ": .metNorway
    case "DE": .brightSky
    case "CA": .environmentCanada
    case "NZ": .metService
    case let code where MeteoAlarmFeeds.slug(countryCode: code) != nil: .meteoAlarm
    case let code where !WMOSources.feeds(country: code).isEmpty: .wmo
    default: nil
    }
  }

  /// Whether the source's feed lists CAP documents, each asked for on its own (and kept
  /// until it is a week old: a document at an address never changes).
  package var listsDocuments: Bool {
    self == .metService || self == .wmo
  }

  /// The sources to ask for a place, each with the country it is asked for: its country's
  /// when the place search or IP lookup gave one, else the source of each country
  /// `CountryBorders` says the point may be in (near a border, both; kept in `cache`). Empty
  /// where none covers it.
  package static func candidates(for location: Location, cache: Cache? = nil)
    -> [(source: AlertSource, country: String)]
  {
    let countries =
      location.countryCode.map { [$0.uppercased()] }
      ?? CountryBorders.countries(
        latitude: location.latitude, longitude: location.longitude, cache: cache)
    var sources: [(source: AlertSource, country: String)] = []
    for country in countries {
      if let source = covering(countryCode: country),
        !sources.contains(where: {
          $0.source == source && (!source.perCountry || $0.country == country)
        })
      {
        sources.append((source, country))
      }
    }
    return sources
  }

  /// Whether the source is asked once per country (its feed is the country's).
  var perCountry: Bool {
    self == .meteoAlarm || self == .wmo
  }

  /// Whether the source's answer is a whole country's feed, which never sees the point
  /// (MeteoAlarm, MetService, the WMO centre), rather than an answer for the point.
  var feedOfACountry: Bool {
    perCountry || self == .metService
  }

  /// The path of the WMO centre's feed `id` (letters, digits and hyphens: the generated table
  /// and `WMOSourceList` admit no other); `none` where there is no feed.
  static func wmoFeedPath(_ id: String?) -> String {
    "/v2/cap-alerts/\(id ?? "none")/rss.xml"
  }

  /// The request for `location` at `baseURL`. Coordinates go with at most 4 decimals (MET
  /// Norway's rule; about 11 m, and the same place gives the same URL, so the cache works).
  /// MET Norway and Environment Canada are asked in `language` (a two-letter code) when they
  /// write it, else in English.
  package func url(
    for location: Location, country: String? = nil, baseURL: WebAddress, language: String = "en"
  ) -> WebAddress {
    let country = country ?? location.countryCode ?? ""
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
      let slug = MeteoAlarmFeeds.slug(countryCode: country) ?? ""
      path = "/api/v1/warnings/feeds-\(slug)"
      query = []
    case .metService:
      // The feed of the whole country: MetService never sees the coordinates.
      path = "/cap/rss"
      query = []
    case .wmo:
      // The country's feed: the centre never sees the coordinates.
      path = Self.wmoFeedPath(WMOSources.feed(country: country, language: language)?.sourceID)
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
