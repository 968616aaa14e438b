import Foundation

/// One HTTP GET request as rainstorm makes it.
public struct HTTPRequest: Equatable, Sendable {
  /// The full URL, query included.
  public var url: URL
  /// Header fields to send, such as `User-Agent`.
  public var headers: [String: String]
  /// Seconds the whole request may take before it fails as timed out.
  public var timeout: Double
  /// The service as named in messages: the URL's host unless the caller names it otherwise
  /// (an IP provider keeps its own name when a test or mirror serves it from elsewhere).
  public var host: String

  /// Creates a request; `User-Agent` is rainstorm's own unless `headers` says otherwise.
  public init(url: URL, headers: [String: String] = [:], timeout: Double, host: String? = nil) {
    self.url = url
    self.headers = ["User-Agent": Rainstorm.userAgent].merging(headers) { _, new in new }
    self.timeout = timeout
    self.host = host ?? url.host ?? url.absoluteString
  }
}

/// An HTTP response: status, header fields and the whole body.
public struct HTTPResponse: Equatable, Sendable {
  /// The HTTP status code.
  public var status: Int
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// The body bytes.
  public var body: Data

  /// Creates a response; header names are lower-cased so that look-ups need not care.
  public init(status: Int, headers: [String: String] = [:], body: Data) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
    self.body = body
  }
}

/// Why a request got no usable HTTP response.
public enum TransportError: Error, Equatable, Sendable {
  /// No complete answer arrived within the request's timeout.
  case timedOut
  /// The connection was refused, reset or closed before the answer was complete: worth
  /// another try. The reason is short and human-readable.
  case connectionFailed(reason: String)
  /// The request cannot succeed by trying again soon: the name does not resolve, TLS fails,
  /// redirects loop. The reason is short and human-readable.
  case cannotConnect(reason: String)
  /// The body grew past the limit (bytes) and the request was abandoned.
  case tooLarge(limit: Int)
}

/// The HTTP transport: a value holding the one function that sends a request.
///
/// The executable supplies a URLSession-backed value; tests supply closures or a local server.
public struct HTTPClient: Sendable {
  /// Sends a request and returns the complete response, or says why there was none.
  public var send: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
  /// How `fetch` retries and how long it may take in all; nil for one attempt per request.
  public var retryPolicy: RetryPolicy?

  /// Creates a client from its send function.
  public init(
    retryPolicy: RetryPolicy? = nil,
    send: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
  ) {
    self.retryPolicy = retryPolicy
    self.send = send
  }
}
