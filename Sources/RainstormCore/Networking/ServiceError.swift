/// Why a remote service (forecast, IP lookup) gave no usable answer; each case names the host.
public enum ServiceError: Error, Equatable, Sendable {
  /// No complete answer arrived in time: within `seconds` when the request had a share of the
  /// budget, else within the budget.
  case timedOut(host: String, seconds: Double? = nil)
  /// The answer came, but reading it did not finish before the run's time limit.
  case outOfTime(host: String)
  /// The service was not asked: no time was left for it.
  case notAsked(host: String)
  /// The host could not be reached: refused, unresolved, connection lost.
  case unreachable(host: String, reason: String)
  /// The service asked us to slow down (HTTP 429 or a rate-limit body).
  case rateLimited(host: String, reason: String?)
  /// The service answered 429 or 503 with a `Retry-After` of `seconds`, longer than the
  /// `left` seconds of the budget.
  case asksToWait(host: String, status: Int, seconds: Double, left: Double)
  /// The service answered with an error status and no readable reason.
  case httpStatus(host: String, status: Int)
  /// The service answered with an error body that gives a reason.
  case errorBody(host: String, status: Int, reason: String)
  /// The answer could not be understood; the detail says what was wrong with it.
  case unreadable(host: String, detail: String)
  /// The service was not asked for this place: it takes one place per request, and a batch
  /// asks it for at most `limit` places.
  case placeLimit(host: String, limit: Int)
  /// Every provider asked failed, each for its own reason, in the order they were asked.
  case providersFailed([ServiceError])

  /// The host the failure came from.
  public var host: String {
    switch self {
    case .timedOut(let host, _), .outOfTime(let host), .notAsked(let host),
      .unreachable(let host, _),
      .rateLimited(let host, _), .asksToWait(let host, _, _, _), .httpStatus(let host, _),
      .errorBody(let host, _, _), .unreadable(let host, _), .placeLimit(let host, _):
      host
    case .providersFailed(let failures): failures.first?.host ?? ""
    }
  }

  /// `first`, and then `second` when both are failures of providers asked in turn: one
  /// `providersFailed` listing each provider's failure once.
  public static func combining(_ first: ServiceError, _ second: ServiceError) -> ServiceError {
    let parts = { (error: ServiceError) -> [ServiceError] in
      if case .providersFailed(let failures) = error { return failures }
      return [error]
    }
    return .providersFailed(parts(first) + parts(second))
  }

  /// Whether the service is there but busy or slow, so that asking again later is the thing
  /// to do: no answer in time, a rate limit, a wait asked for. The one place this is decided:
  /// it chooses exit 75 for one service and for a chain of them (IP providers) alike.
  public var isTemporary: Bool {
    switch self {
    case .timedOut, .outOfTime, .notAsked, .rateLimited, .asksToWait: true
    case .unreachable, .httpStatus, .errorBody, .unreadable, .placeLimit: false
    case .providersFailed(let failures): failures.contains(where: \.isTemporary)
    }
  }

  /// Whether the failure says nothing against the request itself, so that the same request
  /// may well succeed later and a kept answer may stand in: a temporary failure, no
  /// connection, or a server error.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .outOfTime, .notAsked, .rateLimited, .asksToWait: isTemporary
    case .unreachable: true
    case .httpStatus(_, let status), .errorBody(_, let status, _): status >= 500
    case .unreadable, .placeLimit: false
    case .providersFailed(let failures): failures.contains(where: \.isTransient)
    }
  }

  /// Turns a transport failure for `host` into a service error.
  package init(_ error: TransportError, host: String) {
    switch error {
    case .timedOut: self = .timedOut(host: host)
    case .connectionFailed(let reason), .cannotConnect(let reason):
      self = .unreachable(host: host, reason: reason)
    case .proxyFailed(let proxy, let reason):
      self = .unreachable(host: "the proxy \(proxy)", reason: reason)
    case .tooLarge(let limit):
      self = .unreadable(
        host: host,
        detail: "the answer is larger than \(limit / 1_048_576) MiB; rainstorm stopped reading")
    case .malformedResponse(let reason):
      self = .unreadable(
        host: host, detail: "it answered with something that is not valid HTTP (\(reason))")
    }
  }
}
