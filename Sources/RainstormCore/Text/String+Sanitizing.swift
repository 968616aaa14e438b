extension String {
  /// The text with escape sequences, control characters and bidirectional overrides removed.
  ///
  /// Text that came from a server passes through here before it can reach a terminal, so a
  /// place name cannot move the cursor, change colours or reorder what is printed around it.
  public func sanitizedForTerminal() -> String {
    var result = String.UnicodeScalarView()
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
        continue
      }
      if scalar.isTerminalControl { continue }
      result.append(scalar)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  fileprivate var isTerminalControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// Consumes the rest of an escape sequence whose ESC has been read: CSI (`ESC [ ... final`),
/// OSC (`ESC ] ... BEL` or `ESC \`), or a two-character escape.
private func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
  guard let introducer = scalars.next() else { return }
  switch introducer {
  case "[":
    while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
  case "]", "P", "_", "^":
    var previous: Unicode.Scalar?
    while let scalar = scalars.next() {
      if scalar == "\u{07}" || (previous == "\u{1B}" && scalar == "\\") { break }
      previous = scalar
    }
  default:
    break
  }
}
