#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// HTTP dates as `Expires`, `Last-Modified` and `Retry-After` carry them: the IMF-fixdate of
/// RFC 9110, `Sun, 06 Nov 1994 08:49:37 GMT`. The obsolete forms are not read.
package enum HTTPDate {
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The instant `text` names, or nil when it is not an IMF-fixdate.
  package static func parse(_ text: String) -> Date? {
    let parts = text.trimmingWhitespace.split(separator: " ")
    guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","),
      weekdays.contains(String(parts[0].dropLast())), parts[1].count == 2,
      let month = months.firstIndex(of: String(parts[2])), parts[3].count == 4,
      parts[4].count == 8, parts[5] == "GMT"
    else { return nil }
    let monthText = month < 9 ? "0\(month + 1)" : "\(month + 1)"
    return Instant.parse("\(parts[3])-\(monthText)-\(parts[1])T\(parts[4])Z")
  }
}
