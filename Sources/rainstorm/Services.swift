import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The services a run asks, built in one place from their settings and the context: the
/// command decides which it needs and in what order, this decides how each is made. Of the
/// configuration it reads only `ServiceSettings` (and `OutputSettings` for the cache's note).
struct Services {
  let settings: ServiceSettings
  let context: CommandContext
  /// Where answers are kept, or nil to keep none (a batch, `--no-cache`).
  let cache: Cache?

  init(_ settings: ServiceSettings, _ context: CommandContext, cache: Cache?) {
    self.settings = settings
    self.context = context
    self.cache = cache
  }

  /// The cache as `keeping` says, or nil when there is none (`--no-cache`, `cache = off`, no
  /// home) or the directory cannot be trusted: then `note` is told why, and the run goes on.
  static func cache(
    _ keeping: ServiceSettings.Keeping?, _ context: CommandContext, note: (String) -> Void
  ) -> Cache? {
    guard let keeping else { return nil }
    let store: any CacheStore
    do {
      store = try context.cacheStore(keeping.directory)
    } catch {
      note("not using the cache in \(keeping.directory.sanitizedForTerminal()): \(error.reason)")
      return nil
    }
    return Cache(
      store: store, readsFresh: keeping.readsFresh,
      forecastLifetime: Double(keeping.forecastMinutes * 60),
      locationLifetime: Double(keeping.locationMinutes * 60),
      searchLifetime: Double(keeping.searchDays * 86_400), now: context.now)
  }

  /// The services `settings` describe, with the cache they keep answers in (a note written as
  /// `output` says tells why when the cache cannot be used).
  init(_ settings: ServiceSettings, _ output: OutputSettings, _ context: CommandContext) {
    self.init(settings, context, cache: Self.cache(settings, output, context))
  }

