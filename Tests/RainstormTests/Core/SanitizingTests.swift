import RainstormCore
import Testing

@Suite struct SanitizingTests {
  @Test(arguments: [
    ("Zürich", "Zürich"),
    ("São Paulo ☀️", "São Paulo ☀️"),
    ("a\u{1B}[31mred\u{1B}[0m", "ared"),
    ("tab\there", "tabhere"),
    ("c1\u{9B}31mx", "c131mx"),
    ("osc\u{1B}]8;;http://x\u{1B}\\link", "osclink"),
    ("bell\u{07}", "bell"),
    ("\u{1B}", ""),
    // Format characters, separators and bidirectional controls, by category, not by list.
    ("Ar\u{061C}abic", "Arabic"),
    ("line\u{2028}break\u{2029}", "linebreak"),
    ("zero\u{200B}width\u{FEFF}bom\u{00AD}shy", "zerowidthbomshy"),
    ("\u{202E}desrever\u{2066}iso\u{2069}", "desreveriso"),
    ("tag\u{E0041}s", "tags"),
    ("ok\u{1D173}", "ok"),
  ])
  func removesWhatCouldControlATerminal(input: String, expected: String) {
    #expect(input.sanitizedForTerminal() == expected)
  }

  /// Every scalar up to U+FFFF of the four categories is removed, and no other.
  @Test func removesExactlyTheControlFormatAndSeparatorCategories() {
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value), value != 0x1B else { continue }
      let category = scalar.properties.generalCategory
      let removed = [.control, .format, .lineSeparator, .paragraphSeparator].contains(category)
      let text = "a" + String(Character(scalar)) + "b"
      let kept = text.sanitizedForTerminal().unicodeScalars.contains(scalar)
      #expect(kept != removed, "U+\(String(value, radix: 16)) \(category)")
    }
  }
}
