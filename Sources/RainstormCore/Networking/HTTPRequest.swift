/// One HTTP GET request as rainstorm makes it.
package struct HTTPRequest: Equatable, Sendable {
  /// The full URL, query included.
  package var url: WebAddress
  /// Header fields to send, such as `User-Agent`.
  package var headers: [String: String]
  /// Seconds the whole request may take before it fails as timed out.
  package var timeout: Double
  /// Seconds the request may take in all, retries and waits included, when that is less than
  /// what is left of the run's budget: a share, so that one slow service of several asked in
  /// turn (IP providers) leaves time for the others. Nil for all that is left.
  package var budget: Double?
  /// The service as named in messages: the URL's host unless the caller names it otherwise
  /// (an IP provider keeps its own name when a test or mirror serves it from elsewhere).
  package var host: String
  /// Whether the request waits for its turn (`HTTPClient.turns`): true for every Open-Meteo
  /// service, which serves one request at a time per address, wherever its address points.
  package var takesTurns: Bool
  /// Whether a redirect may go only to the request's own host (any case, a final dot
  /// ignored): true for a warning's CAP document, whose link is followed only on the feed's
  /// host; a redirect counts as a link.
  package var staysOnHost = false

  /// Creates a request; `User-Agent` is rainstorm's own unless `headers` says otherwise.
  package init(
    url: WebAddress, headers: [String: String] = [:], timeout: Double, host: String? = nil,
    takesTurns: Bool = false
  ) {
    self.url = url
    self.headers = ["User-Agent": Rainstorm.userAgent].merging(headers) { _, new in new }
    self.timeout = timeout
    self.host = host ?? url.host
    self.takesTurns = takesTurns
  }

  /// A request to one of Open-Meteo's services (forecast, air quality, archive, geocoding):
  /// sent one at a time.
  package static func openMeteo(url: WebAddress, timeout: Double) -> HTTPRequest {
    HTTPRequest(url: url, timeout: timeout, takesTurns: true)
  }

  /// Whether a redirect to `target` may be followed: only to HTTP or HTTPS, and never from
  /// HTTPS to plain HTTP, where the coordinates in the request would travel in the clear;
  /// and for a request that `staysOnHost`, only to its own host.
  package func allowsRedirect(to target: WebAddress) -> Bool {
    refusedRedirect(to: target) == nil
  }

  /// Why a redirect to `target` is not followed, for a message; nil when it is.
  package func refusedRedirect(to target: WebAddress) -> String? {
    let secure = url.scheme == "https"
    switch target.scheme {
    case "https": break
    case "http" where !secure: break
    case "http": return "redirected from HTTPS to plain HTTP, which rainstorm does not follow"
    default: return "redirected to an address that is not HTTP or HTTPS"
    }
    guard !staysOnHost || Self.sameHost(url, target) else {
      return "redirected to another host (\(String(target.host.prefix(64)).escapedForMessage)), "
        + "which rainstorm does not follow for this request"
    }
    return nil
  }

  /// Why a redirect to `location` (a `Location` field as sent: absolute, scheme-relative or a
  /// path) is not followed by a request that `staysOnHost`; nil when it may be. A path stays
  /// on the host; a backslash or control character makes no address rainstorm follows.
  package func refusedRedirect(toLocation location: String) -> String? {
    guard staysOnHost else { return nil }
    let text = location.trimmingWhitespace
    guard
      !text.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F })
    else { return "redirected to an address rainstorm does not read" }
    // A scheme (a colon before any `/`, `?` or `#`) or a leading `//` names a host.
    let beforePath = text.unicodeScalars.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard text.hasPrefix("//") || beforePath.contains(":") else { return nil }
    guard let target = WebAddress(text.hasPrefix("//") ? url.scheme + ":" + text : text) else {
      return "redirected to an address rainstorm does not read"
    }
    return refusedRedirect(to: target)
  }

  /// Whether two addresses name the same host (any case, a final dot ignored).
  private static func sameHost(_ one: WebAddress, _ other: WebAddress) -> Bool {
    let name = { (address: WebAddress) -> String in
      var name = address.host.lowercased()
      if name.hasSuffix(".") { name.removeLast() }
      return name
    }
    return name(one) == name(other)
  }

  /// The protocols a redirect may go to, as libcurl names them.
  package var redirectProtocols: String {
    url.scheme == "https" ? "https" : "http,https"
  }
}
