import Foundation
import RainstormCore
import RainstormURLSession
import Synchronization
import Testing

@testable import rainstorm

/// One way a forecast server misbehaves, and what rainstorm must do about it.
struct Misbehaviour: Sendable, CustomTestStringConvertible {
  let name: String
  /// The reply to the n-th forecast request (0 for the first).
  let reply: @Sendable (Int) -> LocalHTTPServer.Reply
  let status: Int32
  /// The whole of standard error, or its start when it ends with "…".
  let stderr: String
  /// How many forecast requests reach the server.
  let requests: ClosedRange<Int>
  /// Seconds the run may take at least (a wait that must happen) and at most.
  var atLeast = 0.0
  var atMost = Misbehaviour.budget + 1

  var testDescription: String { name }

  /// `--timeout` for every run here: the whole budget.
  static let budget = 2.0

  static let zagreb = RecordedAnswer.zagreb.present()
  static let noData = "rainstorm: no weather data: "
  /// Not HTTP at all, or HTTP that cannot be read: never retried.
  static let unreadableHTTP =
    noData + "cannot read the answer from 127.0.0.1: it answered with something that is not "
    + "valid HTTP (…"
  /// A failure retried twice: the second backoff (0.5 to 1.5 s, after 0.25 to 0.75 s) fits a
  /// 2 s budget only when the random jitter is small enough, so the third try may not happen.
  static let retried = 2...3

  static let all: [Misbehaviour] = [
    Misbehaviour(
      name: "never answers", reply: { _ in .hang }, status: 75,
      stderr: noData + "no answer from 127.0.0.1 within the time limit (2 s); "
        + "try again or raise --timeout\n",
      requests: 1...1, atLeast: budget),
    Misbehaviour(
      name: "sends the head, then stalls",
      reply: { _ in
        .raw(LocalHTTPServer.head(status: 200, contentLength: zagreb.count), then: .hang)
      },
      status: 75, stderr: noData + "no answer from 127.0.0.1 within the time limit (2 s); …",
      requests: 1...1, atLeast: budget),
    Misbehaviour(
      name: "drips the body a byte at a time", reply: { _ in .drip(body: zagreb, interval: 0.05) },
      status: 75, stderr: noData + "no answer from 127.0.0.1 within the time limit (2 s); …",
      requests: 1...1, atLeast: budget),
    Misbehaviour(
      name: "closes before Content-Length is reached",
      reply: { _ in
        .raw(
          LocalHTTPServer.head(status: 200, contentLength: zagreb.count) + zagreb.prefix(100),
          then: .close)
      },
      status: 69, stderr: noData + "cannot reach 127.0.0.1 (…", requests: retried),
    Misbehaviour(
      name: "resets the connection", reply: { _ in .reset }, status: 69,
      stderr: noData + "cannot reach 127.0.0.1 (…", requests: retried),
    Misbehaviour(
      name: "500, then 200",
      reply: { attempt in
        attempt == 0
          ? .respond(status: 500, body: Array("Internal Server Error".utf8))
          : .respond(status: 200, body: zagreb)
      },
      status: 0, stderr: "", requests: 2...2),
    Misbehaviour(
      name: "429 with Retry-After: 1, then 200",
      reply: { attempt in
        attempt == 0
          ? .respond(status: 429, headers: ["Retry-After": "1"], body: [])
          : .respond(status: 200, body: zagreb)
      },
      status: 0, stderr: "", requests: 2...2, atLeast: 1),
    Misbehaviour(
      name: "429 with Retry-After: 3600",
      reply: { _ in .respond(status: 429, headers: ["Retry-After": "3600"], body: []) },
      status: 75,
      // The time left is what the clock says then, a little under the 2 s budget.
      stderr: noData + "127.0.0.1 answered HTTP 429 and asks to wait 3600 s, longer than the 1.…",
      requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "200 with an HTML page",
      reply: { _ in
        .respond(
          status: 200, headers: ["Content-Type": "text/html"],
          body: Array("<html><head><title>Log in to the train Wi-Fi</title>\n</html>".utf8))
      },
      status: 65,
      stderr: noData + "cannot read the answer from 127.0.0.1: expected JSON, got an HTML page "
        + "titled \"Log in to the train Wi-Fi\"\n",
      requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "200 with a line of plain text",
      reply: { _ in
        .respond(
          status: 200, headers: ["Content-Type": "text/plain"],
          body: Array("Error: Stream closed unexpectedly\u{1B}[2J\n".utf8))
      },
      status: 65, stderr: noData + "cannot read the answer from 127.0.0.1: …", requests: 1...1,
      atMost: 1),
    Misbehaviour(
      name: "a 50 MiB body",
      reply: { _ in .respond(status: 200, body: [UInt8](repeating: 0, count: 50 * 1_048_576)) },
      status: 65,
      stderr: noData + "cannot read the answer from 127.0.0.1: the answer is larger than 8 MiB; "
        + "rainstorm stopped reading\n",
      requests: 1...1),
    Misbehaviour(
      name: "a 50 MiB body without Content-Length",
      reply: { _ in
        .raw(
          LocalHTTPServer.head(status: 200, contentLength: nil)
            + [UInt8](repeating: 0, count: 50 * 1_048_576),
          then: .close)
      },
      status: 65,
      stderr: noData + "cannot read the answer from 127.0.0.1: the answer is larger than 8 MiB; "
        + "rainstorm stopped reading\n",
      requests: 1...1),
    Misbehaviour(
      name: "a garbage status line",
      reply: { _ in .raw(Array("GARBAGE 200 NOT-HTTP\r\n\r\n{}".utf8), then: .close) },
      status: 65, stderr: unreadableHTTP, requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "HTTP/0.9: a body and no head",
      reply: { _ in .raw(zagreb, then: .close) },
      status: 65, stderr: unreadableHTTP, requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "a body that is not in its Content-Encoding",
      reply: { _ in
        .raw(
          LocalHTTPServer.head(
            status: 200, headers: ["Content-Encoding": "gzip"], contentLength: zagreb.count)
            + zagreb, then: .close)
      },
      status: 65, stderr: unreadableHTTP, requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "a 300 KB header",
      reply: { _ in
        .raw(
          LocalHTTPServer.head(
            status: 200, headers: ["X-Padding": String(repeating: "a", count: 300_000)],
            contentLength: zagreb.count) + zagreb, then: .close)
      },
      status: 65, stderr: unreadableHTTP, requests: 1...1, atMost: 1),
    Misbehaviour(
      name: "a redirect loop",
      reply: { _ in .respond(status: 302, headers: ["Location": "/v1/forecast?loop"], body: [])
      },
      status: 69,
      stderr: noData + "127.0.0.1 sends the request round in circles (more than 5 redirects); "
        + "try again later\n",
      requests: 6...6),
  ]
}

