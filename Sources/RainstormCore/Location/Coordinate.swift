/// Reading coordinates written as text.
public enum Coordinate {
  /// A plain decimal number (`45.6`, `-122.009`, `+7`, `.5`), or nil: no exponents, `nan`,
  /// `inf`, hexadecimal or empty text.
  public static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
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

  /// `lat,lon` (spaces allowed around either number) as two numbers, or nil when the text is
  /// not two plain decimal numbers separated by one comma. The range is not checked.
  public static func pair<Text: StringProtocol>(_ text: Text) -> (
    latitude: Double, longitude: Double
  )? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = parse(parts[0].trimmingSpaces),
      let longitude = parse(parts[1].trimmingSpaces)
    else { return nil }
    return (latitude, longitude)
  }
}
