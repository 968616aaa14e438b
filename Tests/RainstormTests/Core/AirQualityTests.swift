import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// Each index's categories at every boundary, from the table in `AirQualityIndex`.
@Suite struct AirQualityScaleTests {
  @Test(arguments: [
    (0.0, "good"), (20, "good"), (20.5, "fair"), (40, "fair"), (40.5, "moderate"),
    (60, "moderate"), (60.5, "poor"), (80, "poor"), (80.5, "very poor"), (100, "very poor"),
    (100.5, "extremely poor"), (4000, "extremely poor"),
  ])
  func european(value: Double, category: String) {
    #expect(AirQualityIndex.european.category(value) == category)
  }

  @Test(arguments: [
    (0.0, "good"), (50, "good"), (51, "moderate"), (100, "moderate"),
    (101, "unhealthy for sensitive groups"), (150, "unhealthy for sensitive groups"),
    (151, "unhealthy"), (200, "unhealthy"), (201, "very unhealthy"), (300, "very unhealthy"),
    (301, "hazardous"), (500, "hazardous"),
  ])
  func us(value: Double, category: String) {
    #expect(AirQualityIndex.us.category(value) == category)
  }

  @Test(arguments: [
    (0.0, "low"), (2.4, "low"), (2.5, "moderate"), (5.4, "moderate"), (5.5, "high"),
    (7.4, "high"), (7.5, "very high"), (10.4, "very high"), (10.5, "extreme"), (14, "extreme"),
  ])
  func uv(value: Double, category: String) {
    #expect(UVIndex.category(value) == category)
  }

  @Test func missingAndNegativeHaveNoCategory() {
    #expect(AirQualityIndex.european.category(nil) == nil)
    #expect(AirQualityIndex.us.category(-1) == nil)
    #expect(UVIndex.category(nil) == nil)
    #expect(UVIndex.category(-0.5) == nil)
  }

  @Test func theIndexFollowsTheCountry() {
    #expect(AirQualityIndex.forCountry("US") == .us)
    #expect(AirQualityIndex.forCountry("pr") == .us)
    #expect(AirQualityIndex.forCountry("NL") == .european)
    #expect(AirQualityIndex.forCountry(nil) == .european)
  }
}

/// The recorded Enschede answer, and hostile changes of its values (values only).
@Suite struct AirQualityReaderTests {
  static var recorded: String {
    String(decoding: Fixture.data(Fixture.airQualityEnschede), as: UTF8.self)
  }

  static func read(_ text: String) throws -> AirQuality {
    try AirQuality.read(Array(text.utf8), host: "air-quality-api.open-meteo.com")
  }

  @Test func nowAndEachDaysWorst() throws {
    let air = try Self.read(Self.recorded)
    let now = try #require(air.current)
    #expect(now.time?.description == "2026-10-03T12:00")
    #expect(now.europeanAQI == 44)
    #expect(now.usAQI == 65)
    #expect(now.pm25 == 22.1)
    #expect(now.pm10 == 28.2)
    #expect(now.ozone == 42)
    #expect(now.nitrogenDioxide == 11.2)
    #expect(now.uvIndex == 2.1)
    // Pollen in October is zero, which is a value, not a missing one.
    #expect(now.pollen.map(\.plant) == AirQuality.pollen)
    #expect(now.pollen.allSatisfy { $0.grains == 0 })
    #expect(air.days.count == 1)
    #expect(air.days.first?.date.description == "2026-10-03")
    #expect(air.days.first?.europeanAQIMax == 43)
    #expect(air.days.first?.usAQIMax == 62)
    #expect(air.days.first?.uvIndexMax == 0)
    #expect(air.days.first?.pm25Max == 20.5)
    #expect(air.days.first?.pm10Max == 25.1)
    #expect(
      air.days.first?.pollenMax
        == Dictionary(uniqueKeysWithValues: AirQuality.pollen.map { ($0, 0.0) }))
  }

  @Test func pollenTheModelLacksIsMissingNotZero() throws {
    let text = Self.recorded.replacingOccurrences(
      of: "\"birch_pollen\": 0.0", with: "\"birch_pollen\": null")
    #expect(text != Self.recorded)
    let air = try Self.read(text)
    #expect(air.current?.pollen.map(\.plant) == ["alder", "grass", "mugwort", "olive", "ragweed"])
  }

  @Test(arguments: [
    ("\"pm10\": 28.2", "\"pm10\": 1e308", "pm10 is"),
    ("\"us_aqi\": 65", "\"us_aqi\": -3", "us_aqi is -3"),
    ("\"uv_index\": 2.1", "\"uv_index\": 250", "uv_index is 250"),
  ])
  func valuesNoAirHasAreUnreadable(from: String, to: String, detail: String) throws {
    let text = Self.recorded.replacingOccurrences(of: from, with: to)
    #expect(text != Self.recorded)
    #expect {
      try Self.read(text)
    } throws: { error in
      guard case .unreadable(_, let message)? = error as? ServiceError else { return false }
      return message.contains(detail)
    }
  }

  @Test func severalPlacesInOrderAndTheirCountChecked() throws {
    let many = "[" + Self.recorded + "," + Self.recorded + "]"
    let all = try AirQuality.readAll(Array(many.utf8), count: 2, host: "h")
    #expect(all.count == 2)
    #expect(all.map { $0.current?.europeanAQI } == [44, 44])
    #expect(throws: ServiceError.self) {
      try AirQuality.readAll(Array(many.utf8), count: 3, host: "h")
    }
    #expect(throws: ServiceError.self) {
      try AirQuality.readAll(Array(Self.recorded.utf8), count: 2, host: "h")
    }
  }

  @Test func hourlyArraysThatDisagreeAreUnreadable() throws {
    let text = Self.recorded.replacingOccurrences(
      of: "\"european_aqi\": [\n      43,\n      43,\n      42\n    ]",
      with: "\"european_aqi\": [43, 43]")
    #expect(text != Self.recorded)
    #expect(throws: ServiceError.self) { try Self.read(text) }
    #expect(throws: ServiceError.self) { try Self.read("<html>busy</html>") }
    // Valid JSON that is not the answer asked for is not "no air quality to report".
    #expect(
      throws: ServiceError.unreadable(
        host: "air-quality-api.open-meteo.com",
        detail: "the answer has neither current nor hourly values")
    ) { try Self.read("{}") }
  }
}

