/// Writes a `BarSummary` in a status bar's protocol, with every piece of text escaped for that
/// bar, so that a place name or a warning from a server cannot add markup, styles, commands or
/// menu items.
///
/// Pure: colour is decided by the edge and passed in.
package enum BarRenderer {
  /// The summary in `format`, ending in a newline; `color` adds the bar's colour markup.
  package static func render(_ summary: BarSummary, as format: BarFormat, color: Bool) -> String {
    let color = color ? summary.color : nil
    // Bars drawn by a renderer that reorders bidirectional text get its runs isolated; tmux's
    // terminal and polybar get the text as it is.
    var summary = summary
    if [.waybar, .i3bar, .i3blocks, .swiftbar, .xbar].contains(format) {
      summary.text = summary.text.isolated(
        rightToLeft: summary.rightToLeft, startingWith: summary.place)
      summary.shortText = summary.shortText.isolated(
        rightToLeft: summary.rightToLeft, startingWith: "")
    }
    switch format {
    case .waybar:
      let members: [(String, JSONValue)] =
        [
          ("text", .string(pangoEscaped(summary.text))),
          ("alt", .string(summary.classes.first ?? "unknown")),
          ("tooltip", .string(pangoEscaped(summary.tooltip.joined(separator: "\n")))),
          ("class", .array(summary.classes.map(JSONValue.string))),
        ] + (summary.percentage.map { [("percentage", JSONValue.int($0))] } ?? [])
      return JSONValue.object(members).serialized(compact: true) + "\n"
    case .i3bar:
      return i3barBlock(summary, color: color, named: true) + "\n"
    case .i3blocks:
      return ([summary.text, summary.shortText] + (color.map { [$0] } ?? []))
        .map { $0 + "\n" }.joined()
    case .tmux:
      let text = tmuxEscaped(summary.text)
      return (color.map { "#[fg=\($0),bg=\(tmuxBackground)]\(text)#[default]" } ?? text) + "\n"
    case .polybar:
      let text = polybarEscaped(summary.text)
      return (color.map { "%{F\($0)}\(text)%{F-}" } ?? text) + "\n"
    case .swiftbar, .xbar:
      let parameters = format == .xbar ? xbarParameters : swiftbarParameters
      var lines = [swiftbarLine(summary.text, parameters, color: color), "---"]
      for line in summary.tooltip {
        lines.append(line.isEmpty ? "---" : swiftbarLine(line, parameters, color: nil))
      }
      return lines.map { $0 + "\n" }.joined()
    }
  }

  /// An i3bar block: `name` (when `named`; i3blocks names its blocks itself), `full_text`,
  /// `short_text`, `color` and `urgent`, as one line of JSON.
  package static func i3barBlock(_ summary: BarSummary, color: String?, named: Bool) -> String {
    var members: [(String, JSONValue)] = named ? [("name", .string("rainstorm"))] : []
    members += [("full_text", .string(summary.text)), ("short_text", .string(summary.shortText))]
    if let color { members.append(("color", .string(color))) }
    if summary.classes.contains("alert") { members.append(("urgent", .bool(true))) }
    return JSONValue.object(members).serialized(compact: true)
  }

  /// Text for Pango markup (Waybar's text and tooltip): `&`, `<`, `>` and quotes as entities.
  package static func pangoEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Text for tmux, which reads the output of `#(...)` twice: as a format (where `##` is one
  /// `#`, but `##[` is kept for the next step) and then for styles (`##` is `#`, `#[` starts a
  /// style). So a run of `#` is written four times over, or twice over right before `[`, and
  /// shows as it was with no `#[style]`, `#{format}` or `#(command)` read (measured with tmux
  /// 3.3). tmux does not pass `#(...)` output through `strftime`, so `%` stays as it is.
  package static func tmuxEscaped(_ text: String) -> String {
    var escaped = ""
    var run = 0
    for character in text {
      if character == "#" {
        run += 1
        continue
      }
      escaped += String(repeating: "#", count: run * (character == "[" ? 2 : 4))
      run = 0
      escaped.append(character)
    }
    return escaped + String(repeating: "#", count: run * 4)
  }

  /// The background of coloured text in tmux. No text colour reads on both tmux's default
  /// bar (black on green) and a dark one, so coloured text is drawn on its own dark chip,
  /// where every bar colour has a contrast of at least 5:1 (WCAG).
  package static let tmuxBackground = "#222222"

  /// Text for polybar, which reads `%{` as the start of a tag and has no escape for it (a
  /// `%%` escape is only proposed upstream): each `%{` is written as `%%{O0}{`, a `%` that
  /// starts no tag, an empty offset tag, then the brace, which polybar 3.6 shows as `%{`
  /// without a warning in any font. Other percent signs are left as they are.
  ///
  /// The variation selectors U+FE0E and U+FE0F (text or emoji presentation) are left out:
  /// polybar draws each character with the first font that has it and does not use them, and
  /// with fonts that lack them it logged "Dropping unmatched character" for each, on every new
  /// line (seen in a real-bar pass; not with the README's fonts).
  package static func polybarEscaped(_ text: String) -> String {
    var plain = text
    plain.unicodeScalars.removeAll { $0 == "\u{FE0E}" || $0 == "\u{FE0F}" }
    return plain.replacingBytes(of: "%{", with: "%%{O0}{")
  }

  /// Text for a SwiftBar or xbar line: `|`, which starts the line's parameters, as `¦`; a
  /// leading `-`, which could make it a separator or a submenu item, as `‐`.
  package static func swiftbarEscaped(_ text: String) -> String {
    var escaped = text.replacingBytes(of: "|", with: "\u{A6}")
    if escaped.hasPrefix("-") { escaped = "\u{2010}" + escaped.dropFirst() }
    return escaped
  }

  /// SwiftBar's line parameters: no emoji or SF Symbol short codes (`:sunny:`) read in the
  /// text. (SwiftBar reads ANSI colours only when asked to.)
  package static let swiftbarParameters = "emojize=false symbolize=false"

  /// xbar's: no emoji short codes, and no Go-style escapes (`\u001b[`) turned into ANSI
  /// colours. xbar refuses a plugin's whole output over a parameter it does not know, such as
  /// SwiftBar's `symbolize`.
  package static let xbarParameters = "emojize=false ansi=false"

  /// One SwiftBar or xbar line: the text, then the parameters and the colour.
  private static func swiftbarLine(_ text: String, _ parameters: String, color: String?)
    -> String
  {
    "\(swiftbarEscaped(text)) | \(parameters)" + (color.map { " color=\($0)" } ?? "")
  }
}
