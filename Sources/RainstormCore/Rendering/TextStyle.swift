/// Text styles a renderer can ask for; they become ANSI escapes only when colour is on.
package enum TextStyle: Sendable {
  /// No styling.
  case plain
  /// Bold.
  case bold
  /// Dim, for secondary text.
  case dim
  /// A colour by SGR code (31 red, 32 green, 33 yellow, 34 blue, 36 cyan), optionally bold.
  case color(Int, bold: Bool)

  /// `text` wrapped in the escape sequences for this style, or unchanged when `enabled` is off.
  func apply(to text: String, enabled: Bool) -> String {
    guard enabled, !text.isEmpty else { return text }
    let code: String
    switch self {
    case .plain: return text
    case .bold: code = "1"
    case .dim: code = "2"
    case .color(let color, let bold): code = bold ? "1;\(color)" : "\(color)"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
