extension String {
  /// The text in ASCII, for a locale that is not UTF-8: accents dropped with case kept
  /// (`Île-de-France` → `Ile-de-France`, `Łódź` → `Lodz`), a few letters and marks spelt out
  /// (`ß` → `ss`, `–` → `-`), and `?` for a character with no ASCII form, as iconv's
  /// `//TRANSLIT` writes it. Never writes `"`, `\`, `%`, `#`, `{` or `}`, which bars read.
  package var asciiFolded: String {
    guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    var result = ""
    var previousWasBase = false
    for scalar in unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
        previousWasBase = true
        continue
      }
      let properties = scalar.properties
      if properties.generalCategory == .nonspacingMark {
        if !previousWasBase { result += "?" }
        continue
      }
      previousWasBase = true
      if properties.isWhitespace {
        result += " "
      } else if let spelt = asciiSpellings[scalar.value] {
        result += spelt
      } else if let folded = foldingTable[scalar.value], folded.utf8.allSatisfy({ $0 < 0x80 }) {
        // The table folds to lower case: an upper-case letter keeps its case.
        result += properties.isUppercase ? folded.capitalizingFirst() : folded
      } else {
        result += "?"
      }
    }
    return result
  }
}

/// Letters and marks that are not a base letter with an accent, so that Foundation's folding
/// (`foldingTable`) keeps them, spelt in ASCII as transliteration usually writes them.
private let asciiSpellings: [UInt32: String] = [
  0xC6: "AE", 0xE6: "ae", 0xD0: "D", 0xF0: "d", 0xD8: "O", 0xF8: "o", 0xDE: "Th", 0xFE: "th",
  0xDF: "ss", 0x110: "D", 0x111: "d", 0x126: "H", 0x127: "h", 0x131: "i", 0x141: "L",
  0x142: "l", 0x152: "OE", 0x153: "oe", 0x166: "T", 0x167: "t", 0x1E9E: "SS",
  0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201C: "'", 0x201D: "'", 0x201E: "'", 0xAB: "'",
  0xBB: "'", 0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2212: "-",
  0x2026: "...", 0xB0: " deg", 0xB7: ".", 0x2022: "*",
]
