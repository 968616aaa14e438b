import Foundation
import RainstormCore
import Synchronization
import Testing

/// `--watch` through the built binary against a server on 127.0.0.1: its lines read as they
/// come, signals sent to it, its output closed under it, i3bar's clicks written to its input.
@Suite struct WatchEndToEndTests {
  /// The binary running `--watch`, its output read line by line as it comes.
  final class Watching: Sendable {
    let process: Process
    let input = Pipe()
    let output = Pipe()
    private let lines = Mutex<[String]>([])
    private let pending = Mutex<[UInt8]>([])
    private let errorText = Mutex<[UInt8]>([])

    init(_ arguments: [String], environment: [String: String]) throws {
      let process = Process()
      process.executableURL = RainstormProcess.executable
      process.arguments = arguments
      let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("rainstorm-watch-\(UUID().uuidString)")
      var variables = environment
      variables["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      variables["HOME"] = home.path
      variables["RAINSTORM_ALERTS"] = "off"
      variables["RAINSTORM_PROVIDER"] = "open-meteo"
      process.environment = variables
      process.standardInput = input
      process.standardOutput = output
      let error = Pipe()
      process.standardError = error
      self.process = process
      output.fileHandleForReading.readabilityHandler = { [self] handle in
        let data = handle.availableData
        pending.withLock { pending in
          pending += data
          while let newline = pending.firstIndex(of: 10) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            lines.withLock { $0.append(line) }
          }
        }
      }
      error.fileHandleForReading.readabilityHandler = { [self] handle in
        let data = handle.availableData
        errorText.withLock { $0 += data }
      }
      try process.run()
    }

    /// The lines so far, once there are at least `count` (or after `seconds`).
    func lines(atLeast count: Int, within seconds: Double = 10) -> [String] {
      let end = Date().addingTimeInterval(seconds)
      while Date() < end {
        let now = lines.withLock { $0 }
        if now.count >= count { return now }
        usleep(10_000)
      }
      return lines.withLock { $0 }
    }

    var stderr: String { String(decoding: errorText.withLock { $0 }, as: UTF8.self) }

    /// The exit status once it has ended, or nil if it is still running after `seconds`.
    func status(within seconds: Double = 5) -> Int32? {
      let end = Date().addingTimeInterval(seconds)
      while process.isRunning, Date() < end { usleep(10_000) }
      guard !process.isRunning else {
        process.terminate()
        return nil
      }
      // Killed by a signal is not an exit status of 0.
      return process.terminationReason == .exit ? process.terminationStatus : -1
    }

    func send(_ signal: Int32) {
      kill(process.processIdentifier, signal)
    }

    /// Waits until `condition` holds, at most `seconds`.
    static func until(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
      let end = Date().addingTimeInterval(seconds)
      while Date() < end {
        if condition() { return true }
        usleep(10_000)
      }
      return condition()
    }
  }

  static func watching(_ arguments: [String], _ server: LocalHTTPServer) throws -> Watching {
    try Watching(
      ["45.6,17.22", "--watch"] + arguments, environment: EndToEndTests.environment(server))
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func itWritesJSONLinesAndEndsWithZeroOnASignal(signal: Int32) throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let watching = try Self.watching(["-f", "json"], server)
    let first = try #require(watching.lines(atLeast: 1).first)
    let object = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
    #expect((object?["location"] as? [String: Any])?["latitude"] as? Double == 45.6)
    #expect(!first.contains("\n"))
    watching.send(signal)
    #expect(watching.status() == 0)
    #expect(watching.stderr == "")
  }

  @Test func sigusr1AsksAgainAndAClosedOutputEndsWithZero() throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let watching = try Self.watching(["-f", "waybar", "--no-cache"], server)
    #expect(watching.lines(atLeast: 1).count == 1)
    #expect(server.requests.count == 1)
    watching.send(SIGUSR1)
    #expect(Watching.until { server.requests.count == 2 }, "\(server.requests.count) requests")
    // The same answer is not written again.
    usleep(200_000)
    #expect(watching.lines(atLeast: 1).count == 1)
    // The bar goes away: rainstorm notices without writing, and ends with 0.
    watching.output.fileHandleForReading.readabilityHandler = nil
    try watching.output.fileHandleForReading.close()
    #expect(watching.status() == 0)
  }

  @Test func i3barGetsTheProtocolAndAClickAsksAgain() throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let watching = try Self.watching(["-f", "i3bar", "--no-cache"], server)
    let lines = watching.lines(atLeast: 3)
    #expect(lines.first == "{\"version\":1,\"click_events\":true}")
    #expect(lines.dropFirst().first == "[")
    #expect(lines.dropFirst(2).first?.hasPrefix("[{\"name\":\"rainstorm\",\"full_text\":") == true)
    // i3bar's clicks: an endless array, one event a line.
    let click = "{\"name\":\"rainstorm\",\"instance\":\"\",\"button\":1,\"x\":1800,\"y\":10}\n"
    try watching.input.fileHandleForWriting.write(contentsOf: Data("[\n\(click)".utf8))
    #expect(Watching.until { server.requests.count == 2 }, "\(server.requests.count) requests")
    try watching.input.fileHandleForWriting.write(contentsOf: Data(",\(click)".utf8))
    #expect(Watching.until { server.requests.count == 3 }, "\(server.requests.count) requests")
    watching.send(SIGTERM)
    #expect(watching.status() == 0)
  }

  @Test func aCommandWritesToStandardErrorNeverIntoTheBar() throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let watching = try Self.watching(
      ["-f", "polybar", "--on-change", "echo \"changed to $RAINSTORM_TEXT\"; echo more >&2"],
      server)
    #expect(watching.lines(atLeast: 1) == ["45.60°N, 17.22°E: 🌙 13°C -"])
    #expect(Watching.until { watching.stderr.contains("more") })
    #expect(watching.stderr.contains("changed to 45.60°N, 17.22°E: 🌙 13°C -\n"))
    usleep(100_000)
    #expect(watching.lines(atLeast: 1).count == 1)
    watching.send(SIGTERM)
    #expect(watching.status() == 0)
  }

  @Test func aBadArgumentStillFailsAtOnce() throws {
    let run = try RainstormProcess.run(["--watch", "-f", "tmux"], limit: 5)
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("rainstorm: tmux runs the command itself"))
  }
}
