/// A status bar rainstorm writes for, in that bar's own protocol (`BarRenderer`).
package enum BarFormat: String, CaseIterable, Sendable {
  /// Waybar's custom module with `return-type: json`: one JSON object.
  case waybar
  /// A block of the i3bar protocol (i3status-style JSON), for wrappers that add it to theirs.
  case i3bar
  /// i3blocks' line protocol: the full text, the short text, the colour.
  case i3blocks
  /// tmux's `status-right` or `status-left` through `#(...)`, with `#[fg=...]` styles.
  case tmux
  /// polybar's `custom/script` module, with `%{F#rrggbb}` tags.
  case polybar
  /// SwiftBar's plugin protocol (macOS menu bar): the bar line, `---`, the menu.
  case swiftbar
  /// xbar's plugin protocol: SwiftBar's lines with the parameters xbar knows (it refuses a
  /// plugin whose output names one it does not).
  case xbar

  /// What the format writes, for help and the man page.
  package var meaning: String {
    switch self {
    case .waybar:
      "Waybar (return-type json): text, alt, tooltip, class, percentage"
    case .i3bar: "an i3bar block (JSON): full_text, short_text, color, urgent"
    case .i3blocks: "i3blocks: the full text, the short text, the colour, one a line"
    case .tmux: "tmux #(...): the text, with #[fg=...] colour, each # escaped"
    case .polybar: "polybar custom/script: the text, with %{F#rrggbb} colour"
    case .swiftbar: "SwiftBar: the bar line, ---, then the tooltip as menu lines"
    case .xbar: "xbar: the same lines, with the parameters xbar knows"
    }
  }
}
