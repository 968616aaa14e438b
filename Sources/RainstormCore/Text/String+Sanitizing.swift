extension String {
  /// The text with escape sequences and every control, format and line- or
  /// paragraph-separator character removed (Unicode general categories Cc, Cf, Zl and Zp; the
  /// bidirectional controls are Cf).
  ///
  /// Text that came from a server passes through here before it can reach a terminal, so a
  /// place name cannot move the cursor, change colours, reorder what is printed around it,
  /// hide characters (zero-width spaces, soft hyphens, byte-order marks) or break a line or a
  /// TSV row (U+2028, U+2029).
  package func sanitizedForTerminal() -> String {
    // Printable ASCII throughout, what most of it is, has nothing to remove.
    if allBytes(where: { (0x20...0x7E).contains($0) }) { return self }
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
  /// Whether the scalar is a control (Cc), a format character (Cf: zero-width and invisible
  /// characters, bidirectional controls), or a line or paragraph separator (Zl, Zp).
  var isTerminalControl: Bool {
    // Printable ASCII, nearly all of what passes here, without a property look-up.
    if (0x20..<0x7F).contains(value) { return false }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
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
