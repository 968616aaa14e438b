import Foundation
import RainstormCore
import Testing

/// Open-Meteo behind the seam: the exact request, and each way a request fails.
@Suite struct OpenMeteoWeatherServiceTests {
  let weatherBase = WebAddress("https://api.open-meteo.com")!

  func service(_ http: StubHTTP) -> OpenMeteoWeatherService {
    OpenMeteoWeatherService(
      http: http.client, baseURL: weatherBase, timeout: 3,
      now: { Date(timeIntervalSince1970: 1_790_636_400) })
  }

  @Test func asksForTheExactURLAndReadsTheAnswer() async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let fetched = try await service(http).forecast(for: .zagreb, options: ForecastOptions())
    #expect(fetched.forecast.current?.temperature == 12.5)
    #expect(fetched.fetchedAt == Date(timeIntervalSince1970: 1_790_636_400))
    #expect(fetched.staleBecause == nil)
    #expect(
      http.requests.map(\.url) == [WeatherRequest(baseURL: weatherBase, location: .zagreb).url])
    #expect(http.requests.first?.timeout == 3)
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
        HTTPResponse(status: 500, body: Array("Internal Server Error".utf8))
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
        HTTPResponse(status: 200, body: Array("<!DOCTYPE html>".utf8))
      },
      expected: .unreadable(
        host: "api.open-meteo.com", detail: "expected JSON, got an HTML page")),
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
  func failsEachWayWithTheMatchingError(failure: WeatherFailure) async {
    await #expect(throws: failure.expected) {
      try await service(failure.http).forecast(for: .zagreb, options: ForecastOptions())
    }
    #expect(failure.http.requests.count == 1)
  }
}
