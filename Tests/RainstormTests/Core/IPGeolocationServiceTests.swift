import Foundation
import RainstormCore
import Testing

@Suite struct IPGeolocationServiceTests {
  let url = URL(string: "https://ipapi.co/json/")!

  func lookUp(_ http: StubHTTP, authorized: Bool = true) async -> Result<
    Location, LocationServiceError
  > {
    let service = IPGeolocationService(
      url: url, http: http.client, timeout: 4, isAuthorized: authorized)
    do {
      return .success(try await service.requestLocation())
    } catch {
      return .failure(error)
    }
  }

  @Test func readsASuccessfulAnswer() async throws {
    let http = StubHTTP(fixture: Fixture.ipapiSuccess)
    let location = try await lookUp(http).get()
    #expect(location.latitude == 37.42301)
    #expect(location.longitude == -122.083352)
    #expect(location.name == "Mountain View, California, United States")
    #expect(location.source == .ipLookup(provider: "ipapi.co"))
    let request = try #require(http.requests.first)
    #expect(http.requests.count == 1)
    #expect(request.url == url)
    #expect(request.timeout == 4)
    #expect(request.headers["User-Agent"] == "rainstorm/\(Rainstorm.version)")
  }

  @Test func readsAnAnswerWithANullPostalCode() async throws {
    let location = try await lookUp(StubHTTP(fixture: Fixture.ipapiSuccessGuangzhou)).get()
    #expect(location.name == "Guangzhou, Guangdong, China")
    #expect(location.latitude == 23.1181)
  }

  @Test func readsTheRateLimitBody() async {
    let result = await lookUp(StubHTTP(status: 429, fixture: Fixture.ipapiRateLimited))
    #expect(
      result == .failure(.requestFailed(.rateLimited(host: "ipapi.co", reason: "RateLimited"))))
  }

  @Test func readsTheRateLimitBodyEvenWithStatus200() async {
    let result = await lookUp(StubHTTP(status: 200, fixture: Fixture.ipapiRateLimited))
    #expect(
      result == .failure(.requestFailed(.rateLimited(host: "ipapi.co", reason: "RateLimited"))))
  }

  @Test func explainsAReservedAddress() async {
    let result = await lookUp(StubHTTP(fixture: Fixture.ipapiReserved))
    #expect(
      result
        == .failure(
          .requestFailed(
            .errorBody(
              host: "ipapi.co", status: 200,
              reason: "127.0.0.1 is a reserved (private or local) address with no known location"
            ))))
  }

  @Test func reportsAnAnswerItCannotRead() async {
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Data("Sign in to the Wi-Fi\n".utf8))
    }
    let result = await lookUp(http)
    #expect(
      result
        == .failure(
          .requestFailed(
            .unreadable(
              host: "ipapi.co", detail: "expected a JSON location, got \"Sign in to the Wi-Fi\""))))
  }

  @Test func sendsNothingWhenNotAuthorized() async {
    let http = StubHTTP(fixture: Fixture.ipapiSuccess)
    let result = await lookUp(http, authorized: false)
    #expect(result == .failure(.notAuthorized))
    #expect(http.requests.isEmpty)
  }
}
