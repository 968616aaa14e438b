#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// One forecast service as `ForecastChain` asks it: its request for a place, the key its
/// answer is kept under, how an answer reads, and how it answers many places.
package protocol ForecastSource: Sendable {
  /// Who answers.
  var provider: ForecastProvider { get }

  /// The request for one place.
  func request(for location: Location, options: ForecastOptions) -> HTTPRequest

  /// The host every request goes to: what a kept answer's reader names without the request
  /// being made.
  var host: String { get }

  /// What an answer to `request(for:options:)` is kept under.
  func cacheKey(for location: Location, options: ForecastOptions) -> String

  /// The forecast in an answer to `request(for:options:)`.
  ///
  /// - Throws: `ServiceError.unreadable` when the body is not one.
  func read(_ body: [UInt8], for location: Location, options: ForecastOptions, host: String)
    throws(ServiceError) -> Forecast

  /// Forecasts for many places, one result per place in the same order; with a `share`, each
  /// request may take only that fraction of the time budget (so that providers after this
  /// one have time left).
  func forecasts(for locations: [Location], options: ForecastOptions, share: Double?) async
    -> [Result<Forecast, ServiceError>]

  /// A failure as the service means it (MET Norway's 403 and 422 say more than their
  /// status); the failure itself by default.
  func explain(_ error: ServiceError) -> ServiceError
}

extension ForecastSource {
  /// The failure itself.
  package func explain(_ error: ServiceError) -> ServiceError {
    error
  }
}

