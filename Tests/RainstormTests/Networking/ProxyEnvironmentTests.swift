import Foundation
import RainstormCore
import RainstormURLSession
import Synchronization
import Testing

/// The proxies the environment names, read as curl reads them, for the URLSession transport
/// (macOS's URLSession follows only the system's settings).
@Suite struct ProxyEnvironmentTests {
  typealias Proxy = ProxyEnvironment.Proxy

  @Test func eachSchemeHasItsVariableAndAllProxyIsTheFallback() {
    let both = ProxyEnvironment([
      "https_proxy": "http://secure.example:3128", "http_proxy": "plain.example:8080",
      "ALL_PROXY": "socks5h://socks.example",
    ])
    #expect(
      both.proxy(scheme: "https", host: "api.open-meteo.com")
        == Proxy(kind: .web, host: "secure.example", port: 3128))
    #expect(
      both.proxy(scheme: "http", host: "api.open-meteo.com")
        == Proxy(kind: .web, host: "plain.example", port: 8080))
    let all = ProxyEnvironment(["ALL_PROXY": "socks5h://socks.example"])
    #expect(
      all.proxy(scheme: "https", host: "x.example")
        == Proxy(kind: .socks, host: "socks.example", port: 1080))
    // Upper case HTTP_PROXY is not read (curl's rule); HTTPS_PROXY is.
    #expect(ProxyEnvironment(["HTTP_PROXY": "p.example:1"]).proxy(scheme: "http", host: "h") == nil)
    #expect(
      ProxyEnvironment(["HTTPS_PROXY": "p.example:1"]).proxy(scheme: "https", host: "h")?.host
        == "p.example")
    // Lower case first; an empty value names none.
    #expect(
      ProxyEnvironment(["https_proxy": "", "HTTPS_PROXY": "upper.example:2"])
        .proxy(scheme: "https", host: "h")?.host == "upper.example")
  }

  @Test func noProxyNamesHostsAndTheirDomains() {
    let proxies = ProxyEnvironment([
      "https_proxy": "http://p.example:3128",
      "no_proxy": " localhost, .internal.example,open-meteo.com ,127.0.0.1,[::1]",
    ])
    for host in [
      "localhost", "LOCALHOST", "a.internal.example", "internal.example", "api.open-meteo.com",
      "open-meteo.com.", "127.0.0.1",
    ] {
      #expect(proxies.proxy(scheme: "https", host: host) == nil, "\(host)")
      #expect(proxies.settings(scheme: "https", host: host)?.isEmpty == true, "\(host)")
    }
    for host in ["notopen-meteo.com", "api.met.no", "127.0.0.10", "example"] {
      #expect(proxies.proxy(scheme: "https", host: host) != nil, "\(host)")
    }
    #expect(
      ProxyEnvironment(["https_proxy": "p.example:1", "NO_PROXY": "*"]).proxy(
        scheme: "https", host: "anything") == nil)
  }

  @Test func urlSessionsKeysForEachKind() throws {
    let web = ProxyEnvironment(["https_proxy": "http://user:secret@p.example:3128/"])
    let https = try #require(web.settings(scheme: "https", host: "h"))
    #expect(https["HTTPSEnable"] as? Int == 1)
    #expect(https["HTTPSProxy"] as? String == "p.example")
    #expect(https["HTTPSPort"] as? Int == 3128)
    let plain = ProxyEnvironment(["http_proxy": "[::1]:8080"])
    let http = try #require(plain.settings(scheme: "http", host: "h"))
    #expect(http["HTTPProxy"] as? String == "::1" && http["HTTPPort"] as? Int == 8080)
    // No proxy for the scheme while another is named: directly, not the system's.
    #expect(plain.settings(scheme: "https", host: "h")?.isEmpty == true)
    let socks = ProxyEnvironment(["all_proxy": "socks5://s.example:9050"])
    #expect(socks.settings(scheme: "https", host: "h")?["SOCKSPort"] as? Int == 9050)
    // None named: the system's settings.
    #expect(ProxyEnvironment([:]).settings(scheme: "https", host: "h") == nil)
  }

  @Test(arguments: [
    "ftp://p.example:21", "p.example:0", "p.example:70000", "p.example:port", "http://:8080",
    "[::1", "p.exa mple:1", "p.example:\u{1B}[31m",
  ])
  func aProxyRainstormCannotUseIsNotUsed(value: String) {
    #expect(ProxyEnvironment(["https_proxy": value]).proxy(scheme: "https", host: "h") == nil)
    #expect(!ProxyEnvironment(["https_proxy": value]).namesAProxy)
  }
}
