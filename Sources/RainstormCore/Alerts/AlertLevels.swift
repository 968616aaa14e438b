/// How each issuer's own level maps to the common `AlertSeverity` and a colour.
///
/// Sources: CAP 1.2 (OASIS) for the severity words NWS, Bright Sky, MeteoAlarm and MET Norway
/// send; the European awareness levels (MeteoAlarm, MET Norway: 1 green, 2 yellow, 3 orange,
/// 4 red) for colours; DWD's four warning levels (yellow, orange, red, purple) as Bright Sky
/// gives them in CAP words; Environment Canada's risk colours (yellow, orange, red).
package enum AlertLevels {
  /// CAP's severity words, any case. `Unknown` counts as minor: the issuer still warns.
  package static func capSeverity(_ word: String) -> AlertSeverity? {
    switch word.lowercased() {
    case "extreme": .extreme
    case "severe": .severe
    case "moderate": .moderate
    case "minor", "unknown": .minor
    default: nil
    }
  }

  /// An awareness colour (yellow, orange, red; any case) on the common scale. Green means no
  /// warning and maps to nil.
  package static func awarenessColor(_ word: String) -> (AlertSeverity, AlertColor)? {
    switch word.lowercased() {
    case "yellow": (.moderate, .yellow)
    case "orange": (.severe, .orange)
    case "red": (.extreme, .red)
    default: nil
    }
  }

  /// A MeteoAlarm or MET Norway `awareness_level` such as `2; yellow; Moderate`: the colour
  /// decides. Nil for green (`1; green; Minor`, "no warnings") and for what cannot be read.
  package static func awarenessLevel(_ text: String) -> (AlertSeverity, AlertColor)? {
    let parts = text.split(separator: ";").map { $0.trimmingWhitespace }
    guard parts.count >= 2 else { return nil }
    return awarenessColor(String(parts[1]))
  }

  /// Whether an awareness level (`1; green; Minor`) or colour (`green`) says there is no
  /// warning.
  package static func isGreen(_ text: String) -> Bool {
    let parts = text.split(separator: ";")
    guard let part = parts.count >= 2 ? parts[1] : parts.first else { return false }
    // Compared by ASCII bytes without case, cheaper than `lowercased()` or `zip` (whose
    // iterator type the runtime makes at the first call); no other letter lowercases to these.
    let green = Array("green".utf8)
    var count = 0
    for byte in part.trimmingWhitespace.utf8 {
      guard count < green.count, byte | 0x20 == green[count] else { return false }
      count += 1
    }
    return count == green.count
  }

  /// A CAP severity word where the awareness scale ties words to colours (MeteoAlarm:
  /// `Minor` is green, `Moderate` yellow, `Severe` orange, `Extreme` red). Nil for green.
  package static func awarenessSeverity(_ word: String) -> (AlertSeverity, AlertColor)? {
    switch word.lowercased() {
    case "moderate": (.moderate, .yellow)
    case "severe": (.severe, .orange)
    case "extreme": (.extreme, .red)
    default: nil
    }
  }

  /// DWD's levels as Bright Sky writes them (CAP words): minor is DWD's yellow, moderate
  /// orange, severe red, extreme purple.
  package static func dwd(_ word: String) -> (AlertSeverity, AlertColor)? {
    guard let severity = capSeverity(word) else { return nil }
    let colors: [AlertSeverity: AlertColor] = [
      .minor: .yellow, .moderate: .orange, .severe: .red, .extreme: .purple,
    ]
    return (severity, colors[severity] ?? .yellow)
  }

  /// Environment Canada's `risk_colour_en`; a statement or advisory without a colour is minor.
  /// Nil for a colour that is not yellow, orange or red.
  package static func canada(riskColour: String?) -> (AlertSeverity, AlertColor?)? {
    guard let riskColour else { return (.minor, nil) }
    return awarenessColor(riskColour).map { ($0.0, $0.1) }
  }
}
