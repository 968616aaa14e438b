#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// A source of forecasts: the seam every forecast provider plugs into, as `LocationService` is
/// for places. Tests use stubs; the live conformance is `OpenMeteoWeatherService`.
public protocol WeatherService: Sendable {
  /// The forecast for one place, as fresh as the service's rules allow.
  ///
  /// - Throws: `ServiceError` naming the host when there is no forecast to show.
  func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast

  /// Forecasts for many places, one result per place in the same order; each says, as one
  /// place's does, why the providers before the one that answered failed.
  func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
}

extension WeatherService {
  /// Asks for one place after another: for services that cannot answer several at once.
  public func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
  {
    var results: [Result<FetchedForecast, ServiceError>] = []
    for location in locations {
      do {
        results.append(.success(try await forecast(for: location, options: options)))
      } catch {
        results.append(.failure(error))
      }
    }
    return results
  }
}

/// A forecast with when it was fetched and, when it is an older one standing in for a failed
/// refresh, why the refresh failed.
public struct FetchedForecast: Equatable, Sendable {
  /// The forecast.
  public var forecast: Forecast
  /// When it was fetched from the service.
  public var fetchedAt: Date
  /// Set when asking failed and this is a kept forecast: why asking failed.
  public var staleBecause: ServiceError?
  /// Set when the forecast comes from a provider asked because the ones before it failed:
  /// why they failed.
  public var fallbackBecause: ServiceError?

  /// Creates a fetched forecast.
  public init(
    forecast: Forecast, fetchedAt: Date, staleBecause: ServiceError? = nil,
    fallbackBecause: ServiceError? = nil
  ) {
    self.forecast = forecast
    self.fetchedAt = fetchedAt
    self.staleBecause = staleBecause
    self.fallbackBecause = fallbackBecause
  }
}
