import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

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
    // Foundation sees the client end only when the server it started lets go of what it
    // inherited: the process itself is watched instead (on Linux), so a command that starts a
    // server is not waited for until the deadline (it was, 10 s a test).
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && !RainstormProcess.hasEnded(process.processIdentifier)
      && Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.01)
    }
    if process.isRunning, !RainstormProcess.hasEnded(process.processIdentifier) {
      process.terminate()
    }
    try handle.close()
    return String(decoding: try Data(contentsOf: output), as: UTF8.self)
  }

  /// The status line of a tmux whose `status-right` runs `script` (after an environment
  /// with its own home and no warnings), once it shows `text`; with `escapes`, the line as
  /// the terminal draws it, with its SGR colour sequences; with `readmeClock`, `status-right`
  /// is the README's (`#(...) %H:%M` in at most 80 columns).
  static func statusLine(
    _ tmux: String, _ script: String, showing text: String, escapes: Bool = false,
    readmeClock: Bool = false
  )
    async throws -> String
  {
    let directory = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(directory) }
    let file = directory.appendingPathComponent("weather.sh")
    try Executable.make(
      """
      #!/bin/sh
      export HOME='\(directory.path)' LANG=C.UTF-8 RAINSTORM_ALERTS=off RAINSTORM_PROVIDER=open-meteo
      \(script)
      """, at: file)
    let configuration = directory.appendingPathComponent("inner.conf")
    try """
    set -g status-left ''
    set -g status-right '#(\(file.path))\(readmeClock ? " %H:%M" : "|")'
    set -g status-right-length \(readmeClock ? 80 : 200)
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
      try await Task.sleep(for: .milliseconds(200))
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

  @Test(.needs("tmux")) func colouredTextIsDrawnOnItsOwnBackground() async throws {
    let tmux = try #require(Self.tmux)
    // Nothing listens on port 9 of loopback: the grey placeholder, coloured (the test
    // runner's environment has NO_COLOR).
    let statusLine = try await Self.statusLine(
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

  /// The README's line (`status-right-length 80` with `' %H:%M'`) keeps its clock with a
  /// 244-character name in Arabic and rain due, in the real tmux. (The place is cut at 30
  /// columns, so this line stays under 74 even without the 74-column rule, which
  /// `BarFormatTests` holds every language to with a warning and the stale mark as well.)
  @Test(.needs("tmux")) func theReadmesClockStaysWithALongNameInArabic() async throws {
    let tmux = try #require(Self.tmux)
    let name = String(repeating: "Llanfairpwllgwyngyll ", count: 12).prefix(244)
    // The recorded place search, with the best match renamed.
    let search = String(decoding: Fixture.data(Fixture.geocodingEnschede), as: UTF8.self)
      .replacing("\"name\": \"Enschede\"", with: "\"name\": \"\(name)\"")
    // Rain due in half an hour, so the line says when too (RainBody: values changed only).
    let forecast = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: Date(), utcOffsetSeconds: RainEndToEndTests.offset),
      precipitation: RainEndToEndTests.rainIn30To45, present: true)
    let server = try LocalHTTPServer { request in
      request.target.hasPrefix("/v1/search?")
        ? .respond(status: 200, body: Array(search.utf8))
        : .respond(status: 200, body: forecast)
    }
    defer { server.stop() }
    let statusLine = try await Self.statusLine(
      tmux,
      """
      export RAINSTORM_WEATHER_URL='\(server.baseURL)' RAINSTORM_GEOCODING_URL='\(server.baseURL)'
      exec '\(RainstormProcess.executable.path)' Enschede -f tmux --color never --lang ar
      """, showing: "Llanfair", readmeClock: true)
    #expect(statusLine.contains("Llanfair"), "\(statusLine)")
    #expect(
      statusLine.range(of: #"[0-9]{2}:[0-9]{2}\s*$"#, options: .regularExpression) != nil,
      "\(statusLine)")
  }

  @Test(.needs("tmux")) func tmuxShowsTheTextAndExpandsNothingFromAHostileName() async throws {
    let tmux = try #require(Self.tmux)
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
    let statusLine = try await Self.statusLine(
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
