extension Double {
  /// The value rounded to at most `maximumFractionDigits` decimals, without trailing zeros,
  /// in plain notation (never exponent form): `45.6`, `-122.009`, `0`.
  package func decimalString(maximumFractionDigits: Int) -> String {
    plainText(fractionDigits: maximumFractionDigits, trimmingZeros: true)
  }

  /// The value rounded to exactly `fractionDigits` decimals in plain notation: `12.50`, `-3`.
  ///
  /// A value that rounds to zero is written without a minus sign.
  package func fixedString(fractionDigits: Int) -> String {
    plainText(fractionDigits: fractionDigits, trimmingZeros: false)
  }

  /// The digits written as bytes from the last one back, and made a String once, not built of
  /// Strings and trimmed by Characters.
  private func plainText(fractionDigits: Int, trimmingZeros: Bool) -> String {
    guard isFinite else { return "-" }
    let fractionDigits = Swift.max(0, fractionDigits)
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (magnitude * scale).rounded()
    guard scaled < 9e15 else { return String(self) }
    var units = UInt64(scaled)
    let negative = self < 0 && units != 0
    // A sign, 16 whole digits at most (under 9e15), a point and the fraction.
    let capacity = fractionDigits + 18
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var start = capacity
      var trimming = trimmingZeros
      for _ in 0..<fractionDigits {
        let digit = UInt8(units % 10)
        units /= 10
        if trimming && digit == 0 { continue }
        trimming = false
        start -= 1
        buffer[start] = UInt8(ascii: "0") + digit
      }
      if start < capacity {
        start -= 1
        buffer[start] = UInt8(ascii: ".")
      }
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(units % 10)
        units /= 10
      } while units > 0
      if negative {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }
}

extension Double {
  /// Degrees as requests send them: at most 4 decimals (about 11 m; MET Norway's rule), no
  /// trailing zeros.
  var requestDegrees: String {
    decimalString(maximumFractionDigits: 4)
  }
}
