extension Double {
  /// The value rounded to at most `maximumFractionDigits` decimals, without trailing zeros,
  /// in plain notation (never exponent form): `45.6`, `-122.009`, `0`.
  package func decimalString(maximumFractionDigits: Int) -> String {
    let text = fixedString(fractionDigits: maximumFractionDigits)
    guard text.contains(".") else { return text }
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return String(trimmed)
  }

  /// The value rounded to exactly `fractionDigits` decimals in plain notation: `12.50`, `-3`.
  ///
  /// A value that rounds to zero is written without a minus sign.
  package func fixedString(fractionDigits: Int) -> String {
    guard isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (magnitude * scale).rounded()
    guard scaled < 9e15 else { return String(self) }
    let units = UInt64(scaled)
    let factor = UInt64(scale)
    let whole = units / factor
    let sign = self < 0 && units != 0 ? "-" : ""
    guard fractionDigits > 0 else { return "\(sign)\(whole)" }
    var fraction = String(units % factor)
    while fraction.count < fractionDigits { fraction = "0" + fraction }
    return "\(sign)\(whole).\(fraction)"
  }
}

extension Double {
  /// Degrees as requests send them: at most 4 decimals (about 11 m; MET Norway's rule), no
  /// trailing zeros.
  var requestDegrees: String {
    decimalString(maximumFractionDigits: 4)
  }
}
