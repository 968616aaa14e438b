/// The HTTP transport: a value holding the one function that sends a request.
///
/// The executable supplies libcurl on Linux and URLSession on Apple platforms; tests supply
/// closures, or either transport against a local server. Every transport keeps to the same
/// limits, `bodyLimit` and `redirectLimit`.
package struct HTTPClient: Sendable {
  /// The largest body a transport reads; a 16-day hourly forecast for 100 places is well under
  /// it.
  package static let bodyLimit = 8 * 1_048_576
  /// Redirects a transport follows before giving up.
  package static let redirectLimit = 5

  /// Sends a request and returns the complete response, or says why there was none.
  package var send: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
  /// How `fetch` retries and how long it may take in all; nil for one attempt per request.
  package var retryPolicy: RetryPolicy?
  /// The line that requests which take turns (`HTTPRequest.takesTurns`) wait in: one of them
  /// in flight at a time, for this client and every copy of it.
  package let turns: OneAtATime

  /// Creates a client from its send function.
  package init(
    retryPolicy: RetryPolicy? = nil,
    send: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
  ) {
    self.retryPolicy = retryPolicy
    self.send = send
    self.turns = OneAtATime()
  }
}

extension HTTPClient {
  /// The client with `userAgent` sent instead of rainstorm's default one (a `User-Agent` with
  /// the user's contact); a request that names its own is left as it is.
  package func identifying(as userAgent: String) -> HTTPClient {
    var client = self
    let send = self.send
    client.send = { request throws(TransportError) in
      var request = request
      if request.headers["User-Agent"] == Rainstorm.userAgent {
        request.headers["User-Agent"] = userAgent
      }
      return try await send(request)
    }
    return client
  }
}
