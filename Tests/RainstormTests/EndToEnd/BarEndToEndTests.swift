import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// Status-bar formats through the command: in-process for the rules, with the built binary for
/// the offline placeholder and the stale marker, and inside a real tmux for the escaping.
@Suite struct BarCommandTests {
  @Test func xbarIsSwiftBarsProtocolWithItsOwnParametersAndBarsAreColouredUnlessNoColor() async {
    var harness = CommandHarness()
    let swiftbar = await harness.run(["45.6,17.22", "-f", "swiftbar"])
    let xbar = await harness.run(["45.6,17.22", "-f", "xbar"])
    #expect(swiftbar.status == .success)
    #expect(
      xbar.stdout
        == swiftbar.stdout.replacing(
          "emojize=false symbolize=false", with: "emojize=false ansi=false"))
    #expect(
      swiftbar.stdout.hasPrefix(
        "45.60°N, 17.22°E: 🌙 13°C - | emojize=false symbolize=false\n---\n45.60°N, 17.22°E |"))
    // A warm night: 31 °C is hot, and hot is coloured in a pipe (bars read pipes).
    harness.http = StubHTTP { request throws(TransportError) in
      let body = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
        .replacing("\"temperature_2m\":12.5", with: "\"temperature_2m\":31.0")
      return HTTPResponse(status: 200, body: Array(body.utf8))
    }
    let hot = await harness.run(["45.6,17.22", "-f", "tmux"])
    #expect(hot.stdout == "#[fg=#ff6e40,bg=#222222]45.60°N, 17.22°E: 🌙 31°C -#[default]\n")
    harness.environment["NO_COLOR"] = "1"
    #expect(
      await harness.run(["45.6,17.22", "-f", "tmux"]).stdout == "45.60°N, 17.22°E: 🌙 31°C -\n")
    #expect(
      await harness.run(["45.6,17.22", "-f", "tmux", "--color", "always"]).stdout.hasPrefix(
        "#[fg=#ff6e40,bg=#222222]"))
  }

  @Test func theTooltipShowsSixHoursUnlessHoursAreGiven() async throws {
    let harness = CommandHarness()
    let six = await harness.run(["45.6,17.22", "-f", "waybar"])
    let two = await harness.run(["45.6,17.22", "-f", "waybar", "--hours", "2", "--days", "1"])
    let hours = { (text: String) throws -> Int in
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let tooltip = try #require(object?["tooltip"] as? String)
      return tooltip.split(separator: "\n").filter {
        $0.count > 6 && $0.dropFirst(2).hasPrefix(":00 ")
      }
      .count
    }
    #expect(try hours(six.stdout) == 6)
    #expect(try hours(two.stdout) == 2)
    #expect(harness.http.requests.allSatisfy { $0.url.text.contains("hourly=") })
  }

  @Test(arguments: [
    (["--stdin", "-f", "waybar"], "--stdin writes one answer per place; waybar shows one place"),
    (["45,1", "-f", "tmux", "--date", "yesterday"], "tmux shows the weather now; --date needs"),
    (["--search", "Paris", "-f", "polybar"], "--search writes human, json or tsv, not polybar"),
    (["45,1", "-f", "wttr:"], "--format needs wttr.in's format or preset after 'wttr:'"),
  ])
  func refusesWhatABarCannotShow(arguments: [String], message: String) async {
    var harness = CommandHarness()
    harness.standardInput = "45,1\n"
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.hasPrefix("rainstorm: \(message)"), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: BarFormat.allCases)
  func aFailurePrintsThePlaceholderAndSucceeds(format: BarFormat) async throws {
    var harness = CommandHarness()
    harness.http = StubHTTP { _ throws(TransportError) in
      throw .cannotConnect(reason: "connection refused")
    }
    let outcome = await harness.run(["45.6,17.22", "-f", format.rawValue, "--no-cache"])
    // The bars hide a command that fails: only 0 lets the placeholder show.
    #expect(outcome.status == .success)
    #expect(outcome.stderr.contains("cannot reach api.open-meteo.com (connection refused)"))
    #expect(outcome.stdout.contains("weather unavailable"))
    if [.waybar, .i3bar].contains(format) {
      let object =
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
      #expect(object != nil)
    }
  }

  @Test(arguments: [BarFormat.waybar, .i3blocks, .swiftbar])
  func aPlaceNotFoundShowsInTheBarWithStatusZero(format: BarFormat) async {
    var harness = CommandHarness()
    harness.http = StubHTTP(fixture: Fixture.geocodingNoMatch)
    let outcome = await harness.run(["Xyzzy", "-f", format.rawValue])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("weather unavailable"))
    // The reason is in the tooltip or menu where the bar has one.
    #expect(outcome.stdout.contains("no place called") == (format != .i3blocks))
    #expect(outcome.stderr.hasPrefix("rainstorm: no place called 'Xyzzy' found"))
  }

  @Test func aConfigurationMistakeStillFailsInABar() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_UNITS"] = "kelvin"
    let outcome = await harness.run(["45,1", "-f", "waybar"])
    #expect(outcome.status == .usage)
    #expect(outcome.stdout.isEmpty)
  }

  @Test func wttrAsksForTheHourlyForecastOnlyForItsChanceOfRain() async {
    let harness = CommandHarness()
    let chance = await harness.run(["45.6,17.22", "-f", "wttr:%o", "--days", "0"])
    #expect(chance.stdout == "0%\n")
    let temperature = await harness.run(["45.6,17.22", "-f", "wttr:%t", "--days", "0"])
    #expect(temperature.stdout == "+13°C\n")
    let urls = harness.http.requests.map(\.url.text)
    #expect(urls.count == 2)
    #expect(urls.first?.contains("&hourly=") == true)
    #expect(urls.last?.contains("&hourly=") == false)
  }

  @Test func wttrLinesWorkForABatchToo() async {
    var harness = CommandHarness()
    harness.standardInput = "45.6,17.22\tZagreb\n45.6,17.22\tAgain\n"
    let outcome = await harness.run(["--stdin", "-f", "wttr:3"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout == "Zagreb: ☀️ +13°C\nAgain: ☀️ +13°C\n")
  }
}

