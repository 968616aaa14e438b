import Foundation
import RainstormCore
import RainstormURLSession
import Synchronization
import Testing

@testable import rainstorm

/// A request that starts on HTTPS never continues on plain HTTP, through either transport.
@Suite struct RedirectRuleTests {
  func request(_ url: String) -> HTTPRequest {
    HTTPRequest(url: WebAddress(url)!, timeout: 1)
  }

  @Test func httpsOnlyGoesOnToHTTPS() {
    let secure = request("https://api.open-meteo.com/v1/forecast?latitude=1")
    #expect(secure.allowsRedirect(to: WebAddress("https://mirror.example/v1/forecast")!))
    #expect(!secure.allowsRedirect(to: WebAddress("http://mirror.example/v1/forecast")!))
    #expect(!secure.allowsRedirect(to: WebAddress("HTTP://mirror.example/")!))
    #expect(!secure.allowsRedirect(to: WebAddress("ftp://mirror.example/")!))
    // A URL without a host is no address at all, so never a redirect's target.
    #expect(WebAddress("file:///etc/passwd") == nil)
    #expect(secure.redirectProtocols == "https")
  }

  @Test func plainHTTPMayGoOnToEither() {
    let plain = request("http://127.0.0.1:8080/v1/forecast")
    #expect(plain.allowsRedirect(to: WebAddress("http://127.0.0.1:8081/")!))
    #expect(plain.allowsRedirect(to: WebAddress("https://127.0.0.1:8081/")!))
    #expect(!plain.allowsRedirect(to: WebAddress("gopher://127.0.0.1/")!))
    #expect(plain.redirectProtocols == "http,https")
  }
}

/// A warning's CAP document is read only from the feed's host, and a redirect counts as a
/// link: one to another host is refused, by both transports, before it is followed.
@Suite struct SameHostRedirectTests {
  static func request(_ url: String) -> HTTPRequest {
    var request = HTTPRequest(url: WebAddress(url)!, timeout: 5)
    request.staysOnHost = true
    return request
  }

  @Test func onlyTheRequestsOwnHostIsAllowed() {
    let document = Self.request("https://severeweather.wmo.int/v2/cap-alerts/kz/1.xml")
    for location in [
      "/v2/other.xml", "other.xml", "?x=1", "https://SevereWeather.WMO.int./v2/a.xml",
      "https://severeweather.wmo.int:8443/a.xml", "https://evil.example@severeweather.wmo.int/",
    ] {
      #expect(document.refusedRedirect(toLocation: location) == nil, "\(location)")
    }
    for location in [
      "https://evil.example/v2/a.xml", "//evil.example/a.xml",
      "https://severeweather.wmo.int.evil.example/",
      "https://severeweather.wmo.int@evil.example/", "/\\evil.example/a.xml", "https:evil.example",
      "http://severeweather.wmo.int/a.xml", "ftp://severeweather.wmo.int/a.xml", "/a\u{0}.xml",
    ] {
      #expect(document.refusedRedirect(toLocation: location) != nil, "\(location)")
    }
    #expect(
      document.refusedRedirect(toLocation: "https://evil.example/a.xml")
        == "redirected to another host (evil.example), which rainstorm does not follow for "
        + "this request")
    // Any other request goes where the scheme rule lets it.
    let forecast = HTTPRequest(
      url: WebAddress("https://api.open-meteo.com/v1/forecast")!, timeout: 5)
    #expect(forecast.refusedRedirect(toLocation: "https://evil.example/") == nil)
    #expect(forecast.allowsRedirect(to: WebAddress("https://mirror.example/")!))
  }

  /// The transports as rainstorm uses them: libcurl (Linux) and URLSession (Apple platforms).
  static var transports: [(String, HTTPClient)] {
    var transports = [("URLSession", HTTPClient.urlSession())]
    #if os(Linux)
      transports.append(("libcurl", HTTPClient.live(environment: [:])))
    #endif
    return transports
  }

  @Test(arguments: transports.indices)
  func aRedirectToAnotherHostIsNotFollowed(_ index: Int) async throws {
    let (name, client) = Self.transports[index]
    let asked = Mutex<[String]>([])
    let port = Mutex<UInt16>(0)
    let server = try LocalHTTPServer { request in
      asked.withLock { $0.append(request.target) }
      return switch request.target {
      case "/elsewhere":
        // The same server under another host name: a host the document was not linked on.
        .respond(
          status: 302, headers: ["Location": "http://localhost:\(port.withLock { $0 })/document"],
          body: [])
      case "/here": .respond(status: 302, headers: ["Location": "/document"], body: [])
      default: .respond(status: 200, body: Array("<alert/>".utf8))
      }
    }
    defer { server.stop() }
    port.withLock { $0 = server.port }
    do {
      _ = try await client.send(Self.request(server.baseURL + "/elsewhere"))
      Issue.record("\(name) followed a redirect to another host")
    } catch {
      #expect(
        error
          == .cannotConnect(
            reason: "redirected to another host (localhost), which rainstorm does not follow "
              + "for this request"), "\(name)")
    }
    #expect(asked.withLock { $0 } == ["/elsewhere"], "\(name)")
    let here = try await client.send(Self.request(server.baseURL + "/here"))
    #expect(here.status == 200 && here.body == Array("<alert/>".utf8), "\(name)")
    // Without the rule, the same redirect is followed.
    let free = try await client.send(
      HTTPRequest(url: WebAddress(server.baseURL + "/elsewhere")!, timeout: 5))
    #expect(free.status == 200, "\(name)")
  }
}
