extension String {
  /// The number of terminal columns the text takes: emoji and East Asian wide characters take
  /// two, combining marks none, everything else one.
  package var displayWidth: Int {
    // Printable ASCII is one column a byte; most table cells are nothing else, and looking up
    // Unicode properties for each was a third of a 1000-place batch's work.
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}

extension String {
  /// The text cut to at most `width` columns, ending in `…` (`...` when `ascii`) when it was
  /// longer; never a wide character or emoji cut in half.
  ///
  /// With `atWord`, the cut falls between words when that keeps at least two thirds of the
  /// room (`Leichter…`, not `Leichter R…`); a single long word, or text without spaces (CJK),
  /// is cut where it must.
  package func truncated(toDisplayWidth width: Int, ascii: Bool = false, atWord: Bool = false)
    -> String
  {
    guard displayWidth > width else { return self }
    let ellipsis = ascii ? "..." : "\u{2026}"
    let room = width - ellipsis.displayWidth
    guard room > 0 else { return String(ellipsis.prefix(max(width, 0))) }
    var kept = ""
    var used = 0
    var cutsWord = true
    for character in self {
      let next = character.displayWidth
      if used + next > room {
        cutsWord = character != " "
        break
      }
      kept.append(character)
      used += next
    }
    if atWord, cutsWord, let space = kept.lastIndex(of: " ") {
      let words = String(kept[..<space]).trimmingSpaces
      if words.displayWidth * 3 >= room * 2 { return words + ellipsis }
    }
    return kept.trimmingSpaces + ellipsis
  }
}

extension Character {
  /// Terminal columns for one grapheme cluster: two for an emoji; else the sum of its
  /// scalars' columns, as terminals count them (`wcwidth`): two for East Asian wide, none for
  /// non-spacing and enclosing marks, format and control characters, one for the rest, so
  /// that a Devanagari vowel sign that takes room (`ता`) counts and a Thai one above or below
  /// (`ที่`) does not.
  var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation {
      return 2
    }
    return scalars.reduce(0) { width, scalar in
      if scalar.isEastAsianWide { return width + 2 }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: return width
      default: return width + 1
      }
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

extension String {
  /// The text as lines of at most `width` terminal columns, broken at spaces, for a terminal
  /// narrower than the line; the text alone when it fits or `width` is nil (no limit).
  ///
  /// A line breaks after a comma or semicolon when one falls in its second half outside
  /// parentheses, so that the items of a list stay whole (`PM10 28 µg/m³`, not `PM10 28` and
  /// `µg/m³` on the next line) while a list in parentheses (`(GFS, ICON, GEM)`) does not end a
  /// line early; else at the last space that fits. A number keeps its unit (`0.8 mm`,
  /// `25 min`: no break between a digit and a short word without digits), and Chinese and
  /// Japanese break between characters (`breaksBetween`). Lines after the first are indented
  /// as the first is, and `hangingIndent` columns more. Escape sequences (colour) take no
  /// columns, and a colour or weight still on at a break is turned off at the end of the line
  /// and on again after the next one's indent, so that each line stands alone (in a pager
  /// that shows lines out of order, say). A word longer than a line, in practice a web
  /// address, is kept whole on a line of its own: cut in two, it could no longer be opened or
  /// copied.
  package func wrapped(toDisplayWidth width: Int?, hangingIndent: Int = 0) -> [String] {
    guard let width, Self.visibleWidth(self[...]) > width else { return [self] }
    let characters = Array(self)
    let indent = characters.prefix { $0 == " " }.count
    let continuation = String(repeating: " ", count: indent + hangingIndent)
    var lines: [String] = []
    var start = 0
    var prefix = ""
    var style: String?
    while start < characters.count {
      var used = Self.visibleWidth(prefix[...])
      var scanner = EscapeScanner()
      var seenWord = false
      var lastFit: Int?
      var lastPunctuationFit: Int?
      var firstAfterOverflow: Int?
      var depth = 0
      var index = start
      while index < characters.count {
        let character = characters[index]
        let atSpace = character == " " && seenWord && !Self.joinsAUnit(characters, at: index)
        // Chinese and Japanese have no spaces: a line may break between two characters when
        // either is wide, but not before closing punctuation or after opening.
        let betweenWide =
          character != " " && seenWord && index > start
          && Self.breaksBetween(characters[index - 1], character)
        if atSpace || betweenWide {
          if used <= width {
            lastFit = index
            if atSpace, [",", ";"].contains(characters[index - 1]), used * 2 >= width,
              depth == 0
            {
              lastPunctuationFit = index
            }
          } else {
            firstAfterOverflow = index
            break
          }
        }
        if character != " " {
          seenWord = true
          if character == "(" { depth += 1 }
          if character == ")" { depth = max(0, depth - 1) }
        }
        used += scanner.width(of: character)
        index += 1
      }
      let fits = index == characters.count && used <= width
      guard !fits, let end = lastPunctuationFit ?? lastFit ?? firstAfterOverflow else {
        lines.append(prefix + String(characters[start...]))
        break
      }
      var segment = String(characters[start..<end])
      while segment.hasSuffix(" ") { segment.removeLast() }
      style = Self.styleLeftOn(segment, after: style)
      lines.append(prefix + segment + (style == nil ? "" : Self.styleReset))
      start = end
      while start < characters.count, characters[start] == " " { start += 1 }
      prefix = continuation + (style ?? "")
    }
    return lines
  }

