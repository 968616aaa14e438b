/// How weather icons are drawn.
public enum IconStyle: String, CaseIterable, Sendable {
  /// Colour emoji, two columns wide.
  case emoji
  /// One-column Unicode symbols.
  case unicode
  /// Two-character ASCII signs, for terminals without UTF-8.
  case ascii
  /// No icons.
  case none
}
