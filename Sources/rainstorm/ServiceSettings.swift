import RainstormCore

/// What asking reads of the configuration, and nothing more: where each service is, how long
/// the run may take, which services are asked and for what, and how long answers are kept.
/// Made once from the configuration (`Configuration.serviceSettings`); `Services` is built from
/// it and the context alone, so every mode that asks (a forecast, a refresh of `--watch`, a
/// batch, a search, the radar) asks the same way for the same settings.
struct ServiceSettings: Equatable, Sendable {
  /// Where each service is asked: its own host, or the root a setting or variable gave.
  struct Addresses: Equatable, Sendable {
    var weather: WebAddress
    var metNorway: WebAddress
    var geocoding: WebAddress
    /// Where every IP provider is asked instead of its own host; nil for theirs.
    var ipLookup: WebAddress?
    /// Where every warnings source is asked instead of its own; nil for theirs.
    var alerts: WebAddress?
    var airQuality: WebAddress
    var archive: WebAddress
    /// Bright Sky's radar (Germany).
    var radar: WebAddress
    /// The Iowa Environmental Mesonet's composite (the United States).
    var usRadar: WebAddress
  }

  /// How long answers are kept on disk, and where.
  struct Keeping: Equatable, Sendable {
    var directory: String
    /// Whether a fresh answer stands in for asking (false with `--refresh`).
    var readsFresh: Bool
    var forecastMinutes: Int
    var locationMinutes: Int
    var searchDays: Int
  }

  var addresses: Addresses
  /// Seconds the whole run may take, every request and retry included.
  var timeout: Double
  /// The place given, or nil to look it up by IP address.
  var place: PlaceChoice?
  var ipLookupAllowed: Bool
  /// The language place names are searched and warnings are chosen in (`Language.searchCode`).
  var language: Language
  var provider: Configuration.ProviderChoice
  /// What each place's forecast asks for.
  var forecast: ForecastOptions
  /// Whether the compared models' days are asked beside the forecast (the output shows them).
  var comparesModels: Bool
  var asksAlerts: Bool
  var asksAir: Bool
  /// The air quality index asked, or nil to choose by the place's country.
  var airIndex: AirQualityIndex?
  var asksNormals: Bool
  /// Whether the radar's nearest rain is asked beside the forecast (the `radar` setting).
  var asksRadar: Bool
  /// How answers are kept, or nil when none are (`--no-cache`, `cache = off`, no home).
  var keeping: Keeping?
}

extension Configuration {
  /// The settings the services read (`ServiceSettings`).
  var serviceSettings: ServiceSettings {
    ServiceSettings(
      addresses: .init(
        weather: weatherBaseURL, metNorway: metNorwayBaseURL, geocoding: geocodingBaseURL,
        ipLookup: ipLookupBaseURL, alerts: alertsBaseURL, airQuality: airQualityBaseURL,
        archive: archiveBaseURL, radar: radarBaseURL, usRadar: usRadarBaseURL),
      timeout: timeout, place: place, ipLookupAllowed: ipLookupAllowed, language: language,
      provider: provider, forecast: forecastOptions, comparesModels: showsDays,
      asksAlerts: alerts != .off, asksAir: asksAir, airIndex: airIndex.index,
      asksNormals: normals != .off, asksRadar: radarBeside,
      keeping: cacheEnabled
        ? cacheDirectory.map {
          .init(
            directory: $0, readsFresh: !refresh, forecastMinutes: forecastCacheMinutes,
            locationMinutes: locationCacheMinutes, searchDays: searchCacheDays)
        } : nil)
  }
}
