import Foundation
import RainstormCore
import Synchronization
import Testing

@Suite struct ForecastCacheTests {
  let weatherBase = WebAddress("https://api.open-meteo.com")!
  /// At the hour of the recorded forecast, which is refused far from it.
  let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
  let store = MemoryCacheStore()

  func cache(readsFresh: Bool = true) -> Cache {
    Cache(store: store, readsFresh: readsFresh, now: { [clock] in clock.now })
  }

  func refresh(_ http: StubHTTP, readsFresh: Bool = true, location: Location = .zagreb) async
    -> Result<WeatherReport, RootViewModelError>?
  {
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let weather = OpenMeteoWeatherService(
      http: http.client, baseURL: weatherBase, timeout: 3, cache: cache(readsFresh: readsFresh),
      now: { [clock] in clock.now })
    let viewModel = RootViewModel(
      locationService: FixedLocationService(location: location), weatherService: weather,
      onResult: { recorder.record($0) })
    await viewModel.refresh()
    return recorder.all.first
  }

  static let failures: [StubHTTP] = [
    StubHTTP(failing: .connectionFailed(reason: "connection refused")),
    StubHTTP(failing: .timedOut),
    StubHTTP(status: 429, fixture: Fixture.openMeteoDailyLimit),
    StubHTTP { _ throws(TransportError) in HTTPResponse(status: 503, body: []) },
  ]

  @Test func aFreshForecastIsAnsweredFromTheCache() async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    let first = try #require(await refresh(http)).get()
    #expect(first.fetchedAt == clock.now)
    clock.advance(14 * 60)
    let second = try #require(await refresh(http)).get()
    #expect(http.requests.count == 1)
    #expect(second.forecast == first.forecast)
    #expect(second.fetchedAt == first.fetchedAt)
    #expect(second.staleBecause == nil)
    clock.advance(2 * 60)
    _ = await refresh(http)
    #expect(http.requests.count == 2)
  }

  @Test func refreshAsksAndKeepsTheNewAnswer() async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    _ = await refresh(http)
    clock.advance(60)
    let refreshed = try #require(await refresh(http, readsFresh: false)).get()
    #expect(http.requests.count == 2)
    #expect(refreshed.fetchedAt == clock.now)
    #expect(store.read(store.keys[0])?.storedAt == clock.now)
  }

  @Test(arguments: failures)
  func aFailedRefreshShowsTheKeptForecastMarkedStale(failing: StubHTTP) async throws {
    let kept = try #require(await refresh(StubHTTP(fixture: Fixture.zagrebForecast))).get()
    clock.advance(2 * 3600)
    let report = try #require(await refresh(failing)).get()
    #expect(report.forecast == kept.forecast)
    #expect(report.fetchedAt == kept.fetchedAt)
    #expect(report.staleBecause?.isTransient == true)
  }

  @Test func aForecastADayOldIsNotShown() async throws {
    _ = await refresh(StubHTTP(fixture: Fixture.zagrebForecast))
    clock.advance(24 * 3600 + 1)
    let result = await refresh(StubHTTP(failing: .connectionFailed(reason: "connection refused")))
    #expect(
      result
        == .failure(
          .noWeatherDataAvailable(
            .unreachable(host: "api.open-meteo.com", reason: "connection refused"))))
  }

  @Test func aRefusedRequestIsNotCoveredUp() async throws {
    _ = await refresh(StubHTTP(fixture: Fixture.zagrebForecast))
    clock.advance(3600)
    let result = await refresh(StubHTTP(status: 400, fixture: Fixture.openMeteoLatitudeError))
    guard case .failure(.noWeatherDataAvailable(.errorBody)) = result else {
      Issue.record("expected the error body, got \(String(describing: result))")
      return
    }
  }

  @Test func aCorruptEntryIsIgnoredAndReplaced() async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    _ = await refresh(http)
    let key = store.keys[0]
    store.write(Array("{\"trunc".utf8), for: key, at: clock.now)
    let report = try #require(await refresh(http)).get()
    #expect(report.forecast.current?.temperature == 12.5)
    #expect(http.requests.count == 2)
    #expect(store.read(key)?.data == Fixture.data(Fixture.zagrebForecast))
  }

  /// An entry written before rainstorm checked answers as it does now (another service's
  /// JSON, a value no weather has) reads as no answer: it is removed at once, not served fresh
  /// for 15 minutes and then stale for a day.
  @Test(arguments: [
    #"{"foo":1}"#,
    #"{"current":{"temperature_2m":1e308},"daily":{"time":[]}}"#,
    #"{"utc_offset_seconds":-9223372036854775808,"current":{},"daily":{"time":[]}}"#,
  ])
  func anEntryThatNoLongerReadsIsDroppedNeverServed(body: String) async throws {
    let http = StubHTTP(fixture: Fixture.zagrebForecast)
    _ = await refresh(http)
    let key = try #require(store.keys.first)
    store.write(Array(body.utf8), for: key, at: clock.now)
    clock.advance(60)
    let result = await refresh(StubHTTP(failing: .connectionFailed(reason: "connection refused")))
    #expect(
      result
        == .failure(
          .noWeatherDataAvailable(
            .unreachable(host: "api.open-meteo.com", reason: "connection refused"))))
    #expect(store.read(key) == nil)
  }

  @Test func anAnswerThatIsNotAForecastIsNeverKept() async throws {
    for body in [#"{"foo":1}"#, #"{"current":{"relative_humidity_2m":1e21},"daily":{"time":[]}}"#] {
      let http = StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: Array(body.utf8))
      }
      let result = await refresh(http)
      guard case .failure(.noWeatherDataAvailable(.unreadable)) = result else {
        Issue.record("\(body): expected an unreadable answer, got \(String(describing: result))")
        continue
      }
      #expect(store.keys.isEmpty, "\(body)")
    }
  }

  @Test func nearbyPlacesShareAnEntryButUnitsAndRangesDoNot() throws {
    let here = WeatherRequest(baseURL: weatherBase, location: .zagreb)
    let nearby = WeatherRequest(
      baseURL: weatherBase,
      location: try Location(latitude: 45.6012, longitude: 17.2203, source: .coordinates))
    let farther = WeatherRequest(
      baseURL: weatherBase,
      location: try Location(latitude: 45.62, longitude: 17.22, source: .coordinates))
    let imperial = WeatherRequest(
      baseURL: weatherBase, location: .zagreb,
      options: ForecastOptions(units: MeasurementUnits.System.imperial.units))
    let threeDays = WeatherRequest(
      baseURL: weatherBase, location: .zagreb, options: ForecastOptions(days: 3))
    #expect(nearby.cacheKey == here.cacheKey)
    #expect(farther.cacheKey != here.cacheKey)
    #expect(imperial.cacheKey != here.cacheKey)
    #expect(threeDays.cacheKey != here.cacheKey)
    #expect(
      here.cacheKey.hasPrefix("forecast https://api.open-meteo.com latitude=45.6&longitude=17.22&"))
  }
}