/// The built binary against a forecast server that misbehaves: each way has its exit status,
/// its message, a time bound, and leaves the cache as it was.
@Suite(.serialized) struct HostileServerTests {
  @Test(arguments: Misbehaviour.all)
  func endsInBoundedTimeWithAClearAnswer(_ misbehaviour: Misbehaviour) async throws {
    let server = try MisbehavingServer(misbehaviour)
    defer { server.stop() }
    let home = try TemporaryHome.make("hostile")
    defer { TemporaryHome.remove(home) }
    let environment = [
      "RAINSTORM_WEATHER_URL": server.http.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
    ]

    // A forecast for one place is kept; the misbehaving server is then asked about another.
    let kept = try await RainstormProcess.run(["45.6,17.22"], environment: environment)
    #expect(kept.status == 0)
    let cache = home.appendingPathComponent(".cache/rainstorm")
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    let before = try entries.map { try Data(contentsOf: cache.appendingPathComponent($0)) }

    server.startMisbehaving()
    let run = try await RainstormProcess.run(
      ["1.5,2.5", "--timeout", "\(Misbehaviour.budget)"], environment: environment)
    #expect(run.status == misbehaviour.status)
    if misbehaviour.stderr.hasSuffix("…") {
      #expect(run.stderr.hasPrefix(String(misbehaviour.stderr.dropLast())), "\(run.stderr)")
      #expect(run.stderr.hasSuffix("\n") && run.stderr.filter { $0 == "\n" }.count == 1)
    } else {
      #expect(run.stderr == misbehaviour.stderr)
    }
    #expect(!run.stderr.contains("\u{1B}"))
    #expect(run.stdout.isEmpty == (misbehaviour.status != 0))
    #expect(run.seconds >= misbehaviour.atLeast)
    #expect(run.seconds <= misbehaviour.atMost, "took \(run.seconds) s")
    #expect(misbehaviour.requests.contains(server.attempts))

    // The kept entry is untouched and still answers, with the server gone.
    let after = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      .filter { entries.contains($0) }
      .map { try Data(contentsOf: cache.appendingPathComponent($0)) }
    #expect(after == before)
    server.stop()
    let fromCache = try await RainstormProcess.run(["45.6,17.22"], environment: environment)
    #expect(fromCache.status == 0)
    #expect(fromCache.stdout == kept.stdout)
  }

