import Foundation
import Testing

@testable import RainstormCore

/// MET Norway's radar nowcast: the recorded Tromsø answer, hostile ones, and the rain timing
/// it gives where it covers the place.
@Suite struct NowcastTests {
  /// Outside the areas where Open-Meteo has 15-minute models: its quarter hours are good to
  /// the hour there.
  static let tromso = try! Location(latitude: 69.6827, longitude: 18.9427, source: .coordinates)

  @Test func theRecordedAnswerIsRadarCoveredAndDryForTwoHours() throws {
    let nowcast = try Nowcast.read(Fixture.data(Fixture.nowcastTromso), host: "api.met.no")
    #expect(nowcast.radarCovers)
    #expect(nowcast.steps.count == 23)
    // 2023-03-03T21:05:00Z, then every 5 minutes to 22:55.
    #expect(nowcast.steps.first?.start == 1_677_877_500)
    #expect(nowcast.end == 1_677_877_500 + 23 * 300)
    #expect(nowcast.steps.allSatisfy { $0.rate == 0 })
  }

  @Test(arguments: [
    ("-1", "a precipitation rate of -1.0 mm/h"), ("1e308", "a precipitation rate of"),
    ("\"heavy\"", "expected a Nowcast answer"),
  ])
  func aRateThatIsNoRateIsUnreadable(rate: String, detail: String) throws {
    let text = String(decoding: Fixture.data(Fixture.nowcastTromso), as: UTF8.self)
      .replacingOccurrences(
        of: "\"precipitation_rate\": 0.0", with: "\"precipitation_rate\": \(rate)"
      )
      .replacingOccurrences(
        of: "\"precipitation_rate\":0.0", with: "\"precipitation_rate\":\(rate)")
    #expect(text.contains(rate))
    do {
      _ = try Nowcast.read(Array(text.utf8), host: "api.met.no")
      Issue.record("read \(rate)")
    } catch {
      #expect("\(error)".contains(detail), "\(error)")
    }
  }

  @Test func stepsThatAreNotFiveMinutesApartAreUnreadable() throws {
    let text = String(decoding: Fixture.data(Fixture.nowcastTromso), as: UTF8.self)
      .replacingOccurrences(of: "2023-03-03T21:10:00Z", with: "2023-03-03T21:11:00Z")
    #expect(throws: ServiceError.self) { try Nowcast.read(Array(text.utf8), host: "h") }
  }

