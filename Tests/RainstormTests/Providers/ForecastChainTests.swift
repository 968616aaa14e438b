import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// Open-Meteo first, MET Norway behind it, with the cache's rules, against stub transports.
@Suite struct ForecastChainTests {
  static let metHeaders = [
    "expires": "Mon, 20 Jul 2020 12:14:53 GMT", "last-modified": "Mon, 20 Jul 2020 11:44:31 GMT",
    "content-type": "application/json",
  ]
  /// The recorded answer's `Date`: 2020-07-20 11:44:31 GMT.
  static let recordedAt = Date(timeIntervalSince1970: 1_595_245_471)

  let clock = FakeClock()
  let store = MemoryCacheStore()

  init() {
    clock.advance(Self.recordedAt.timeIntervalSince(clock.now))
  }

  /// A transport that answers Open-Meteo with `openMeteo` and MET Norway with `met`.
  static func http(
    openMeteo: @escaping @Sendable () throws(TransportError) -> HTTPResponse,
    met: @escaping @Sendable (HTTPRequest) throws(TransportError) -> HTTPResponse = { _ in
      HTTPResponse(status: 200, headers: metHeaders, body: Fixture.data(Fixture.metCompactNewYork))
    }
  ) -> StubHTTP {
    StubHTTP { request throws(TransportError) in
      request.url.host == "api.met.no" ? try met(request) : try openMeteo()
    }
  }

  func chain(
    _ http: StubHTTP, _ providers: [ForecastProvider] = [.openMeteo, .metNorway],
    lifetime: Double = 900, readsFresh: Bool = true
  ) -> ForecastChain {
    let now = { @Sendable [clock] in clock.now }
    let sources: [any ForecastSource] = providers.map { provider in
      switch provider {
      case .openMeteo:
        OpenMeteoWeatherService(
          http: http.client, baseURL: WebAddress("https://api.open-meteo.com")!, timeout: 4,
          now: now)
      case .metNorway:
        MetNorwayWeatherService(
          http: http.client, baseURL: WebAddress(MetNorwayWeatherService.defaultBaseURL)!,
          timeout: 4, now: now)
      }
    }
    let cache = Cache(
      store: store, readsFresh: readsFresh, forecastLifetime: lifetime, now: now)
    return ForecastChain(sources, http: http.client, cache: cache, now: now)
  }

  static let openMeteoFailures: [(String, @Sendable () throws(TransportError) -> HTTPResponse)] = [
    (
      "429, daily limit",
      { HTTPResponse(status: 429, body: Fixture.data(Fixture.openMeteoDailyLimit)) }
    ),
    ("503", { HTTPResponse(status: 503, body: []) }),
    ("refused", { () throws(TransportError) in throw .connectionFailed(reason: "refused") }),
    ("timed out", { () throws(TransportError) in throw .timedOut }),
    (
      "an HTML page",
      { HTTPResponse(status: 200, headers: ["content-type": "text/html"], body: Array("<p>".utf8)) }
    ),
  ]

  @Test(arguments: openMeteoFailures.indices)
  func metNorwayAnswersWhenOpenMeteoFails(_ index: Int) async throws {
    let http = Self.http(openMeteo: Self.openMeteoFailures[index].1)
    let fetched = try await chain(http).forecast(for: .newYork, options: ForecastOptions())
    #expect(fetched.forecast.provider == .metNorway)
    #expect(fetched.fallbackBecause?.host == "api.open-meteo.com")
    #expect(fetched.staleBecause == nil)
    #expect(http.requests.map { $0.url.host } == ["api.open-meteo.com", "api.met.no"])
    // Open-Meteo had a share of the budget; MET Norway, the last, all that is left.
    #expect(http.requests.map(\.budget) == [2, nil])
    let met = try #require(http.requests.last)
    #expect(met.url.text.hasSuffix("/locationforecast/2.0/complete?lat=40.7&lon=-74"))
    #expect(met.headers["User-Agent"] == Rainstorm.userAgent)
    #expect(met.headers["If-Modified-Since"] == nil)
  }

