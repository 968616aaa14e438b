/// Reading coordinates written as text.
package enum Coordinate {
  /// `lat,lon` (spaces allowed around either number) as two numbers, or nil when the text is
  /// not two plain decimal numbers separated by one comma. The range is not checked. Not
  /// generic: called from the executable, a generic one was not specialized.
  package static func pair(_ text: String) -> (latitude: Double, longitude: Double)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = Double.plainDecimal(parts[0].trimmingSpaces),
      let longitude = Double.plainDecimal(parts[1].trimmingSpaces)
    else { return nil }
    return (latitude, longitude)
  }
}
