/// The proxy libcurl uses for a URL, found in the environment the way libcurl finds it:
/// `http_proxy` for HTTP (lower case only: `HTTP_PROXY` can be set by a CGI client, so libcurl
/// ignores it), `https_proxy` or `HTTPS_PROXY` for HTTPS, else `ALL_PROXY` or `all_proxy`;
/// `NO_PROXY` or `no_proxy` lists hosts and domains (or `*`) to reach directly.
package enum ProxySetting {
  /// The proxy for `url`, as text without credentials, or nil for a direct connection.
  package static func proxy(for url: WebAddress, environment: [String: String]) -> String? {
    let host = url.host.lowercased()
    let scheme = url.scheme
    let names =
      scheme == "https"
      ? ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
      : ["http_proxy", "all_proxy", "ALL_PROXY"]
    guard let value = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return nil }
    let exceptions = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
      .split(separator: ",").map { $0.trimmingWhitespace.lowercased() }
    for exception in exceptions where !exception.isEmpty {
      if exception == "*" { return nil }
      let domain = exception.hasPrefix(".") ? String(exception.dropFirst()) : exception
      if host == domain || host.hasSuffix("." + domain) { return nil }
    }
    let written = value.containsBytes(of: "://") ? value : "http://" + value
    return WebAddress(written)?.textWithoutCredentials ?? written
  }
}
