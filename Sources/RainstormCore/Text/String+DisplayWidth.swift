extension String {
  /// The number of terminal columns the text takes: emoji and East Asian wide characters take
  /// two, combining marks none, everything else one.
  public var displayWidth: Int {
    // Printable ASCII is one column a byte; most table cells are nothing else, and looking up
    // Unicode properties for each was a third of a 1000-place batch's instructions.
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}

extension String {
  /// The text cut to at most `width` columns, ending in `…` (`...` when `ascii`) when it was
  /// longer; never a wide character or emoji cut in half.
  public func truncated(toDisplayWidth width: Int, ascii: Bool = false) -> String {
    guard displayWidth > width else { return self }
    let ellipsis = ascii ? "..." : "\u{2026}"
    let room = width - ellipsis.displayWidth
    guard room > 0 else { return String(ellipsis.prefix(max(width, 0))) }
    var kept = ""
    var used = 0
    for character in self {
      let next = character.displayWidth
      if used + next > room { break }
      kept.append(character)
      used += next
    }
    return kept.trimmingSpaces + ellipsis
  }
}

extension Character {
  /// Terminal columns for one grapheme cluster.
  var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation {
      return 2
    }
    if first.isEastAsianWide { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is in a block that terminals draw two columns wide.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
