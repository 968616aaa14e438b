extension HTTPClient {
  /// Sends `request` and returns the body of a successful answer, retrying as `retryPolicy`
  /// says (one attempt without a policy).
  ///
  /// A rate limit (HTTP 429, or a body whose reason is `RateLimited`), an error body
  /// (`{"error": true, "reason": ...}`, the shape Open-Meteo and ipapi.co share), an HTML page
  /// and any non-2xx status become the matching `ServiceError`.
  /// - Throws: `ServiceError`.
  public func fetch(_ request: HTTPRequest) async throws(ServiceError) -> [UInt8] {
    try await fetchResponse(request).body
  }

  /// As `fetch`, but the whole successful response, headers included; a `304 Not Modified`
  /// is successful when the request asked with `If-Modified-Since`.
  ///
  /// - Throws: `ServiceError`.
  public func fetchResponse(_ request: HTTPRequest) async throws(ServiceError) -> HTTPResponse {
    guard let policy = retryPolicy else {
      let response: HTTPResponse
      do {
        response = try await send(request)
      } catch {
        throw ServiceError(error, host: request.host)
      }
      return try response.successful(for: request)
    }
    // The request's own deadline, when it has a share of the budget.
    let ownDeadline = request.budget.map { policy.now().addingTimeInterval($0) }
    let left = { () -> Double in
      min(policy.remaining, ownDeadline?.timeIntervalSince(policy.now()) ?? .infinity)
    }
    var attempt = 0
    // Why the last try failed at the network. A retry that the time limit then cuts short
    // reports this cause, not the limit.
    var retriedFailure: ServiceError?
    while true {
      let remaining = left()
      guard remaining > 0 else {
        throw retriedFailure ?? .timedOut(host: request.host, seconds: request.budget)
      }
      var attemptRequest = request
      attemptRequest.timeout = min(request.timeout, remaining)
      let wait: Double
      do {
        let response = try await send(attemptRequest)
        guard
          let delay = try retryDelay(
            response, policy: policy, attempt: attempt, left: left, host: request.host)
        else {
          return try response.successful(for: request)
        }
        wait = delay
      } catch let error as TransportError {
        let retryable: Bool
        switch error {
        case .connectionFailed: retryable = true
        // Only this request's own limit ran out, not the budget: worth another try.
        case .timedOut: retryable = attemptRequest.timeout < remaining
        case .cannotConnect, .proxyFailed, .tooLarge, .malformedResponse: retryable = false
        }
        let delay = policy.backoff(attempt: attempt)
        guard retryable, attempt < policy.retries, delay < left() else {
          guard case .timedOut = error else { throw ServiceError(error, host: request.host) }
          throw retriedFailure ?? .timedOut(host: request.host, seconds: request.budget)
        }
        if case .connectionFailed = error {
          retriedFailure = ServiceError(error, host: request.host)
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
  ///   With no retries left, the response is taken as it is (a rate limit, an error status).
  private func retryDelay(
    _ response: HTTPResponse, policy: RetryPolicy, attempt: Int, left: () -> Double,
    host: String
  ) throws(ServiceError) -> Double? {
    let status = response.status
    guard attempt < policy.retries else { return nil }
    if status == 429 || status == 503,
      let wait = RetryPolicy.retryAfter(response.headers["retry-after"], now: policy.now())
    {
      let remaining = left()
      guard wait < remaining else {
        throw .asksToWait(host: host, status: status, seconds: wait, left: max(0, remaining))
      }
      return wait
    }
    guard [500, 502, 503, 504].contains(status) else { return nil }
    let delay = policy.backoff(attempt: attempt)
    return delay < left() ? delay : nil
  }
}
