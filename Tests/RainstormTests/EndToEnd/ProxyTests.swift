import Foundation
import RainstormCore
import Testing

/// Proxies as libcurl reads them, and a failing proxy named as the proxy.
@Suite struct ProxyTests {
  let http = WebAddress("http://api.open-meteo.com/v1/forecast")!
  let https = WebAddress("https://api.open-meteo.com/v1/forecast")!

  @Test func findsTheProxyTheWayLibcurlDoes() {
    #expect(ProxySetting.proxy(for: http, environment: ["http_proxy": "p:3128"]) == "http://p:3128")
    // Upper-case HTTP_PROXY is ignored for plain HTTP, as libcurl ignores it.
    #expect(ProxySetting.proxy(for: http, environment: ["HTTP_PROXY": "http://p:3128"]) == nil)
    #expect(
      ProxySetting.proxy(for: https, environment: ["HTTPS_PROXY": "http://s:1"]) == "http://s:1")
    #expect(
      ProxySetting.proxy(for: https, environment: ["ALL_PROXY": "socks5://a:1"]) == "socks5://a:1")
    #expect(
      ProxySetting.proxy(
        for: https, environment: ["https_proxy": "http://user:pw@s:1"]) == "http://s:1")
    for exception in ["*", "open-meteo.com", ".open-meteo.com", "x, api.open-meteo.com"] {
      #expect(
        ProxySetting.proxy(
          for: https, environment: ["https_proxy": "http://s:1", "NO_PROXY": exception]) == nil,
        "\(exception)")
    }
    #expect(
      ProxySetting.proxy(
        for: https, environment: ["https_proxy": "http://s:1", "no_proxy": "meteo.com.evil"])
        == "http://s:1")
  }

  @Test func aDeadProxyIsNamedNotTheService() async throws {
    let server = try LocalHTTPServer { _ in
      .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    // A port nothing listens on: bind one, then close it.
    let closed = try LocalHTTPServer { _ in .hang }
    let deadProxy = "http://127.0.0.1:\(closed.port)"
    closed.stop()
    var environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "LANG": "C.UTF-8", "http_proxy": deadProxy,
    ]
    let through = try await RainstormProcess.run(
      ["45.6,17.22", "--no-cache"], environment: environment)
    #expect(through.status == 69)
    #expect(
      through.stderr
        == "rainstorm: no weather data: cannot reach the proxy \(deadProxy) (connection "
        + "refused); check your connection\n")
    #expect(server.requests.isEmpty)

    environment["NO_PROXY"] = "127.0.0.1"
    let direct = try await RainstormProcess.run(
      ["45.6,17.22", "--no-cache"], environment: environment)
    #expect(direct.status == 0)
    #expect(server.requestsButModels.count == 1)
  }
}