  /// A kept answer is read naming its source's host without the request being made: the two
  /// must be the same, for a root with a path, a port and credentials too.
  @Test func aSourcesHostIsTheHostItsRequestsGoTo() throws {
    let location = try Location(latitude: 45.6, longitude: 17.22, source: .coordinates)
    for root in [
      "https://api.open-meteo.com", "http://user:secret@127.0.0.1:8080/mirror/", "https://[::1]/",
    ] {
      let base = try #require(WebAddress(root))
      let http = StubHTTP(failing: .timedOut).client
      let sources: [any ForecastSource] = [
        OpenMeteoWeatherService(http: http, baseURL: base, timeout: 4, now: { Date() }),
        MetNorwayWeatherService(http: http, baseURL: base, timeout: 4, now: { Date() }),
      ]
      for source in sources {
        #expect(source.host == source.request(for: location, options: .init()).host, "\(root)")
        #expect(source.host == base.host)
      }
    }
  }

  @Test func openMeteoAnsweringIsAllThatIsAsked() async throws {
    let http = Self.http(openMeteo: {
      HTTPResponse(status: 200, body: RecordedAnswer.zagreb.present(Self.recordedAt))
    })
    let fetched = try await chain(http).forecast(for: .zagreb, options: ForecastOptions(days: 1))
    #expect(fetched.forecast.provider == .openMeteo)
    #expect(fetched.fallbackBecause == nil)
    #expect(http.requests.count == 1)
  }

  @Test func aFallbackAnswerIsKeptOnlyAsAFallback() async throws {
    let openMeteoUp = Mutex(false)
    let http = Self.http(openMeteo: {
      openMeteoUp.withLock { $0 }
        ? HTTPResponse(status: 200, body: RecordedAnswer.zagreb.present(Self.recordedAt))
        : HTTPResponse(status: 503, body: [])
    })
    _ = try await chain(http).forecast(for: .zagreb, options: ForecastOptions())
    #expect(http.requests.map { $0.url.host } == ["api.open-meteo.com", "api.met.no"])
    // Ten minutes on, Open-Meteo is asked again first; still down, MET Norway's fresh answer
    // stands in without asking it again, and says it is a fallback.
    clock.advance(10 * 60)
    let again = try await chain(http).forecast(for: .zagreb, options: ForecastOptions())
    #expect(again.forecast.provider == .metNorway)
    #expect(again.fetchedAt == Self.recordedAt)
    #expect(again.fallbackBecause == .httpStatus(host: "api.open-meteo.com", status: 503))
    #expect(http.requests.map { $0.url.host }.suffix(1) == ["api.open-meteo.com"])
    // Back up: Open-Meteo's answer, not the kept fallback.
    openMeteoUp.withLock { $0 = true }
    let back = try await chain(http).forecast(for: .zagreb, options: ForecastOptions())
    #expect(back.forecast.provider == .openMeteo)
    #expect(back.fallbackBecause == nil)
    #expect(http.requests.count == 4)
  }

  @Test func anAnswerAskedOfOneProviderDoesNotAnswerForTheChain() async throws {
    let http = Self.http(openMeteo: {
      HTTPResponse(status: 200, body: RecordedAnswer.zagreb.present(Self.recordedAt))
    })
    // rainstorm --provider met-norway, then a plain run.
    let met = try await chain(http, [.metNorway]).forecast(
      for: .zagreb, options: ForecastOptions())
    #expect(met.forecast.provider == .metNorway)
    let plain = try await chain(http).forecast(for: .zagreb, options: ForecastOptions())
    #expect(plain.forecast.provider == .openMeteo)
    #expect(http.requests.map { $0.url.host } == ["api.met.no", "api.open-meteo.com"])
    // And the other way round: Open-Meteo's kept answer is not MET Norway's.
    let metAgain = try await chain(http, [.metNorway]).forecast(
      for: .zagreb, options: ForecastOptions())
    #expect(metAgain.forecast.provider == .metNorway)
    #expect(http.requests.count == 2)
  }

