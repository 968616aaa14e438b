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
    #expect(store.answerKeys.isEmpty)
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
    #expect(store.answerKeys.isEmpty)
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
    let reports = await service(http, cache: false).service.alerts(for: places, atOnce: 3)
    #expect(http.requests.count == 1)
    #expect(reports.map(\.match) == [.region, .region, .country])
    #expect(reports.map(\.source) == [.meteoAlarm, .meteoAlarm, .meteoAlarm])
    #expect(reports[0].alerts.map(\.area) == ["Northern Ireland", "Northern Ireland"])
    #expect(reports[2].alerts.count == 4)
  }
}

/// The WMO centre's and MetService's feeds through the live service: the feed, then each
/// document once.
@Suite struct CAPFeedServiceTests {
  /// 2025-03-06T14:00Z: the recorded Kazakh warning is in force.
  let clock = FakeClock(at: Date(timeIntervalSince1970: 1_741_269_600))
  let store = MemoryCacheStore()

  func service(_ http: StubHTTP, cache: Bool = true) -> PublicAlertService {
    PublicAlertService(
      http: http.client, timeout: 5,
      cache: cache ? Cache(store: store, now: { [clock] in clock.now }) : nil,
      now: { [clock] in clock.now })
  }

  static let documentPath =
    "/v2/cap-alerts/kz-kazhydromet-en/2025/03/06/13/37/01-0284797.xml"

  /// The recorded `au-bom-en` feed with its item's link changed to `link` and its own
  /// address to the feed `id`'s (no feed of a country whose document was recorded exists).
  static func feed(linking link: String, id: String = "kz-kazhydromet-en") -> [UInt8] {
    let text = String(decoding: Fixture.data(Fixture.wmoFeedAustralia), as: UTF8.self)
    return Array(
      text.replacingOccurrences(
        of:
          "https://severeweather.wmo.int/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml",
        with: link
      ).replacingOccurrences(of: "/cap-alerts/au-bom-en/", with: "/cap-alerts/\(id)/").utf8)
  }

