import RainstormCore
import Testing

/// The suggestion after a typo: close words only, the closest first.
@Suite struct NearestWordTests {
  static let options = ["days", "hours", "color", "config", "country", "units", "date"]

  @Test(arguments: [
    ("day", "days"), ("colour", "color"), ("COLOR", "color"), ("hoursz", "hours"),
    ("uints", "units"), ("contry", "country"), ("confg", "config"), ("dat", "date"),
  ])
  func suggestsTheCloseWord(typed: String, meant: String) {
    #expect(typed.nearest(among: Self.options) == meant)
  }

  @Test(arguments: ["x", "weather", "", "dayzzzz", String(repeating: "d", count: 100)])
  func suggestsNothingFar(typed: String) {
    #expect(typed.nearest(among: Self.options) == nil)
  }

  @Test func aShortValueThatStartsTheWord() {
    #expect("knots".nearest(among: ["kmh", "ms", "mph", "kn", "bft"]) == "kn")
    #expect("m/s".nearest(among: ["kmh", "ms", "mph", "kn", "bft"]) == "ms")
    #expect("k".nearest(among: ["kmh", "ms", "mph", "kn", "bft"]) == nil)
  }
}
