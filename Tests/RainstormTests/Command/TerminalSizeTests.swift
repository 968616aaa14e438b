import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// How the width of the human output is chosen: the terminal's, else `COLUMNS`, else none.
@Suite struct TerminalSizeTests {
  @Test func theTerminalsOwnWidthComesFirst() {
    #expect(TerminalSize.chosen(terminal: 60, environment: ["COLUMNS": "100"]) == 60)
    #expect(TerminalSize.chosen(terminal: 132, environment: [:]) == 132)
  }

  @Test func columnsWhenTheTerminalDoesNotSay() {
    #expect(TerminalSize.chosen(terminal: nil, environment: ["COLUMNS": "72"]) == 72)
    // A terminal whose size was never set answers 0 columns.
    #expect(TerminalSize.chosen(terminal: 0, environment: ["COLUMNS": "72"]) == 72)
    #expect(TerminalSize.chosen(terminal: 0, environment: [:]) == nil)
    #expect(TerminalSize.chosen(terminal: nil, environment: [:]) == nil)
  }

  @Test(arguments: ["abc", "-5", "1e9", "", " 60", "60 ", "+60", "0", "6O", "60.0", "٦٠"])
  func columnsThatIsNotAWholeNumberAboveZeroIsIgnored(text: String) {
    #expect(TerminalSize.chosen(terminal: nil, environment: ["COLUMNS": text]) == nil)
  }

  @Test func absurdWidthsAreKeptWithinBounds() {
    #expect(TerminalSize.chosen(terminal: 5, environment: [:]) == TerminalSize.minimum)
    #expect(TerminalSize.chosen(terminal: nil, environment: ["COLUMNS": "1"]) == 20)
    #expect(TerminalSize.chosen(terminal: 100_000, environment: [:]) == TerminalSize.maximum)
    #expect(TerminalSize.chosen(terminal: nil, environment: ["COLUMNS": "1000000000"]) == 4096)
    // Too many digits for a number: ignored.
    #expect(
      TerminalSize.chosen(terminal: nil, environment: ["COLUMNS": "99999999999999999999999"])
        == nil)
  }
}
