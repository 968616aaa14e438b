import Foundation
import RainstormCore
import Testing

@Suite struct RootViewModelTests {
  let weatherBase = URL(string: "https://api.open-meteo.com")!

  /// Runs one refresh and returns every result the closure received.
  func refresh(
    location: Result<Location, LocationServiceError>, http: StubHTTP, times: Int = 1
  ) async -> (results: [Result<WeatherReport, RootViewModelError>], locator: StubLocationService) {
    let locator = StubLocationService(location)
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let viewModel = RootViewModel(
      locationService: locator, http: http.client, weatherBaseURL: weatherBase, timeout: 3,
      onResult: { recorder.record($0) })
    for _ in 0..<times {
      await viewModel.refresh()
    }
    return (recorder.all, locator)
  }

  @Test func findsTheLocationThenReportsItsForecast() async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let (results, locator) = await refresh(location: .success(.zagreb), http: http)
    #expect(results.count == 1)
    let report = try results[0].get()
    #expect(report.location == .zagreb)
    #expect(report.forecast.current?.temperature == 12.5)
    #expect(locator.callCount == 1)
    #expect(
      http.requests.map(\.url) == [WeatherRequest(baseURL: weatherBase, location: .zagreb).url])
    #expect(http.requests.first?.timeout == 3)
  }

  @Test func reportsOncePerRefresh() async {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let (results, locator) = await refresh(location: .success(.zagreb), http: http, times: 3)
    #expect(results.count == 3)
    #expect(locator.callCount == 3)
    #expect(http.requests.count == 3)
  }

  @Test func reportsNotAuthorizedWithoutAskingForWeather() async {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let (results, _) = await refresh(location: .failure(.notAuthorized), http: http)
    #expect(results == [.failure(.notAuthorizedToRequestLocation)])
    #expect(http.requests.isEmpty)
  }

  @Test(arguments: [
    LocationServiceError.requestFailed(.timedOut(host: "ipapi.co")),
    .requestFailed(.rateLimited(host: "ipapi.co", reason: "RateLimited")),
    .notFound(query: "Atlantis"),
  ])
  func reportsALocationFailureWithItsCause(error: LocationServiceError) async {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let (results, _) = await refresh(location: .failure(error), http: http)
    #expect(results == [.failure(.failedToRequestLocation(error))])
    #expect(http.requests.isEmpty)
  }

  struct WeatherFailure: Sendable, CustomTestStringConvertible {
    let name: String
    let http: StubHTTP
    let expected: ServiceError
    var testDescription: String { name }
  }

  static let weatherFailures: [WeatherFailure] = [
    WeatherFailure(
      name: "HTTP 500",
      http: StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 500, body: Data("Internal Server Error".utf8))
      },
      expected: .errorBody(
        host: "api.open-meteo.com", status: 500, reason: "\"Internal Server Error\"")),
    WeatherFailure(
      name: "HTTP 429",
      http: StubHTTP(status: 429, fixture: Fixture.openMeteoDailyLimit),
      expected: .rateLimited(
        host: "api.open-meteo.com",
        reason: "Daily API request limit exceeded. Please try again tomorrow.")),
    WeatherFailure(
      name: "unreadable body",
      http: StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: Data("<!DOCTYPE html>".utf8))
      },
      expected: .unreadable(
        host: "api.open-meteo.com", detail: "expected JSON, got \"<!DOCTYPE html>\"")),
    WeatherFailure(
      name: "error body",
      http: StubHTTP(status: 400, fixture: Fixture.openMeteoLatitudeError),
      expected: .errorBody(
        host: "api.open-meteo.com", status: 400,
        reason: "Latitude must be in range of -90 to 90°. Given: 522.52.")),
    WeatherFailure(
      name: "timeout",
      http: StubHTTP(failing: .timedOut),
      expected: .timedOut(host: "api.open-meteo.com")),
  ]

  @Test(arguments: weatherFailures)
  func reportsAWeatherFailureOnce(failure: WeatherFailure) async {
    let (results, _) = await refresh(location: .success(.zagreb), http: failure.http)
    #expect(results == [.failure(.noWeatherDataAvailable(failure.expected))])
    #expect(failure.http.requests.count == 1)
  }
}
