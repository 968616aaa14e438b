import Foundation
import RainstormCore
import Testing

/// rainstorm inside the real i3 status programs, which need no display: i3blocks running the
/// binary as a block (once, and in its persistent mode with `--watch`), and i3status piped
/// through the README's wrapper beside `rainstorm --watch`, each read as i3bar
/// reads them (the i3bar protocol: a header, `[`, then one JSON array of blocks a line, every
/// line after the first starting with a comma). Skipped where they are missing, except under
/// CI, which installs them.
@Suite(.serialized) struct I3EndToEndTests {
  static func program(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Whether the test may be skipped: the program is missing outside CI.
  /// A folder for the run, removed by the caller.
  static func folder() throws -> URL {
    let folder = try TemporaryHome.make("i3")
    return folder
  }

  /// An executable shell script.
  static func script(_ text: String, at url: URL) throws {
    try Executable.make(text, at: url)
  }

  /// The environment line that points rainstorm at `weatherURL`, with its own home.
  static func environment(_ weatherURL: String, home: URL) -> String {
    "HOME='\(home.path)' LANG=C.UTF-8 RAINSTORM_ALERTS=off RAINSTORM_PROVIDER=open-meteo "
      + "RAINSTORM_WEATHER_URL='\(weatherURL)'"
  }

  /// The lines `command` prints through `/bin/sh` (it must end by itself), and the seconds
  /// it took. Processes started from the test runner inherit the signals it blocks, which a
  /// shell's background job and `timeout` rely on, so python3 clears the mask first, as a
  /// bar's would be, and times the shell alone (the wait for the process also waits for
  /// whatever it left running in the background).
  static func lines(_ command: String) async throws -> (lines: [String], seconds: Double) {
    try await offThePool { try linesBlocking(command) }
  }

  /// The lines `command` writes until one contains `marker` (then it and what it started are
  /// ended), or until `seconds` have passed: for a bar that never ends by itself, so that a
  /// test waits for what it looks for rather than for a fixed time.
  static func lines(_ command: String, until marker: String, within seconds: Double = 5)
    async throws -> [String]
  {
    let reader = """
      import os, signal, subprocess, sys, time
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      child = subprocess.Popen(['/bin/sh', '-c', sys.argv[1]], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, start_new_session=True)
      end = time.monotonic() + float(sys.argv[3])
      os.set_blocking(child.stdout.fileno(), False)
      pending = b''
      while time.monotonic() < end:
          chunk = child.stdout.read()
          if chunk:
              pending += chunk
              sys.stdout.buffer.write(chunk)
              sys.stdout.flush()
              found = pending.find(sys.argv[2].encode())
              if found >= 0 and b'\\n' in pending[found:]:
                  break
          elif child.poll() is not None:
              break
          else:
              time.sleep(0.02)
      try:
          os.killpg(child.pid, signal.SIGKILL)
      except ProcessLookupError:
          pass
      child.wait()
      """
    let output = try await offThePool {
      try TmuxStatusLineTests.shell(["python3", "-c", reader, command, marker, "\(seconds)"])
    }
    return output.split(separator: "\n").map(String.init)
  }

  /// `lines`, waiting on the calling thread.
  static func linesBlocking(_ command: String) throws -> (lines: [String], seconds: Double) {
    let timed = """
      import signal, subprocess, sys, time
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      start = time.monotonic()
      subprocess.run(['/bin/sh', '-c', sys.argv[1]], stdin=subprocess.DEVNULL)
      print('%.3f' % (time.monotonic() - start), flush=True)
      """
    let output = try TmuxStatusLineTests.shell(["python3", "-c", timed, command])
    var lines = output.split(separator: "\n").map(String.init)
    let seconds = lines.popLast().flatMap(Double.init) ?? .infinity
    return (lines, seconds)
  }

  /// Each status line of an i3bar stream as its blocks, read as i3bar reads it: a header
  /// object with a version on the first line, then an endless JSON array of status lines,
  /// each an array of blocks with `full_text` (cut here, so closed with a `]`).
  static func statusLines(_ lines: [String]) throws -> [[[String: Any]]] {
    #expect(lines.count >= 3, "\(lines)")
    guard let first = lines.first else { return [] }
    let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
    #expect(header?["version"] as? Int == 1, "\(first)")
    let stream = lines.dropFirst().joined(separator: "\n") + "\n]"
    let parsed = try JSONSerialization.jsonObject(with: Data(stream.utf8)) as? [[[String: Any]]]
    let statusLines = try #require(parsed, "not an array of status lines: \(stream)")
    #expect(statusLines.joined().allSatisfy { $0["full_text"] is String }, "\(stream)")
    return statusLines
  }

  /// The block i3blocks shows for rainstorm, run once against `weatherURL`.
  func i3blocksBlock(weatherURL: String, arguments: String = "") async throws -> [String: Any]? {
    let folder = try Self.folder()
    defer { TemporaryHome.remove(folder) }
    let configuration = folder.appendingPathComponent("i3blocks.conf")
    try """
    [weather]
    command=\(Self.environment(weatherURL, home: folder)) \
    '\(RainstormProcess.executable.path)' 45.6,17.22 -f i3blocks --timeout 1 \(arguments)
    interval=once

    """.write(to: configuration, atomically: true, encoding: .utf8)
    let i3blocks = try #require(Self.program("i3blocks"))
    // i3blocks starts with an empty status line, then writes one with the block: read until
    // the block is there (at most 5 s), rather than for a fixed 3 s.
    let lines = try await Self.lines(
      "\(i3blocks) -c '\(configuration.path)' < /dev/null 2> /dev/null",
      until: "\"name\":\"weather\"")
    return try Self.statusLines(lines).joined().first { $0["name"] as? String == "weather" }
  }

  @Test(.needs("i3blocks")) func i3blocksKeepsOneWatchingRainstormAsTheReadmeSetsItUp() async throws
  {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let folder = try Self.folder()
    defer { TemporaryHome.remove(folder) }
    // The README's block, with rainstorm's path and the test's place and server.
    let readme = try #require(
      Documents.readme.components(separatedBy: "```ini\n").dropFirst()
        .map { $0.components(separatedBy: "\n```").first ?? "" }
        .first { $0.contains("# i3blocks:") })
    #expect(readme.contains("command=rainstorm --watch -f i3blocks\ninterval=persist\nformat=json"))
    let configuration = folder.appendingPathComponent("i3blocks.conf")
    try readme.replacingOccurrences(
      of: "command=rainstorm ",
      with: "command=\(Self.environment(server.baseURL, home: folder)) "
        + "'\(RainstormProcess.executable.path)' 45.6,17.22 "
    ).appending("\n").write(to: configuration, atomically: true, encoding: .utf8)
    let i3blocks = try #require(Self.program("i3blocks"))
    let (lines, _) = try await Self.lines(
      "timeout 3 \(i3blocks) -c '\(configuration.path)' < /dev/null 2> /dev/null")
    let blocks = try Self.statusLines(lines).joined().filter { $0["name"] as? String == "weather" }
    #expect(blocks.first?["full_text"] as? String == "45.60°N, 17.22°E: 🌙 13°C -", "\(lines)")
    #expect(blocks.first?["short_text"] as? String == "🌙 13°C")
    // One process, asked once in three seconds (a block with an interval would run again).
    #expect(server.requests.count == 1)
  }

