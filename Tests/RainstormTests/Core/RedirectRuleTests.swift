import Foundation
import RainstormCore
import Synchronization
import Testing

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
