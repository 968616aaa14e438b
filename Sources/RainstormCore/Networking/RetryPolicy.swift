#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// How requests are retried, and the deadline for all of them together: the whole
/// invocation's time budget.
///
/// Transient failures (a connection refused, reset or closed early; HTTP 500, 502, 503, 504;
/// a request that timed out while budget remains) are retried at most `retries` times, after
/// an exponential backoff with jitter. HTTP 429 or 503 with `Retry-After` is retried after the
/// wait only when the wait fits in what is left; otherwise it fails at once. Nothing else is
/// retried. The clock, the sleep and the randomness are injected.
package struct RetryPolicy: Sendable {
  /// When every request must be over.
  package var deadline: Date
  /// How many times one request may be tried again.
  package var retries: Int
  /// The first backoff, in seconds, before jitter; it doubles with each retry.
  package var baseDelay: Double
  /// The current instant.
  package var now: @Sendable () -> Date
  /// Waits this many seconds.
  package var sleep: @Sendable (Double) async -> Void
  /// A number in 0..<1, for jitter.
  package var random: @Sendable () -> Double

  /// Creates a policy.
  package init(
    deadline: Date, retries: Int = 2, baseDelay: Double = 0.5,
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (Double) async -> Void,
    random: @escaping @Sendable () -> Double
  ) {
    self.deadline = deadline
    self.retries = retries
    self.baseDelay = baseDelay
    self.now = now
    self.sleep = sleep
    self.random = random
  }

  /// Seconds left before the deadline (negative once it has passed).
  package var remaining: Double {
    deadline.timeIntervalSince(now())
  }

  /// The backoff before retry number `attempt` (0 for the first): `baseDelay` doubled each
  /// time, times a jitter factor in 0.5..<1.5 so that many clients do not retry in step.
  func backoff(attempt: Int) -> Double {
    baseDelay * Double(1 << min(attempt, 10)) * (0.5 + random())
  }

  /// The wait a `Retry-After` value asks for: whole seconds, or an HTTP date (IMF-fixdate,
  /// such as `Wed, 21 Oct 2015 07:28:00 GMT`). Nil when it is neither.
  package static func retryAfter(_ value: String?, now: Date) -> Double? {
    guard let value = value?.trimmingWhitespace, !value.isEmpty else { return nil }
    if value.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return Double(value).map { min($0, 86_400 * 365) }
    }
    guard let date = HTTPDate.parse(value) else { return nil }
    return min(max(0, date.timeIntervalSince(now)), 86_400 * 365)
  }
}