  @Test(.needs("i3blocks")) func i3blocksShowsTheWeather() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let block = try #require(try await i3blocksBlock(weatherURL: server.baseURL))
    #expect(block["full_text"] as? String == "45.60°N, 17.22°E: 🌙 13°C -")
    #expect(block["short_text"] as? String == "🌙 13°C")
  }

  @Test(.needs("i3blocks")) func i3blocksShowsThePlaceholderWhenTheServiceIsDown() async throws {
    // Nothing listens on port 9 of loopback. A failing status made i3blocks drop the block
    // ("bad exit code 69"): the placeholder must show.
    let block = try #require(try await i3blocksBlock(weatherURL: "http://127.0.0.1:9"))
    #expect(block["full_text"] as? String == "weather unavailable")
  }

  @Test(.needs("i3blocks")) func i3blocksShowsThePlaceholderInTheLanguage() async throws {
    let japanese = try #require(Language(code: "ja"))
    let block = try #require(
      try await i3blocksBlock(weatherURL: "http://127.0.0.1:9", arguments: "--lang ja"))
    #expect(block["full_text"] as? String == japanese.say("bar.unavailable"))
    #expect(block["short_text"] as? String == japanese.say("bar.unavailableShort"))
    #expect(japanese.say("bar.unavailable") != Language.english.say("bar.unavailable"))
  }

  /// The README's i3status wrapper, as written there.
  static func readmeWrapper() throws -> String {
    let blocks = Documents.readme.components(separatedBy: "```sh\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    let wrapper = try #require(blocks.first { $0.contains("~/.config/i3/weather.sh") })
    #expect(wrapper.hasPrefix("#!/bin/sh\n"))
    return wrapper + "\n"
  }

  /// Real i3status, one line a second for `seconds`, through the README's wrapper with
  /// `rainstorm` on the PATH being `rainstorm`.
  func wrapped(rainstorm: String, seconds: Int) async throws -> (
    lines: [[[String: Any]]], took: Double
  ) {
    let folder = try Self.folder()
    defer { TemporaryHome.remove(folder) }
    try Self.script(rainstorm, at: folder.appendingPathComponent("rainstorm"))
    let wrapper = folder.appendingPathComponent("weather.sh")
    try Self.script(try Self.readmeWrapper(), at: wrapper)
    let configuration = folder.appendingPathComponent("i3status.conf")
    try """
    general {
      output_format = "i3bar"
      interval = 1
    }
    order += "tztime local"
    tztime local {
      format = "%H:%M:%S"
    }

    """.write(to: configuration, atomically: true, encoding: .utf8)
    let i3status = try #require(Self.program("i3status"))
    let (lines, took) = try await Self.lines(
      "export PATH='\(folder.path)':\"$PATH\" XDG_RUNTIME_DIR='\(folder.path)'; "
        + "timeout \(seconds) \(i3status) -c '\(configuration.path)' 2> /dev/null "
        + "| '\(wrapper.path)'")
    return (try Self.statusLines(lines), took)
  }

  @Test(.needs("i3status")) func theReadmesI3statusWrapperAddsTheWeatherToEachLine() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let home = try Self.folder()
    defer { TemporaryHome.remove(home) }
    let (lines, _) = try await wrapped(
      rainstorm: """
        #!/bin/sh
        export \(Self.environment(server.baseURL, home: home))
        exec '\(RainstormProcess.executable.path)' 45.6,17.22 "$@"

        """, seconds: 3)
    // Lines may come before rainstorm's first answer (one, or more on a loaded machine);
    // from the first that carries it, every line carries it, first.
    #expect(lines.count >= 2)
    let weather = "45.60°N, 17.22°E: 🌙 13°C -"
    let later = lines.drop { $0.first?["full_text"] as? String != weather }
    #expect(!later.isEmpty, "no line carried the weather: \(lines)")
    #expect(later.allSatisfy { $0.count == 2 && $0.first?["full_text"] as? String == weather })
    #expect(later.allSatisfy { $0.last?["name"] as? String == "tztime" })
    // One rainstorm --watch beside i3status, asked once, not on every line.
    #expect(server.requests.count == 1)
  }

  /// When i3bar is killed the wrapper's output is a closed pipe: it died of SIGPIPE without
  /// its trap and left its watcher running under PID 1. It traps PIPE too, and ends it.
  @Test func theWrapperEndsItsWatcherWhenTheBarIsKilled() async throws {
    let folder = try Self.folder()
    defer { TemporaryHome.remove(folder) }
    try Self.script(
      """
      #!/bin/sh
      echo $$ > '\(folder.path)/pid'
      while :; do echo '{"full_text":"w"}'; sleep 0.2; done

      """, at: folder.appendingPathComponent("rainstorm"))
    let wrapper = folder.appendingPathComponent("weather.sh")
    try Self.script(try Self.readmeWrapper(), at: wrapper)
    let (lines, _) = try await Self.lines(
      """
      export PATH='\(folder.path)':"$PATH" XDG_RUNTIME_DIR='\(folder.path)'
      mkfifo '\(folder.path)/bar'
      ( printf '{"version":1}\\n[\\n'; while :; do printf '[{"full_text":"t"}]\\n'; sleep 0.2; done ) \
        | '\(wrapper.path)' > '\(folder.path)/bar' &
      cat '\(folder.path)/bar' > /dev/null &
      bar=$!
      sleep 2
      kill -KILL $bar
      sleep 2
      # A process that ended but was not yet reaped (a zombie under PID 1) is gone too.
      state=$(ps -o stat= -p "$(cat '\(folder.path)/pid')" 2> /dev/null)
      case $state in ''|Z*) echo gone ;; *) echo running ;; esac
      ls '\(folder.path)' | grep -c '^rainstorm-i3bar' || true
      kill "$(cat '\(folder.path)/pid')" 2> /dev/null
      """)
    #expect(lines == ["gone", "0"], "\(lines)")
  }

  @Test(.needs("i3status"), arguments: ["exit 64", "echo 'not a block'", "sleep 6"])
  func theWrapperKeepsTheBarValidWhenRainstormGivesNoBlock(rainstorm: String) async throws {
    let (lines, took) = try await wrapped(rainstorm: "#!/bin/sh\n\(rainstorm)\n", seconds: 3)
    #expect(lines.count >= 2)
    #expect(lines.allSatisfy { $0.count == 1 && $0.first?["name"] as? String == "tztime" })
    // A hanging rainstorm holds no line back: the bar ends with i3status.
    #expect(took < 5, "\(took) s")
  }
}
