import Foundation
import RainstormCore
import Testing

@Suite struct ResponseCheckingTests {
  func fetch(status: Int, fixture: String) async -> Result<[UInt8], ServiceError> {
    let http = StubHTTP(status: status, fixture: fixture)
    let request = HTTPRequest(
      url: WebAddress("https://api.open-meteo.com/v1/forecast")!, timeout: 5)
    do {
      return .success(try await http.client.fetch(request))
    } catch {
      return .failure(error)
    }
  }

  @Test func surfacesTheReasonOfAnOpenMeteoErrorBody() async {
    let result = await fetch(status: 400, fixture: Fixture.openMeteoLatitudeError)
    #expect(
      result
        == .failure(
          .errorBody(
            host: "api.open-meteo.com", status: 400,
            reason: "Latitude must be in range of -90 to 90°. Given: 522.52.")))
  }

  @Test func readsHTTP429AsARateLimitWithItsReason() async {
    let result = await fetch(status: 429, fixture: Fixture.openMeteoDailyLimit)
    #expect(
      result
        == .failure(
          .rateLimited(
            host: "api.open-meteo.com",
            reason: "Daily API request limit exceeded. Please try again tomorrow.")))
  }

  @Test func quotesTheFirstLineOfAnErrorPage() async {
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 503, body: Array("<h1>Service Unavailable</h1>\n<p>more</p>".utf8))
    }
    let request = HTTPRequest(url: WebAddress("http://127.0.0.1:9/x")!, timeout: 5)
    await #expect(
      throws: ServiceError.errorBody(
        host: "127.0.0.1", status: 503, reason: "an HTML error page")
    ) {
      try await http.client.fetch(request)
    }
  }

  @Test func readsAnErrorStatusWithoutAReadableBodyAsTheStatus() async {
    for body in ["", "{\"status\": 503}", "  \n"] {
      let http = StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 503, body: Array(body.utf8))
      }
      let request = HTTPRequest(url: WebAddress("http://127.0.0.1:9/x")!, timeout: 5)
      await #expect(throws: ServiceError.httpStatus(host: "127.0.0.1", status: 503)) {
        try await http.client.fetch(request)
      }
    }
  }

  @Test func refusesAnHTMLPageEvenWithStatus200() async {
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(
        status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
        body: Array("<!DOCTYPE html>\n<title>Sign in to Hotel WiFi</title>".utf8))
    }
    let request = HTTPRequest(url: WebAddress("http://127.0.0.1:9/x")!, timeout: 5)
    await #expect(
      throws: ServiceError.unreadable(
        host: "127.0.0.1",
        detail: "expected JSON, got an HTML page titled \"Sign in to Hotel WiFi\"")
    ) {
      try await http.client.fetch(request)
    }
  }

  @Test func turnsTransportFailuresIntoServiceErrors() async {
    let request = HTTPRequest(url: WebAddress("https://ipapi.co/json/")!, timeout: 5)
    await #expect(throws: ServiceError.timedOut(host: "ipapi.co")) {
      try await StubHTTP(failing: .timedOut).client.fetch(request)
    }
    await #expect(throws: ServiceError.unreachable(host: "ipapi.co", reason: "connection refused"))
    {
      try await StubHTTP(failing: .cannotConnect(reason: "connection refused")).client.fetch(
        request)
    }
  }

  @Test func sendsRainstormsUserAgent() {
    let request = HTTPRequest(url: WebAddress("https://ipapi.co/json/")!, timeout: 5)
    #expect(
      request.headers["User-Agent"] == "rainstorm/\(Rainstorm.version) (+\(Rainstorm.homepage))")
  }
}