  @Test func aKeptFallbackStandingInWhenAllFailIsAFallbackToo() async throws {
    let down = Self.http(
      openMeteo: { HTTPResponse(status: 503, body: []) },
      met: { _ throws(TransportError) in throw .connectionFailed(reason: "connection refused") })
    let up = Self.http(openMeteo: { HTTPResponse(status: 503, body: []) })
    _ = try await chain(up).forecast(for: .newYork, options: ForecastOptions())
    clock.advance(3 * 3600)
    let stale = try await chain(down).forecast(for: .newYork, options: ForecastOptions())
    #expect(stale.forecast.provider == .metNorway)
    #expect(stale.staleBecause != nil)
    #expect(stale.fallbackBecause == .httpStatus(host: "api.open-meteo.com", status: 503))
  }

  @Test func metNorwayIsAskedAgainOnlyAfterItsExpiresThenWithIfModifiedSince() async throws {
    let answered = Recorder<HTTPRequest>()
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { request in
        answered.record(request)
        guard request.headers["If-Modified-Since"] == nil else {
          return HTTPResponse(
            status: 304, headers: ["expires": "Mon, 20 Jul 2020 12:50:00 GMT"], body: [])
        }
        return HTTPResponse(
          status: 200, headers: Self.metHeaders, body: Fixture.data(Fixture.metCompactNewYork))
      })
    let first = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    // 20 minutes on: past the 15-minute forecast lifetime, before MET's Expires (12:14:53).
    clock.advance(20 * 60)
    let kept = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(kept.fetchedAt == first.fetchedAt)
    #expect(answered.all.count == 1)
    // Past Expires: asked whether it changed; 304 renews the kept answer.
    clock.advance(11 * 60)
    let renewed = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(answered.all.last?.headers["If-Modified-Since"] == "Mon, 20 Jul 2020 11:44:31 GMT")
    #expect(renewed.forecast == first.forecast)
    #expect(renewed.fetchedAt == clock.now)
    // The 304's Expires (12:50) now counts; Last-Modified is kept for the next question.
    clock.advance(15 * 60)  // 12:30:31
    _ = try await chain(http, [.metNorway]).forecast(for: .newYork, options: ForecastOptions())
    #expect(answered.all.count == 2)
    clock.advance(21 * 60)  // 12:51:31
    _ = try await chain(http, [.metNorway]).forecast(for: .newYork, options: ForecastOptions())
    #expect(answered.all.count == 3)
    #expect(answered.all.last?.headers["If-Modified-Since"] == "Mon, 20 Jul 2020 11:44:31 GMT")
  }

  @Test func anAnswerNotWrittenLeavesNoValidatorsForA304ToRenewTheOldOneWith() async throws {
    // MET Norway's answer as it changes: the body, its Last-Modified and its Expires.
    let older = Fixture.data(Fixture.metCompactNewYork)
    let newer = Array(
      String(decoding: older, as: UTF8.self).replacingOccurrences(
        of: "\"air_temperature\": 26.5", with: "\"air_temperature\": 12.5"
      ).utf8)
    let served = Mutex(
      (
        body: older, modified: "Mon, 20 Jul 2020 11:44:31 GMT",
        expires: "Mon, 20 Jul 2020 12:14:53 GMT"
      ))
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { request in
        let answer = served.withLock { $0 }
        guard request.headers["If-Modified-Since"] != answer.modified else {
          return HTTPResponse(status: 304, headers: ["expires": answer.expires], body: [])
        }
        return HTTPResponse(
          status: 200,
          headers: ["last-modified": answer.modified, "expires": answer.expires],
          body: answer.body)
      })
    let first = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    // Past its Expires the forecast has changed, and the disk is full: the new answer is
    // shown but not kept, though its validators (a few bytes) would still fit.
    clock.advance(31 * 60)  // 12:15:31
    served.withLock {
      $0 = (newer, "Mon, 20 Jul 2020 12:10:00 GMT", "Mon, 20 Jul 2020 12:45:00 GMT")
    }
    store.refuses.withLock { $0 = { !$0.hasPrefix("validators ") } }
    let changed = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(first.forecast.current?.temperature == 26.5)
    #expect(changed.forecast.current?.temperature == 12.5)
    store.refuses.withLock { $0 = { _ in false } }
    // Past the new answer's Expires, the old answer must not pass for it: a 304 to the new
    // answer's Last-Modified would show the old forecast as fresh.
    clock.advance(31 * 60)  // 12:46:31
    let later = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(http.requests.last?.headers["If-Modified-Since"] != "Mon, 20 Jul 2020 12:10:00 GMT")
    #expect(later.forecast.current?.temperature == 12.5)
    #expect(later.fetchedAt == clock.now)
  }

  /// The forecast lifetime (`forecast_cache_minutes`), MET Norway's `Expires` (the answer
  /// is dated 11:44:31) and when it is asked again: the later of the two, `Expires` counting
  /// for six hours at most.
  static let lifetimes: [(lifetime: Double, expires: String, asksAgainAfter: Double)] = [
    (0, "Tue, 21 Jul 2020 11:44:31 GMT", 6 * 3600),
    (0, "Mon, 20 Jul 2020 12:14:31 GMT", 30 * 60),
    (8 * 3600, "Tue, 21 Jul 2020 11:44:31 GMT", 8 * 3600),
    (2 * 3600, "Mon, 20 Jul 2020 12:14:31 GMT", 2 * 3600),
  ]

  @Test(arguments: lifetimes.indices)
  func aServersExpiresCountsOnlyUpToItsBoundAndASettingOnlyLengthens(_ index: Int) async throws {
    let (lifetime, expires, asksAgainAfter) = Self.lifetimes[index]
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { request in
        HTTPResponse(
          status: request.headers["If-Modified-Since"] == nil ? 200 : 304,
          headers: ["expires": expires, "last-modified": "Mon, 20 Jul 2020 11:44:31 GMT"],
          body: request.headers["If-Modified-Since"] == nil
            ? Fixture.data(Fixture.metCompactNewYork) : [])
      })
    let ask = { () async throws(ServiceError) -> FetchedForecast in
      try await chain(http, [.metNorway], lifetime: lifetime).forecast(
        for: .newYork, options: ForecastOptions())
    }
    let first = try await ask()
    clock.advance(asksAgainAfter - 60)
    #expect(try await ask().fetchedAt == first.fetchedAt)
    #expect(http.requests.count == 1)
    clock.advance(120)
    #expect(try await ask().fetchedAt == clock.now)
    #expect(http.requests.count == 2)
    // --refresh asks whatever the kept answer's lifetime.
    _ = try await chain(http, [.metNorway], lifetime: lifetime, readsFresh: false).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(http.requests.count == 3)
  }

  @Test func aNotModifiedWithNothingKeptIsAFailure() async throws {
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { _ in HTTPResponse(status: 304, body: []) })
    // Only a request that asked with If-Modified-Since may be answered 304.
    await #expect(throws: ServiceError.httpStatus(host: "api.met.no", status: 304)) {
      try await chain(http, [.metNorway]).forecast(for: .newYork, options: ForecastOptions())
    }
  }

  @Test func whenBothFailAKeptAnswerStandsInElseBothReasonsAreGiven() async throws {
    let down = Self.http(
      openMeteo: { HTTPResponse(status: 503, body: []) },
      met: { _ throws(TransportError) in throw .connectionFailed(reason: "connection refused") })
    let expected = ServiceError.providersFailed([
      .httpStatus(host: "api.open-meteo.com", status: 503),
      .unreachable(host: "api.met.no", reason: "connection refused"),
    ])
    await #expect(throws: expected) {
      try await chain(down).forecast(for: .newYork, options: ForecastOptions())
    }
    let up = Self.http(openMeteo: { HTTPResponse(status: 503, body: []) })
    let kept = try await chain(up).forecast(for: .newYork, options: ForecastOptions())
    clock.advance(3 * 3600)
    let stale = try await chain(down).forecast(for: .newYork, options: ForecastOptions())
    #expect(stale.forecast == kept.forecast)
    #expect(stale.staleBecause == expected)
    #expect(stale.fetchedAt == kept.fetchedAt)
    // Past the stale limit, nothing stands in.
    clock.advance(22 * 3600)
    await #expect(throws: expected) {
      try await chain(down).forecast(for: .newYork, options: ForecastOptions())
    }
  }

  @Test(arguments: [
    (403, "set 'contact' to your e-mail address"), (422, "has no forecast for this place"),
  ])
  func metNorwaysRefusalsSayWhatTheyMean(status: Int, words: String) async throws {
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { _ in HTTPResponse(status: status, body: Array("<html>Forbidden</html>".utf8)) })
    do {
      _ = try await chain(http, [.metNorway]).forecast(for: .newYork, options: ForecastOptions())
      Issue.record("expected a failure")
    } catch {
      guard case .errorBody(let host, let code, let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(host == "api.met.no" && code == status && reason.contains(words))
    }
  }

  @Test func aThrottledMetNorwayIsARateLimit() async throws {
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { _ in HTTPResponse(status: 429, body: []) })
    await #expect(throws: ServiceError.rateLimited(host: "api.met.no", reason: nil)) {
      try await chain(http, [.metNorway]).forecast(for: .newYork, options: ForecastOptions())
    }
  }

  @Test func a203SaysTheProductIsDeprecated() async throws {
    let http = Self.http(
      openMeteo: { () throws(TransportError) in throw .connectionFailed(reason: "unused") },
      met: { _ in
        HTTPResponse(
          status: 203, headers: Self.metHeaders, body: Fixture.data(Fixture.metCompactNewYork))
      })
    let fetched = try await chain(http, [.metNorway]).forecast(
      for: .newYork, options: ForecastOptions())
    #expect(fetched.forecast.deprecated)
    #expect(fetched.forecast.provider == .metNorway)
  }

  @Test func aBatchFallsBackPerRequestAndMetNorwayIsBounded() async throws {
    let http = Self.http(openMeteo: { HTTPResponse(status: 503, body: []) })
    let places = (0..<(MetNorwayWeatherService.placesPerBatch + 2)).map { index in
      try! Location(latitude: 40 + Double(index) / 1000, longitude: -74, source: .coordinates)
    }
    let results = await chain(http).forecasts(for: places, options: ForecastOptions())
    #expect(results.count == places.count)
    let providers = results.compactMap { try? $0.get().forecast.provider }
    #expect(
      providers == Array(repeating: .metNorway, count: MetNorwayWeatherService.placesPerBatch))
    // Each place answered by the fallback says why, as one place's answer does.
    #expect(
      results.compactMap { try? $0.get().fallbackBecause }
        == Array(
          repeating: .httpStatus(host: "api.open-meteo.com", status: 503),
          count: MetNorwayWeatherService.placesPerBatch))
    guard case .failure(let error) = results.last else {
      Issue.record("the place past the bound was answered")
      return
    }
    #expect(
      error
        == .providersFailed([
          .httpStatus(host: "api.open-meteo.com", status: 503),
          .placeLimit(host: "api.met.no", limit: MetNorwayWeatherService.placesPerBatch),
        ]))
    let hosts = http.requests.map { $0.url.host }
    #expect(hosts.filter { $0 == "api.open-meteo.com" }.count == 2)
    #expect(hosts.filter { $0 == "api.met.no" }.count == MetNorwayWeatherService.placesPerBatch)
  }
}
