import Foundation
import RainstormCore
import Testing

/// rainstorm in a real polybar on a virtual X display (Xvfb), with only the DejaVu font that
/// Debian installs with it: polybar reads every `%{` of a module's text as a tag and logs
/// what it cannot read or draw, so its log says whether a name from a server was shown as
/// text. Skipped where polybar or Xvfb is missing, except under CI, which installs them.
@Suite(.serialized) struct PolybarEndToEndTests {
  /// polybar's log (`-l info`) while it runs rainstorm's `-f polybar` for `place`, a place
  /// search answer's name, for about three seconds: once a second, or (`watching`) once with
  /// `--watch` as the README's module sets it up, its lines read as they come (`tail`). The
  /// server's requests are counted in `requests`.
  func polybarLog(
    place: String, watching: Bool = false, requests: Recorder<String>? = nil,
    fonts: [String] = ["DejaVu Sans:size=10"], icons: String = "unicode",
    language: String = "en"
  ) async throws -> String {
    let search = String(decoding: Fixture.data(Fixture.geocodingEnschede), as: UTF8.self)
      .replacing("\"name\": \"Enschede\"", with: "\"name\": \"\(place)\"")
    #expect(search.contains(place))
    let server = try LocalHTTPServer { request in
      requests?.record(request.target)
      return request.target.hasPrefix("/v1/search?")
        ? .respond(status: 200, body: Array(search.utf8))
        : .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    let folder = try I3EndToEndTests.folder()
    defer { TemporaryHome.remove(folder) }
    let script = folder.appendingPathComponent("weather.sh")
    try I3EndToEndTests.script(
      """
      #!/bin/sh
      export \(I3EndToEndTests.environment(server.baseURL, home: folder)) \
      RAINSTORM_GEOCODING_URL='\(server.baseURL)'
      exec '\(RainstormProcess.executable.path)' Enschede -f polybar --color always --icons \(icons) \
      --lang \(language) \(watching ? "--watch" : "")

      """, at: script)
    let configuration = folder.appendingPathComponent("polybar.ini")
    try """
    [bar/bar]
    width = 100%
    height = 30
    \(fonts.enumerated().map { "font-\($0.offset) = \($0.element)" }.joined(separator: "\n"))
    modules-left = weather

    [module/weather]
    type = custom/script
    exec = \(script.path)
    \(watching ? "tail = true\nclick-left = pkill -USR1 -x rainstorm" : "interval = 1")

    """.write(to: configuration, atomically: true, encoding: .utf8)
    let xvfb = try #require(I3EndToEndTests.program("Xvfb"))
    let polybar = try #require(I3EndToEndTests.program("polybar"))
    // A display of its own, from this process's id, so that runs in parallel do not meet.
    let display = ":\(100 + Int(getpid()) % 400)"
    let (lines, _) = try await I3EndToEndTests.lines(
      "\(xvfb) \(display) -nolisten tcp > /dev/null 2>&1 & x=$!; sleep 1; "
        + "DISPLAY=\(display) timeout 3 \(polybar) -c '\(configuration.path)' -l info bar 2>&1; "
        + "kill $x")
    return lines.joined(separator: "\n")
  }

  @Test(.needs("polybar", "Xvfb")) func aNameWithPercentSignsAndTagsIsShownAsTextWithoutAWarning()
    async throws
  {
    let log = try await polybarLog(place: "Ev%{F#f00}il 100%{x} 50%")
    // polybar ran the module and drew the bar with its text...
    #expect(log.contains("Invoking shell command"), "\(log)")
    #expect(log.contains("Redrawing bar window"), "\(log)")
    // ...and read no tag of the name (an unknown one is a "Parser error") and dropped no
    // character for want of a glyph (the full-width ％ was).
    for problem in ["error", "Dropping unmatched character"] {
      #expect(!log.contains(problem), "\(log)")
    }
  }

  /// The README's polybar font lines (`font-N = FAMILY:...`).
  static var readmeFonts: [String] {
    Documents.readme.split(separator: "\n").filter { $0.hasPrefix("font-") }
      .map {
        String($0.split(separator: "=", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
      }
  }

  /// Whether fontconfig knows every family the README names (CI installs them).
  static var readmeFontsInstalled: Bool {
    let installed = (try? TmuxStatusLineTests.shell(["fc-list", ":", "family"])) ?? ""
    return readmeFonts.allSatisfy { installed.contains($0.split(separator: ":")[0]) }
  }

  /// The README's font lines draw a CJK name and emoji without a warning, in Japanese: with
  /// DejaVu alone polybar dropped every CJK character, and with the emoji font it still
  /// logged U+FE0F on each new line.
  @Test(
    .needs("polybar", "Xvfb", "fc-list"),
    .enabled(
      if: ProcessInfo.processInfo.environment["CI"] != nil || readmeFontsInstalled,
      "needs the README's fonts"))
  func theReadmesFontsDrawCJKAndEmojiWithoutAWarning() async throws {
    let fonts = Self.readmeFonts
    #expect(fonts.count == 3, "\(fonts)")
    #expect(Self.readmeFontsInstalled, "\(fonts)")
    let log = try await polybarLog(
      place: "東京 ☀\u{FE0F} 雨", fonts: fonts, icons: "emoji", language: "ja")
    #expect(log.contains("Redrawing bar window"), "\(log)")
    for problem in ["error", "Dropping unmatched character"] {
      #expect(!log.contains(problem), "\(log)")
    }
  }

  @Test(.needs("polybar", "Xvfb"))
  func theReadmesModuleKeepsOneWatchingRainstormThatEndsWithTheBar() async throws {
    let readme = Documents.readme
    #expect(
      readme.contains(
        "exec = rainstorm --watch -f polybar\ntail = true\n"
          + "click-left = pkill -USR1 -x rainstorm\n"))
    let requests = Recorder<String>()
    let log = try await polybarLog(place: "Enschede", watching: true, requests: requests)
    #expect(log.contains("module/weather: Rebuilding cache"), "\(log)")
    #expect(log.contains("Redrawing bar window"), "\(log)")
    #expect(!log.contains("error"), "\(log)")
    // Started once: the place and the forecast asked once in three seconds.
    #expect(requests.all.filter { $0.hasPrefix("/v1/forecast?") }.count == 1, "\(requests.all)")
    // polybar stopped it on the way out: no rainstorm of this test is left.
    try? await Task.sleep(for: .milliseconds(300))
    let left = try TmuxStatusLineTests.shell(["pgrep", "-f", "Enschede -f polybar"])
    #expect(left.isEmpty, "\(left)")
  }
}
