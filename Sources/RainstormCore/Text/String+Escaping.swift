extension String {
  /// The text with every control, format and separator character shown as an escape
  /// (`\0`, `\t`, `\n`, `\r`, `\e`, else `\u{200B}`), for quoting a value the user gave in a
  /// message: `--days '3\0'` is shown as `'3\0'`, not as a `'3'` that looks valid. Nothing it
  /// returns can control a terminal. A value longer than `echoLimit` characters is shown cut,
  /// ending in `…`: a hostile 100 KB value makes no 100 KB error line.
  package var escapedForMessage: String {
    var shown = ""
    for (index, scalar) in unicodeScalars.enumerated() {
      if index == Self.echoLimit {
        shown += "…"
        break
      }
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

  /// The most characters of a value a message quotes: longer than any place name rainstorm
  /// searches for (`PlaceQuery.maximumLength`).
  package static let echoLimit = 200
}
