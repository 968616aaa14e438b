import RainstormCore

/// How `--watch` writes one answer after another in a format: a line each (the line format,
/// templates, wttr.in's formats, JSON Lines, Waybar and polybar); i3bar's whole protocol (a
/// header asking for clicks, then an endless array of status lines); i3blocks' persistent
/// mode, which reads a line at a time, so each answer is one JSON block (`format=json`).
/// Each answer is written only when it differs from the one before.
struct WatchStream {
  let format: Configuration.OutputFormat
  private var last: String?
  private var lines = 0

  init(_ format: Configuration.OutputFormat) {
    self.format = format
  }

  /// What starts the stream: i3bar's header and the opening of its array.
  var header: String {
    format == .bar(.i3bar) ? "{\"version\":1,\"click_events\":true}\n[\n" : ""
  }

  /// The answer as written, or nil when it is the one written last.
  mutating func framed(_ answer: String) -> String? {
    guard answer != last else { return nil }
    last = answer
    defer { lines += 1 }
    let line = answer.hasSuffix("\n") ? String(answer.dropLast()) : answer
    switch format {
    case .bar(.i3bar): return (lines == 0 ? "[" : ",[") + line + "]\n"
    default: return line + "\n"
    }
  }

  /// The answer the stream writes for `summary` in a bar's format: one line for every bar;
  /// i3blocks' persistent mode reads each line as a whole update, so its block as JSON.
  static func render(_ summary: BarSummary, _ bar: BarFormat, color: Bool) -> String {
    guard bar == .i3blocks else { return BarRenderer.render(summary, as: bar, color: color) }
    return BarRenderer.i3barBlock(summary, color: color ? summary.color : nil, named: false)
  }
}
