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
      cache: cache ? Cache(store: store, now: { [clock] in clock.now }) : nil)
  }

  static let toronto = try! Location(latitude: 43.65, longitude: -79.38, source: .coordinates)

  @Test func whereBoxesOverlapEachSourceIsAskedAndARefusalOutsideItsAreaDoesNotCount() async {
    let http = StubHTTP { request throws(TransportError) in
      if request.url.host == "api.weather.gov" {
        // What NWS answers for a point outside its area, as recorded for /points.
        return HTTPResponse(status: 404, body: Fixture.data(Fixture.nwsOutsideCoverage))
      }
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.canadaToronto))
    }
    let report = await service(http).alerts(for: Self.toronto)
    #expect(report.status == .ok)
    #expect(report.source == .environmentCanada)
    #expect(report.alerts.compactMap(\.area) == ["City of Toronto"])
    #expect(Set(http.requests.compactMap(\.url.host)) == ["api.weather.gov", "api.weather.gc.ca"])
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
}
