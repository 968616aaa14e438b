import RainstormCore

/// The proxy the environment names for a request, as curl reads it (`https_proxy` or
/// `HTTPS_PROXY`, `http_proxy` in lower case only, `all_proxy` or `ALL_PROXY` for either, and
/// `no_proxy` or `NO_PROXY`), for the URLSession transport: on Linux libcurl reads these itself,
/// but URLSession on macOS follows only the system's settings.
///
/// A proxy is `[scheme://]host[:port]`: `http` and `https` (a web proxy, asked with CONNECT for
/// HTTPS) and `socks5`, `socks5h`, `socks4`, `socks4a` (SOCKS); no scheme is `http`, no port
/// 1080 (curl's). User names and passwords in it are not used, nor CA bundles
/// (`CURL_CA_BUNDLE`, `SSL_CERT_FILE`): URLSession trusts the system's keychain.
package struct ProxyEnvironment: Equatable, Sendable {
  /// A proxy to send a request through.
  package struct Proxy: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
      case web
      case socks
    }
    package var kind: Kind
    package var host: String
    package var port: Int

    package init(kind: Kind, host: String, port: Int) {
      self.kind = kind
      self.host = host
      self.port = port
    }
  }

  private let https: Proxy?
  private let http: Proxy?
  /// `no_proxy`'s names, lower case, without leading dots; `*` alone is every host.
  private let exceptions: [String]

  /// The proxies `environment` names.
  package init(_ environment: [String: String]) {
    let value = { (names: [String]) in
      names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
    let all = value(["all_proxy", "ALL_PROXY"]).flatMap(Self.proxy)
    https = value(["https_proxy", "HTTPS_PROXY"]).flatMap(Self.proxy) ?? all
    // Upper case HTTP_PROXY is ignored, as curl ignores it: a CGI program's environment has
    // it from a request's Proxy header.
    http = value(["http_proxy"]).flatMap(Self.proxy) ?? all
    exceptions = (value(["no_proxy", "NO_PROXY"]) ?? "").split(separator: ",").compactMap {
      var name = $0.trimmingWhitespace.lowercased()
      while name.hasPrefix(".") { name.removeFirst() }
      return name.isEmpty ? nil : name
    }
  }

  /// Whether any proxy is named: without one, the system's settings apply.
  package var namesAProxy: Bool { https != nil || http != nil }

  /// The proxy for a request to `host` over `scheme` (`http` or `https`), or nil to go
  /// directly (no proxy for the scheme, or `no_proxy` names the host or a domain it is in).
  package func proxy(scheme: String, host: String) -> Proxy? {
    guard let proxy = scheme.lowercased() == "https" ? https : http else { return nil }
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    while host.hasSuffix(".") { host.removeLast() }
    for name in exceptions {
      if name == "*" || host == name || host.hasSuffix("." + name) { return nil }
    }
    return proxy
  }

  /// URLSession's proxy settings for a request (`connectionProxyDictionary`): nil to follow the
  /// system's (no proxy named), empty to go directly, else the proxy's keys.
  package func settings(scheme: String, host: String) -> [AnyHashable: Any]? {
    guard namesAProxy else { return nil }
    guard let proxy = proxy(scheme: scheme, host: host) else { return [:] }
    switch proxy.kind {
    case .socks:
      return ["SOCKSEnable": 1, "SOCKSProxy": proxy.host, "SOCKSPort": proxy.port]
    case .web where scheme.lowercased() == "https":
      return ["HTTPSEnable": 1, "HTTPSProxy": proxy.host, "HTTPSPort": proxy.port]
    case .web:
      return ["HTTPEnable": 1, "HTTPProxy": proxy.host, "HTTPPort": proxy.port]
    }
  }

  /// `[scheme://][user:password@]host[:port][/]`, or nil when it is not a proxy rainstorm can
  /// use.
  static func proxy(_ text: String) -> Proxy? {
    var rest = text[...].trimmingWhitespace
    var kind = Proxy.Kind.web
    if let separator = rest.utf8.firstRange(ofBytes: "://".utf8) {
      let scheme = String(decoding: rest.utf8[..<separator.lowerBound], as: UTF8.self)
      switch scheme.lowercased() {
      case "http", "https": kind = .web
      case "socks5", "socks5h", "socks4", "socks4a": kind = .socks
      default: return nil
      }
      rest = Substring(rest.utf8[separator.upperBound...])
    }
    if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
    if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
    var host = rest
    var port = 1080
    if rest.hasPrefix("[") {
      // [IPv6]:port
      guard let close = rest.firstIndex(of: "]") else { return nil }
      host = rest[rest.index(after: rest.startIndex)..<close]
      let after = rest[rest.index(after: close)...]
      if after.hasPrefix(":") {
        guard let number = Int(after.dropFirst()) else { return nil }
        port = number
      } else if !after.isEmpty {
        return nil
      }
    } else if let colon = rest.lastIndex(of: ":") {
      host = rest[..<colon]
      guard let number = Int(rest[rest.index(after: colon)...]) else { return nil }
      port = number
    }
    guard !host.isEmpty, (1...65_535).contains(port),
      host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else { return nil }
    return Proxy(kind: kind, host: String(host), port: port)
  }
}
