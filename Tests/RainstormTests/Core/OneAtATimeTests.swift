import Foundation
import RainstormCore
import Synchronization
import Testing

/// Open-Meteo serves one request at a time per address: its requests take turns within one
/// client, other services' requests do not, and its "Too many concurrent requests" is a wait.
@Suite struct OneAtATimeTests {
  static let forecast = WebAddress("https://api.open-meteo.com/v1/forecast?latitude=1")!
  static let feed = WebAddress("https://feeds.example.org/rss.xml")!

  /// A transport that takes 20 ms an answer and counts the requests in flight, all of them and
  /// those that take turns.
  final class Counting: Sendable {
    let state = Mutex((now: 0, most: 0, turnsNow: 0, turnsMost: 0))
    var client: HTTPClient {
      HTTPClient { request throws(TransportError) in
        self.state.withLock { state in
          state.now += 1
          state.most = max(state.most, state.now)
          if request.takesTurns {
            state.turnsNow += 1
            state.turnsMost = max(state.turnsMost, state.turnsNow)
          }
        }
        try? await Task.sleep(for: .milliseconds(20))
        self.state.withLock { state in
          state.now -= 1
          if request.takesTurns { state.turnsNow -= 1 }
        }
        return HTTPResponse(status: 200, body: Array("{}".utf8))
      }
    }
  }

  @Test func openMeteoRequestsTakeTurnsAndOthersOverlapThem() async {
    let counting = Counting()
    let client = counting.client
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<12 {
        group.addTask {
          let request =
            index % 3 == 0
            ? HTTPRequest(url: Self.feed, timeout: 5)
            : HTTPRequest.openMeteo(url: Self.forecast, timeout: 5)
          _ = try? await client.fetch(request)
        }
      }
    }
    let state = counting.state.withLock { $0 }
    #expect(state.turnsMost == 1)
    // The feeds were asked while Open-Meteo answered: the turns hold only its requests.
    #expect(state.most >= 2)
  }

  @Test func aCopyOfTheClientSharesTheTurns() async {
    let counting = Counting()
    let client = counting.client
    let identified = client.identifying(as: "rainstorm/test (me@example.org)")
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<6 {
        group.addTask {
          _ = try? await (index.isMultiple(of: 2) ? client : identified)
            .fetch(HTTPRequest.openMeteo(url: Self.forecast, timeout: 5))
        }
      }
    }
    #expect(counting.state.withLock { $0.turnsMost } == 1)
  }

  @Test func everyOpenMeteoServiceTakesTurns() {
    let location = Location.zagreb
    let base = WebAddress("http://127.0.0.1:9")!
    let http = HTTPClient { _ throws(TransportError) in throw .timedOut }
    let forecast = OpenMeteoWeatherService(http: http, baseURL: base, timeout: 5, now: { Date() })
      .request(for: location, options: ForecastOptions())
    #expect(forecast.takesTurns)
    #expect(!HTTPRequest(url: Self.feed, timeout: 5).takesTurns)
  }

  /// Open-Meteo's answer to a request beyond its queue (open-meteo/open-meteo#1493).
  static let busy = RetryTests.status(
    429, body: #"{"error":true,"reason":"Too many concurrent requests"}"#)

  @Test func tooManyConcurrentRequestsIsAWaitNotALimit() async {
    let clock = FakeClock()
    let http = RetryTests.scripted([
      Self.busy, Self.busy, Self.busy, Self.busy, RetryTests.status(200, body: "{\"ok\":1}"),
    ])
    var client = http.client
    client.retryPolicy = clock.policy(budget: 10)
    let body = try? await client.fetch(HTTPRequest.openMeteo(url: Self.forecast, timeout: 5))
    #expect(body == Array("{\"ok\":1}".utf8))
    // Four waits, beyond the two retries other failures get: 0.5, 1, 2, 4 s.
    #expect(clock.sleeps.all == [0.5, 1, 2, 4])
  }

  @Test func aBusyServiceWaitsAsItsRetryAfterSays() async {
    let clock = FakeClock()
    let http = RetryTests.scripted([
      RetryTests.status(
        429, ["retry-after": "2"], body: #"{"error":true,"reason":"Too many concurrent requests"}"#),
      RetryTests.status(200),
    ])
    var client = http.client
    client.retryPolicy = clock.policy(budget: 10)
    _ = try? await client.fetch(HTTPRequest.openMeteo(url: Self.forecast, timeout: 5))
    #expect(clock.sleeps.all == [2])
  }

  @Test func aBusyServiceBeyondTheTimeLimitIsARateLimitNotTheDailyOne() async {
    let clock = FakeClock()
    let http = RetryTests.scripted([Self.busy])
    var client = http.client
    client.retryPolicy = clock.policy(budget: 3)
    do {
      _ = try await client.fetch(HTTPRequest.openMeteo(url: Self.forecast, timeout: 5))
      Issue.record("a busy service answered")
    } catch {
      #expect(
        error == .rateLimited(host: "api.open-meteo.com", reason: "Too many concurrent requests"))
    }
    // 0.5 and 1 s fit in 3 s; 2 s more would not.
    #expect(clock.sleeps.all == [0.5, 1])
    #expect(http.requests.count == 3)
  }

  @Test func theDailyLimitIsStillNotRetried() async {
    let clock = FakeClock()
    let http = RetryTests.scripted([
      .success(
        HTTPResponse(status: 429, body: Fixture.data("openmeteo_error_429_daily_limit.json"))),
      RetryTests.status(200),
    ])
    var client = http.client
    client.retryPolicy = clock.policy(budget: 10)
    _ = try? await client.fetch(HTTPRequest.openMeteo(url: Self.forecast, timeout: 5))
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.all.isEmpty)
  }
}
