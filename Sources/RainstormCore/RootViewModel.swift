import Foundation

/// Why a refresh produced no forecast, in the terms that matter to the user.
public enum RootViewModelError: Error, Equatable, Sendable {
  /// Looking up the location is not allowed (IP lookup turned off and no place given).
  case notAuthorizedToRequestLocation
  /// The location could not be found; the cause says why.
  case failedToRequestLocation(LocationServiceError)
  /// The place is known but the forecast could not be fetched or read.
  case noWeatherDataAvailable(ServiceError)
}

/// Finds the location, fetches its forecast and reports the outcome exactly once per refresh.
///
/// Every collaborator is injected, so the whole flow runs in tests without a network.
public final class RootViewModel: Sendable {
  /// Receives the outcome of a refresh.
  public typealias ResultHandler = @Sendable (Result<WeatherReport, RootViewModelError>) -> Void

  private let locationService: any LocationService
  private let http: HTTPClient
  private let weatherBaseURL: URL
  private let options: ForecastOptions
  private let timeout: Double
  private let cache: Cache?
  private let now: @Sendable () -> Date
  private let onResult: ResultHandler

  /// Creates a view model.
  ///
  /// - Parameters:
  ///   - locationService: how to find the place.
  ///   - http: the transport for the forecast request.
  ///   - weatherBaseURL: the forecast service root (`/v1/forecast` is appended).
  ///   - options: what to ask the forecast service for.
  ///   - timeout: seconds the forecast request may take.
  ///   - cache: where forecasts are kept, or nil to keep none. A fresh one is used instead of
  ///     asking; when asking fails for a reason that may pass (no connection, a timeout, a
  ///     rate limit, a server error), one younger than `cache.staleLimit` is reported, marked
  ///     stale.
  ///   - now: the clock that dates a fetched forecast (`WeatherReport.fetchedAt`).
  ///   - onResult: called once with the outcome of each `refresh()`.
  public init(
    locationService: any LocationService,
    http: HTTPClient,
    weatherBaseURL: URL,
    options: ForecastOptions = ForecastOptions(),
    timeout: Double,
    cache: Cache? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    onResult: @escaping ResultHandler
  ) {
    self.locationService = locationService
    self.http = http
    self.weatherBaseURL = weatherBaseURL
    self.options = options
    self.timeout = timeout
    self.cache = cache
    self.now = now
    self.onResult = onResult
  }

  /// Finds the location, fetches the forecast for it, and reports the outcome once.
  public func refresh() async {
    onResult(await loadReport())
  }

  private func loadReport() async -> Result<WeatherReport, RootViewModelError> {
    let location: Location
    do {
      location = try await locationService.requestLocation()
    } catch .notAuthorized {
      return .failure(.notAuthorizedToRequestLocation)
    } catch {
      return .failure(.failedToRequestLocation(error))
    }
    let request = WeatherRequest(baseURL: weatherBaseURL, location: location, options: options)
    let httpRequest = HTTPRequest(url: request.url, timeout: timeout)
    let key = request.cacheKey
    if let cache, let entry = cache.fresh(key, lifetime: cache.forecastLifetime),
      let forecast = try? Forecast.decode(entry.data, from: httpRequest.host, units: options.units)
    {
      return .success(
        WeatherReport(location: location, forecast: forecast, fetchedAt: entry.storedAt))
    }
    do {
      let body = try await http.fetch(httpRequest)
      let forecast = try Forecast.decode(body, from: httpRequest.host, units: options.units)
      // One reading: the report and the kept entry carry the same instant.
      let fetchedAt = now()
      cache?.save(body, for: key, at: fetchedAt)
      return .success(WeatherReport(location: location, forecast: forecast, fetchedAt: fetchedAt))
    } catch {
      if error.isTransient, let cache,
        let entry = cache.entry(key, youngerThan: cache.staleLimit),
        let forecast = try? Forecast.decode(
          entry.data, from: httpRequest.host, units: options.units)
      {
        return .success(
          WeatherReport(
            location: location, forecast: forecast, fetchedAt: entry.storedAt, staleBecause: error))
      }
      return .failure(.noWeatherDataAvailable(error))
    }
  }
}