  @Test func itCoversTheNordicCountriesOnly() throws {
    let tromso = try Location(latitude: 69.6827, longitude: 18.9427, source: .coordinates)
    let stockholm = try Location(latitude: 59.33, longitude: 18.07, source: .coordinates)
    #expect(NowcastService.covers(tromso))
    #expect(NowcastService.covers(stockholm))
    #expect(!NowcastService.covers(.zagreb))
    let service = NowcastService(
      http: HTTPClient { _ throws(TransportError) in throw .timedOut },
      baseURL: WebAddress("https://api.met.no")!, timeout: 5)
    #expect(
      service.url(for: tromso).text
        == "https://api.met.no/weatherapi/nowcast/2.0/complete?lat=69.6827&lon=18.9427")
  }

  /// The forecast (interpolated from hours, so good to the hour) has rain from 14:00; the
  /// radar sees it start at 12:45, 25 minutes from 12:20: the first two hours come from radar.
  @Test func theRadarTimesTheFirstTwoHours() throws {
    let now = RainOutlookTests.now  // 12:20 at GMT+2
    let forecast = try Forecast.decode(
      RainBody.enschede(
        firstEnd: RainOutlookTests.firstEnd,
        precipitation: [0, 0, 0, 0, 0, 0, 0, 0.2, 0.2, 0.2, 0.2, 0, 0, 0, 0, 0]),
      from: "h")
    var report = WeatherReport(location: Self.tromso, forecast: forecast)
    // Steps from 12:15 (10:15Z): dry until 12:45, 3 mm/h for 45 minutes.
    let first = Date(timeIntervalSince1970: 1_791_021_600 + 900)
    let rates = [0, 0, 0, 0, 0, 0] + Array(repeating: 3.0, count: 9)
    report.nowcast = try Nowcast.read(
      NowcastBody.tromso(first: first, rates: rates), host: "api.met.no")
    let options = RenderOptions(rainMinutes: 360, now: now)
    let outlook = try #require(
      report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes))
    #expect(outlook.source == .nowcast)
    #expect(outlook.resolutionMinutes == 15)
    #expect(outlook.minutesUntil == 25)
    #expect(outlook.spell?.intensity == .moderate)
    #expect(outlook.spell?.end?.hour == 13 && outlook.spell?.end?.minute == 30)
    let json = RainText.json(outlook, units: MeasurementUnits(), offsets: UTCOffsets(fixed: 7200))
      .serialized(compact: true)
    #expect(json.contains("\"minutes_until\":25,"))
    #expect(json.hasSuffix("\"source\":\"met-norway-nowcast\"}"))

    // Where the radar does not cover the place now, the forecast alone speaks, to the hour.
    report.nowcast = try Nowcast.read(
      NowcastBody.tromso(first: first, rates: rates, coverage: "temporarily unavailable"),
      host: "api.met.no")
    let model = try #require(
      report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes))
    #expect(model.source == .forecast)
    #expect(model.minutesUntil == 100)
  }

  @Test func aDryRadarHandsALaterSpellToTheForecast() throws {
    let forecast = try Forecast.decode(
      RainBody.enschede(
        firstEnd: RainOutlookTests.firstEnd,
        precipitation: Array(repeating: 0, count: 12) + [0.5, 0.5, 0, 0]),
      from: "h")
    var report = WeatherReport(location: Self.tromso, forecast: forecast)
    report.nowcast = try Nowcast.read(
      NowcastBody.tromso(first: Date(timeIntervalSince1970: 1_791_021_600 + 900), rates: []),
      host: "api.met.no")
    let outlook = try #require(
      report.rainOutlook(now: RainOutlookTests.now, horizonMinutes: 360))
    // The radar's two hours are dry; the forecast's rain at 15:15 is its own, said to the hour.
    #expect(outlook.source == .forecast)
    #expect(outlook.resolutionMinutes == 60)
    #expect(outlook.minutesUntil == 175)
  }
}

/// MET Norway's terms: an answer is not asked again before its `Expires`, and is asked again
/// with `If-Modified-Since`; a `304 Not Modified` renews the kept one. Nowcast kept its answer
/// 5 minutes whatever the server said, and asked in full each time.
@Suite struct NowcastCachingTests {
  /// 2027-01-15T08:00:00Z.
  let clock = FakeClock(at: Date(timeIntervalSince1970: 1_800_000_000))
  static let lastModified = "Fri, 15 Jan 2027 07:55:00 GMT"

  /// An HTTP date `seconds` after the clock's start.
  static func httpDate(_ seconds: Double) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
  }

  @Test func theAnswerIsKeptUntilItsExpiresAndThenAskedIfModified() async throws {
    let expires = Self.httpDate(600)
    let http = StubHTTP { request throws(TransportError) in
      if request.headers["If-Modified-Since"] == Self.lastModified {
        return HTTPResponse(
          status: 304, headers: ["expires": Self.httpDate(1_500)], body: [])
      }
      return HTTPResponse(
        status: 200, headers: ["expires": expires, "last-modified": Self.lastModified],
        body: Fixture.data(Fixture.nowcastTromso))
    }
    let cache = Cache(store: MemoryCacheStore(), now: { [clock] in clock.now })
    let service = NowcastService(
      http: http.client, baseURL: WebAddress("https://api.met.no")!, timeout: 5, cache: cache)
    let tromso = NowcastTests.tromso
    #expect(await service.nowcast(for: tromso) != nil)
    #expect(http.requests.count == 1)
    // Past rainstorm's 5 minutes, within the server's 10: not asked.
    clock.advance(420)
    #expect(await service.nowcast(for: tromso) != nil)
    #expect(http.requests.count == 1)
    // Past its Expires: asked if modified; the 304 renews the kept answer until 25 minutes.
    clock.advance(240)
    #expect(await service.nowcast(for: tromso)?.radarCovers == true)
    #expect(http.requests.count == 2)
    #expect(http.requests.last?.headers["If-Modified-Since"] == Self.lastModified)
    clock.advance(300)
    #expect(await service.nowcast(for: tromso) != nil)
    #expect(http.requests.count == 2)
  }
}
