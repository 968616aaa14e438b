import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// How the width of the human output is chosen: the terminal's, else `COLUMNS`, else none.
@Suite struct TerminalWidthTests {
  @Test func theTerminalsOwnWidthComesFirst() {
    #expect(TerminalWidth.chosen(terminal: 60, environment: ["COLUMNS": "100"]) == 60)
    #expect(TerminalWidth.chosen(terminal: 132, environment: [:]) == 132)
  }

  @Test func columnsWhenTheTerminalDoesNotSay() {
    #expect(TerminalWidth.chosen(terminal: nil, environment: ["COLUMNS": "72"]) == 72)
    // A terminal whose size was never set answers 0 columns.
    #expect(TerminalWidth.chosen(terminal: 0, environment: ["COLUMNS": "72"]) == 72)
    #expect(TerminalWidth.chosen(terminal: 0, environment: [:]) == nil)
    #expect(TerminalWidth.chosen(terminal: nil, environment: [:]) == nil)
  }

  @Test(arguments: ["abc", "-5", "1e9", "", " 60", "60 ", "+60", "0", "6O", "60.0", "٦٠"])
  func columnsThatIsNotAWholeNumberAboveZeroIsIgnored(text: String) {
    #expect(TerminalWidth.chosen(terminal: nil, environment: ["COLUMNS": text]) == nil)
  }

  @Test func absurdWidthsAreKeptWithinBounds() {
    #expect(TerminalWidth.chosen(terminal: 5, environment: [:]) == TerminalWidth.minimum)
    #expect(TerminalWidth.chosen(terminal: nil, environment: ["COLUMNS": "1"]) == 20)
    #expect(TerminalWidth.chosen(terminal: 100_000, environment: [:]) == TerminalWidth.maximum)
    #expect(TerminalWidth.chosen(terminal: nil, environment: ["COLUMNS": "1000000000"]) == 4096)
    // Too many digits for a number: ignored.
    #expect(
      TerminalWidth.chosen(terminal: nil, environment: ["COLUMNS": "99999999999999999999999"])
        == nil)
  }
}
