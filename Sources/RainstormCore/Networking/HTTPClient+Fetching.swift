import Foundation

extension HTTPClient {
  /// Sends `request` and returns the body of a successful answer, retrying as `retryPolicy`
  /// says (one attempt without a policy).
  ///
  /// A rate limit (HTTP 429, or a body whose reason is `RateLimited`), an error body
  /// (`{"error": true, "reason": ...}`, the shape Open-Meteo and ipapi.co share), an HTML page
  /// and any non-2xx status become the matching `ServiceError`.
  /// - Throws: `ServiceError`.
  public func fetch(_ request: HTTPRequest) async throws(ServiceError) -> Data {
    guard let policy = retryPolicy else {
      let response: HTTPResponse
      do {
        response = try await send(request)
      } catch {
        throw ServiceError(error, host: request.host)
      }
      return try response.successfulBody(host: request.host)
    }
    var attempt = 0
    while true {
      let remaining = policy.remaining
      guard remaining > 0 else { throw .timedOut(host: request.host) }
      var attemptRequest = request
      attemptRequest.timeout = min(request.timeout, remaining)
      let wait: Double
      do {
        let response = try await send(attemptRequest)
        guard
          let delay = try retryDelay(response, policy: policy, attempt: attempt, host: request.host)
        else {
          return try response.successfulBody(host: request.host)
        }
        wait = delay
      } catch let error as TransportError {
        let retryable: Bool
        switch error {
        case .connectionFailed: retryable = true
        // Only this request's own limit ran out, not the budget: worth another try.
        case .timedOut: retryable = attemptRequest.timeout < remaining
        case .cannotConnect, .tooLarge: retryable = false
        }
        let delay = policy.backoff(attempt: attempt)
        guard retryable, attempt < policy.retries, delay < policy.remaining else {
          throw ServiceError(error, host: request.host)
        }
        wait = delay
      } catch let error as ServiceError {
        throw error
      } catch {
        throw .unreachable(host: request.host, reason: "request failed")
      }
      await policy.sleep(wait)
      attempt += 1
    }
  }

  /// How long to wait before trying `response`'s request again, or nil to take the response
  /// as it is.
  ///
  /// - Throws: `.asksToWait` when the service's `Retry-After` does not fit in the time left.
  private func retryDelay(
    _ response: HTTPResponse, policy: RetryPolicy, attempt: Int, host: String
  ) throws(ServiceError) -> Double? {
    let status = response.status
    if status == 429 || status == 503,
      let wait = RetryPolicy.retryAfter(response.headers["retry-after"], now: policy.now())
    {
      guard attempt < policy.retries, wait < policy.remaining else {
        throw .asksToWait(host: host, status: status, seconds: wait)
      }
      return wait
    }
    guard [500, 502, 503, 504].contains(status), attempt < policy.retries else { return nil }
    let delay = policy.backoff(attempt: attempt)
    return delay < policy.remaining ? delay : nil
  }
}

extension HTTPResponse {
  /// The body, when the status and content say the request succeeded.
  ///
  /// - Throws: `ServiceError` for rate limits, error bodies, HTML pages and error statuses.
  func successfulBody(host: String) throws(ServiceError) -> Data {
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
        throw .errorBody(host: host, status: status, reason: body.excerpt())
      }
      throw .httpStatus(host: host, status: status)
    }
    if isHTML {
      throw .unreadable(host: host, detail: "expected JSON, got an HTML page: \(body.excerpt())")
    }
    return body
  }

  /// Whether the `Content-Type` says HTML: a captive portal's login page or a proxy's error.
  var isHTML: Bool {
    headers["content-type"]?.lowercased().contains("html") == true
  }

  /// The reason of an `{"error": true, "reason": "..."}` body, sanitised for display.
  var errorReason: String? {
    struct ErrorBody: Decodable {
      var error: Bool?
      var reason: String?
    }
    // Error bodies are small objects that name `error` at once; a forecast is neither, and
    // parsing it a second time would cost as much as the first.
    guard body.count < 65_536, body.prefix(256).range(of: Data("\"error\"".utf8)) != nil,
      let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body),
      decoded.error == true
    else { return nil }
    let reason = decoded.reason?.sanitizedForTerminal() ?? ""
    return reason.isEmpty ? "no reason given" : reason
  }
}

extension Data {
  /// The first line of a body as text, sanitised and shortened, to quote in a message.
  func excerpt(limit: Int = 60) -> String {
    let text = String(decoding: prefix(4096), as: UTF8.self)
    let firstLine =
      text.split(whereSeparator: \.isNewline).first.map(String.init)?
      .sanitizedForTerminal()
      .trimmingCharacters(in: .whitespaces) ?? ""
    if firstLine.isEmpty { return "an empty body" }
    if firstLine.count <= limit { return "\"\(firstLine)\"" }
    return "\"\(firstLine.prefix(limit))…\""
  }
}