/// The live service with a stub transport: the request, the cache and its failures.
@Suite struct AirQualityServiceTests {
  /// At the hour of the recorded answer, which is refused far from it.
  let clock = FakeClock(at: RecordedAnswer.enschedeAir.recordedNow)
  let store = MemoryCacheStore()

  func service(_ http: StubHTTP) -> OpenMeteoAirQualityService {
    OpenMeteoAirQualityService(
      http: http.client, baseURL: WebAddress(OpenMeteoAirQualityService.defaultBaseURL)!,
      timeout: 5, cache: Cache(store: store, now: { [clock] in clock.now }),
      now: { [clock] in clock.now })
  }

  static let place = try! Location(latitude: 52.218333, longitude: 6.895833, source: .search)

  @Test func asksForThePlaceToFourDecimalsInItsOwnTime() throws {
    let service = OpenMeteoAirQualityService(
      http: StubHTTP(fixture: Fixture.airQualityEnschede).client,
      baseURL: try #require(WebAddress(OpenMeteoAirQualityService.defaultBaseURL)), timeout: 5,
      now: { Date() })
    let url = service.url(for: Self.place, days: 16).text
    #expect(
      url
        == "https://air-quality-api.open-meteo.com/v1/air-quality?latitude=52.2183"
        + "&longitude=6.8958&current=european_aqi,us_aqi,pm2_5,pm10,ozone,nitrogen_dioxide,"
        + "uv_index,alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,"
        + "ragweed_pollen&hourly=european_aqi,us_aqi,pm2_5,pm10,uv_index,alder_pollen,"
        + "birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen&timezone=auto"
        + "&forecast_days=7")
    #expect(service.url(for: Self.place, days: 0).text.hasSuffix("forecast_days=1"))
  }

  @Test func keptForAnHourThenStaleWhenAskingFails() async {
    let fails = Mutex(false)
    let http = StubHTTP { _ throws(TransportError) in
      if fails.withLock({ $0 }) { throw .connectionFailed(reason: "reset") }
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.airQualityEnschede))
    }
    let service = service(http)
    #expect(await service.airQuality(for: Self.place, days: 3, index: .us).status == .ok)
    clock.advance(3599)
    #expect(await service.airQuality(for: Self.place, days: 3, index: .us).air != nil)
    #expect(http.requests.count == 1)
    clock.advance(2)
    fails.withLock { $0 = true }
    let stale = await service.airQuality(for: Self.place, days: 3, index: .us)
    #expect(
      stale.status == .stale(.unreachable(host: "air-quality-api.open-meteo.com", reason: "reset")))
    #expect(stale.air?.current?.usAQI == 65)
    clock.advance(6 * 3600)
    let gone = await service.airQuality(for: Self.place, days: 3, index: .us)
    #expect(
      gone.status
        == .unavailable(.unreachable(host: "air-quality-api.open-meteo.com", reason: "reset")))
    #expect(gone.air == nil)
  }
}

/// Air quality in the table of days and in TSV, for the days both services cover.
@Suite struct AirQualityDayTests {
  /// The Zagreb forecast (two days) with air quality for its first day only (values of our
  /// own: a unit test of the rendering, not a recorded answer).
  static func report(europeanAQI: Double) throws -> WeatherReport {
    var report = FormatGoldenTests.report
    let first = try #require(report.forecast.daily.first?.date)
    let days = [AirQuality.Day(date: first, europeanAQIMax: europeanAQI, uvIndexMax: 6.4)]
    report.airQuality = AirQualityReport(
      status: .ok, index: .european, air: AirQuality(current: nil, days: days))
    return report
  }

  @Test func tsvGainsEachDaysWorst() throws {
    let report = try Self.report(europeanAQI: 38)
    let rows = TSVRenderer.render(report, options: FormatGoldenTests.options()).split(
      separator: "\n"
    ).map { Array($0.split(separator: "\t", omittingEmptySubsequences: false).suffix(3)) }
    #expect(rows.count == 3)
    #expect(rows.first == ["aqi_max", "air_category", "uv_index_max"])
    #expect(rows.dropFirst().first == ["38", "fair", "6.4"])
    #expect(rows.last == ["", "", ""])
  }

  @Test func theTableOfDaysShowsTheCategory() throws {
    let report = try Self.report(europeanAQI: 81)
    let text = HumanRenderer.render(report, options: FormatGoldenTests.options())
    let lines = text.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("Day ") })
    #expect(lines[index].hasSuffix("Air"))
    try #require(lines.count > index + 2)
    #expect(lines[index + 1].hasSuffix("very poor"))
    #expect(lines[index + 2].hasSuffix("-"))
  }
}
