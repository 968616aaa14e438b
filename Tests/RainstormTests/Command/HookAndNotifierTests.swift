import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// The real runner of `--on-...` commands and the notifier, with real processes: hostile text
/// reaches a command only as data in its environment, a command that hangs is stopped with
/// what it started, commands run one at a time, and the notifiers get their texts as
/// arguments (a stand-in `notify-send` and `gdbus` on the PATH record them).
@Suite(.serialized) struct HookAndNotifierTests {
  /// Checks the runner until no command runs, at most `seconds`; the notes it wrote. It waits
  /// by sleeping the task, not the thread: a test runner's thread held for seconds starved the
  /// other tests (one was resumed 30 s late in CI).
  static func settle(_ runner: ProcessHookRunner, seconds: Double = 10) async -> [String] {
    var notes: [String] = []
    let end = Date().addingTimeInterval(seconds)
    repeat {
      notes += runner.check()
      if runner.secondsLeft() == nil { break }
      try? await Task.sleep(for: .milliseconds(20))
    } while Date() < end
    return notes
  }

  /// Whether the process whose id is in `file` has ended: no process of that number, or only
  /// its remains (a zombie). Read with ps, as on macOS too.
  static func isGone(_ file: URL) async throws -> Bool {
    let text = try String(contentsOf: file, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    try? await Task.sleep(for: .milliseconds(100))
    return try await offThePool { try Self.psSaysGone(pid) }
  }

  /// Whether ps finds no process `pid`, or only a zombie; waits on the calling thread.
  static func psSaysGone(_ pid: Int32) throws -> Bool {
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-o", "stat=", "-p", String(pid)]
    let pipe = Pipe()
    ps.standardOutput = pipe
    ps.standardError = FileHandle.nullDevice
    try ps.run()
    let state = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    ps.waitUntilExit()
    return state.isEmpty || state.hasPrefix("Z")
  }

  static let hostile =
    "$(touch pwned) `touch pwned2`; touch pwned3 | touch pwned4 && \"'\\ ${HOME} %s \u{1B}[31m"

  @Test func hostileTextIsDataInTheEnvironmentNeverRunByTheShell() async throws {
    let folder = try TemporaryHome.make("hooks")
    defer { TemporaryHome.remove(folder) }
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin"])
    runner.run(
      "cd '\(folder.path)' && printf '%s' \"$RAINSTORM_ALERT_EVENT\" > event", name: "--on-alert",
      variables: [("RAINSTORM_ALERT_EVENT", Self.hostile)], timeout: 5)
    #expect(await Self.settle(runner) == [])
    let written = try String(contentsOf: folder.appendingPathComponent("event"), encoding: .utf8)
    #expect(written == Self.hostile)
    let made = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(made == ["event"])
  }

  /// `-f json` with 40 long warnings made a line of 180 KB, and the system refused to start
  /// the command (E2BIG, "could not be started" without why): the variable is cut at 64 KiB
  /// on a character boundary, and the whole text is in a file, removed after the command.
  @Test func aLongTextIsCutOnACharacterBoundaryAndKeptWholeInAFile() async throws {
    let folder = try TemporaryHome.make("hooks")
    defer { TemporaryHome.remove(folder) }
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin", "TMPDIR": folder.path])
    let long = String(repeating: "é🌧x", count: 26_000)
    #expect(long.utf8.count == 182_000)
    let command =
      "cd '\(folder.path)' && printf '%s' \"$RAINSTORM_TEXT\" > text && "
      + "echo \"$RAINSTORM_TEXT_TRUNCATED\" > truncated && cp \"$RAINSTORM_TEXT_FILE\" whole && "
      + "echo \"$RAINSTORM_TEXT_FILE\" > path"
    runner.run(command, name: "--on-change", variables: [("RAINSTORM_TEXT", long)], timeout: 5)
    #expect(await Self.settle(runner) == [])
    let read = { (name: String) in
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let text = try read("text")
    #expect(text.utf8.count <= ProcessHookRunner.variableLimit)
    #expect(text.utf8.count > ProcessHookRunner.variableLimit - 7)
    #expect(long.hasPrefix(text))
    #expect(try read("truncated") == "1\n")
    #expect(try read("whole") == long)
    let path = try read("path").trimmingCharacters(in: .newlines)
    #expect(path.hasPrefix(folder.path + "/rainstorm-text-"))
    #expect(!FileManager.default.fileExists(atPath: path), "the file outlived the command")
    // A short text is whole: not cut, and its file says the same.
    runner.run(command, name: "--on-change", variables: [("RAINSTORM_TEXT", "12°")], timeout: 5)
    #expect(await Self.settle(runner) == [])
    #expect(try read("text") == "12°" && read("whole") == "12°" && read("truncated") == "0\n")
  }

  /// A command or notifier that cannot be started says why.
  @Test func aCommandThatCannotStartSaysWhy() async throws {
    let huge = String(repeating: "a", count: 3_000_000)
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin", "HUGE": huge])
    runner.run("true", name: "--on-change", variables: [], timeout: 5)
    #expect(
      await Self.settle(runner) == ["--on-change could not be started: Argument list too long"])
    let folder = try TemporaryHome.make("notify")
    defer { TemporaryHome.remove(folder) }
    try Self.standIn("notify-send", in: folder, printing: "1")
    let notes = Recorder<String>()
    let notifier = DesktopNotifier(
      environment: ["PATH": folder.path, "HUGE": huge], writeTerminal: nil,
      note: { notes.record($0) })
    notifier.send(topic: "rain", title: "Zagreb", body: "Rain")
    #expect(
      notes.all == [
        "--notify could not show a notification: notify-send could not be started (Argument "
          + "list too long) (is a notification service running?)"
      ])
  }

