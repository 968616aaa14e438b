import Foundation
import Synchronization
import Testing

@testable import RainstormCore

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
