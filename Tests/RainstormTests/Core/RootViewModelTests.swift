import Foundation
import RainstormCore
import Testing

/// The view model's flow with stub services: find the place, ask for its forecast, report once.
@Suite struct RootViewModelTests {
  static let forecast = Forecast(
    timezone: "Europe/Zagreb", timezoneAbbreviation: "CEST", utcOffsetSeconds: 7200,
    current: Forecast.Current(temperature: 12.5), daily: [])

  /// Runs refreshes and returns every result the closure received.
  func refresh(
    location: Result<Location, LocationServiceError>, weather: StubWeatherService,
    options: ForecastOptions = ForecastOptions(), times: Int = 1
  ) async -> (results: [Result<WeatherReport, RootViewModelError>], locator: StubLocationService) {
    let locator = StubLocationService(location)
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let viewModel = RootViewModel(
      locationService: locator, weatherService: weather, options: options,
      onResult: { recorder.record($0) })
    for _ in 0..<times {
      await viewModel.refresh()
    }
    return (recorder.all, locator)
  }

  @Test func findsTheLocationThenReportsItsForecast() async throws {
    let fetchedAt = Date(timeIntervalSince1970: 1_790_636_400)
    let weather = StubWeatherService(forecast: Self.forecast, fetchedAt: fetchedAt)
    let options = ForecastOptions(days: 3, hours: 5)
    let (results, locator) = await refresh(
      location: .success(.zagreb), weather: weather, options: options)
    #expect(results.count == 1)
    let report = try results[0].get()
    #expect(
      report == WeatherReport(location: .zagreb, forecast: Self.forecast, fetchedAt: fetchedAt))
    #expect(locator.callCount == 1)
    #expect(weather.requests.map(\.location) == [.zagreb])
    #expect(weather.requests.map(\.options) == [options])
  }

  @Test func passesOnAStaleForecastWithWhyItIsStale() async throws {
    let why = ServiceError.timedOut(host: "api.open-meteo.com")
    let kept = FetchedForecast(
      forecast: Self.forecast, fetchedAt: Date(timeIntervalSince1970: 5), staleBecause: why)
    let (results, _) = await refresh(
      location: .success(.zagreb), weather: StubWeatherService(.success(kept)))
    let report = try #require(results.first).get()
    #expect(report.staleBecause == why)
    #expect(report.fetchedAt == kept.fetchedAt)
  }

  @Test func reportsOncePerRefresh() async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, locator) = await refresh(location: .success(.zagreb), weather: weather, times: 3)
    #expect(results.count == 3)
    #expect(locator.callCount == 3)
    #expect(weather.requests.count == 3)
  }

  @Test func reportsNotAuthorizedWithoutAskingForWeather() async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, _) = await refresh(location: .failure(.notAuthorized), weather: weather)
    #expect(results == [.failure(.notAuthorizedToRequestLocation)])
    #expect(weather.requests.isEmpty)
  }

  @Test(arguments: [
    LocationServiceError.requestFailed(.timedOut(host: "ipapi.co")),
    .requestFailed(.rateLimited(host: "ipapi.co", reason: "RateLimited")),
    .notFound(query: "Atlantis"),
    .lookupsFailed([.timedOut(host: "ipapi.co"), .httpStatus(host: "ipwho.is", status: 500)]),
  ])
  func reportsALocationFailureWithItsCause(error: LocationServiceError) async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, _) = await refresh(location: .failure(error), weather: weather)
    #expect(results == [.failure(.failedToRequestLocation(error))])
    #expect(weather.requests.isEmpty)
  }

  @Test(arguments: [
    ServiceError.timedOut(host: "api.open-meteo.com"),
    .rateLimited(host: "api.open-meteo.com", reason: "Daily API request limit exceeded."),
    .unreadable(host: "api.open-meteo.com", detail: "expected JSON, got an HTML page"),
    .errorBody(host: "api.open-meteo.com", status: 400, reason: "Latitude must be in range"),
    .httpStatus(host: "api.open-meteo.com", status: 500),
  ])
  func reportsAWeatherFailureOnceWithItsCause(error: ServiceError) async {
    let weather = StubWeatherService(.failure(error))
    let (results, _) = await refresh(location: .success(.zagreb), weather: weather)
    #expect(results == [.failure(.noWeatherDataAvailable(error))])
    #expect(weather.requests.count == 1)
  }
}

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

/// The batch's answers in input order, and failures grouped into one message per failed request.
@Suite struct BatchForecasterTests {
  func entries(_ numbers: [Int]) -> [PlaceList.Entry] {
    numbers.map { PlaceList.Entry(number: $0, location: .zagreb) }
  }

  func answers(_ results: [(Int, ServiceError?)]) -> [BatchForecaster.Answer] {
    results.map { number, error in
      BatchForecaster.Answer(
        entry: PlaceList.Entry(number: number, location: .zagreb),
        result: error.map { .failure($0) } ?? .success(RootViewModelTests.forecast))
    }
  }

  @Test func groupsNeighbouringFailuresWithTheSameError() {
    let refused = ServiceError.unreachable(host: "h", reason: "connection refused")
    let slow = ServiceError.timedOut(host: "h")
    // Lines 2-4 failed in one request; 6 in another with the same error, after a success;
    // 7 with another error; 9 after a skipped (bad) line 8.
    let runs = BatchForecaster.failedRuns(
      answers([
        (1, nil), (2, refused), (3, refused), (4, refused), (5, nil), (6, refused),
        (7, slow), (9, slow),
      ]))
    #expect(
      runs == [
        BatchForecaster.FailedRun(first: 2, last: 4, error: refused),
        BatchForecaster.FailedRun(first: 6, last: 6, error: refused),
        BatchForecaster.FailedRun(first: 7, last: 9, error: slow),
      ])
    #expect(runs.map(\.lines) == ["lines 2-4", "line 6", "lines 7-9"])
    #expect(BatchForecaster.failedRuns(answers([(1, nil), (2, nil)])).isEmpty)
  }

  @Test func asksTheServiceOnceForEveryPlaceInOrder() async throws {
    let weather = StubWeatherService(forecast: RootViewModelTests.forecast)
    let forecaster = BatchForecaster(service: weather, options: ForecastOptions(days: 2))
    let places = try [(1.0, 2.0), (3.0, 4.0), (1.00001, 2.00004), (5.0, 6.0), (3.0, 4.0)].map {
      try Location(latitude: $0.0, longitude: $0.1, source: .coordinates)
    }
    let entries = places.enumerated().map {
      PlaceList.Entry(number: $0.offset + 1, location: $0.element)
    }
    let answers = await forecaster.answers(for: entries)
    #expect(answers.map(\.entry.number) == [1, 2, 3, 4, 5])
    #expect(answers.map(\.entry.location) == places)
    // (1.00001, 2.00004) is (1, 2) as the request writes it, 4 decimals: asked for once.
    #expect(weather.requests.map(\.location) == [places[0], places[1], places[3]])
    #expect(weather.requests.allSatisfy { $0.options.days == 2 })
  }
}
