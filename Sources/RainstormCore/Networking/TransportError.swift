/// Why a request got no usable HTTP response.
package enum TransportError: Error, Equatable, Sendable {
  /// No complete answer arrived within the request's timeout.
  case timedOut
  /// The connection was refused, reset or closed before the answer was complete: worth
  /// another try. The reason is short and human-readable.
  case connectionFailed(reason: String)
  /// The request cannot succeed by trying again soon: the name does not resolve, TLS fails,
  /// redirects loop. The reason is short and human-readable.
  case cannotConnect(reason: String)
  /// The proxy the request went through could not be reached or refused it: the proxy is
  /// named (without credentials), not the service behind it.
  case proxyFailed(proxy: String, reason: String)
  /// The body grew past the limit (bytes) and the request was abandoned.
  case tooLarge(limit: Int)
  /// The server answered with something that is not valid HTTP (no status line, HTTP/0.9, a
  /// body its Content-Encoding does not describe, headers past libcurl's limit): asking again
  /// will not help. The reason is short and human-readable.
  case malformedResponse(reason: String)

  /// What libcurl's message says is wrong with an answer that is not valid HTTP, or nil when
  /// it says something else. Both transports end in libcurl on Linux (FoundationNetworking
  /// passes its message on), so the same words decide for both.
  package static func malformedResponseReason(libcurlMessage message: String) -> String? {
    let text = message.lowercased()
    if text.containsBytes(of: "http/0.9") || text.containsBytes(of: "weird server reply")
      || text.containsBytes(of: "unsupported http version")
      || text.containsBytes(of: "invalid status line")
    {
      return "no HTTP status line"
    }
    if text.containsBytes(of: "unencoding") || text.containsBytes(of: "content encoding") {
      return "a body its Content-Encoding does not describe"
    }
    if text.containsBytes(of: "too large response headers")
      || text.containsBytes(of: "header") && text.containsBytes(of: "too")
      || text == "out of memory"
    {
      return "headers larger than rainstorm reads"
    }
    return nil
  }
}
