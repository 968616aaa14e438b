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

/// Text for a locale that is not UTF-8.
@Suite struct ASCIIFoldingTests {
  @Test(arguments: [
    ("Île-de-France", "Ile-de-France"), ("Łódź", "Lodz"), ("Straße", "Strasse"),
    ("Ærøskøbing", "AEroskobing"), ("São Tomé", "Sao Tome"), ("e\u{301}te\u{301}", "ete"),
    ("“Big” – storm…", "'Big' - storm..."), ("Москва", "??????"), ("東京", "??"),
    ("Zagreb", "Zagreb"), ("a\u{A0}b", "a b"),
  ])
  func foldsToASCII(text: String, folded: String) {
    #expect(text.asciiFolded == folded)
  }

  @Test func neverWritesWhatABarReads() {
    let every = String(String.UnicodeScalarView((0x80...0x2FFF).compactMap(Unicode.Scalar.init)))
    let folded = every.asciiFolded
    #expect(folded.utf8.allSatisfy { $0 < 0x80 })
    #expect(!folded.contains { "\"\\%#{}".contains($0) })
  }
}
