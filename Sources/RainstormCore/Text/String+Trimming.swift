extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  public var trimmingWhitespace: String {
    String(self[...].trimmingWhitespace)
  }
}

extension Substring {
  /// Without leading and trailing white space (Unicode's, line breaks included).
  ///
  /// Looks at Unicode scalars, not Characters: no grapheme breaking, which made trimming the
  /// lines of a 1000-place batch cost more than reading its forecasts.
  public var trimmingWhitespace: Substring {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return self[endIndex...] }
    return self[start...last]
  }
}
