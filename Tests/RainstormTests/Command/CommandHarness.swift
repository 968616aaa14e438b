import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// Runs the command in-process with a stub network and captured output.
struct CommandHarness {
  struct Outcome {
    var status: ExitCode
    var stdout: String
    var stderr: String
  }

  /// Warnings are off unless a test turns them on (their hosts are not stubbed here), and
  /// Open-Meteo is the only provider unless a test asks for MET Norway.
  var environment: [String: String] = [
    "LANG": "C.UTF-8", "RAINSTORM_ALERTS": "off", "RAINSTORM_PROVIDER": "open-meteo",
  ]
  var stdoutIsTerminal = false
  /// The terminal's width, as the ioctl would tell it (nil: not a terminal).
  var terminalWidth: Int? = nil
  /// The terminal's height in rows, as the ioctl would tell it (nil: not a terminal).
  var terminalHeight: Int? = nil
  /// The width of the terminal on standard error, nil when it is none.
  var errorWidth: Int? = nil
  var now = RecordedAnswer.zagreb.recordedNow
  var standardInput: String? = nil
  /// The waits between retries, recorded instead of waited for.
  let sleeps = Recorder<Double>()
  /// The cache, whatever directory is asked for (there is one only when HOME or
  /// XDG_CACHE_HOME is set).
  var cache = MemoryCacheStore()
  /// Files by path; any other path is missing.
  var files: [String: FileContents] = [:]
  /// Answers the three services at their default addresses with recorded bodies; any other
  /// request fails the test that made it.
  var http = StubHTTP { request throws(TransportError) in
    let url = request.url.text
    switch url {
    case "https://ipapi.co/json/":
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.ipapiSuccess))
    case _ where url.hasPrefix("https://geocoding-api.open-meteo.com/v1/search?"):
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.geocodingHollywood))
    case _ where url.hasPrefix("https://api.open-meteo.com/v1/forecast?"):
      return HTTPResponse(
        status: 200,
        body: ModelsBody.body(
          Fixture.data(Fixture.zagrebForecast), models: ModelsBody.models(in: url)))
    default:
      Issue.record("unexpected request: \(request.url.text)")
      throw .cannotConnect(reason: "unexpected request in a test")
    }
  }

  /// The recorded Zagreb forecast when `url` asks Open-Meteo for a forecast, else nil: for
  /// stubs that answer other services themselves.
  static func zagrebForecast(_ url: String) -> HTTPResponse? {
    guard url.hasPrefix("https://api.open-meteo.com/v1/forecast?") else { return nil }
    return HTTPResponse(
      status: 200, body: MultiLocationBody.body(in: url, models: ModelsBody.models(in: url)))
  }

  /// A real transport, clock and sleep instead of the stubs: for running the command
  /// in-process against a local server.
  var liveTransport: HTTPClient? = nil

  /// A clock to use instead of the fixed `now` (a `FakeClock` that a test moves on).
  var clockOverride: (@Sendable () -> Date)? = nil
  /// The randomness of retries and of `--watch`'s schedule (0.5 unless set).
  var random: @Sendable () -> Double = { 0.5 }
  /// What `--watch` waits with (a `FakeWatch`'s), instead of a system that ends at once.
  var watch: WatchSystem? = nil
  /// The time zones' rules: the system's, as the real command reads them.
  var zoneFiles = ZoneFiles.system
  /// Also told of each write to standard output (with the clock, say).
  var onOutput: (@Sendable (String) -> Void)? = nil
  /// Whether `/proc` is mounted, as the live check would tell it.
  var procMounted = true
  /// The `errno` of a failed write to standard output, as the stream would tell it.
  var outputError: @Sendable () -> Int32? = { nil }

  private var clock: @Sendable () -> Date {
    if let clockOverride { return clockOverride }
    guard liveTransport == nil else { return { Date() } }
    return { [now] in now }
  }

  /// What a sleep does instead of being recorded (move a `FakeClock` on, say).
  var sleepOverride: (@Sendable (Double) async -> Void)? = nil

  private var sleep: @Sendable (Double) async -> Void {
    if let sleepOverride { return sleepOverride }
    guard liveTransport == nil else {
      return { seconds in try? await Task.sleep(for: .seconds(seconds)) }
    }
    return { [sleeps] in sleeps.record($0) }
  }

  /// Standard input in pieces: `standardInput` whole, or `inputChunks` when set (an endless
  /// producer, say); nil stands for input that cannot be read.
  var inputChunks: (@Sendable () -> [UInt8]?)? = nil

  private var input: InputSource {
    if let inputChunks { return InputSource(inputChunks) }
    guard let standardInput else { return InputSource { nil } }
    let pieces = Mutex([Array(standardInput.utf8)])
    return InputSource { pieces.withLock { $0.isEmpty ? [] : $0.removeFirst() } }
  }

  /// `client`, with the recorded Zagreb forecast it answers moved to the day of `clock`
  /// (`RecordedAnswer`): a test that sets its clock to the hour of another recording (a
  /// warning in force) still gets a forecast of that day, not one refused as not near now.
  static func onTheClocksDay(_ client: HTTPClient, _ clock: @escaping @Sendable () -> Date)
    -> HTTPClient
  {
    var moving = client
    moving.send = { request throws(TransportError) in
      var response = try await client.send(request)
      // Past days are answered as asked, not moved.
      guard request.url.host == "api.open-meteo.com", !request.url.text.contains("past_days=")
      else { return response }
      let text = String(decoding: response.body, as: UTF8.self)
      if RecordedAnswer.zagreb.isAsRecorded(text) {
        response.body = Array(RecordedAnswer.zagreb.moved(text, clock()).utf8)
      }
      return response
    }
    return moving
  }

  func run(_ arguments: [String]) async -> Outcome {
    let out = Recorder<String>()
    let err = Recorder<String>()
    let status = await Command.run(context(arguments, out: out, err: err))
    return Outcome(status: status, stdout: out.all.joined(), stderr: err.all.joined())
  }

  /// The context a run of `arguments` is given, its output and errors recorded by `out` and
  /// `err`.
  func context(
    _ arguments: [String] = [], out: Recorder<String> = Recorder(),
    err: Recorder<String> = Recorder()
  ) -> CommandContext {
    CommandContext(
      arguments: arguments,
      environment: environment,
      stdoutIsTerminal: stdoutIsTerminal,
      terminalWidth: terminalWidth,
      terminalHeight: terminalHeight,
      errorWidth: errorWidth,
      http: liveTransport ?? Self.onTheClocksDay(http.client, clock),
      now: clock,
      sleep: sleep,
      random: random,
      readStandardInput: { [input] in input.next() },
      readFile: { [files] in files[$0] ?? .missing },
      cacheStore: { [cache] _ in cache },
      writeOutput: { [onOutput] in
        out.record($0)
        onOutput?($0)
      },
      writeError: { err.record($0) },
      outputError: outputError,
      watch: watch ?? .inert,
      zoneFiles: zoneFiles,
      procMounted: { [procMounted] in procMounted }
    )
  }
}

/// A source of standard-input pieces for the harness.
final class InputSource: Sendable {
  private let source: @Sendable () -> [UInt8]?

  init(_ source: @escaping @Sendable () -> [UInt8]?) {
    self.source = source
  }

  func next() -> [UInt8]? {
    source()
  }
}
