import Foundation
import RainstormCore
import Synchronization
import Testing

@Suite struct RetryTests {
  let request = HTTPRequest(
    url: WebAddress("https://api.open-meteo.com/v1/forecast")!, timeout: 10)

  /// Answers the n-th request with `replies[n]` (the last one repeats).
  static func scripted(_ replies: [Result<HTTPResponse, TransportError>]) -> StubHTTP {
    let calls = Mutex(0)
    return StubHTTP { _ throws(TransportError) in
      let call = calls.withLock { count in
        defer { count += 1 }
        return count
      }
      return try replies[min(call, replies.count - 1)].get()
    }
  }

  static func status(_ code: Int, _ headers: [String: String] = [:], body: String = "{}")
    -> Result<HTTPResponse, TransportError>
  {
    .success(HTTPResponse(status: code, headers: headers, body: Array(body.utf8)))
  }

  func fetch(_ http: StubHTTP, _ clock: FakeClock, budget: Double = 10) async -> Result<
    [UInt8], ServiceError
  > {
    var client = http.client
    client.retryPolicy = clock.policy(budget: budget)
    do {
      return .success(try await client.fetch(request))
    } catch {
      return .failure(error)
    }
  }

  @Test func retriesAServerErrorWithBackoffAndSucceeds() async {
    let clock = FakeClock()
    let http = Self.scripted([
      Self.status(500), Self.status(504), Self.status(200, body: "{\"ok\":1}"),
    ])
    let result = await fetch(http, clock)
    #expect(result == .success(Array("{\"ok\":1}".utf8)))
    // 0.5 s then 1 s: doubling, times the jitter factor 0.5 + 0.5.
    #expect(clock.sleeps.all == [0.5, 1.0])
    #expect(http.requests.count == 3)
  }

