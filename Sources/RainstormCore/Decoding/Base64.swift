/// Base64 (RFC 4648's standard alphabet, `=` padding), decoded strictly: radar services send
/// their packed values this way.
package enum Base64 {
  /// The bytes `text` encodes, or nil when it is not base64 (another character, a wrong
  /// length, padding anywhere but at the end).
  package static func decode(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count / 4 * 3)
    var group: UInt32 = 0
    var count = 0
    var padding = 0
    for character in text.utf8 {
      let value: UInt8
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        value = 0
      default: return nil
      }
      // Nothing but padding after padding.
      if padding > 0, character != UInt8(ascii: "=") { return nil }
      group = group << 6 | UInt32(value)
      count += 1
      if count == 4 {
        guard padding <= 2 else { return nil }
        bytes.append(UInt8(truncatingIfNeeded: group >> 16))
        if padding < 2 { bytes.append(UInt8(truncatingIfNeeded: group >> 8)) }
        if padding < 1 { bytes.append(UInt8(truncatingIfNeeded: group)) }
        group = 0
        count = 0
        if padding > 0 { break }
      }
    }
    guard count == 0 else { return nil }
    // Padding ends the text: anything after the group that holds it is refused.
    if padding > 0,
      text.utf8.count % 4 != 0 || !text.utf8.suffix(padding).allSatisfy({ $0 == UInt8(ascii: "=") })
    {
      return nil
    }
    return bytes
  }
}
