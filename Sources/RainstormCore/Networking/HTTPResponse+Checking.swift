extension HTTPResponse {
  /// The response itself when it answers `request` successfully: 2xx as `successfulBody`
  /// checks it, or 304 to a conditional request.
  ///
  /// - Throws: `ServiceError` as `successfulBody` does.
  func successful(for request: HTTPRequest) throws(ServiceError) -> HTTPResponse {
    if status == 304,
      request.headers.keys.contains(where: { $0.lowercased() == "if-modified-since" })
    {
      return self
    }
    _ = try successfulBody(host: request.host)
    return self
  }

  /// The body, when the status and content say the request succeeded.
  ///
  /// - Throws: `ServiceError` for rate limits, error bodies, HTML pages and error statuses.
  func successfulBody(host: String) throws(ServiceError) -> [UInt8] {
    let reason = errorReason
    if status == 429 || reason == "RateLimited" {
      throw .rateLimited(host: host, reason: reason)
    }
    if let reason {
      throw .errorBody(host: host, status: status, reason: reason)
    }
    guard (200..<300).contains(status) else {
      // A page or a line of text says more than the status alone; JSON of another shape not.
      let first = body.prefix(64).first { !Character(UnicodeScalar($0)).isWhitespace }
      if let first, first != UInt8(ascii: "{"), first != UInt8(ascii: "[") {
        throw .errorBody(
          host: host, status: status, reason: body.excerpt(html: "an HTML error page"))
      }
      throw .httpStatus(host: host, status: status)
    }
    if isHTML {
      throw .unreadable(host: host, detail: "expected JSON, got \(body.excerpt())")
    }
    return body
  }

  /// Whether the service refused only because it was busy with another request from this
  /// address: Open-Meteo's HTTP 429 "Too many concurrent requests", a wait of a moment and not
  /// its daily or hourly limit.
  var isBusyAnswer: Bool {
    status == 429 && errorReason?.lowercased().containsBytes(of: "too many concurrent") == true
  }

  /// Whether the `Content-Type` says HTML: a captive portal's login page or a proxy's error.
  var isHTML: Bool {
    headers["content-type"]?.lowercased().containsBytes(of: "html") == true
  }

  /// The reason of an `{"error": true, "reason": "..."}` body, sanitised for display.
  var errorReason: String? {
    // Error bodies are small objects that name `error` at once; a forecast is neither, and
    // parsing it a second time would cost as much as the first.
    guard body.count < 65_536, body.prefix(256).firstRange(ofBytes: "\"error\"".utf8) != nil,
      let decoded = try? JSONObject(parsing: body), (try? decoded.bool("error")) == true
    else { return nil }
    let reason = (try? decoded.string("reason"))??.sanitizedForTerminal() ?? ""
    return reason.isEmpty ? "no reason given" : reason
  }
}
