/// Text styles a renderer can ask for; they become ANSI escapes only when colour is on.
public enum TextStyle: Sendable {
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

/// A table of text cells laid out in aligned columns, measured in terminal columns.
struct TextTable {
  enum Alignment {
    case left
    case right
  }

  struct Cell {
    var text: String
    var style: TextStyle = .plain
  }

  var alignments: [Alignment]
  var rows: [[Cell]] = []
  var separator = "  "

  /// The rows as lines, each cell padded to its column's width, trailing spaces removed.
  func lines(color: Bool) -> [String] {
    var widths = Array(repeating: 0, count: alignments.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.text.displayWidth)
      }
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() where column < widths.count {
        let padding = String(repeating: " ", count: widths[column] - cell.text.displayWidth)
        let styled = cell.style.apply(to: cell.text, enabled: color)
        if column > 0 { line += separator }
        line += alignments[column] == .left ? styled + padding : padding + styled
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
