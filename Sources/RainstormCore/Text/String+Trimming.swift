extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  package var trimmingWhitespace: String {
    String(self[...].trimmingWhitespace)
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces (Unicode's space separators) and tabs, as
  /// Foundation's `trimmingCharacters(in: .whitespaces)`; line breaks are kept.
  var trimmingSpaces: String {
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    // Sliced by the scalars' indices: rebuilding a scalar view appended generically.
    return String(self[start..<scalars.index(after: last)])
  }
}

extension Substring {
  /// Without leading and trailing white space (Unicode's, line breaks included).
  ///
  /// Looks at Unicode scalars, not Characters: no grapheme breaking, which made trimming the
  /// lines of a 1000-place batch cost more than reading its forecasts.
  package var trimmingWhitespace: Substring {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return self[endIndex...] }
    return self[start...last]
  }
}