@Suite struct BarEndToEndTests {
  @Test func offlineWithNoCacheWaybarGetsAValidPlaceholderAndExit0() throws {
    let home = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(home) }
    // Nothing listens on port 9 of loopback.
    let run = try RainstormProcess.run(
      ["45.6,17.22", "-f", "waybar"],
      environment: ["RAINSTORM_WEATHER_URL": "http://127.0.0.1:9", "HOME": home.path])
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["text"] as? String == "weather unavailable")
    #expect(object?["class"] as? [String] == ["unavailable"])
    #expect(
      object?["tooltip"] as? String
        == "no weather data: cannot reach 127.0.0.1 (connection refused); check your connection")
    #expect(run.stderr.hasPrefix("rainstorm: no weather data: cannot reach 127.0.0.1"))
    let i3bar = try RainstormProcess.run(
      ["45.6,17.22", "-f", "i3bar"],
      environment: ["RAINSTORM_WEATHER_URL": "http://127.0.0.1:9", "HOME": home.path])
    #expect(i3bar.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(i3bar.stdout.utf8)) is [String: Any])
  }

  @Test func aKeptForecastAfterAFailureIsStaleWithItsAge() throws {
    let failing = Mutex(false)
    let server = try LocalHTTPServer { _ in
      failing.withLock { $0 }
        ? .respond(status: 503, body: Array("upstream down".utf8))
        : .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    let home = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(home) }
    let environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
    ]
    let fresh = try RainstormProcess.run(["45.6,17.22", "-f", "waybar"], environment: environment)
    #expect(fresh.status == 0)
    failing.withLock { $0 = true }
    let run = try RainstormProcess.run(
      ["45.6,17.22", "-f", "waybar", "--refresh"], environment: environment)
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect((object?["class"] as? [String])?.contains("stale") == true)
    #expect((object?["text"] as? String)?.hasSuffix(" (less than a minute ago)") == true)
    #expect(
      (object?["tooltip"] as? String)?.contains(
        "Kept forecast from less than a minute ago: the refresh failed") == true)
    #expect(run.stderr.hasPrefix("rainstorm: showing the forecast from less than a minute ago"))
    let tmux = try RainstormProcess.run(
      ["45.6,17.22", "-f", "tmux", "--refresh"], environment: environment)
    #expect(
      tmux.stdout
        == "#[fg=#9e9e9e,bg=#222222]45.60°N, 17.22°E: 🌙 13°C - (less than a minute ago)#[default]\n"
    )
  }
}

/// rainstorm in a real tmux's status line: an outer tmux runs an inner one in a pane, so the
/// inner one's status line can be captured. Skipped where tmux is missing, except under CI.
@Suite(.serialized) struct TmuxStatusLineTests {
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs a command and returns what it printed, as `RainstormProcess` does: output to a file
  /// and a bounded wait (a tmux client that starts a server keeps a pipe open for as long as
  /// the server runs).
  static func shell(_ arguments: [String]) throws -> String {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-tmux-\(UUID().uuidString)")
    try Data().write(to: output)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning { process.terminate() }
    try handle.close()
    return String(decoding: try Data(contentsOf: output), as: UTF8.self)
  }

