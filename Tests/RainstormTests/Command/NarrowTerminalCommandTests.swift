import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// The human output through the whole command in a narrow terminal: `COLUMNS` when standard
/// output is not a terminal, the terminal's own width (as the ioctl tells it) when it is.
@Suite struct NarrowTerminalCommandTests {
  /// Every part that has lines wider than 60 columns in the recorded Zagreb forecast: the
  /// rain line, the chart, the models, the days against normal.
  static let arguments = NormalsCommandTests.zagreb + ["--hours", "48", "--models", "--normals"]

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func columnsSixtyFitsSixtyColumns() async {
    var harness = NormalsCommandTests.harness()
    harness.environment["COLUMNS"] = "60"
    #expect(!harness.stdoutIsTerminal)
    let outcome = await harness.run(Self.arguments)
    #expect(outcome.status == .success)
    #expect(outcome.stderr == "")
    for line in Self.lines(outcome.stdout) {
      #expect(line.displayWidth <= 60, "too wide: \(line)")
    }
    for part in [
      "\nNext 47 hours\n", "\nDay         Model  Low  High  Precip\n",
      "\nTue 29 Sep: high 3.6°C warmer than usual (warmer than 30 of\n  30 years)\n",
      "\nRain outlook unknown: the 15-minute forecast does not cover\nthe time now.\n",
    ] {
      #expect(outcome.stdout.contains(part), "\(part) missing")
    }
  }

  @Test func withoutColumnsOrATerminalNothingIsNarrowed() async {
    let outcome = await NormalsCommandTests.harness().run(Self.arguments)
    #expect(outcome.status == .success)
    let widths = Self.lines(outcome.stdout).map(\.displayWidth)
    #expect((widths.max() ?? 0) > 80)
    #expect(outcome.stdout.contains("\nDay         Weather  Low  High  Precip  Chance  Wind  "))
    // A COLUMNS that says nothing is the same as none.
    var garbage = NormalsCommandTests.harness()
    garbage.environment["COLUMNS"] = "abc"
    #expect(await garbage.run(Self.arguments).stdout == outcome.stdout)
  }

  @Test func theTerminalsOwnWidthWinsOverColumns() async {
    var harness = NormalsCommandTests.harness()
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 60
    harness.environment["COLUMNS"] = "200"
    let outcome = await harness.run(Self.arguments + ["--color", "never"])
    #expect(outcome.status == .success)
    for line in Self.lines(outcome.stdout) {
      #expect(line.displayWidth <= 60, "too wide: \(line)")
    }
    #expect(outcome.stdout.contains("\nDay         Model  Low  High  Precip\n"))
  }

  @Test(arguments: ["json", "tsv", "line", "waybar", "tmux", "wttr:4", "%l %t %c"])
  func otherFormatsIgnoreTheWidth(format: String) async {
    let arguments = Self.arguments + ["-f", format]
    let wide = await NormalsCommandTests.harness().run(arguments)
    var narrow = NormalsCommandTests.harness()
    narrow.environment["COLUMNS"] = "20"
    narrow.stdoutIsTerminal = true
    narrow.terminalWidth = 20
    #expect(await narrow.run(arguments + ["--color", "never"]).stdout == wide.stdout)
  }

  @Test func theSearchTableFits() async {
    var harness = CommandHarness()
    harness.environment["COLUMNS"] = "60"
    let outcome = await harness.run(["--search", "Hollywood"])
    #expect(outcome.status == .success)
    for line in Self.lines(outcome.stdout) {
      #expect(line.displayWidth <= 60, "too wide: \(line)")
    }
    #expect(
      outcome.stdout.contains("\nHollywood  California     United States   34.0983  -118.3267\n"))
    let wide = await CommandHarness().run(["--search", "Hollywood"])
    #expect(wide.stdout.contains("  population\n"))
  }

  @Test func theRainLineIsWrapped() async {
    var harness = CommandHarness()
    let now = harness.now
    harness.http = StubHTTP { request throws(TransportError) in
      HTTPResponse(
        status: 200,
        body: RainBody.zagreb(
          firstEnd: RainBody.quarterEnd(of: now, utcOffsetSeconds: 7200),
          precipitation: [0, 0, 1.2, 1.6, 0.4] + Array(repeating: 0, count: 25)))
    }
    let wide = await harness.run(["45.6,17.22", "--rain-within", "1h"])
    #expect(wide.status == .success)
    #expect(Self.lines(wide.stdout).count == 2)
    harness.environment["COLUMNS"] = "30"
    let narrow = await harness.run(["45.6,17.22", "--rain-within", "1h"])
    #expect(narrow.status == .success)
    #expect(Self.lines(narrow.stdout).count > 2)
    for line in Self.lines(narrow.stdout) {
      #expect(line.displayWidth <= 30, "too wide: \(line)")
    }
    #expect(
      narrow.stdout.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
        == wide.stdout.trimmingCharacters(in: .newlines))
  }
}
