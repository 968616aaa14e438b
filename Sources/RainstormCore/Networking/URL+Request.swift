#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// This service root with `path` and the query `items` appended (`name=value`, values as
  /// given: callers encode what needs it). Trailing slashes of the root are dropped, so
  /// `http://host/` and `http://host` give the same request.
  func request(path: String, query items: [(name: String, value: String)] = []) -> URL {
    var text = absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    text += path
    if !items.isEmpty {
      text += "?" + items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }
    // The root is the caller's valid URL and the rest ASCII built by rainstorm, so this
    // cannot fail; the fallback keeps the type non-optional without a force unwrap.
    return URL(string: text) ?? self
  }
}

extension Double {
  /// Degrees as requests send them: at most 4 decimals (about 11 m; MET Norway's rule), no
  /// trailing zeros.
  var requestDegrees: String {
    decimalString(maximumFractionDigits: 4)
  }
}
