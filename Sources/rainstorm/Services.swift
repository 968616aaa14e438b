import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The services a run asks, built in one place from the configuration and the context: the
/// command decides which it needs and in what order, this decides how each is made.
struct Services {
  let configuration: Configuration
  let context: CommandContext
  /// Where answers are kept, or nil to keep none (a batch, `--no-cache`).
  let cache: Cache?

  init(_ configuration: Configuration, _ context: CommandContext, cache: Cache?) {
    self.configuration = configuration
    self.context = context
    self.cache = cache
  }

  /// The cache as configured, or nil with `--no-cache` (or `cache = off`, or no home), or
  /// when the directory cannot be trusted (then a note says why, and the run goes on).
  static func cache(_ configuration: Configuration, _ context: CommandContext) -> Cache? {
    guard configuration.cacheEnabled, let directory = configuration.cacheDirectory else {
      return nil
    }
    let store: any CacheStore
    do {
      store = try context.cacheStore(directory)
    } catch {
      Notes.write(
        "not using the cache in \(directory.sanitizedForTerminal()): \(error.reason)",
        configuration, context)
      return nil
    }
    return Cache(
      store: store, readsFresh: !configuration.refresh,
      forecastLifetime: Double(configuration.forecastCacheMinutes * 60),
      locationLifetime: Double(configuration.locationCacheMinutes * 60),
      searchLifetime: Double(configuration.searchCacheDays * 86_400), now: context.now)
  }

  /// The view model of one place's report, as the forecast and every refresh of `--watch`
  /// ask it: the forecast (from `past` for past dates, else the providers, compared when
  /// asked), and for the present the warnings, air quality, normals and nowcast.
  func viewModel(
    _ locationService: any LocationService, past: PastWeatherService?, today: LocalDate
  ) -> RootViewModel {
    // The past has no warnings, air quality or normals.
    let now = past == nil
    return RootViewModel(
      locationService: locationService,
      weatherService: past ?? comparingWeather(),
      alertService: now ? alerts() : nil,
      airQualityService: now ? airQuality()?.service : nil,
      airQualityIndex: configuration.airIndex.index,
      normalsService: now ? normals(today: today)?.service : nil,
      nowcastService: now ? nowcast() : nil,
      radarService: now && configuration.radarBeside ? radars().service(now: context.now) : nil,
      options: configuration.forecastOptions)
  }

  /// Where the place comes from: the coordinates given, the place search for a name, else the
  /// IP address (kept, unless IP lookup is off). Other matches and a kept answer standing in
  /// are told to `notes`, when given.
  func location(notes: LocationNotes? = nil) -> any LocationService {
    let onKeptAnswer = { @Sendable (error: LocationServiceError, storedAt: Date) -> Void in
      notes?.keptAnswer(error, storedAt: storedAt)
    }
    switch configuration.place {
    case .coordinates(let location)?:
      return FixedLocationService(location: location)
    case .name(let query, let source)?:
      return GeocodingLocationService(
        query: query, baseURL: configuration.geocodingBaseURL, http: context.http,
        timeout: configuration.timeout, source: source, cache: cache,
        language: configuration.language.searchCode,
        onOtherMatches: { best, others in notes?.otherMatches(best: best, others: others) },
        onKeptAnswer: onKeptAnswer)
    case nil:
      let lookup = IPGeolocationService(
        baseURL: configuration.ipLookupBaseURL,
        http: context.http,
        timeout: configuration.timeout,
        isAuthorized: configuration.ipLookupAllowed
      )
      if let cache, configuration.ipLookupAllowed {
        let key =
          "location ip \(configuration.ipLookupBaseURL?.textWithoutCredentials ?? "")"
        return CachedLocationService(
          lookup, key: key, lifetime: cache.locationLifetime, cache: cache,
          onKeptAnswer: onKeptAnswer)
      } else {
        return lookup
      }
    }
  }

  /// The place search for `query` (`--search`).
  func search(_ query: PlaceQuery) -> GeocodingLocationService {
    GeocodingLocationService(
      query: query, baseURL: configuration.geocodingBaseURL, http: context.http,
      timeout: configuration.timeout, cache: cache, language: configuration.language.searchCode)
  }

