import Foundation

/// Fetches forecasts for many places with few requests: Open-Meteo answers several
/// coordinates in one request with an array in request order.
public struct BatchForecaster: Sendable {
  /// Places per request: keeps the URL near 2 KB, and 1000 places at 10 requests.
  public static let placesPerRequest = 100

  private let http: HTTPClient
  private let baseURL: URL
  private let options: ForecastOptions
  private let timeout: Double

  /// Creates a forecaster.
  public init(http: HTTPClient, baseURL: URL, options: ForecastOptions, timeout: Double) {
    self.http = http
    self.baseURL = baseURL
    self.options = options
    self.timeout = timeout
  }

  /// One result per location, in the same order; a failed request fails the places it carried.
  public func forecasts(for locations: [Location]) async -> [Result<Forecast, ServiceError>] {
    var results: [Result<Forecast, ServiceError>] = []
    results.reserveCapacity(locations.count)
    for start in stride(from: 0, to: locations.count, by: Self.placesPerRequest) {
      let chunk = Array(locations[start..<min(locations.count, start + Self.placesPerRequest)])
      let request = WeatherRequest(baseURL: baseURL, locations: chunk, options: options)
      let httpRequest = HTTPRequest(url: request.url, timeout: timeout)
      do {
        let body = try await http.fetch(httpRequest)
        let forecasts = try Forecast.decodeAll(
          body, count: chunk.count, from: httpRequest.host, units: options.units)
        results += forecasts.map { .success($0) }
      } catch {
        results += chunk.map { _ in .failure(error) }
      }
    }
    return results
  }
}
