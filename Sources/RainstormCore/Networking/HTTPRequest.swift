/// One HTTP GET request as rainstorm makes it.
public struct HTTPRequest: Equatable, Sendable {
  /// The full URL, query included.
  public var url: WebAddress
  /// Header fields to send, such as `User-Agent`.
  public var headers: [String: String]
  /// Seconds the whole request may take before it fails as timed out.
  public var timeout: Double
  /// Seconds the request may take in all, retries and waits included, when that is less than
  /// what is left of the run's budget: a share, so that one slow service of several asked in
  /// turn (IP providers) leaves time for the others. Nil for all that is left.
  public var budget: Double?
  /// The service as named in messages: the URL's host unless the caller names it otherwise
  /// (an IP provider keeps its own name when a test or mirror serves it from elsewhere).
  public var host: String
  /// Whether the request waits for its turn (`HTTPClient.turns`): true for every Open-Meteo
  /// service, which serves one request at a time per address, wherever its address points.
  public var takesTurns: Bool

  /// Creates a request; `User-Agent` is rainstorm's own unless `headers` says otherwise.
  public init(
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
  public static func openMeteo(url: WebAddress, timeout: Double) -> HTTPRequest {
    HTTPRequest(url: url, timeout: timeout, takesTurns: true)
  }

  /// Whether a redirect to `target` may be followed: only to HTTP or HTTPS, and never from
  /// HTTPS to plain HTTP, where the coordinates in the request would travel in the clear.
  public func allowsRedirect(to target: WebAddress) -> Bool {
    let from = url.scheme
    switch target.scheme {
    case "https": return true
    case "http": return from != "https"
    default: return false
    }
  }

  /// The protocols a redirect may go to, as libcurl names them.
  public var redirectProtocols: String {
    url.scheme == "https" ? "https" : "http,https"
  }
}