  /// The place search for a batch's names.
  func nameLookup() -> PlaceNameLookup {
    PlaceNameLookup(
      baseURL: configuration.geocodingBaseURL, http: context.http,
      timeout: configuration.timeout, cache: cache)
  }

  /// The forecast providers as configured: one, or Open-Meteo with MET Norway behind it.
  func weather() -> any WeatherService {
    let openMeteo = OpenMeteoWeatherService(
      http: context.http, baseURL: configuration.weatherBaseURL, timeout: configuration.timeout,
      now: context.now)
    let metNorway = MetNorwayWeatherService(
      http: context.http, baseURL: configuration.metNorwayBaseURL,
      timeout: configuration.timeout, now: context.now)
    let sources: [any ForecastSource]
    switch configuration.provider {
    case .auto: sources = [openMeteo, metNorway]
    case .openMeteo: sources = [openMeteo]
    case .metNorway: sources = [metNorway]
    }
    return ForecastChain(sources, http: context.http, cache: cache, now: context.now)
  }

  /// The forecast providers, with the compared models' days asked beside Open-Meteo's
  /// forecast when the output shows them (`Configuration.showsDays`): a request that shows
  /// nothing is not asked.
  func comparingWeather() -> any WeatherService {
    let service = weather()
    guard configuration.showsDays else { return service }
    return ModelComparingWeatherService(
      service,
      comparison: ModelComparisonService(
        http: context.http, baseURL: configuration.weatherBaseURL,
        timeout: configuration.timeout, cache: cache))
  }

  /// The warnings source, or nil when warnings are turned off (then nothing is asked).
  func alerts() -> AlertService? {
    guard configuration.alerts != .off else { return nil }
    let root = configuration.alertsBaseURL
    return PublicAlertService(
      http: context.http, baseURL: { root ?? $0.defaultBaseURL }, timeout: configuration.timeout,
      cache: cache, now: context.now, language: configuration.language.searchCode,
      sourceListURL: root
    ).service
  }

  /// The air quality source, or nil when the output needs no air quality (then nothing is
  /// asked).
  func airQuality() -> OpenMeteoAirQualityService? {
    guard configuration.asksAir else { return nil }
    return OpenMeteoAirQualityService(
      http: context.http, baseURL: configuration.airQualityBaseURL,
      timeout: configuration.timeout, cache: cache, now: context.now)
  }

  /// MET Norway's radar nowcast for the rain timing, or nil with `--provider open-meteo` (the
  /// user asked for Open-Meteo alone).
  func nowcast() -> NowcastService? {
    guard configuration.provider != .openMeteo else { return nil }
    return NowcastService(
      http: context.http, baseURL: configuration.metNorwayBaseURL,
      timeout: configuration.timeout, cache: cache)
  }

  /// The 30-year record for the normals, or nil when they are not shown.
  func normals(today: LocalDate) -> OpenMeteoNormalsService? {
    guard configuration.normals != .off else { return nil }
    return OpenMeteoNormalsService(
      http: context.http, baseURL: configuration.archiveBaseURL,
      timeout: configuration.timeout, cache: cache, today: today)
  }

  /// The weather of the past `dates` (`--date`), read on the place's calendar as of `asOf`.
  func past(_ dates: PastDates, asOf: Date) -> PastWeatherService {
    PastWeatherService(
      http: context.http, forecastBaseURL: configuration.weatherBaseURL,
      archiveBaseURL: configuration.archiveBaseURL, timeout: configuration.timeout,
      cache: cache, dates: dates, asOf: asOf, now: context.now)
  }

  /// The radars (`--radar`, and the `radar` setting's nearest rain): DWD's composite through
  /// Bright Sky, the NWS's through the Iowa Environmental Mesonet.
  func radars() -> RadarSources {
    RadarSources(
      brightSky: BrightSkyRadarService(
        http: context.http, baseURL: configuration.radarBaseURL, timeout: configuration.timeout,
        cache: cache),
      iem: IEMRadarService(
        http: context.http, baseURL: configuration.usRadarBaseURL,
        timeout: configuration.timeout, cache: cache))
  }
}
