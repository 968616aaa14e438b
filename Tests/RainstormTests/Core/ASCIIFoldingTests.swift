import RainstormCore
import Testing

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
