import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct ColourTests {
  @Test(arguments: [
    (true, "auto", [String: String](), true),
    (true, "auto", ["NO_COLOR": "1"], false),
    (true, "auto", ["NO_COLOR": ""], true),
    (true, "auto", ["TERM": "dumb"], false),
    (false, "auto", [:], false),
    (false, "always", ["NO_COLOR": "1"], true),
    (true, "never", [:], false),
  ])
  func colourOnlyWhereItBelongs(
    terminal: Bool, choice: String, environment: [String: String], expectColour: Bool
  ) async {
    var harness = CommandHarness()
    harness.stdoutIsTerminal = terminal
    harness.environment = environment
    // Tokyo's coordinates (no warnings source covers Japan) with the recorded forecast.
    let outcome = await harness.run(["--lat", "35.68", "--lon", "139.69", "--color", choice])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\u{1B}[") == expectColour)
  }
}
