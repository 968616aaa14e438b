extension Double {
  /// A plain decimal number written as text (`45.6`, `-122.009`, `+7`, `.5`), or nil: no
  /// exponents, `nan`, `inf`, hexadecimal or empty text, which `Double(_:)` would take. For
  /// every number a person or a service writes that rainstorm reads: coordinates, settings.
  package static func plainDecimal<Text: StringProtocol>(_ text: Text) -> Double? {
    var digits = 0
    var points = 0
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0: continue
      default: return nil
      }
    }
    guard digits > 0, points <= 1 else { return nil }
    return Double(String(text))
  }
}
