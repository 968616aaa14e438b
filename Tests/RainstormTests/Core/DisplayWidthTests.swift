import Foundation
import Testing

@testable import RainstormCore

@Suite struct DisplayWidthTests {
  @Test func countsTerminalColumns() {
    #expect("Partly cloudy 12°C".displayWidth == 18)
    #expect("Clear sky, 25 km/h".displayWidth == 18)
    #expect("".displayWidth == 0)
    #expect("a\u{7}b".displayWidth == 2)
    #expect("☀️".displayWidth == 2)
    #expect("a🌧\u{FE0F}b".displayWidth == 4)
    #expect("a🌈b".displayWidth == 4)
    #expect("東京".displayWidth == 4)
    #expect("e\u{301}".displayWidth == 1)
  }
}
