import Foundation
import Testing

@testable import RainstormCore

@Suite struct JSONScannerTests {
  func number(_ text: String) throws(JSONScanner.ScanError) -> Double {
    var scanner = JSONScanner(Array(text.utf8))
    let value = try scanner.readNumber()
    try scanner.expectEnd()
    return value
  }

  func string(_ text: String) throws(JSONScanner.ScanError) -> String {
    var scanner = JSONScanner(Array(text.utf8))
    return try scanner.readString()
  }

  @Test func readsNumbersExactlyAsTheStandardLibraryRoundsThem() throws {
    // The fast path (few digits, small exponent) and the fallback must both give the double
    // that correctly rounded parsing gives; the renderers print these digits back.
    var generator = SeededGenerator(seed: 11)
    for iteration in 0..<20_000 {
      let digits = Int.random(in: 1...22, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      let whole = (0..<Int.random(in: 1...digits, using: &generator)).map { position in
        String(Int.random(in: position == 0 ? 1...9 : 0...9, using: &generator))
      }
      text += whole.joined()
      let fraction = digits - whole.count
      if fraction > 0 {
        text +=
          "."
          + (0..<fraction).map { _ in String(Int.random(in: 0...9, using: &generator)) }
          .joined()
      }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        text += "e\(Int.random(in: -40...40, using: &generator))"
      }
      let expected = try #require(Double(text))
      #expect(try number(text) == expected, "iteration \(iteration): \(text)")
    }
    for text in [
      "0", "-0", "0.1", "12.5", "1e22", "1e23", "9007199254740993", "2.2250738585072014e-308",
    ] {
      #expect(try number(text) == Double(text), "\(text)")
    }
  }

  @Test func refusesWhatJSONDoesNotAllowInANumber() {
    for text in ["01", "1.", ".5", "+1", "1e", "-", "1e+", "0x10", "NaN", "Infinity"] {
      #expect(throws: JSONScanner.ScanError.self, "\(text)") { try number(text) }
    }
    // JSON, but no double: refused as the wrong kind of value rather than read as infinity.
    #expect(throws: JSONScanner.ScanError.unexpectedKind(offset: 0)) { try number("1e400") }
  }

  @Test func unescapesStrings() throws {
    #expect(try string(#""plain""#) == "plain")
    #expect(try string(#""a\"b\\c\/d\n\t""#) == "a\"b\\c/d\n\t")
    #expect(try string(#""\u00e9t\u00C9""#) == "étÉ")
    #expect(try string(#""\ud83c\udf27""#) == "🌧")
    #expect(try string(#""\ud83c!""#) == "\u{FFFD}!")
    #expect(try string("\"São Paulo\"") == "São Paulo")
    #expect(throws: JSONScanner.ScanError.malformed(offset: 2)) { try string(#""\x""#) }
    #expect(throws: JSONScanner.ScanError.malformed(offset: 1)) { try string("\"\u{01}\"") }
    #expect(throws: JSONScanner.ScanError.malformed(offset: 4)) { try string(#""abc"#) }
    #expect(throws: JSONScanner.ScanError.unexpectedKind(offset: 0)) { try string("12") }
  }

  /// The end of a string is found eight bytes at a time: a quote, an escape or a control
  /// character at every place in a word, after letters, digits and UTF-8's high bytes.
  @Test func findsAStringsEndAndEscapesAtEveryPlaceInAWord() throws {
    for length in 0..<20 {
      for filler in ["a", "é", "~", "!", "]"] {
        let text = String(repeating: filler, count: length)
        #expect(try string("\"\(text)\" tail") == text)
        #expect(try string("\"\(text)\\n\(text)\"") == text + "\n" + text)
        for control in [0x00, 0x0A, 0x1F] as [UInt8] {
          var bytes = Array("\"\(text)".utf8)
          let offset = bytes.count
          bytes += [control, UInt8(ascii: "\"")]
          var scanner = JSONScanner(bytes)
          #expect(throws: JSONScanner.ScanError.malformed(offset: offset)) {
            try scanner.readString()
          }
        }
      }
    }
    // DEL and the bytes around the three searched for are ordinary characters.
    #expect(try string("\"\u{7F}#[]! \"") == "\u{7F}#[]! ")
  }

  @Test func walksObjectsAndArraysAndSkipsWhatIsNotWanted() throws {
    let text = #" { "a" : [1, {"x": [true, false, null]}, "s"], "b": -2.5e1 , "c": {} } "#
    var scanner = JSONScanner(Array(text.utf8))
    try scanner.beginObject()
    var keys: [String] = []
    var b: Double?
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      keys.append(key)
      if key == "b" { b = try scanner.readNumber() } else { try scanner.skipValue() }
    }
    try scanner.expectEnd()
    #expect(keys == ["a", "b", "c"])
    #expect(b == -25)
  }

  @Test func refusesBrokenStructure() {
    let broken = [
      #"{"a" 1}"#, #"{"a":1,}"#, #"[1 2]"#, #"[1,]"#, #"{"a":1} x"#, #"{"a":tru}"#, "[", "{",
      #"{1:2}"#,
    ]
    for text in broken {
      #expect(throws: JSONScanner.ScanError.self, "\(text)") {
        var scanner = JSONScanner(Array(text.utf8))
        try scanner.skipValue()
        try scanner.expectEnd()
      }
    }
  }

  @Test func refusesNestingDeeperThanTheLimitWithoutRecursingIntoIt() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    var scanner = JSONScanner(Array(deep.utf8))
    #expect(throws: JSONScanner.ScanError.malformed(offset: JSONScanner.depthLimit)) {
      try scanner.skipValue()
    }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    var shallow = JSONScanner(Array(fine.utf8))
    #expect(throws: Never.self) { try shallow.skipValue() }
  }
}
