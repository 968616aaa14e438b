import Foundation
import Testing

@testable import RainstormCore

/// The text helpers that replace Foundation's (for a binary without it, issue 19) give what
/// Foundation gives, byte for byte.
@Suite struct FoundationFreeTextTests {
  static let samples = [
    "", " ", "\t45.6 ", "\u{A0}17.22\u{2003}", " a b ", "\n1\n", "São Paulo", "Zürich, CH",
    "a&b=c/d?e#f", "100% ~._-", "東京", "👩‍👩‍👧", "\u{0301}e", "x\r\ny",
  ]

  @Test(arguments: samples)
  func trimsSpacesAsFoundationDoes(text: String) {
    #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    #expect(text[...].trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: samples)
  func percentEncodesAsFoundationDoes(text: String) {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    #expect(
      text.percentEncodedForQuery == text.addingPercentEncoding(withAllowedCharacters: allowed))
  }

  @Test func foldsEveryScalarAsFoundationDoes() {
    // Letters of every script with accents in place names, and the combining accents. Left
    // out: U+0344 and U+0345 (Greek combining marks that decompose or case-fold), enclosing
    // marks, and blocks whose marks depend on the Unicode version of each library.
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA0...0x343, 0x346...0x482, 0x48A...0x52F, 0x1E00...0x1FFF,
      0xFB00...0xFB06,
    ]
    var differences: [String] = []
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // Alone, and after a letter (so that combining marks have something to combine with).
      for text in [String(scalar), "a" + String(scalar)] {
        let expected = text.folding(
          options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if text.folded != expected { differences.append("U+\(String(value, radix: 16))") }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(10))")
  }

  @Test(arguments: [
    "São Paulo", "Zürich", "Kraków", "Ærø", "Straße", "ΑΘΗΝΑ", "Москва", "Hà Nội", "İstanbul",
    "Ñuñoa", "e\u{301}cole", "Łódź", "Ħamrun", "Þórshöfn", "Gießen", "Mönchengladbach",
  ])
  func foldsPlaceNamesAsFoundationDoes(name: String) {
    #expect(
      name.folded == name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
  }

  // The byte-wise replacements of _StringProcessing's contains, replacing and split (kept out
  // of the binary): the same answers as Foundation's, which also compares code units.
  static let searches: [(text: String, target: String)] = [
    ("x\r\ny\rz", "\r\n"), ("x\r\ny\rz", "\r"), ("it's 'quoted'", "'"), ("a-b--c", "-"),
    ("2024-01-01..2024-01-31", ".."), ("..", ".."), ("a..b..", ".."), ("no match", "::"),
    ("Zürich", "ü"), ("東京東京", "京"), ("", "x"), ("aaa", "aa"), ("%{tag}%{", "%{"),
  ]

  @Test(arguments: searches)
  func searchesAndReplacesAsFoundationDoes(text: String, target: String) {
    #expect(text.containsBytes(of: target) == text.contains(target))
    #expect(
      text.replacingBytes(of: target, with: "<>")
        == text.replacingOccurrences(of: target, with: "<>"))
    // Foundation splits by Characters ("\r\n" is one), so compare where each is one scalar.
    if text.count == text.unicodeScalars.count {
      #expect(text.components(separatedByBytes: target) == text.components(separatedBy: target))
    }
    #expect(text[...].containsBytes(of: target) == text.contains(target))
  }

  @Test func aQuoteBeforeACombiningMarkIsStillReplaced() {
    // One Character ("'" with U+0301 on it), but a quote to a shell.
    let text = "it'\u{301}s"
    #expect(text.replacing("'", with: "_") == text)
    #expect(text.replacingBytes(of: "'", with: "_") == "it_\u{301}s")
    #expect(!text.containsBytes(of: ""))
    #expect(text.replacingBytes(of: "", with: "_") == text)
    #expect("x\r\ny".components(separatedByBytes: "\r") == ["x", "\ny"])
  }
}
