extension HTTPClient {
  /// Sends `request` and returns the body of a successful answer, retrying as `retryPolicy`
  /// says (one attempt without a policy).
  ///
  /// A rate limit (HTTP 429, or a body whose reason is `RateLimited`), an error body
  /// (`{"error": true, "reason": ...}`, the shape Open-Meteo and ipapi.co share), an HTML page
  /// and any non-2xx status become the matching `ServiceError`.
  /// - Throws: `ServiceError`.
  package func fetch(_ request: HTTPRequest) async throws(ServiceError) -> [UInt8] {
    try await fetchResponse(request).body
  }

  /// As `fetch`, but the whole successful response, headers included; a `304 Not Modified`
  /// is successful when the request asked with `If-Modified-Since`.
  ///
  /// - Throws: `ServiceError`.
  package func fetchResponse(_ request: HTTPRequest) async throws(ServiceError) -> HTTPResponse {
    guard let policy = retryPolicy else {
      let response: HTTPResponse
      do {
        response = try await sendInTurn(request)
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
    // Answers of a service that was busy with another request: retried while time is left,
    // apart from the retries that failures get.
    var busyAnswers = 0
    // Why the last try failed at the network. A retry that the time limit then cuts short
    // reports this cause, not the limit.
    var retriedFailure: ServiceError?
    while true {
      var attemptRequest = request
      var remaining = 0.0
      let wait: Double
      do {
        let response = try await sendInTurn(request) { request throws(TransportError) in
          // Counted once the turn has come: waiting for it used part of the time.
          remaining = left()
          guard remaining > 0 else { throw .timedOut }
          attemptRequest.timeout = min(request.timeout, remaining)
          return attemptRequest
        }
        if response.isBusyAnswer {
          let asked = RetryPolicy.retryAfter(response.headers["retry-after"], now: policy.now())
          let delay = asked ?? policy.backoff(attempt: busyAnswers)
          guard delay < left() else { return try response.successful(for: request) }
          busyAnswers += 1
          wait = delay
        } else {
          guard
            let delay = try retryDelay(
              response, policy: policy, attempt: attempt, left: left, host: request.host)
          else {
            return try response.successful(for: request)
          }
          wait = delay
          attempt += 1
        }
      } catch let error as TransportError {
        let retryable: Bool
        switch error {
        case .connectionFailed: retryable = true
        // Only this request's own limit ran out, not the budget: worth another try.
        case .timedOut: retryable = remaining > 0 && attemptRequest.timeout < remaining
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
        attempt += 1
      } catch let error as ServiceError {
        throw error
      } catch {
        throw .unreachable(host: request.host, reason: "request failed")
      }
      await policy.sleep(wait)
    }
  }

  /// Sends `request` as `prepare` makes it, once its turn has come when it takes turns
  /// (`HTTPRequest.takesTurns`), so that at most one such request is in flight.
  private func sendInTurn(
    _ request: HTTPRequest,
    prepare: (HTTPRequest) throws(TransportError) -> HTTPRequest = { $0 }
  ) async throws(TransportError) -> HTTPResponse {
    guard request.takesTurns else { return try await send(prepare(request)) }
    await turns.take()
    defer { turns.give() }
    return try await send(prepare(request))
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
