extension Double {
  /// A plain decimal number written as text (`45.6`, `-122.009`, `+7`, `.5`), or nil: no
  /// exponents, `nan`, `inf`, hexadecimal or empty text, which `Double(_:)` would take. For
  /// every number a person or a service writes that rainstorm reads: coordinates, settings.
  /// Not generic over `StringProtocol`: unspecialized across modules, it walked its bytes
  /// through the runtime's generic paths.
  package static func plainDecimal(_ text: String) -> Double? {
    var digits = 0
    var points = 0
    var first = true
    for byte in text.utf8 {
      defer { first = false }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      case UInt8(ascii: "-") where first, UInt8(ascii: "+") where first: continue
      default: return nil
      }
    }
    guard digits > 0, points <= 1 else { return nil }
    return Double(text)
  }

  /// `plainDecimal` of a part of a string.
  package static func plainDecimal(_ text: Substring) -> Double? {
    plainDecimal(String(text))
  }
}
