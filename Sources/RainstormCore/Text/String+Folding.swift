extension String {
  /// Lower case without accents, for comparing names: each scalar's entry in `foldingTable`,
  /// or its lower case; combining marks (Unicode's nonspacing marks) are dropped once they
  /// follow a letter, as Foundation drops them.
  var folded: String {
    var result = ""
    var hasBase = false
    for scalar in unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark {
        if !hasBase { result.unicodeScalars.append(scalar) }
        continue
      }
      hasBase = true
      if let folded = foldingTable[scalar.value] {
        result += folded
      } else {
        result += scalar.properties.lowercaseMapping
      }
    }
    return result
  }

  /// Nil when empty.
  var nonEmpty: String? {
    isEmpty ? nil : self
  }

  /// Percent-encoded for a URL query value: everything but unreserved ASCII.
  var percentEncodedForQuery: String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
