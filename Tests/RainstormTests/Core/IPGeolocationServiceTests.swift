import Foundation
import RainstormCore
import Testing

@Suite struct IPGeolocationServiceTests {
  /// Answers each provider, by host, with a status and a recorded body.
  static func providers(_ answers: [String: (Int, String)]) -> StubHTTP {
    StubHTTP { request throws(TransportError) in
      guard let (status, fixture) = answers[request.url.host] else {
        throw .cannotConnect(reason: "no such host")
      }
      return HTTPResponse(status: status, body: Fixture.data(fixture))
    }
  }

  func lookUp(_ http: StubHTTP, authorized: Bool = true, baseURL: WebAddress? = nil) async
    -> Result<
      Location, LocationServiceError
    >
  {
    let service = IPGeolocationService(
      baseURL: baseURL, http: http.client, timeout: 4, isAuthorized: authorized)
    do {
      return .success(try await service.requestLocation())
    } catch {
      return .failure(error)
    }
  }

  /// The one error of a provider when it is the only one asked.
  func failure(of provider: IPLookupProvider, status: Int = 200, fixture: String) async
    -> ServiceError?
  {
    let service = IPGeolocationService(
      providers: [provider], http: StubHTTP(status: status, fixture: fixture).client, timeout: 4)
    do {
      _ = try await service.requestLocation()
      return nil
    } catch {
      guard case .lookupsFailed(let errors) = error, errors.count == 1 else { return nil }
      return errors[0]
    }
  }

  @Test func asksTheFirstProviderOnlyWhenItAnswers() async throws {
    let http = Self.providers(["ipapi.co": (200, Fixture.ipapiSuccess)])
    let location = try await lookUp(http).get()
    #expect(location.latitude == 37.42301)
    #expect(location.longitude == -122.083352)
    #expect(location.name == "Mountain View, California, United States")
    #expect(location.source == .ipLookup(provider: "ipapi.co"))
    #expect(location.regions == ["California"])
    #expect(http.requests.map(\.url.text) == ["https://ipapi.co/json/"])
    let request = try #require(http.requests.first)
    // The first of three providers has a third of the time, so the others can be asked too.
    #expect(request.timeout == 4.0 / 3)
    #expect(request.budget == 4.0 / 3)
    #expect(
      request.headers["User-Agent"] == "rainstorm/\(Rainstorm.version) (+\(Rainstorm.homepage))")
  }

  @Test func readsAnIpapiAnswerWithANullPostalCode() async throws {
    let http = Self.providers(["ipapi.co": (200, Fixture.ipapiSuccessGuangzhou)])
    let location = try await lookUp(http).get()
    #expect(location.name == "Guangzhou, Guangdong, China")
    #expect(location.latitude == 23.1181)
  }

  @Test func readsAnIpwhoisAnswer() async throws {
    let http = Self.providers([
      "ipapi.co": (429, Fixture.ipapiRateLimited), "ipwho.is": (200, Fixture.ipwhoisSuccess),
    ])
    let location = try await lookUp(http).get()
    #expect(location.latitude == 37.3860517)
    #expect(location.longitude == -122.0838511)
    #expect(location.name == "Mountain View, California, United States")
    #expect(location.source == .ipLookup(provider: "ipwho.is"))
    #expect(
      http.requests.map(\.url.text) == ["https://ipapi.co/json/", "https://ipwho.is/"])
  }

  @Test func readsTheCoordinatesStringOfIpinfo() async throws {
    let http = Self.providers([
      "ipapi.co": (200, Fixture.ipapiReserved), "ipwho.is": (200, Fixture.ipwhoisReserved),
      "ipinfo.io": (200, Fixture.ipinfoSuccess),
    ])
    let location = try await lookUp(http).get()
    #expect(location.latitude == 38.0088)
    #expect(location.longitude == -122.1175)
    #expect(location.name == "Mountain View, California, US")
    #expect(location.source == .ipLookup(provider: "ipinfo.io"))
    #expect(http.requests.map(\.host) == ["ipapi.co", "ipwho.is", "ipinfo.io"])
    #expect(http.requests.last?.url.text == "https://ipinfo.io/json")
  }

  @Test func readsEachProvidersErrorBodies() async {
    #expect(
      await failure(of: .ipapi, status: 429, fixture: Fixture.ipapiRateLimited)
        == .rateLimited(host: "ipapi.co", reason: "RateLimited"))
    // ipapi.co's rate-limit body is recognised even when it comes with HTTP 200.
    #expect(
      await failure(of: .ipapi, fixture: Fixture.ipapiRateLimited)
        == .rateLimited(host: "ipapi.co", reason: "RateLimited"))
    #expect(
      await failure(of: .ipapi, fixture: Fixture.ipapiReserved)
        == .errorBody(host: "ipapi.co", status: 200, reason: "127.0.0.1 is a reserved address"))
    #expect(
      await failure(of: .ipwhois, fixture: Fixture.ipwhoisReserved)
        == .errorBody(host: "ipwho.is", status: 200, reason: "Reserved range"))
    #expect(
      await failure(of: .ipinfo, fixture: Fixture.ipinfoBogon)
        == .errorBody(
          host: "ipinfo.io", status: 200,
          reason: "127.0.0.1 is a bogon (private or reserved) address"))
    // ipinfo.io's rate limit is plain text.
    #expect(
      await failure(of: .ipinfo, status: 429, fixture: Fixture.ipinfoRateLimited)
        == .rateLimited(host: "ipinfo.io", reason: nil))
  }

  @Test func saysWhyEachProviderFailedInOrder() async {
    let http = Self.providers([
      "ipapi.co": (429, Fixture.ipapiRateLimited), "ipwho.is": (200, Fixture.ipwhoisReserved),
      "ipinfo.io": (200, Fixture.ipinfoBogon),
    ])
    let result = await lookUp(http)
    #expect(
      result
        == .failure(
          .lookupsFailed([
            .rateLimited(host: "ipapi.co", reason: "RateLimited"),
            .errorBody(host: "ipwho.is", status: 200, reason: "Reserved range"),
            .errorBody(
              host: "ipinfo.io", status: 200,
              reason: "127.0.0.1 is a bogon (private or reserved) address"),
          ])))
    #expect(http.requests.count == 3)
  }

  @Test func reportsAnAnswerItCannotRead() async {
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array("Sign in to the Wi-Fi\n".utf8))
    }
    let result = await lookUp(http)
    let unreadable = IPLookupProvider.all.map {
      ServiceError.unreadable(
        host: $0.name, detail: "expected a JSON location, got \"Sign in to the Wi-Fi\"")
    }
    #expect(result == .failure(.lookupsFailed(unreadable)))
  }

  @Test func asksAMirrorButNamesTheProvider() async throws {
    let http = StubHTTP(fixture: Fixture.ipwhoisSuccess)
    let service = IPGeolocationService(
      providers: [.ipwhois], baseURL: WebAddress("http://127.0.0.1:8080/base")!,
      http: http.client, timeout: 4)
    let location = try await service.requestLocation()
    #expect(location.source == .ipLookup(provider: "ipwho.is"))
    #expect(http.requests.map(\.url.text) == ["http://127.0.0.1:8080/base/ipwho.is/"])
  }

  @Test func sendsNothingWhenNotAuthorized() async {
    let http = StubHTTP(fixture: Fixture.ipapiSuccess)
    let result = await lookUp(http, authorized: false)
    #expect(result == .failure(.notAuthorized))
    #expect(http.requests.isEmpty)
  }
}
