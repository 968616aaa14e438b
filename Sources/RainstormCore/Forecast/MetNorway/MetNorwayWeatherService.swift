#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Forecasts from MET Norway's Locationforecast 2.0 (`/weatherapi/locationforecast/2.0/
/// complete`): keyless and global, from Norway's national weather service.
///
/// `complete` rather than `compact`: only it carries the chance of precipitation and the
/// six-hour highs and lows that the days are made from; it is about twice the size.
///
/// MET's terms, kept here and in `ForecastChain`: an identifying `User-Agent` (the transport
/// sends rainstorm's, with the user's `contact` when set); coordinates with at most four
/// decimals; no request before the answer's `Expires`, then `If-Modified-Since`; a 203 means
/// the product is deprecated; a 403 means the client is blocked, a 429 that it asks too often.
package struct MetNorwayWeatherService: WeatherService, ForecastSource {
  /// The service root.
  package static let defaultBaseURL = "https://api.met.no"
  /// The path of the forecast.
  package static let path = "/weatherapi/locationforecast/2.0/complete"
  /// Places a batch asks for at most: one request each, and MET asks for restraint.
  package static let placesPerBatch = 100
  /// Requests in flight at once in a batch.
  package static let concurrentRequests = 4

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let now: @Sendable () -> Date

  /// Creates the service; the parameters are those of `OpenMeteoWeatherService`.
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

  /// MET Norway.
  package var provider: ForecastProvider { .metNorway }

  /// The request: the coordinates with four decimals, whatever the options (MET answers
  /// every time step in metric units; they are converted here).
  /// The root's host: every request is made under it.
  package var host: String { baseURL.host }

  package func request(for location: Location, options: ForecastOptions) -> HTTPRequest {
    let url = baseURL.request(
      path: Self.path,
      query: [
        ("lat", location.latitude.requestDegrees), ("lon", location.longitude.requestDegrees),
      ])
    return HTTPRequest(url: url, timeout: timeout)
  }

  /// The request's URL: the answer does not depend on the options.
  package func cacheKey(for location: Location, options: ForecastOptions) -> String {
    "forecast met-norway \(request(for: location, options: options).url.textWithoutCredentials)"
  }

  /// The forecast in an answer, in the place's zone (or its solar time when the zone is not
  /// known) and the units asked for.
  package func read(_ body: [UInt8], for location: Location, options: ForecastOptions, host: String)
    throws(ServiceError) -> Forecast
  {
    try MetNorwayReader.read(
      body, zone: ZoneRules.forPlace(location), units: options.units, host: host, now: now())
  }

  /// MET's refusals in its own terms.
  package func explain(_ error: ServiceError) -> ServiceError {
    let status: Int
    switch error {
    case .httpStatus(_, let code), .errorBody(_, let code, _): status = code
    default: return error
    }
    switch status {
    case 403:
      return .errorBody(
        host: error.host, status: 403,
        reason: "MET Norway blocks clients that do not identify themselves or ask too often; "
          + "set 'contact' to your e-mail address or web page so that it can reach you")
    case 422:
      return .errorBody(
        host: error.host, status: 422, reason: "MET Norway has no forecast for this place")
    default:
      return error
    }
  }

  /// The kept forecast while it is fresh (until `Expires`), else a new one, else a kept one
  /// marked stale when the failure may pass.
  package func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    try await ForecastChain([self], http: http, cache: cache, now: now)
      .forecast(for: location, options: options)
  }

  /// One result per location, in the same order.
  package func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
  {
    let fetchedAt = now()
    return await forecasts(for: locations, options: options, share: nil).map {
      $0.map { FetchedForecast(forecast: $0, fetchedAt: fetchedAt) }
    }
  }

  /// One request per place for the first `placesPerBatch` places, `concurrentRequests` at a
  /// time; the places after them are not asked (`placeLimit`).
  package func forecasts(for locations: [Location], options: ForecastOptions, share: Double?)
    async -> [Result<Forecast, ServiceError>]
  {
    let asked = Array(locations.prefix(Self.placesPerBatch))
    let answers = await inChunks(asked, size: 1, atOnce: Self.concurrentRequests) { chunk in
      var results: [Result<Forecast, ServiceError>] = []
      for location in chunk {
        results.append(await batchForecast(for: location, options: options, share: share))
      }
      return results
    }
    let host = baseURL.host
    return answers
      + locations.dropFirst(asked.count).map { _ in
        .failure(.placeLimit(host: host, limit: Self.placesPerBatch))
      }
  }

  /// One place of a batch: asked without the cache.
  private func batchForecast(for location: Location, options: ForecastOptions, share: Double?)
    async -> Result<Forecast, ServiceError>
  {
    var request = request(for: location, options: options)
    request.budget = share.map { timeout * $0 }
    do throws(ServiceError) {
      let response = try await http.fetchResponse(request)
      var forecast = try read(response.body, for: location, options: options, host: request.host)
      forecast.deprecated = response.status == 203
      return .success(forecast)
    } catch {
      return .failure(error)
    }
  }
}
