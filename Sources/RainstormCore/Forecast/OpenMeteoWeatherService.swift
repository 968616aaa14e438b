#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Forecasts from Open-Meteo's `/v1/forecast`: one place with the cache's rules (through
/// `ForecastChain`), or many places in few requests (the API answers several coordinates with
/// an array in request order).
package struct OpenMeteoWeatherService: WeatherService, ForecastSource {
  /// Places per request: keeps the URL near 2 KB, and 1000 places at 10 requests.
  package static let placesPerRequest = 100
  /// Requests under way at once: two, so that an answer is read while the next is asked. Only
  /// one is in flight, as Open-Meteo serves one request at a time per address: each waits
  /// for its turn (`HTTPRequest.takesTurns`, across all of Open-Meteo's services).
  package static let concurrentRequests = 2

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let now: @Sendable () -> Date

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - http: the transport.
  ///   - baseURL: the service root (`/v1/forecast` is appended).
  ///   - timeout: seconds each request may take.
  ///   - cache: where forecasts are kept, or nil to keep none. A fresh one is used instead of
  ///     asking; when asking fails for a reason that may pass (no connection, a timeout, a
  ///     rate limit, a server error), one younger than `cache.staleLimit` stands in, marked
  ///     stale.
  ///   - now: the clock that dates a fetched forecast.
  package init(
    http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil,
    now: @escaping @Sendable () -> Date
  ) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
    self.now = now
  }

  /// Open-Meteo.
  package var provider: ForecastProvider { .openMeteo }

  /// The `/v1/forecast` request for the place.
  /// The root's host: every request is made under it.
  package var host: String { baseURL.host }

  package func request(for location: Location, options: ForecastOptions) -> HTTPRequest {
    HTTPRequest.openMeteo(
      url: WeatherRequest(baseURL: baseURL, location: location, options: options).url,
      timeout: timeout)
  }

  /// `WeatherRequest.cacheKey`: nearby places share an answer.
  package func cacheKey(for location: Location, options: ForecastOptions) -> String {
    WeatherRequest(baseURL: baseURL, location: location, options: options).cacheKey
  }

  /// The forecast in an answer, which must have the blocks `options` asked for.
  package func read(_ body: [UInt8], for location: Location, options: ForecastOptions, host: String)
    throws(ServiceError) -> Forecast
  {
    var forecast = try Forecast.decode(
      body, from: host, units: options.units, requiring: ForecastBlocks(asked: options))
    if let reason = forecast.notPresent(at: now()) {
      throw .unreadable(host: host, detail: reason)
    }
    // Hours asked only for the pressure trend are not hours to show.
    if options.hours == 0 { forecast.hourly = [] }
    return forecast
  }

  /// The kept forecast while it is fresh, else a new one (then kept), else a kept one marked
  /// stale when the failure may pass.
  package func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    try await ForecastChain([self], http: http, cache: cache, now: now)
      .forecast(for: location, options: options)
  }

  /// One result per location, in the same order, with `placesPerRequest` places per request
  /// and `concurrentRequests` requests in flight; a failed request fails the places it carried.
  package func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
  {
    let fetchedAt = now()
    return await forecasts(for: locations, options: options, share: nil).map {
      $0.map { FetchedForecast(forecast: $0, fetchedAt: fetchedAt) }
    }
  }

  /// As `forecasts(for:options:)`, each request within `share` of the budget when given.
  package func forecasts(for locations: [Location], options: ForecastOptions, share: Double?)
    async -> [Result<Forecast, ServiceError>]
  {
    await inChunks(locations, size: Self.placesPerRequest, atOnce: Self.concurrentRequests) {
      await forecasts(forChunk: $0, options: options, share: share)
    }
  }

  private func forecasts(forChunk chunk: [Location], options: ForecastOptions, share: Double?)
    async -> [Result<Forecast, ServiceError>]
  {
    let request = WeatherRequest(baseURL: baseURL, locations: chunk, options: options)
    var httpRequest = HTTPRequest.openMeteo(url: request.url, timeout: timeout)
    httpRequest.budget = share.map { timeout * $0 }
    do throws(ServiceError) {
      let body = try await http.fetch(httpRequest)
      let forecasts = try Forecast.decodeAll(
        body, count: chunk.count, from: httpRequest.host, units: options.units,
        requiring: ForecastBlocks(asked: options), readsHourly: options.hours > 0, places: chunk)
      if let reason = forecasts.lazy.compactMap({ $0.notPresent(at: now()) }).first {
        throw .unreadable(host: httpRequest.host, detail: reason)
      }
      return forecasts.map { .success($0) }
    } catch {
      return chunk.map { _ in .failure(error) }
    }
  }
}
