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