  /// Whether a line may break between `before` and `after`: one of them is wide (CJK) and
  /// neither is punctuation that stays with its neighbour (`。`, `、`, `）` after; `（` before).
  private static func breaksBetween(_ before: Character, _ after: Character) -> Bool {
    guard before.displayWidth == 2 || after.displayWidth == 2 else { return false }
    let closing: Set<Character> = [
      "。", "、", "，", "．", "）", "」", "』", "】", "！", "？", "：", "；", "ー", "々", ")", ",",
      ".", "%", "°",
    ]
    let opening: Set<Character> = ["（", "「", "『", "【", "("]
    return !closing.contains(after) && !opening.contains(before) && before != " "
      && !before.isNumber && !after.isNumber
  }

  /// Whether the space at `index` joins a number to its unit: a digit before it, and after it
  /// a word of at most 5 characters without digits (`mm`, `km/h`, `min`, `µg/m³`).
  private static func joinsAUnit(_ characters: [Character], at index: Int) -> Bool {
    guard index > 0, characters[index - 1].isNumber else { return false }
    let word = characters[(index + 1)...].prefix { $0 != " " }
    return !word.isEmpty && word.count <= 5 && !word.contains(where: \.isNumber)
      && !word.contains("(")
  }

  /// The text with the line breaks a service wrapped it at joined into spaces, for a terminal
  /// that wraps it again at its own width: a blank line (a paragraph) and a line that starts
  /// a list item (`*`, `-`, `•`, `1.`) keep their break.
  package var reflowed: [String] {
    var lines: [String] = []
    for line in split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line).trimmingSpaces
      let digits = text.prefix { $0.isNumber }
      let startsItem =
        ["*", "-", "•"].contains(text.first ?? " ")
        || (!digits.isEmpty && text.dropFirst(digits.count).first == ".")
      if let last = lines.last, !last.isEmpty, !text.isEmpty, !startsItem {
        lines[lines.count - 1] = last + " " + text
      } else {
        lines.append(text)
      }
    }
    return lines
  }

  private static let styleReset = "\u{1B}[0m"

  /// The SGR sequence (`ESC [ ... m`) still in force after `text`, which starts with `style`
  /// in force; nil once the last one is a reset.
  private static func styleLeftOn(_ text: String, after style: String?) -> String? {
    var style = style
    var rest = Substring(text)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      rest = rest[rest.index(after: escape)...]
      guard rest.first == "[" else { continue }
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      if rest[end] == "m" {
        let parameters = rest[rest.index(after: rest.startIndex)..<end]
        style = parameters.isEmpty || parameters == "0" ? nil : "\u{1B}[\(parameters)m"
      }
      rest = rest[rest.index(after: end)...]
    }
    return style
  }

  /// Terminal columns of `text`, escape sequences taking none.
  private static func visibleWidth(_ text: Substring) -> Int {
    guard text.contains("\u{1B}") else { return String(text).displayWidth }
    var scanner = EscapeScanner()
    return text.reduce(0) { $0 + scanner.width(of: $1) }
  }
}

/// Reads text a character at a time, telling the columns each takes: none inside an escape
/// sequence (`ESC [ ... m` and the like), which the terminal does not draw.
private struct EscapeScanner {
  private enum State {
    case text
    case escape
    case controlSequence
  }

  private var state = State.text

  mutating func width(of character: Character) -> Int {
    switch state {
    case .text:
      if character == "\u{1B}" {
        state = .escape
        return 0
      }
      return character.displayWidth
    case .escape:
      state = character == "[" ? .controlSequence : .text
      return 0
    case .controlSequence:
      if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
        state = .text
      }
      return 0
    }
  }
}
