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

  /// Requests in flight at once: the answers arrive while earlier ones are being read, and a
  /// public API is not asked more than this at a time.
  public static let concurrentRequests = 4

  /// One result per location, in the same order; a failed request fails the places it carried.
  public func forecasts(for locations: [Location]) async -> [Result<Forecast, ServiceError>] {
    let chunks = stride(from: 0, to: locations.count, by: Self.placesPerRequest).map {
      Array(locations[$0..<min(locations.count, $0 + Self.placesPerRequest)])
    }
    var answers = [[Result<Forecast, ServiceError>]](repeating: [], count: chunks.count)
    await withTaskGroup(of: (Int, [Result<Forecast, ServiceError>]).self) { group in
      var next = 0
      func startNext() {
        guard next < chunks.count else { return }
        let index = next
        next += 1
        group.addTask { (index, await forecasts(forChunk: chunks[index])) }
      }
      for _ in 0..<Self.concurrentRequests { startNext() }
      for await (index, results) in group {
        answers[index] = results
        startNext()
      }
    }
    return answers.flatMap { $0 }
  }

  private func forecasts(forChunk chunk: [Location]) async -> [Result<Forecast, ServiceError>] {
    let request = WeatherRequest(baseURL: baseURL, locations: chunk, options: options)
    let httpRequest = HTTPRequest(url: request.url, timeout: timeout)
    do {
      let body = try await http.fetch(httpRequest)
      let forecasts = try Forecast.decodeAll(
        body, count: chunk.count, from: httpRequest.host, units: options.units,
        readsHourly: options.hours > 0)
      return forecasts.map { .success($0) }
    } catch {
      return chunk.map { _ in .failure(error) }
    }
  }
}