  @Test func retriesAtMostTwice() async {
    let clock = FakeClock()
    let http = Self.scripted([.failure(.connectionFailed(reason: "connection reset"))])
    let result = await fetch(http, clock)
    #expect(
      result == .failure(.unreachable(host: "api.open-meteo.com", reason: "connection reset")))
    #expect(http.requests.count == 3)
    let http503 = Self.scripted([Self.status(503, body: "")])
    let result503 = await fetch(http503, FakeClock())
    #expect(result503 == .failure(.httpStatus(host: "api.open-meteo.com", status: 503)))
    #expect(http503.requests.count == 3)
  }

  @Test(arguments: [400, 401, 404, 418, 501])
  func doesNotRetryOtherStatuses(status: Int) async {
    let clock = FakeClock()
    let http = Self.scripted([Self.status(status, body: ""), Self.status(200)])
    let result = await fetch(http, clock)
    #expect(result == .failure(.httpStatus(host: "api.open-meteo.com", status: status)))
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.all.isEmpty)
  }

  @Test func doesNotRetryWhatCannotSucceedSoon() async {
    for error in [
      TransportError.cannotConnect(reason: "host name not resolved"), .tooLarge(limit: 8),
    ] {
      let http = Self.scripted([.failure(error), Self.status(200)])
      _ = await fetch(http, FakeClock())
      #expect(http.requests.count == 1)
    }
  }

  @Test func waitsForRetryAfterWhenItFits() async {
    let clock = FakeClock()
    let http = Self.scripted([Self.status(429, ["Retry-After": "1"]), Self.status(200)])
    let result = await fetch(http, clock)
    #expect(result == .success(Array("{}".utf8)))
    #expect(clock.sleeps.all == [1])
  }

  @Test func failsAtOnceWhenRetryAfterDoesNotFit() async {
    let clock = FakeClock()
    let http = Self.scripted([Self.status(429, ["Retry-After": "3600"]), Self.status(200)])
    let result = await fetch(http, clock)
    #expect(
      result
        == .failure(.asksToWait(host: "api.open-meteo.com", status: 429, seconds: 3600, left: 10)))
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.all.isEmpty)
    let busy = Self.scripted([Self.status(503, ["Retry-After": "30"])])
    #expect(
      await fetch(busy, FakeClock(), budget: 10)
        == .failure(.asksToWait(host: "api.open-meteo.com", status: 503, seconds: 30, left: 10)))
  }

  /// With its retries used up, a service that keeps asking to wait is a rate limit, not a
  /// wait "longer than the time left" when the wait would fit.
  @Test func aWaitThatFitsAfterTheLastRetryIsNotCalledTooLong() async {
    let clock = FakeClock()
    let http = Self.scripted(
      Array(repeating: Self.status(429, ["Retry-After": "3"]), count: 4))
    let result = await fetch(http, clock, budget: 60)
    #expect(result == .failure(.rateLimited(host: "api.open-meteo.com", reason: nil)))
    #expect(http.requests.count == 3)
    #expect(clock.sleeps.all == [3, 3])
  }

  @Test func a429WithoutRetryAfterIsARateLimitNotRetried() async {
    let http = Self.scripted([Self.status(429, body: "Too Many Requests"), Self.status(200)])
    #expect(
      await fetch(http, FakeClock())
        == .failure(.rateLimited(host: "api.open-meteo.com", reason: nil)))
    #expect(http.requests.count == 1)
  }

  @Test func readsRetryAfterAsSecondsOrADate() {
    let now = Date(timeIntervalSince1970: 1_445_412_470)  // Wed, 21 Oct 2015 07:27:50 GMT
    #expect(RetryPolicy.retryAfter("120", now: now) == 120)
    #expect(RetryPolicy.retryAfter(" 0 ", now: now) == 0)
    #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 10)
    #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
    #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
    #expect(RetryPolicy.retryAfter("-5", now: now) == nil)
    #expect(RetryPolicy.retryAfter("1.5", now: now) == nil)
    #expect(RetryPolicy.retryAfter(nil, now: now) == nil)
  }

  @Test func eachAttemptGetsWhatIsLeftOfTheBudget() async {
    let clock = FakeClock()
    let http = StubHTTP { _ throws(TransportError) in
      clock.advance(3)
      throw .connectionFailed(reason: "connection refused")
    }
    _ = await fetch(http, clock, budget: 8)
    // 8 s, then 8 - 3 - 0.5 = 4.5 s, then 4.5 - 3 - 1 = 0.5 s.
    #expect(http.requests.map(\.timeout) == [8, 4.5, 0.5])
  }

  @Test func neverSleepsPastTheDeadline() async {
    let clock = FakeClock()
    let http = StubHTTP { _ throws(TransportError) in
      clock.advance(0.9)
      return HTTPResponse(status: 502, body: [])
    }
    let result = await fetch(http, clock, budget: 1)
    #expect(result == .failure(.httpStatus(host: "api.open-meteo.com", status: 502)))
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.all.isEmpty)
  }

  @Test func anExpiredBudgetSendsNothing() async {
    let clock = FakeClock()
    var client = StubHTTP(fixture: Fixture.zagrebForecast).client
    client.retryPolicy = clock.policy(budget: 2)
    clock.advance(2)
    await #expect(throws: ServiceError.timedOut(host: "api.open-meteo.com")) {
      try await client.fetch(request)
    }
  }

  @Test func aTimeoutThatUsedTheWholeBudgetIsNotRetried() async {
    let clock = FakeClock()
    let http = StubHTTP { request throws(TransportError) in
      clock.advance(request.timeout)
      throw .timedOut
    }
    let result = await fetch(http, clock, budget: 5)
    #expect(result == .failure(.timedOut(host: "api.open-meteo.com")))
    #expect(http.requests.count == 1)
  }

  @Test func aRetryCutShortByTheBudgetReportsWhyItWasRetried() async {
    let clock = FakeClock()
    let calls = Mutex(0)
    let http = StubHTTP { request throws(TransportError) in
      let first = calls.withLock { count in
        defer { count += 1 }
        return count == 0
      }
      guard !first else {
        clock.advance(1)
        throw .connectionFailed(reason: "connection reset")
      }
      clock.advance(request.timeout)
      throw .timedOut
    }
    // Reset after 1 s, 0.5 s of backoff, then the retry has 2.5 s and gets no answer.
    let result = await fetch(http, clock, budget: 4)
    let reset = ServiceError(
      TransportError.connectionFailed(reason: "connection reset"), host: "api.open-meteo.com")
    #expect(result == .failure(reset))
    #expect(http.requests.map(\.timeout) == [4, 2.5])
  }

  @Test func aShorterRequestTimeoutIsRetriedWithinTheBudget() async {
    let clock = FakeClock()
    let http = StubHTTP { request throws(TransportError) in
      clock.advance(request.timeout)
      throw .timedOut
    }
    var client = http.client
    client.retryPolicy = clock.policy(budget: 10)
    let short = HTTPRequest(url: request.url, timeout: 2)
    await #expect(throws: ServiceError.timedOut(host: "api.open-meteo.com")) {
      try await client.fetch(short)
    }
    #expect(http.requests.count == 3)
  }
}
