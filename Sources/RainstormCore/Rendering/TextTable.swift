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

  /// One way the table gives way in a terminal narrower than it: `narrowing` lists them, the
  /// least missed first, and as many are taken as it needs to fit.
  enum Narrowing {
    /// Leave these columns out (a value and its unit, say, or a pair of coordinates).
    case drop([Int])
    /// Cut the texts of a column of words (never one of numbers) to the room left, ending in
    /// an ellipsis, between words where that keeps most of the room, but to no fewer than
    /// `minimum` columns.
    case shorten(Int, minimum: Int)
  }

  var alignments: [Alignment]
  var rows: [[Cell]] = []
  var separator = "  "
  var narrowing: [Narrowing] = []

  /// The columns the widest row takes, laid out in full.
  var width: Int {
    let widths = naturalWidths
    return widths.reduce(0, +) + separator.displayWidth * max(0, widths.count - 1)
  }

  /// Each column's width: its widest cell.
  private var naturalWidths: [Int] {
    var widths = Array(repeating: 0, count: alignments.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.text.displayWidth)
      }
    }
    return widths
  }

  /// The rows as lines, each cell padded to its column's width, trailing spaces removed.
  ///
  /// With a `width`, the table is narrowed as `narrowing` says until its lines fit, taking
  /// back for shortened columns what room the columns left out free; when even all of it is
  /// not enough, the lines are as narrow as it makes them. A cut text ends in `...` when
  /// `ascii`.
  func lines(color: Bool, width: Int? = nil, ascii: Bool = false) -> [String] {
    var widths = naturalWidths
    var shown = Array(repeating: true, count: widths.count)
    var shortened = Array(repeating: false, count: widths.count)
    if let width {
      let natural = widths
      let spacing = separator.displayWidth
      let total = { (widths: [Int]) -> Int in
        let kept = widths.indices.filter { shown[$0] }
        return kept.map { widths[$0] }.reduce(0, +) + spacing * max(0, kept.count - 1)
      }
      var steps = narrowing[...]
      while total(widths) > width, let step = steps.popFirst() {
        switch step {
        case .drop(let columns):
          for column in columns where column < widths.count { shown[column] = false }
        case .shorten(let column, let minimum):
          guard column < widths.count else { continue }
          shortened[column] = true
          widths[column] = min(natural[column], minimum)
        }
      }
      // The room left goes back to the shortened columns, the last shortened (the most
      // missed) first.
      for step in narrowing.reversed() {
        guard case .shorten(let column, _) = step, column < widths.count, shown[column] else {
          continue
        }
        let room = width - total(widths)
        if room > 0 { widths[column] = min(natural[column], widths[column] + room) }
      }
    }
    return rows.map { row in
      var line = ""
      var first = true
      for (column, cell) in row.enumerated() where column < widths.count && shown[column] {
        let text =
          shortened[column]
          ? cell.text.truncated(toDisplayWidth: widths[column], ascii: ascii, atWord: true)
          : cell.text
        let padding = String(repeating: " ", count: max(0, widths[column] - text.displayWidth))
        let styled = cell.style.apply(to: text, enabled: color)
        if !first { line += separator }
        first = false
        line += alignments[column] == .left ? styled + padding : padding + styled
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
