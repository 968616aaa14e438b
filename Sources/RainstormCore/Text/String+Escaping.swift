extension String {
  /// The text with every control, format and separator character shown as an escape
  /// (`\0`, `\t`, `\n`, `\r`, `\e`, else `\u{200B}`), for quoting a value the user gave in a
  /// message: `--days '3\0'` is shown as `'3\0'`, not as a `'3'` that looks valid. Nothing it
  /// returns can control a terminal.
  package var escapedForMessage: String {
    var shown = ""
    for scalar in unicodeScalars {
      guard scalar.isTerminalControl else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\0": shown += "\\0"
      case "\t": shown += "\\t"
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\u{1B}": shown += "\\e"
      default: shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return shown
  }
}