  static func kazakhstan(link: String = "https://severeweather.wmo.int" + documentPath)
    -> StubHTTP
  {
    StubHTTP { request throws(TransportError) in
      switch request.url.path {
      case "/v2/cap-alerts/kz-kazhydromet-en/rss.xml":
        return HTTPResponse(status: 200, body: feed(linking: link))
      case Self.documentPath:
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.capKazakhstanPolygon))
      default:
        return HTTPResponse(status: 404, body: [])
      }
    }
  }

  @Test func theFeedThenEachDocumentOnceKeptUntilItIsAWeekOld() async throws {
    let http = Self.kazakhstan()
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    #expect(report.status == .ok && report.source == .wmo && report.match == .polygon)
    #expect(report.alerts.map(\.event) == ["Freezing rain, icing"])
    #expect(
      http.requests.map(\.url.text) == [
        "https://severeweather.wmo.int/v2/cap-alerts/kz-kazhydromet-en/rss.xml",
        "https://severeweather.wmo.int" + Self.documentPath,
      ])
    // Within ten minutes nothing is asked; after, the feed only: the document is kept.
    clock.advance(300)
    _ = await service(http).alerts(for: kokpekti)
    #expect(http.requests.count == 2)
    clock.advance(600)
    let again = await service(http).alerts(for: kokpekti)
    #expect(again.alerts.count == 1)
    #expect(http.requests.count == 3)
    #expect(http.requests.last?.url.path == "/v2/cap-alerts/kz-kazhydromet-en/rss.xml")
  }

  /// The recorded alert hub list with Kazakhstan's English feed under `name`.
  static func list(renaming name: String) -> [UInt8] {
    let text = String(decoding: Fixture.data(Fixture.wmoSources), as: UTF8.self)
    return Array(text.replacingOccurrences(of: "\"kz-kazhydromet-en\"", with: "\"\(name)\"").utf8)
  }

  /// Kazakhstan's feed gone (404) from the name in rainstorm's table, found under `kz-new-en`
  /// in the alert hub's list (the test's name); `feedStatus` for the old name.
  static func renamed(feedStatus: Int = 404, listStatus: Int = 200) -> StubHTTP {
    StubHTTP { request throws(TransportError) in
      switch (request.url.host, request.url.path) {
      case ("alert-hub-sources.s3.amazonaws.com", "/json"):
        return HTTPResponse(status: listStatus, body: list(renaming: "kz-new-en"))
      case (_, "/v2/cap-alerts/kz-kazhydromet-en/rss.xml"):
        return HTTPResponse(status: feedStatus, body: [])
      case (_, "/v2/cap-alerts/kz-new-en/rss.xml"):
        return HTTPResponse(
          status: 200,
          body: feed(linking: "https://severeweather.wmo.int" + documentPath, id: "kz-new-en"))
      case (_, documentPath):
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.capKazakhstanPolygon))
      default:
        return HTTPResponse(status: 404, body: [])
      }
    }
  }

  @Test func aFeedRenamedSinceTheTableIsFoundInTheAlertHubsListAndKeptAWeek() async throws {
    let http = Self.renamed()
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    #expect(report.status == .ok && report.source == .wmo)
    #expect(report.alerts.map(\.event) == ["Freezing rain, icing"])
    #expect(
      http.requests.map(\.url.text) == [
        "https://severeweather.wmo.int/v2/cap-alerts/kz-kazhydromet-en/rss.xml",
        "https://alert-hub-sources.s3.amazonaws.com/json",
        "https://severeweather.wmo.int/v2/cap-alerts/kz-new-en/rss.xml",
        "https://severeweather.wmo.int" + Self.documentPath,
      ])
    // Later runs ask the new feed at once while the kept list is under a week old; then the
    // table's again, and the list only when that fails.
    clock.advance(11 * 60)
    _ = await service(http).alerts(for: kokpekti)
    #expect(
      http.requests.dropFirst(4).map { String($0.url.path) } == ["/v2/cap-alerts/kz-new-en/rss.xml"]
    )
    clock.advance(7 * 24 * 3600)
    let later = await service(http).alerts(for: kokpekti)
    #expect(
      http.requests.dropFirst(5).map { String($0.url.path) } == [
        "/v2/cap-alerts/kz-kazhydromet-en/rss.xml", "/json", "/v2/cap-alerts/kz-new-en/rss.xml",
        Self.documentPath,
      ])
    #expect(later.status == .ok)
  }

  @Test func theListIsNotAskedForAFailureThatMayPass() async throws {
    // A server error is not a moved feed: unavailable, the list not asked.
    let http = Self.renamed(feedStatus: 503)
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    #expect(report.status.name == "unavailable")
    #expect(http.requests.map(\.url.path) == ["/v2/cap-alerts/kz-kazhydromet-en/rss.xml"])
  }

  @Test func withoutTheListTheMovedFeedStaysUnavailable() async throws {
    let http = Self.renamed(listStatus: 500)
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    guard case .unavailable(let error) = report.status else {
      Issue.record("\(report.status)")
      return
    }
    #expect(error == .httpStatus(host: "severeweather.wmo.int", status: 404))
    #expect(http.requests.map(\.url.path) == ["/v2/cap-alerts/kz-kazhydromet-en/rss.xml", "/json"])
  }

  @Test func aLinkToAnotherHostIsNeverFollowed() async throws {
    for link in [
      "https://attacker.example" + Self.documentPath, "file:///etc/passwd",
      "http://127.0.0.1:22" + Self.documentPath, "not a link",
    ] {
      let http = Self.kazakhstan(link: link)
      let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
      let report = await service(http, cache: false).alerts(for: kokpekti)
      #expect(http.requests.map(\.url.host) == ["severeweather.wmo.int"], "\(link)")
      #expect(report.alerts.isEmpty)
    }
  }

  @Test func aDocumentThatCannotBeFetchedMakesTheListPartialNeverEmpty() async throws {
    let http = StubHTTP { request throws(TransportError) in
      if request.url.path.hasSuffix("rss.xml") {
        return HTTPResponse(
          status: 200,
          body: Self.feed(linking: "https://severeweather.wmo.int" + Self.documentPath))
      }
      return HTTPResponse(status: 503, body: [])
    }
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    #expect(report.status.name == "unavailable" || report.status.name == "partial")
    #expect(!report.status.isComplete)
  }

  @Test func aBatchOfPlacesInTenCountriesAsksEachFeedOnce() async throws {
    let http = StubHTTP { request throws(TransportError) in
      let url = request.url
      switch url.host {
      case "severeweather.wmo.int" where url.path == Self.documentPath:
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.capKazakhstanPolygon))
      case "severeweather.wmo.int":
        let id = url.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        return HTTPResponse(
          status: 200,
          body: Self.feed(linking: "https://severeweather.wmo.int" + Self.documentPath, id: id))
      case "alerts.metservice.com" where url.path == "/cap/rss":
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.metServiceFeed))
      case "alerts.metservice.com":
        let desert = url.query?.contains("desertroad") == true
        return HTTPResponse(
          status: 200,
          body: Fixture.data(desert ? Fixture.metServiceDesertRoad : Fixture.metServiceDunedin))
      case "feeds.meteoalarm.org":
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.meteoAlarmNetherlands))
      case "api.weather.gov":
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.nwsEmpty))
      case "api.brightsky.dev":
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.brightSkyFrost))
      case "api.met.no":
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.metAlertsGales))
      default:
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.canadaToronto))
      }
    }
    // Two places each in Kazakhstan, the Netherlands and New Zealand; one each in India,
    // Russia, Australia, the United States, Canada, Germany and Norway.
    let points: [(Double, Double)] = [
      (48.75, 82.40), (43.24, 76.95), (52.52, 5.47), (52.37, 4.89), (-39.2, 175.756),
      (-45.87, 170.50), (12.03, 79.86), (55.75, 37.62), (-33.87, 151.21), (33.45, -112.07),
      (45.42, -75.70), (52.52, 13.40), (59.91, 10.75),
    ]
    let places = try points.map {
      try Location(latitude: $0.0, longitude: $0.1, source: .coordinates)
    }
    let reports = await service(http).service.alerts(for: places)
    #expect(reports.allSatisfy { $0.status.isComplete })
    #expect(reports.first?.alerts.count == 1)
    let urls = http.requests.map(\.url.text)
    #expect(urls.count == Set(urls).count, "\(urls)")
    // One feed per country of the centre, MetService and MeteoAlarm; one document each.
    let feeds = urls.filter { $0.hasSuffix("rss.xml") || $0.hasSuffix("/cap/rss") }
    #expect(feeds.count == 5)
  }
}

