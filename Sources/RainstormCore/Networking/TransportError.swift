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
