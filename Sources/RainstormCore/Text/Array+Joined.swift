/// `joined` for arrays of strings, in this module. (Not for arrays of Substrings too: a
/// closure's interpolated result could then be either, and calls became ambiguous.)
///
/// The standard library's `joined(separator:)` is generic over the collection: a call from
/// here reaches the unspecialized body, whose first call looks up the collection's associated
/// types at run time (the gate's rows say what these save). These overloads, more
/// specific than the standard library's, are chosen instead wherever the array's type is known.
extension Array where Element == String {
  /// The strings with `separator` between them.
  package func joined(separator: String = "") -> String {
    var count = separator.utf8.count * Swift.max(0, self.count - 1)
    for part in self { count += part.utf8.count }
    var result = ""
    result.reserveCapacity(count)
    for (index, part) in enumerated() {
      if index > 0 { result += separator }
      result += part
    }
    return result
  }
}
