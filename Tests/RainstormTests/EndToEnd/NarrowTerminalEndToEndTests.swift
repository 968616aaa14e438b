import Foundation
import RainstormCore
import Testing

/// The built binary in a real terminal 60 columns wide: a tmux pane of that size, with
/// `COLUMNS` unset, so that the width can only come from the terminal (the `TIOCGWINSZ`
/// ioctl). Skipped where tmux is missing, except under CI.
@Suite(.serialized) struct NarrowTerminalEndToEndTests {
  /// The recorded Zagreb forecast with its 48 hours moved to start at the hour in progress on
  /// the real clock (values unchanged), so that the chart has hours from now.
  static func zagrebFromNow() -> [UInt8] {
    var object =
      (try? JSONSerialization.jsonObject(with: Data(RecordedAnswer.zagreb.present())))
      as? [String: Any] ?? [:]
    let offset = object["utc_offset_seconds"] as? Int ?? 7200
    var hourly = object["hourly"] as? [String: Any] ?? [:]
    let count = (hourly["time"] as? [Any])?.count ?? 0
    let start = Int(Date().timeIntervalSince1970) / 3600 * 3600
    hourly["time"] = (0..<count).map {
      LocalDateTime(secondsSinceEpoch: Double(start + $0 * 3600), utcOffsetSeconds: offset)
        .description
    }
    object["hourly"] = hourly
    return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }

  @Test(.needs("tmux")) func noLineIsWrappedByASixtyColumnTerminal() async throws {
    let tmux = try #require(TmuxStatusLineTests.tmux)
    let forecast = Self.zagrebFromNow()
    let today = LocalDate(daysSinceEpoch: Int(Date().timeIntervalSince1970) / 86_400)
    let years = NormalsRecord.years(before: today)
    let server = try LocalHTTPServer { request in
      if request.target.hasPrefix("/v1/archive?") {
        return .respond(
          status: 200,
          body: NormalsBody.answer(to: request.target) { year, _ in
            20 + Double(year - years.lowerBound) / 10
          })
      }
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(
        status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
    }
    defer { server.stop() }
    let folder = try I3EndToEndTests.folder()
    defer { TemporaryHome.remove(folder) }
    // The same forecast twice: through a pipe (no terminal, so no width: tmux must wrap its
    // long lines, which shows the check below can see a wrapped line), then to the pane.
    let run =
      "'\(RainstormProcess.executable.path)' 45.6,17.22 --hours 48 --models --normals "
      + "--no-cache --color never"
    let environment =
      I3EndToEndTests.environment(server.baseURL, home: folder)
      + " RAINSTORM_ARCHIVE_URL='\(server.baseURL)'"
    let script = folder.appendingPathComponent("narrow.sh")
    try I3EndToEndTests.script(
      """
      #!/bin/sh
      unset COLUMNS LINES
      export \(environment)
      echo '== piped'
      \(run) | cat
      echo '== terminal'
      \(run)
      echo "== exit $?"
      exec sleep 60
      """, at: script)
    let socket = "rainstorm-narrow-\(UUID().uuidString.prefix(8))"
    // Started through python3 where there is one, which passes the tmux server no descriptor
    // but the standard three: one of Foundation's, kept open by the server, would make
    // `shell` wait its whole 10 seconds.
    let launcher = Tool.path("python3").map {
      [$0, "-c", "import subprocess, sys; subprocess.run(sys.argv[1:])"]
    }
    _ = try TmuxStatusLineTests.shell(
      (launcher ?? []) + [
        tmux, "-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "60", "-y", "50",
        script.path,
      ])
    // Processes started from the test runner inherit its blocked signals, so tmux would not
    // act on kill-server: its server and the pane's shell are killed.
    var pids: [Int32] = []
    defer { for pid in pids { kill(pid, SIGKILL) } }
    var screen = ""
    // Up to 60 s, ending as soon as the script says it is done: tmux and two runs took more
    // than 10 s with both cores taken.
    for _ in 0..<600 {
      // The task sleeps, not the test runner's thread (held, it starved the other tests).
      try await Task.sleep(for: .milliseconds(100))
      if pids.isEmpty {
        pids = ["#{pid}", "#{pane_pid}"].compactMap { format in
          Int32(
            (try? TmuxStatusLineTests.shell([tmux, "-L", socket, "display-message", "-p", format]))?
              .trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        }
      }
      // -J joins the lines tmux wrapped: a line wider than the pane was wrapped.
      screen = try TmuxStatusLineTests.shell([
        tmux, "-L", socket, "capture-pane", "-p", "-J", "-S", "-", "-t", "0",
      ])
      if screen.contains("== exit ") { break }
    }
    #expect(pids.count == 2)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }
    let piped = lines.drop { $0 != "== piped" }.prefix { $0 != "== terminal" }
    let shown = lines.drop { $0 != "== terminal" }.prefix { !$0.hasPrefix("== exit") }
    #expect(lines.contains("== exit 0"), "\(screen)")
    #expect(piped.contains { $0.displayWidth > 60 }, "the piped output was not wrapped: \(screen)")
    #expect(shown.count > 30, "\(screen)")
    for line in shown {
      #expect(line.displayWidth <= 60, "wrapped by tmux: \(line)")
    }
    // Laid out for 60 columns: the models in their own table, the chart 48 hours wide.
    // The first column is as wide as its widest day label, one or two digits of a day.
    #expect(
      shown.contains { $0.wholeMatch(of: /Day {8,9}Model  Low  High  Precip/) != nil },
      "\(screen)")
    #expect(shown.contains("Next 48 hours"), "\(screen)")
  }
}
