import Foundation
import RainstormCore
import Synchronization
import Testing

@Suite struct LocationCacheTests {
  let clock = FakeClock()
  let store = MemoryCacheStore()

  @Test func anIPLocationIsKeptForAnHour() async throws {
    let http = StubHTTP(fixture: Fixture.ipwhoisSuccess)
    let cache = Cache(store: store, now: { [clock] in clock.now })
    let service = CachedLocationService(
      IPGeolocationService(providers: [.ipwhois], http: http.client, timeout: 3),
      key: "location ip", lifetime: cache.locationLifetime, cache: cache)
    let first = try await service.requestLocation()
    clock.advance(59 * 60)
    let second = try await service.requestLocation()
    #expect(second == first)
    #expect(second.source == .ipLookup(provider: "ipwho.is"))
    #expect(http.requests.count == 1)
    clock.advance(2 * 60)
    _ = try await service.requestLocation()
    #expect(http.requests.count == 2)
  }

  @Test func aPlaceSearchIsKeptForThirtyDays() async throws {
    let http = StubHTTP(fixture: Fixture.geocodingHollywood)
    let cache = Cache(store: store, now: { [clock] in clock.now })
    let service = GeocodingLocationService(
      query: try PlaceQuery("Hollywood"),
      baseURL: WebAddress("https://geocoding-api.open-meteo.com")!,
      http: http.client, timeout: 3, cache: cache)
    let first = try await service.requestLocation()
    clock.advance(29 * 86_400)
    #expect(try await service.requestLocation() == first)
    #expect(try await service.search().count == 10)
    #expect(http.requests.count == 1)
    clock.advance(2 * 86_400)
    _ = try await service.search()
    #expect(http.requests.count == 2)
  }
}