  @Test func aTimeoutUnderASecondIsSaidAsGiven() async throws {
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin"])
    runner.run("sleep 5", name: "--on-rain", variables: [], timeout: 0.001)
    #expect(await Self.settle(runner) == ["--on-rain was stopped after 0.001 s"])
  }

  @Test func aCommandThatHangsIsStoppedWithWhatItStarted() async throws {
    let folder = try TemporaryHome.make("hooks")
    defer { TemporaryHome.remove(folder) }
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin"])
    let started = Date()
    runner.run(
      "sleep 60 & echo $! > '\(folder.path)/child'; wait", name: "--on-rain", variables: [],
      timeout: 0.5)
    let notes = await Self.settle(runner)
    #expect(notes == ["--on-rain was stopped after 0.5 s"])
    #expect(Date().timeIntervalSince(started) < 5)
    // The sleep it started went with it: no process of that number, or only its remains.
    #expect(try await Self.isGone(folder.appendingPathComponent("child")))
  }

  @Test func whatACommandLeftRunningCountsAndIsKilledAtTheLimit() async throws {
    let folder = try TemporaryHome.make("hooks")
    defer { TemporaryHome.remove(folder) }
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin"])
    let started = Date()
    // The shell ends at once; what it leaves behind ignores SIGTERM.
    runner.run(
      "(trap '' TERM; sleep 60) & echo $! > '\(folder.path)/child'", name: "--on-rain",
      variables: [], timeout: 0.5)
    runner.run("echo next > '\(folder.path)/next'", name: "--on-dry", variables: [], timeout: 5)
    try? await Task.sleep(for: .milliseconds(200))
    _ = runner.check()
    // The next command waits for the group, not only for the shell.
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("next").path))
    let notes = await Self.settle(runner)
    #expect(notes == ["--on-rain was stopped after 0.5 s"])
    #expect(Date().timeIntervalSince(started) < 6)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("next").path))
    #expect(try await Self.isGone(folder.appendingPathComponent("child")))
  }

  @Test func commandsRunOneAtATimeInOrderAndAFailureIsNoted() async throws {
    let folder = try TemporaryHome.make("hooks")
    defer { TemporaryHome.remove(folder) }
    let runner = ProcessHookRunner(environment: ["PATH": "/usr/bin:/bin"])
    let file = "'\(folder.path)/order'"
    runner.run("sleep 0.3; echo first >> \(file)", name: "--on-rain", variables: [], timeout: 5)
    runner.run("echo second >> \(file); exit 3", name: "--on-change", variables: [], timeout: 5)
    #expect(runner.secondsLeft() != nil)
    let notes = await Self.settle(runner)
    #expect(notes == ["--on-change exited with status 3"])
    let order = try String(contentsOf: folder.appendingPathComponent("order"), encoding: .utf8)
    #expect(order == "first\nsecond\n")
  }

  /// A stand-in notifier named `name` that writes each argument on a line of `log` and prints
  /// `id`.
  static func standIn(_ name: String, in folder: URL, printing id: String) throws {
    let url = folder.appendingPathComponent(name)
    try Executable.make(
      """
      #!/bin/sh
      for argument in "$@"; do printf '%s\\n' "$argument"; done >> '\(folder.path)/log'
      echo '---' >> '\(folder.path)/log'
      echo '\(id)'

      """, at: url)
  }

  static func log(_ folder: URL) throws -> [[String]] {
    try String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)
      .components(separatedBy: "---\n").dropLast()
      .map {
        $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
      }
  }

  @Test func notifySendGetsTheTextsAsArgumentsAndReplacesItsNotification() throws {
    let folder = try TemporaryHome.make("notify")
    defer { TemporaryHome.remove(folder) }
    try Self.standIn("notify-send", in: folder, printing: "42")
    let notes = Recorder<String>()
    let notifier = DesktopNotifier(
      environment: ["PATH": folder.path], writeTerminal: nil, note: { notes.record($0) })
    notifier.send(topic: "rain", title: "-n Zagreb", body: "Rain <b>& $(id)")
    notifier.send(topic: "rain", title: "Zagreb", body: "No rain")
    notifier.send(topic: "other", title: "Zagreb", body: "Warning")
    let calls = try Self.log(folder)
    #expect(
      calls == [
        ["--app-name=rainstorm", "--print-id", "--", "-n Zagreb", "Rain &lt;b&gt;&amp; $(id)"],
        ["--app-name=rainstorm", "--print-id", "--replace-id=42", "--", "Zagreb", "No rain"],
        ["--app-name=rainstorm", "--print-id", "--", "Zagreb", "Warning"],
      ])
    #expect(notes.all.isEmpty)
  }

  @Test func gdbusIsAskedWhenNotifySendIsMissing() throws {
    let folder = try TemporaryHome.make("notify")
    defer { TemporaryHome.remove(folder) }
    try Self.standIn("gdbus", in: folder, printing: "(uint32 7,)")
    let notifier = DesktopNotifier(
      environment: ["PATH": folder.path], writeTerminal: nil, note: { _ in })
    notifier.send(topic: "rain", title: "It's", body: "a \\ test")
    notifier.send(topic: "rain", title: "Zagreb", body: "dry")
    let calls = try Self.log(folder)
    #expect(calls.count == 2)
    #expect(
      calls.first?.suffix(8) == [
        "rainstorm", "0", "", "'It\\'s'", "'a \\\\ test'", "[]", "{}", "-1",
      ])
    // The id from gdbus's answer replaces the notification.
    #expect(calls.last?.suffix(8).first == "rainstorm")
    #expect(calls.last?.suffix(7).first == "7")
    #expect(calls.last?.dropLast(4).last == "'Zagreb'")
  }

  @Test func withoutANotifierATerminalGetsItsEscapesElseANoteOnce() {
    let written = Recorder<String>()
    let terminal = DesktopNotifier(
      environment: ["PATH": "/nonexistent"], writeTerminal: { written.record($0) },
      note: { _ in })
    terminal.send(topic: "rain", title: "Zag;reb", body: "Rain\u{1B}]0;x\u{7} soon")
    #expect(
      written.all == [
        "\u{1B}]777;notify;Zag,reb;Rain soon\u{7}\u{1B}]9;Zag,reb: Rain soon\u{7}"
      ])
    let notes = Recorder<String>()
    let nowhere = DesktopNotifier(
      environment: ["PATH": "/nonexistent"], writeTerminal: nil, note: { notes.record($0) })
    nowhere.send(topic: "rain", title: "a", body: "b")
    nowhere.send(topic: "rain", title: "a", body: "c")
    #expect(notes.all == ["--notify found no notify-send, gdbus or terminal to notify through"])
    // On macOS the note names what is looked for there (and notify-send is not).
    let macNotes = Recorder<String>()
    let mac = DesktopNotifier(
      environment: ["PATH": "/usr/bin:/bin"], writeTerminal: nil, note: { macNotes.record($0) },
      platform: .macOS)
    mac.send(topic: "rain", title: "a", body: "b")
    #expect(macNotes.all == ["--notify found no osascript or terminal to notify through"])
  }

  /// Without a D-Bus session notify-send complains on standard error (and is tried twice, the
  /// second time without --print-id): the complaint is said once, in rainstorm's words, and
  /// never passed on as it is.
  @Test func aNotifierThatFailsIsNotedOnceWithWhatItSaid() throws {
    let folder = try TemporaryHome.make("notify")
    defer { TemporaryHome.remove(folder) }
    let url = folder.appendingPathComponent("notify-send")
    try Executable.make(
      """
      #!/bin/sh
      echo 'Cannot autolaunch D-Bus without X11 $DISPLAY' >&2
      echo 'a second line' >&2
      exit 1

      """, at: url)
    let notes = Recorder<String>()
    let notifier = DesktopNotifier(
      environment: ["PATH": folder.path], writeTerminal: nil, note: { notes.record($0) })
    notifier.send(topic: "rain", title: "Zagreb", body: "Rain")
    notifier.send(topic: "rain", title: "Zagreb", body: "Dry")
    #expect(
      notes.all == [
        "--notify could not show a notification: notify-send said \"Cannot autolaunch D-Bus "
          + "without X11 $DISPLAY\" (is a notification service running?)"
      ])
  }
}