  /// The cache `settings` keep answers in (`cache(_:_:note:)`), its note written as `output`
  /// says.
  static func cache(
    _ settings: ServiceSettings, _ output: OutputSettings, _ context: CommandContext
  ) -> Cache? {
    cache(settings.keeping, context) { Notes.write($0, output, context) }
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
      airQualityIndex: settings.airIndex,
      normalsService: now ? normals(today: today)?.service : nil,
      nowcastService: now ? nowcast() : nil,
      radarService: now && settings.asksRadar ? radars().service(now: context.now) : nil,
      options: settings.forecast)
  }

  /// Where the place comes from: the coordinates given, the place search for a name, else the
  /// IP address (kept, unless IP lookup is off). Other matches and a kept answer standing in
  /// are told to `notes`, when given.
  func location(notes: LocationNotes? = nil) -> any LocationService {
    let onKeptAnswer = { @Sendable (error: LocationServiceError, storedAt: Date) -> Void in
      notes?.keptAnswer(error, storedAt: storedAt)
    }
    switch settings.place {
    case .coordinates(let location)?:
      return FixedLocationService(location: location)
    case .name(let query, let source)?:
      return GeocodingLocationService(
        query: query, baseURL: settings.addresses.geocoding, http: context.http,
        timeout: settings.timeout, source: source, cache: cache,
        language: settings.language.searchCode,
        onOtherMatches: { best, others in notes?.otherMatches(best: best, others: others) },
        onKeptAnswer: onKeptAnswer)
    case nil:
      let lookup = IPGeolocationService(
        baseURL: settings.addresses.ipLookup,
        http: context.http,
        timeout: settings.timeout,
        isAuthorized: settings.ipLookupAllowed
      )
      if let cache, settings.ipLookupAllowed {
        let key =
          "location ip \(settings.addresses.ipLookup?.textWithoutCredentials ?? "")"
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
      query: query, baseURL: settings.addresses.geocoding, http: context.http,
      timeout: settings.timeout, cache: cache, language: settings.language.searchCode)
  }

  /// The place search for a batch's names.
  func nameLookup() -> PlaceNameLookup {
    PlaceNameLookup(
      baseURL: settings.addresses.geocoding, http: context.http,
      timeout: settings.timeout, cache: cache)
  }

  /// The forecast providers as configured: one, or Open-Meteo with MET Norway behind it.
  func weather() -> any WeatherService {
    let openMeteo = OpenMeteoWeatherService(
      http: context.http, baseURL: settings.addresses.weather, timeout: settings.timeout,
      now: context.now)
    let metNorway = MetNorwayWeatherService(
      http: context.http, baseURL: settings.addresses.metNorway,
      timeout: settings.timeout, now: context.now)
    let sources: [any ForecastSource]
    switch settings.provider {
    case .auto: sources = [openMeteo, metNorway]
    case .openMeteo: sources = [openMeteo]
    case .metNorway: sources = [metNorway]
    }
    return ForecastChain(sources, http: context.http, cache: cache, now: context.now)
  }

  /// The forecast providers, with the compared models' days asked beside Open-Meteo's
  /// forecast when the output shows them (`comparesModels`, from `Configuration.showsDays`): a
  /// request that shows nothing is not asked.
  func comparingWeather() -> any WeatherService {
    let service = weather()
    guard settings.comparesModels else { return service }
    return ModelComparingWeatherService(
      service,
      comparison: ModelComparisonService(
        http: context.http, baseURL: settings.addresses.weather,
        timeout: settings.timeout, cache: cache))
  }

  /// The warnings source, or nil when warnings are turned off (then nothing is asked).
  func alerts() -> AlertService? {
    guard settings.asksAlerts else { return nil }
    let root = settings.addresses.alerts
    return PublicAlertService(
      http: context.http, baseURL: { root ?? $0.defaultBaseURL }, timeout: settings.timeout,
      cache: cache, now: context.now, language: settings.language.searchCode,
      sourceListURL: root
    ).service
  }

  /// The air quality source, or nil when the output needs no air quality (then nothing is
  /// asked).
  func airQuality() -> OpenMeteoAirQualityService? {
    guard settings.asksAir else { return nil }
    return OpenMeteoAirQualityService(
      http: context.http, baseURL: settings.addresses.airQuality,
      timeout: settings.timeout, cache: cache, now: context.now)
  }

  /// MET Norway's radar nowcast for the rain timing, or nil with `--provider open-meteo` (the
  /// user asked for Open-Meteo alone).
  func nowcast() -> NowcastService? {
    guard settings.provider != .openMeteo else { return nil }
    return NowcastService(
      http: context.http, baseURL: settings.addresses.metNorway,
      timeout: settings.timeout, cache: cache)
  }

  /// The 30-year record for the normals, or nil when they are not shown.
  func normals(today: LocalDate) -> OpenMeteoNormalsService? {
    guard settings.asksNormals else { return nil }
    return OpenMeteoNormalsService(
      http: context.http, baseURL: settings.addresses.archive,
      timeout: settings.timeout, cache: cache, today: today)
  }

  /// The weather of the past `dates` (`--date`), read on the place's calendar as of `asOf`.
  func past(_ dates: PastDates, asOf: Date) -> PastWeatherService {
    PastWeatherService(
      http: context.http, forecastBaseURL: settings.addresses.weather,
      archiveBaseURL: settings.addresses.archive, timeout: settings.timeout,
      cache: cache, dates: dates, asOf: asOf, now: context.now)
  }

  /// The radars (`--radar`, and the `radar` setting's nearest rain): DWD's composite through
  /// Bright Sky, the NWS's through the Iowa Environmental Mesonet.
  func radars() -> RadarSources {
    RadarSources(
      brightSky: BrightSkyRadarService(
        http: context.http, baseURL: settings.addresses.radar, timeout: settings.timeout,
        cache: cache),
      iem: IEMRadarService(
        http: context.http, baseURL: settings.addresses.usRadar,
        timeout: settings.timeout, cache: cache))
  }
}
