extension String {
  /// Whether the text holds a letter of a script written right to left (Hebrew, Arabic,
  /// Syriac, Thaana, N'Ko and their presentation forms): the Unicode blocks whose letters
  /// have the bidirectional class R or AL.
  package var containsRightToLeftLetters: Bool {
    unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1E900...0x1E95F: true
      default: false
      }
    }
  }

  /// The text as one run of `direction` (right to left when true) with `inner`, a part it
  /// starts with, in a run of its own direction: Unicode's isolates (LRI or RLI, FSI, PDI;
  /// Unicode 6.3), which a renderer that reorders text (Pango, Core Text) reads so that
  /// neither run takes the other's numbers or neutral signs. Text with no right-to-left letter
  /// is returned as it is.
  package func isolated(rightToLeft: Bool, startingWith inner: String) -> String {
    guard containsRightToLeftLetters else { return self }
    let open = rightToLeft ? "\u{2067}" : "\u{2066}"
    guard !inner.isEmpty, hasPrefix(inner) else { return open + self + "\u{2069}" }
    return open + "\u{2068}" + inner + "\u{2069}" + dropFirst(inner.count) + "\u{2069}"
  }
}
