import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// `--radar` from the command line: the place, then Bright Sky's recorded answer for Münster
/// drawn as a map, with the errors a user can meet.
@Suite(.systemZones) struct RadarCommandTests {
  /// 08:44Z on the recording's day: the newest measured frame is 08:40Z's.
  static let now = Date(timeIntervalSince1970: 1_711_529_040)
  static let asked = Recorder<String>()

  static func harness(asked: Recorder<String> = Recorder<String>()) -> CommandHarness {
    var harness = CommandHarness()
    harness.now = now
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      asked.record(url)
      guard url.hasPrefix("https://api.brightsky.dev/radar?") else {
        Issue.record("unexpected request: \(url)")
        throw .cannotConnect(reason: "unexpected request in a test")
      }
      return HTTPResponse(status: 200, body: Fixture.data(BrightSkyRadarTests.recording))
    }
    return harness
  }

  @Test func drawsTheRadarAroundThePlace() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(asked: asked)
    harness.environment["COLUMNS"] = "72"
    harness.environment["HOME"] = "/home/user"
    let run = await harness.run(["52,7.6", "--radar"])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    // The place to four decimals, the distance to the map's farthest corner, packed values.
    #expect(
      asked.all == [
        "https://api.brightsky.dev/radar?lat=52&lon=7.6&distance=62017&format=compressed"
      ])
    #expect(run.stdout == Golden.expected("radar-command-muenster.txt", actual: run.stdout))
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "52.00°N, 7.60°E · 08:40 UTC (4 min ago)")
    // The header, 20 rows of map, the nearest rain, the legend and the scale, and the final
    // newline.
    #expect(lines.count == 25)
    #expect(lines[21] == "Rain 1 km E, not coming closer")
    #expect(lines.dropFirst().prefix(20).allSatisfy { $0.count == 72 })
    // The answer is kept for the next run within five minutes: no request then.
    #expect(harness.cache.answerKeys.contains { $0.hasPrefix("radar https://api.brightsky.dev/") })
    let again = await harness.run(["52,7.6", "--radar"])
    #expect(again.stdout == run.stdout)
    #expect(asked.all.count == 1)
  }

  @Test func colourFollowsTheTerminal() async {
    var harness = Self.harness()
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 40
    harness.environment["TERM"] = "xterm-256color"
    let palette = await harness.run(["52,7.6", "--radar"])
    #expect(palette.stdout.contains("\u{1B}[0;38;5;"))
    harness.environment["COLORTERM"] = "truecolor"
    let full = await harness.run(["52,7.6", "--radar"])
    #expect(full.stdout.contains("\u{1B}[0;38;2;"))
    harness.environment["NO_COLOR"] = "1"
    let none = await harness.run(["52,7.6", "--radar"])
    // On a terminal the frames are redrawn in place (cursor movement), never coloured.
    #expect(!none.stdout.contains("\u{1B}[0;"))
    #expect(none.stdout.contains("+"))
  }

  /// On a terminal the last hour's measured frames and the forecast ones after them are
  /// played in place, 0.4 s each, ending on the newest measured frame; piped, that frame alone
  /// with no cursor movement.
  @Test func playsTheLastHourAndTheNextOnATerminal() async throws {
    var harness = Self.harness()
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 50
    harness.environment["NO_COLOR"] = "1"
    let run = await harness.run(["52,7.6", "--radar"])
    #expect(run.status == .success)
    // 08:20 to 08:40 measured (5), 09:25 to 10:20 forecast (12), then 08:40 again.
    let redraws = run.stdout.components(separatedBy: "\u{1B}[J")
    #expect(redraws.count == 18)
    #expect(harness.sleeps.all == Array(repeating: 0.4, count: 17))
    let headers = redraws.compactMap { frame in
      frame.split(separator: "\n").first { $0.hasPrefix("52.00°N") }.map(String.init)
    }
    #expect(headers.first == "52.00°N, 7.60°E · 08:20 UTC (24 min ago)")
    #expect(headers.contains("52.00°N, 7.60°E · 09:25 UTC (in 41 min)"))
    #expect(headers.last == "52.00°N, 7.60°E · 08:40 UTC (4 min ago)")
    // Each redraw first goes back over every line of the frame before.
    for before in redraws.dropLast() {
      let lines = before.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(before.hasSuffix("\u{1B}[\(lines)F"))
    }
    // Piped: the newest frame alone, nothing to move back over.
    harness.stdoutIsTerminal = false
    let piped = await harness.run(["52,7.6", "--radar"])
    #expect(!piped.stdout.contains("\u{1B}"))
    #expect(piped.stdout.hasPrefix("52.00°N, 7.60°E · 08:40 UTC (4 min ago)\n"))
  }

  @Test func aPlaceNoRadarCoversIsUnavailableBeforeAnyRequest() async {
    let asked = Recorder<String>()
    let run = await Self.harness(asked: asked).run(["45.6,17.22", "--radar"])
    #expect(run.status == .unavailable)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "rainstorm: no radar covers 45.60°N, 17.22°E yet: rainstorm reads the DWD's (Germany "
        + "and up to 100 km beyond, through Bright Sky) and the NWS's (the contiguous United "
        + "States and up to 100 km beyond, through the Iowa Environmental Mesonet)\n")
    #expect(asked.all.isEmpty)
  }

  @Test func aServerThatFailsIsNoRadar() async {
    var harness = Self.harness()
    harness.http = StubHTTP { _ throws(TransportError) in HTTPResponse(status: 503, body: []) }
    let run = await harness.run(["52,7.6", "--radar"])
    #expect(run.status == .unavailable)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("rainstorm: no radar: "))
    var broken = Self.harness()
    broken.environment["HOME"] = "/home/user"
    broken.http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array(#"{"bbox":[0,0,1,1],"radar":"no"}"#.utf8))
    }
    let unreadable = await broken.run(["52,7.6", "--radar"])
    #expect(unreadable.status == .dataError)
    #expect(unreadable.stdout == "")
    #expect(broken.cache.answerKeys.isEmpty)
  }

  @Test(arguments: [
    (["--radar", "-f", "json"], "--radar draws a map for people; it writes no json"),
    (
      ["--radar", "--watch", "--on-rain", "true"],
      "--radar draws the radar; it cannot be used with --on-rain"
    ),
    (
      ["--radar", "--date", "yesterday"],
      "--radar draws the radar; it cannot be used with --date"
    ),
    (
      ["--radar", "--rain-within", "1h"],
      "--radar draws the radar; it cannot be used with --rain-within"
    ),
  ])
  func refusesWhatTheRadarCannotDo(arguments: [String], message: String) async {
    let run = await Self.harness().run(["52,7.6"] + arguments)
    #expect(run.status == .usage)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("rainstorm: \(message)"), "\(run.stderr)")
  }

  /// The frames played take 0.4 s each, 10 s for the recording's two hours: more than a
  /// `--timeout` of 5 s, which counts only the work. Every frame is drawn before the first is
  /// written.
  @Test func playingIsNotCountedAgainstTheTimeout() async throws {
    var harness = Self.harness()
    let clock = FakeClock(at: Self.now)
    harness.clockOverride = { clock.now }
    harness.sleepOverride = { clock.advance($0) }
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 50
    let run = await harness.run(["52,7.6", "--radar", "--timeout", "5"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(clock.now.timeIntervalSince(Self.now) > 5)
    let frames = run.stdout.components(separatedBy: "\u{1B}[J").count
    #expect(frames > 13, "\(frames) frames")
  }

  /// `--radar --watch` draws the map again each time a new frame is due, 5 minutes after it
  /// last asked; a signal in between redraws what it holds and asks nothing. Piped, each map is
  /// written whole after the one before.
  @Test func watchingDrawsEachNewFrameAskingAtMostEveryFiveMinutes() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(asked: asked)
    let clock = FakeClock(at: Self.now)
    let watch = FakeWatch(clock: clock, runFor: 660, events: [(after: 60, wake: .refresh)])
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    harness.environment["COLUMNS"] = "60"
    let run = await harness.run(["52,7.6", "--radar", "--watch"])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    let headers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("52.00°N") }
    // At 08:44 (the 08:40 frame); at 08:45 for the signal, from the answer it holds (whose
    // recorded 08:45 frame is the newest by then); then asked at 08:49 and 08:54.
    #expect(
      headers == [
        "52.00°N, 7.60°E · 08:40 UTC (4 min ago)",
        "52.00°N, 7.60°E · 08:45 UTC (less than a minute ago)",
        "52.00°N, 7.60°E · 08:45 UTC (4 min ago)", "52.00°N, 7.60°E · 08:50 UTC (4 min ago)",
      ])
    #expect(asked.all.count == 3)
    #expect(watch.waits.all == [300, 240, 300, 300])
    #expect(!run.stdout.contains("\u{1B}"))
  }

  /// On a terminal each refresh is drawn over the map before it, every frame but the first in
  /// place; a refresh that fails keeps the map, says why on standard error, and the next one
  /// draws again.
  @Test func watchingOnATerminalDrawsInPlaceAndOutlivesAFailure() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(asked: asked)
    let answer = harness.http.client
    let clock = FakeClock(at: Self.now)
    harness.http = StubHTTP { request throws(TransportError) in
      // The second refresh's requests fail, retries too.
      if (250..<550).contains(clock.now.timeIntervalSince(Self.now)) {
        return HTTPResponse(status: 500, body: Array("Internal Server Error".utf8))
      }
      return try await answer.send(request)
    }
    let watch = FakeWatch(clock: clock, runFor: 610)
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 50
    let run = await harness.run(["52,7.6", "--radar", "--watch", "--timeout", "1"])
    #expect(run.status == .success)
    #expect(asked.all.count == 2)
    #expect(run.stderr.hasPrefix("rainstorm: no radar: api.brightsky.dev "), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    let frames = run.stdout.split(separator: "\n").filter { $0.contains("52.00°N, 7.60°E · ") }
    #expect(frames.count > 2)
    #expect(run.stdout.components(separatedBy: "\u{1B}[J").count == frames.count)
  }

  /// Germany and up to 100 km beyond its borders: Strasbourg and Amsterdam are, Paris,
  /// Copenhagen and Zagreb are not.
  @Test(arguments: [
    (52.0, 7.6, true), (48.58, 7.75, true), (52.37, 4.90, true), (54.32, 10.13, true),
    (48.85, 2.35, false), (55.68, 12.57, false), (45.6, 17.22, false), (.nan, 7.6, false),
  ])
  func coversGermanyAndAHundredKilometresAround(latitude: Double, longitude: Double, covered: Bool)
  {
    #expect(BrightSkyRadarService.covers(latitude: latitude, longitude: longitude) == covered)
  }

  /// The map fits the terminal's height (less 6 rows for the lines around it and the prompt),
  /// else `LINES`, else 20 rows; 8 at least.
  @Test(arguments: [
    (60 as Int?, nil as String?, 54), (24, nil, 18), (10, nil, 8), (nil, "40", 34), (nil, "x", 20),
    (nil, nil, 20),
  ])
  func fitsTheTerminalsHeight(rows: Int?, lines: String?, mapRows: Int) async {
    var harness = Self.harness()
    harness.terminalHeight = rows
    harness.environment["LINES"] = lines
    harness.environment["COLUMNS"] = "40"
    let run = await harness.run(["52,7.6", "--radar"])
    #expect(run.status == .success)
    // The header, the map, the nearest rain, and the legend and the credit (wrapped to 40
    // columns: 2 lines each).
    #expect(run.stdout.split(separator: "\n").count == 1 + mapRows + 1 + 2 + 2, "\(run.stdout)")
  }
}