/// Forecasts from providers in order of preference, with the cache's rules: a fresh kept
/// answer of the first is used without asking; else each is asked in turn until one answers
/// (each but the last with a share of the time budget, so a hanging one leaves time for the
/// next), a provider after the first with a fresh kept answer standing in without being
/// asked. Each provider's answers are kept apart, so an answer from a fallback (or from a
/// run that asked for that provider) is used only as a fallback: the first provider is asked
/// again as soon as its own answer is due. When all fail for a reason that may pass, the
/// youngest kept answer of any of them stands in, marked stale (and a fallback when it is
/// not the first's).
///
/// An answer stays fresh for the cache's forecast lifetime, or until the `Expires` its
/// provider gave when that is later (MET Norway asks not to be asked before), the provider's
/// word counting for six hours at most (`Cache.freshFor`). After that, a provider that gave
/// `Last-Modified` is asked with `If-Modified-Since`, and a `304 Not Modified` renews the kept
/// answer.
package struct ForecastChain: WeatherService {
  /// The fraction of the time budget each provider but the last may take.
  package static let shareBeforeFallback = 0.5

  private let sources: [any ForecastSource]
  private let http: HTTPClient
  private let cache: Cache?
  private let now: @Sendable () -> Date

  /// Creates a chain of `sources`, asked in that order.
  package init(
    _ sources: [any ForecastSource], http: HTTPClient, cache: Cache?,
    now: @escaping @Sendable () -> Date
  ) {
    self.sources = sources
    self.http = http
    self.cache = cache
    self.now = now
  }

  private struct Kept {
    var body: [UInt8]
    var forecast: Forecast
    var storedAt: Date
    var validators: HTTPValidators?
  }

  /// The first provider's fresh kept forecast, else the first answer in order (a later
  /// provider's fresh kept one counting as its answer), else a kept one marked stale when the
  /// failure may pass.
  package func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    // Each source's kept answer is read when the sources before it did not do: a fresh first
    // answer reads no other.
    var kept: [Kept?] = []
    var failures: [ServiceError] = []
    for (index, source) in sources.enumerated() {
      kept.append(self.kept(source, location, options))
      let fallbackBecause = failures.isEmpty ? nil : Self.combined(failures)
      if let entry = kept[index], isFresh(entry) {
        return FetchedForecast(
          forecast: entry.forecast, fetchedAt: entry.storedAt, fallbackBecause: fallbackBecause)
      }
      do throws(ServiceError) {
        var fetched = try await ask(
          source, location, options, kept: kept[index], last: index == sources.count - 1)
        fetched.fallbackBecause = fallbackBecause
        return fetched
      } catch {
        failures.append(source.explain(error))
      }
    }
    let failure = Self.combined(failures)
    let youngest = kept.enumerated().compactMap { index, entry in entry.map { (index, $0) } }
      .max { $0.1.storedAt < $1.1.storedAt }
    if failure.isTransient, let (index, entry) = youngest {
      return FetchedForecast(
        forecast: entry.forecast, fetchedAt: entry.storedAt, staleBecause: failure,
        fallbackBecause: index == 0 ? nil : failures[0])
    }
    throw failure
  }

  /// Whether a kept answer may be used without asking, by the cache's rule for forecasts.
  private func isFresh(_ entry: Kept) -> Bool {
    guard let cache else { return false }
    return cache.isFresh(
      storedAt: entry.storedAt, lifetime: cache.forecastLifetime,
      expires: entry.validators?.expires, bound: Cache.forecastExpiresBound)
  }

  /// One result per location, in the same order: the first provider's, and for the places
  /// it failed, the next one's, and so on, saying why the ones before failed.
  package func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
  {
    var results: [Result<Forecast, ServiceError>] = locations.map { _ in
      .failure(.providersFailed([]))
    }
    // Why each place's earlier providers failed, once a later one answered.
    var fallbackBecause: [ServiceError?] = locations.map { _ in nil }
    var pending = Array(locations.indices)
    for (index, source) in sources.enumerated() where !pending.isEmpty {
      let answers = await source.forecasts(
        for: pending.map { locations[$0] }, options: options,
        share: index == sources.count - 1 ? nil : Self.shareBeforeFallback)
      var failed: [Int] = []
      for (position, place) in pending.enumerated() {
        let answer =
          position < answers.count
          ? answers[position] : .failure(.unreadable(host: "", detail: "no answer for the place"))
        switch (answer, results[place]) {
        case (.success, .failure(let earlier)):
          results[place] = answer
          if index > 0 { fallbackBecause[place] = earlier }
        case (.success, .success): results[place] = answer
        case (.failure(let error), .failure(let earlier)):
          let explained = source.explain(error)
          results[place] = .failure(
            index == 0 ? explained : ServiceError.combining(earlier, explained))
          failed.append(place)
        case (.failure, .success): break
        }
      }
      pending = failed
    }
    let fetchedAt = now()
    return results.indices.map { place in
      results[place].map {
        FetchedForecast(
          forecast: $0, fetchedAt: fetchedAt, fallbackBecause: fallbackBecause[place])
      }
    }
  }

  private static func combined(_ failures: [ServiceError]) -> ServiceError {
    failures.count == 1 ? failures[0] : .providersFailed(failures)
  }

  /// The source's kept answer for the place, when one is younger than the stale limit and
  /// still reads.
  private func kept(_ source: any ForecastSource, _ location: Location, _ options: ForecastOptions)
    -> Kept?
  {
    guard let cache else { return nil }
    let key = source.cacheKey(for: location, options: options)
    let host = source.host
    let entry = cache.value(key, youngerThan: cache.staleLimit) { body in
      (try? source.read(body, for: location, options: options, host: host)).map { (body, $0) }
    }
    guard let entry else { return nil }
    // Within the forecast lifetime an answer is fresh whatever its validators say: they are
    // read only when they can matter.
    let age = cache.now().timeIntervalSince(entry.storedAt)
    let freshByLifetime = cache.readsFresh && age >= 0 && age < cache.forecastLifetime
    return Kept(
      body: entry.value.0, forecast: entry.value.1, storedAt: entry.storedAt,
      validators: freshByLifetime ? nil : cache.validators(key))
  }

  /// Asks one source, conditionally when its kept answer has a `Last-Modified`.
  private func ask(
    _ source: any ForecastSource, _ location: Location, _ options: ForecastOptions, kept: Kept?,
    last: Bool
  ) async throws(ServiceError) -> FetchedForecast {
    var request = source.request(for: location, options: options)
    if !last { request.budget = request.timeout * Self.shareBeforeFallback }
    if let lastModified = kept?.validators?.lastModified {
      request.headers["If-Modified-Since"] = lastModified
    }
    let key = source.cacheKey(for: location, options: options)
    let response = try await http.fetchResponse(request)
    // One reading: the forecast and the kept entry carry the same instant.
    let fetchedAt = now()
    if response.status == 304 {
      guard let kept else { throw .httpStatus(host: request.host, status: 304) }
      var renewed = HTTPValidators(headers: response.headers)
      renewed.lastModified = renewed.lastModified ?? kept.validators?.lastModified
      cache?.save(kept.body, for: key, validators: renewed, at: fetchedAt)
      return FetchedForecast(forecast: kept.forecast, fetchedAt: fetchedAt)
    }
    var forecast = try source.read(
      response.body, for: location, options: options, host: request.host)
    forecast.deprecated = response.status == 203
    cache?.save(
      response.body, for: key, validators: HTTPValidators(headers: response.headers),
      at: fetchedAt)
    return FetchedForecast(forecast: forecast, fetchedAt: fetchedAt)
  }
}