  /// The same misbehaviours through the URLSession transport (the one Apple platforms use),
  /// run in-process: the same exit status, message, time bound and request count, and the
  /// kept forecast untouched.
  @Test(arguments: Misbehaviour.all)
  func endsTheSameThroughURLSession(_ misbehaviour: Misbehaviour) async throws {
    let server = try MisbehavingServer(misbehaviour)
    defer { server.stop() }
    var harness = CommandHarness()
    harness.environment = [
      "RAINSTORM_WEATHER_URL": server.http.baseURL, "HOME": "/nonexistent", "LANG": "C.UTF-8",
      "RAINSTORM_PROVIDER": "open-meteo",
    ]
    harness.liveTransport = .urlSession()
    let kept = await harness.run(["45.6,17.22"])
    #expect(kept.status == .success)
    let keys = harness.cache.answerKeys
    let entries = keys.map { harness.cache.read($0) }

    server.startMisbehaving()
    let start = Date()
    let run = await harness.run(["1.5,2.5", "--timeout", "\(Misbehaviour.budget)"])
    let seconds = Date().timeIntervalSince(start)
    #expect(run.status.rawValue == misbehaviour.status)
    if misbehaviour.stderr.hasSuffix("…") {
      #expect(run.stderr.hasPrefix(String(misbehaviour.stderr.dropLast())), "\(run.stderr)")
      #expect(run.stderr.hasSuffix("\n") && run.stderr.filter { $0 == "\n" }.count == 1)
    } else {
      #expect(run.stderr == misbehaviour.stderr)
    }
    #expect(run.stdout.isEmpty == (misbehaviour.status != 0))
    #expect(seconds >= misbehaviour.atLeast)
    #expect(seconds <= misbehaviour.atMost, "took \(seconds) s")
    #expect(misbehaviour.requests.contains(server.attempts))
    // Only the misbehaving request's answer (and the models' days after it), if it succeeded
    // in the end, is new in the cache.
    #expect(keys.map { harness.cache.read($0) } == entries)
    #expect(harness.cache.answerKeys.count == entries.count + (misbehaviour.status == 0 ? 2 : 0))
  }
}

/// A forecast server that answers well until told to misbehave, then replies as the
/// misbehaviour says and counts the forecast requests it gets.
final class MisbehavingServer: Sendable {
  private final class State: Sendable {
    let value = Mutex((misbehaving: false, attempts: 0))
  }

  let http: LocalHTTPServer
  private let state = State()

  init(_ misbehaviour: Misbehaviour) throws {
    let state = self.state
    http = try LocalHTTPServer { request in
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: [])
      }
      // The compared models' own request, after a forecast arrived, is answered well: the
      // misbehaviour is the forecast's.
      if request.target.contains("models=") {
        return .respond(
          status: 200,
          body: ModelsBody.body(Misbehaviour.zagreb, models: ModelsBody.models(in: request.target)))
      }
      let attempt = state.value.withLock { state -> Int? in
        guard state.misbehaving else { return nil }
        defer { state.attempts += 1 }
        return state.attempts
      }
      guard let attempt else { return .respond(status: 200, body: Misbehaviour.zagreb) }
      return misbehaviour.reply(attempt)
    }
  }

  /// Forecast requests that got a misbehaving reply.
  var attempts: Int { state.value.withLock { $0.attempts } }

  func startMisbehaving() {
    state.value.withLock { $0.misbehaving = true }
  }

  func stop() {
    http.stop()
  }
}
