import Foundation
import RainstormCore
import Synchronization
import Testing

/// The live warnings service with a stub transport: which sources it asks, how it combines
/// them, and the cache's rules.
@Suite struct PublicAlertServiceTests {
  let clock = FakeClock()
  let store = MemoryCacheStore()

  func service(_ http: StubHTTP, cache: Bool = true) -> PublicAlertService {
    PublicAlertService(
      http: http.client, timeout: 5,
      cache: cache ? Cache(store: store, now: { [clock] in clock.now }) : nil,
      now: { [clock] in clock.now })
  }

  static let toronto = try! Location(latitude: 43.65, longitude: -79.38, source: .coordinates)

  @Test func nearABorderEachSourceIsAskedAndARefusalOutsideItsAreaDoesNotCount() async throws {
    let http = StubHTTP { request throws(TransportError) in
      if request.url.host == "api.weather.gov" {
        // What NWS answers for a point outside its area, as recorded for /points.
        return HTTPResponse(status: 404, body: Fixture.data(Fixture.nwsOutsideCoverage))
      }
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.canadaToronto))
    }
    // Detroit's riverside, 300 m from Canada: both countries' sources are asked.
    let detroit = try Location(latitude: 42.3314, longitude: -83.0458, source: .coordinates)
    let report = await service(http).alerts(for: detroit)
    #expect(report.status == .ok)
    #expect(report.source == .environmentCanada)
    // The recorded warnings are Toronto's: their polygons leave Detroit out.
    #expect(report.alerts.isEmpty)
    #expect(Set(http.requests.compactMap(\.url.host)) == ["api.weather.gov", "api.weather.gc.ca"])
    let toronto = await service(http).alerts(for: Self.toronto)
    #expect(toronto.alerts.compactMap(\.area) == ["City of Toronto"])
  }

  @Test func theSameRefusalIsAFailureWhenTheCountryChoseTheSource() async throws {
    let http = StubHTTP(status: 404, fixture: Fixture.nwsOutsideCoverage)
    let place = try Location(
      latitude: 33.45, longitude: -112.07, source: .search, countryCode: "US")
    let report = await service(http).alerts(for: place)
    #expect(report.status == .unavailable(.httpStatus(host: "api.weather.gov", status: 404)))
  }

  @Test func aKeptAnswerIsUsedForTenMinutesThenStandsInWhenAskingFails() async throws {
    let fails = Mutex(false)
    let http = StubHTTP { _ throws(TransportError) in
      if fails.withLock({ $0 }) { throw .connectionFailed(reason: "reset") }
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.nwsPhoenixHeat))
    }
    let place = try Location(latitude: 33.45, longitude: -112.07, source: .coordinates)
    let service = service(http)
    #expect(await service.alerts(for: place).status == .ok)
    clock.advance(599)
    #expect(await service.alerts(for: place).alerts.count == 1)
    #expect(http.requests.count == 1)
    clock.advance(2)
    fails.withLock { $0 = true }
    let stale = await service.alerts(for: place)
    #expect(stale.status == .stale(.unreachable(host: "api.weather.gov", reason: "reset")))
    #expect(stale.alerts.count == 1)
    #expect(http.requests.count == 2)
    clock.advance(3600)
    let gone = await service.alerts(for: place)
    #expect(gone.status == .unavailable(.unreachable(host: "api.weather.gov", reason: "reset")))
  }

  @Test func anAnswerThatCannotBeReadIsNeitherKeptNorTrusted() async throws {
    let http = StubHTTP(status: 200, fixture: Fixture.brightSkyFrost)
    let place = try Location(latitude: 33.45, longitude: -112.07, source: .coordinates)
    let report = await service(http).alerts(for: place)
    guard case .unavailable(.unreadable) = report.status else {
      Issue.record("expected unreadable, got \(report.status)")
      return
    }
    #expect(store.keys.isEmpty)
  }

  @Test func warningsThatCannotBeReadMakeTheReportPartial() async throws {
    // Hamilton's warning with a latitude of 91: Toronto's is still shown, but the list is
    // not complete.
    let body = try AlertFailClosedTests.canada(
      "City of Hamilton",
      geometry: { geometry in
        var rings = geometry["coordinates"] as? [[[Double]]] ?? []
        rings[0][0][1] = 91
        geometry["coordinates"] = rings
      })
    let place = try Location(
      latitude: 43.65, longitude: -79.38, source: .search, countryCode: "CA")
    let partial = await service(
      StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: body)
      }
    ).alerts(for: place)
    #expect(
      partial.status
        == .partial(
          .unreadable(
            host: "api.weather.gc.ca",
            detail: "one of its warnings cannot be read (an area that cannot be read: a "
              + "position that is not a longitude and a latitude in degrees)")))
    #expect(partial.alerts.compactMap(\.area) == ["City of Toronto"])
    // Hamilton's own answer: its only warning cannot be read.
    let hamilton = try Location(
      latitude: 43.25, longitude: -79.87, source: .search, countryCode: "CA")
    let none = await service(
      StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: body)
      }, cache: false
    ).alerts(for: hamilton)
    #expect(
      none.status
        == .partial(
          .unreadable(
            host: "api.weather.gc.ca",
            detail: "one of its warnings cannot be read (an area that cannot be read: a "
              + "position that is not a longitude and a latitude in degrees)")))
    #expect(none.alerts.isEmpty)
  }

  @Test func anAnswerWithNoWarningThatCanBeReadIsUnavailable() async throws {
    let body = try AlertFailClosedTests.variant(Fixture.brightSkyFrost) { object in
      var alerts = try #require(object["alerts"] as? [[String: Any]])
      alerts[0]["severity"] = "catastrophic"
      object["alerts"] = alerts
    }
    let berlin = try Location(latitude: 52.52, longitude: 13.405, source: .coordinates)
    let report = await service(
      StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: body)
      }
    ).alerts(for: berlin)
    #expect(
      report.status
        == .unavailable(
          .unreadable(
            host: "api.brightsky.dev",
            detail: "none of its warnings can be read (a severity that is not one of DWD's)")))
    #expect(store.keys.isEmpty)
  }

  /// An HTTP date `seconds` after the clock's start, as servers write them.
  func httpDate(_ seconds: Double) -> String {
    let local = LocalDateTime(
      secondsSinceEpoch: clock.now.timeIntervalSince1970 + seconds, utcOffsetSeconds: 0)
    let day = local.date.day < 10 ? "0\(local.date.day)" : "\(local.date.day)"
    return "\(local.date.weekdayAbbreviation), \(day) \(local.date.monthAbbreviation) "
      + "\(local.date.year) \(local.clockTime):00 GMT"
  }

  @Test func expiresLengthensFreshnessAndLastModifiedRevalidates() async throws {
    let modified = httpDate(-3600)
    let expires = httpDate(1800)
    let http = StubHTTP { request throws(TransportError) in
      if request.headers["If-Modified-Since"] == modified {
        return HTTPResponse(status: 304, body: [])
      }
      return HTTPResponse(
        status: 200, headers: ["Expires": expires, "Last-Modified": modified],
        body: Fixture.data(Fixture.nwsPhoenixHeat))
    }
    let place = try Location(latitude: 33.45, longitude: -112.07, source: .coordinates)
    let service = service(http)
    #expect(await service.alerts(for: place).alerts.count == 1)
    clock.advance(1790)
    #expect(await service.alerts(for: place).alerts.count == 1)
    #expect(http.requests.count == 1)
    clock.advance(20)
    let revalidated = await service.alerts(for: place)
    #expect(revalidated.status == .ok)
    #expect(revalidated.alerts.count == 1)
    #expect(http.requests.count == 2)
    #expect(http.requests.last?.headers["If-Modified-Since"] == modified)
    // The 304 renewed the kept answer: fresh for ten more minutes.
    clock.advance(590)
    _ = await service.alerts(for: place)
    #expect(http.requests.count == 2)
  }

  @Test func aFarExpiresKeepsWarningsAnHourAtMost() async throws {
    let expires = httpDate(86_400)
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(
        status: 200, headers: ["Expires": expires], body: Fixture.data(Fixture.nwsPhoenixHeat))
    }
    let place = try Location(latitude: 33.45, longitude: -112.07, source: .coordinates)
    let service = service(http)
    _ = await service.alerts(for: place)
    clock.advance(3590)
    _ = await service.alerts(for: place)
    #expect(http.requests.count == 1)
    clock.advance(20)
    _ = await service.alerts(for: place)
    #expect(http.requests.count == 2)
  }

  @Test func anEarlierExpiresNeverAsksMoreThanOnceInTenMinutes() async throws {
    let expires = httpDate(60)
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(
        status: 200, headers: ["Expires": expires, "Last-Modified": "yesterday\r\nX-Evil: 1"],
        body: Fixture.data(Fixture.nwsPhoenixHeat))
    }
    let place = try Location(latitude: 33.45, longitude: -112.07, source: .coordinates)
    let service = service(http)
    _ = await service.alerts(for: place)
    clock.advance(599)
    _ = await service.alerts(for: place)
    #expect(http.requests.count == 1)
    clock.advance(2)
    _ = await service.alerts(for: place)
    #expect(http.requests.count == 2)
    // A Last-Modified that is not an HTTP date is never sent back.
    #expect(http.requests.allSatisfy { $0.headers["If-Modified-Since"] == nil })
  }

  @Test func placesSharingAFeedShareOneRequest() async throws {
    let http = StubHTTP(status: 200, fixture: Fixture.meteoAlarmUnitedKingdomAtom)
    let places = try [
      Location(
        latitude: 54.597, longitude: -5.93, source: .search, countryCode: "GB",
        regions: ["Northern Ireland"]),
      Location(
        latitude: 51.507, longitude: -0.128, source: .search, countryCode: "GB",
        regions: ["England", "Greater London"]),
      Location(latitude: 57.1, longitude: -2.1, source: .coordinates, countryCode: "GB"),
    ]
    let reports = await service(http, cache: false).alerts(for: places, atOnce: 3)
    #expect(http.requests.count == 1)
    #expect(reports.map(\.match) == [.region, .region, .country])
    #expect(reports.map(\.source) == [.meteoAlarm, .meteoAlarm, .meteoAlarm])
    #expect(reports[0].alerts.map(\.area) == ["Northern Ireland", "Northern Ireland"])
    #expect(reports[2].alerts.count == 4)
  }
}