  /// The status line of a tmux whose `status-right` runs `script` (after an environment
  /// with its own home and no warnings), once it shows `text`; with `escapes`, the line as
  /// the terminal draws it, with its SGR colour sequences.
  static func statusLine(
    _ tmux: String, _ script: String, showing text: String, escapes: Bool = false
  )
    throws -> String
  {
    let directory = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(directory) }
    let file = directory.appendingPathComponent("weather.sh")
    try """
    #!/bin/sh
    export HOME='\(directory.path)' LANG=C.UTF-8 RAINSTORM_ALERTS=off RAINSTORM_PROVIDER=open-meteo
    \(script)
    """.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: file.path)
    let configuration = directory.appendingPathComponent("inner.conf")
    try """
    set -g status-left ''
    set -g status-right '#(\(file.path))|'
    set -g status-right-length 200
    set -g status-interval 1
    """.write(to: configuration, atomically: true, encoding: .utf8)
    let outer = "rainstorm-outer-\(UUID().uuidString.prefix(8))"
    let inner = "rainstorm-inner-\(UUID().uuidString.prefix(8))"
    _ = try shell([
      tmux, "-L", outer, "-f", "/dev/null", "new-session", "-d", "-x", "200", "-y", "5",
      "\(tmux) -L \(inner) -f \(configuration.path) new-session",
    ])
    // Processes started from the test runner inherit its blocked signals, so tmux would not
    // act on kill-server's SIGHUP or a SIGTERM: its servers and the inner client are killed,
    // each found as soon as it runs, so that a failure on the way leaves none behind.
    let pids = Mutex<[String: Int32]>([:])
    defer { for pid in pids.withLock({ $0.values }) { kill(pid, SIGKILL) } }
    func findProcesses() {
      for (socket, format) in [(outer, "#{pid}"), (outer, "#{pane_pid}"), (inner, "#{pid}")] {
        let key = socket + format
        guard pids.withLock({ $0[key] }) == nil,
          let pid = Int32(
            (try? shell([tmux, "-L", socket, "display-message", "-p", format]))?
              .trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        else { continue }
        pids.withLock { $0[key] = pid }
      }
    }
    findProcesses()
    var statusLine = ""
    for _ in 0..<50 {
      Thread.sleep(forTimeInterval: 0.2)
      findProcesses()
      let screen = try shell(
        [tmux, "-L", outer, "capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
      statusLine = screen.split(separator: "\n").last { !$0.isEmpty }.map(String.init) ?? ""
      if statusLine.contains(text) { break }
    }
    findProcesses()
    #expect(pids.withLock { $0.count } == 3)
    return statusLine
  }

  /// The parameters of each SGR sequence (`ESC [ ... m`) in `text`.
  static func sgrParameters(_ text: String) -> [[String]] {
    text.components(separatedBy: "\u{1B}[").dropFirst().compactMap { sequence in
      guard let end = sequence.firstIndex(of: "m") else { return nil }
      return sequence[..<end].split(separator: ";", omittingEmptySubsequences: false)
        .map(String.init)
    }
  }

  @Test func colouredTextIsDrawnOnItsOwnBackground() throws {
    guard let tmux = Self.tmux else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install tmux")
      return
    }
    // Nothing listens on port 9 of loopback: the grey placeholder, coloured (the test
    // runner's environment has NO_COLOR).
    let statusLine = try Self.statusLine(
      tmux,
      """
      export RAINSTORM_WEATHER_URL=http://127.0.0.1:9
      exec '\(RainstormProcess.executable.path)' 45.6,17.22 -f tmux --timeout 1 --color always
      """, showing: "weather unavailable", escapes: true)
    let before = statusLine.components(separatedBy: "weather unavailable").first ?? ""
    #expect(before.count < statusLine.count, "\(statusLine)")
    // The style tmux draws the text in: the sequences right before it, after the bar's own
    // (black on green). Whatever colours the terminal has, the text gets a background of its
    // own (SGR 40-47, 100-107 or 48;...) that is not the bar's green, not only a foreground.
    let own = Self.sgrParameters(before).dropFirst(2).joined()
    let backgrounds = own.enumerated().compactMap { index, parameter -> String? in
      guard let code = Int(parameter) else { return nil }
      if code == 48 { return own.dropFirst(index).prefix(5).joined(separator: ";") }
      return (40...47).contains(code) || (100...107).contains(code) ? parameter : nil
    }
    #expect(!backgrounds.isEmpty && !backgrounds.contains("42"), "\(statusLine.debugDescription)")
  }

  @Test func tmuxShowsTheTextAndExpandsNothingFromAHostileName() throws {
    guard let tmux = Self.tmux else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install tmux")
      return
    }
    // The recorded place search, with the best match renamed to text tmux would expand.
    // (At most BarSummary.placeWidth columns, so that it is shown whole.)
    let hostile = "#[dim]#{host}#(echo PWNED)%H##"
    #expect(hostile.count == BarSummary.placeWidth)
    let search = String(decoding: Fixture.data(Fixture.geocodingEnschede), as: UTF8.self)
      .replacing("\"name\": \"Enschede\"", with: "\"name\": \"\(hostile)\"")
    #expect(search.contains(hostile))
    let server = try LocalHTTPServer { request in
      request.target.hasPrefix("/v1/search?")
        ? .respond(status: 200, body: Array(search.utf8))
        : .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    let statusLine = try Self.statusLine(
      tmux,
      """
      export RAINSTORM_WEATHER_URL='\(server.baseURL)' RAINSTORM_GEOCODING_URL='\(server.baseURL)'
      exec '\(RainstormProcess.executable.path)' Enschede -f tmux --color never
      """, showing: "13°C")
    // The name's first part, exactly as the server wrote it: no style, no host name, no
    // command output, no hour, and both #s of ## kept.
    #expect(statusLine.hasSuffix("\(hostile): 🌙 13°C -|"), "\(statusLine)")
    #expect(statusLine.components(separatedBy: "PWNED").count == 2, "only the literal name")
  }
}