/// A country's feed that moved, was renamed or is no longer written makes its warnings
/// unavailable, never "none in force" (the services as they are today: WMO feeds renamed since
/// 2024).
@Suite struct MovedFeedTests {
  /// 2026-11-27T12:00Z.
  let clock = FakeClock(at: Date(timeIntervalSince1970: 1_795_780_800))
  /// A point in Kazakhstan, without a country: chosen by the borders.
  let kokpekti = try! Location(latitude: 48.75, longitude: 82.40, source: .coordinates)

  /// Why the warnings are unavailable, as the error says it.
  static func why(_ report: AlertReport) -> String {
    guard case .unavailable(let error) = report.status else { return "" }
    return "\(error)"
  }

  func report(_ http: StubHTTP, at location: Location? = nil) async -> AlertReport {
    await PublicAlertService(http: http.client, timeout: 5, now: { [clock] in clock.now })
      .alerts(for: location ?? kokpekti)
  }

  /// The recorded feed emptied of its item and with its dates changed to `date` (RFC 822).
  static func emptyFeed(written date: String, id: String = "kz-kazhydromet-en") -> [UInt8] {
    var text = String(decoding: CAPFeedServiceTests.feed(linking: "", id: id), as: UTF8.self)
    if let start = text.range(of: "<item>"), let end = text.range(of: "</item>") {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    text = text.replacingOccurrences(of: "Thu, 01 Jan 2026 16:05:14 +0000", with: date)
      .replacingOccurrences(of: "Thu, 13 Jul 2023 06:47:59 +0000", with: date)
    return Array(text.utf8)
  }

  @Test(arguments: [404, 410])
  func aCountrysFeedThatIsGoneIsUnavailableEvenWhereTheBordersChoseIt(status: Int) async {
    let http = StubHTTP { _ throws(TransportError) in HTTPResponse(status: status, body: []) }
    let report = await self.report(http)
    #expect(report.status.name == "unavailable")
    #expect(report.source == .wmo)
    // MeteoAlarm's feed of a country too (Zagreb, Croatia).
    let zagreb = await self.report(http, at: .zagreb)
    #expect(zagreb.status.name == "unavailable")
  }

  @Test func aPointServiceThatRefusesAPointNearItsBorderStillDoesNotCount() async throws {
    // Near the Canadian border in the United States: the NWS answers, Environment Canada
    // refuses the point (a 4xx from a source chosen only by the borders).
    let http = StubHTTP { request throws(TransportError) in
      request.url.host == "api.weather.gov"
        ? HTTPResponse(status: 200, body: Fixture.data(Fixture.nwsEmpty))
        : HTTPResponse(status: 400, body: [])
    }
    let detroit = try Location(latitude: 42.33, longitude: -83.05, source: .coordinates)
    let answer = await report(http, at: detroit)
    #expect(answer.status == .ok)
    #expect(answer.source == .nws)
  }

  @Test func anEmptyFeedNotWrittenForMoreThanThirtyDaysIsUnavailable() async {
    let old = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Self.emptyFeed(written: "Mon, 26 Oct 2026 11:00:00 +0000"))
    }
    let report = await self.report(old)
    #expect(report.status.name == "unavailable")
    #expect(Self.why(report).contains("has not been written since 2026-10-26"))
    let recent = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Self.emptyFeed(written: "Wed, 28 Oct 2026 13:00:00 +0000"))
    }
    let quiet = await self.report(recent)
    #expect(quiet.status == .ok)
    #expect(quiet.alerts.isEmpty)
  }

  @Test func aFeedThatAnswersAsAnotherFeedIsUnavailable() async {
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(
        status: 200,
        body: Self.emptyFeed(written: "Thu, 26 Nov 2026 11:00:00 +0000", id: "kz-meteo-en"))
    }
    let report = await self.report(http)
    #expect(report.status.name == "unavailable")
    #expect(Self.why(report).contains("answers as kz-meteo-en"))
  }

  @Test func entriesThatNameNoDocumentMakeTheListPartial() async {
    for replacement in ["<link></link>", "", "<link href=\"\"/>"] {
      let http = StubHTTP { request throws(TransportError) in
        var text = String(
          decoding: CAPFeedServiceTests.feed(linking: "LINK"), as: UTF8.self)
        text = text.replacingOccurrences(of: "<link>LINK</link>", with: replacement)
        return HTTPResponse(status: 200, body: Array(text.utf8))
      }
      let report = await self.report(http)
      #expect(report.status.name == "partial", "\(replacement)")
    }
  }
}
