import Foundation

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
