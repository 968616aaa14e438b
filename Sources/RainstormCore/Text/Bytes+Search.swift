extension Collection where Element == UInt8 {
  /// The first place where `needle` occurs, or nil (or when `needle` is empty).
  /// Inlinable, so that callers in the executable get a version for their own collection type.
  @inlinable package func firstRange(ofBytes needle: some Collection<UInt8>) -> Range<Index>? {
    guard let first = needle.first else { return nil }
    var start = startIndex
    while let found = self[start...].firstIndex(of: first) {
      var position = found
      var matched = true
      for byte in needle {
        guard position != endIndex, self[position] == byte else {
          matched = false
          break
        }
        position = index(after: position)
      }
      if matched { return found..<position }
      start = index(after: found)
    }
    return nil
  }
}

// The standard library's `contains(_:)`, `replacing(_:with:)` and `split(separator:)` with a
// string argument come from _StringProcessing, which brings the regex engine and its parser
// into the binary (1.1 MB, and more records for the runtime to search at start-up). These compare
// UTF-8 bytes, not Characters, which for escaping is also the safer rule: a quote followed by
// a combining mark is one Character, but still a quote to a shell.
extension StringProtocol {
  /// Whether `other` occurs in this text (byte for byte; empty `other` never does).
  @inlinable package func containsBytes(of other: String) -> Bool {
    utf8.firstRange(ofBytes: other.utf8) != nil
  }

  /// This text with every occurrence of `target` replaced by `replacement`, left to right.
  @inlinable package func replacingBytes(of target: String, with replacement: String) -> String {
    guard !target.isEmpty, var found = utf8.firstRange(ofBytes: target.utf8) else {
      return String(self)
    }
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var start = utf8.startIndex
    while true {
      result.append(contentsOf: utf8[start..<found.lowerBound])
      result.append(contentsOf: replacement.utf8)
      start = found.upperBound
      guard let next = utf8[start...].firstRange(ofBytes: target.utf8) else { break }
      found = next
    }
    result.append(contentsOf: utf8[start...])
    return String(decoding: result, as: UTF8.self)
  }

  /// The parts between occurrences of `separator`, empty ones included (`"a..b"` by `".."` is
  /// `["a", "b"]`; no separator gives the whole text).
  @inlinable package func components(separatedByBytes separator: String) -> [String] {
    var parts: [String] = []
    var start = utf8.startIndex
    while let found = utf8[start...].firstRange(ofBytes: separator.utf8) {
      parts.append(String(decoding: utf8[start..<found.lowerBound], as: UTF8.self))
      start = found.upperBound
    }
    parts.append(String(decoding: utf8[start...], as: UTF8.self))
    return parts
  }
}

extension String {
  /// Calls `body` with the text's UTF-8 bytes: in place when they are contiguous (a native
  /// string's and a literal's are), else from a copy. Reading a buffer is what makes byte
  /// work cheap, where the UTF-8 view's iterator is not.
  package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// Whether every UTF-8 byte satisfies `test`.
  package func allBytes(where test: (UInt8) -> Bool) -> Bool {
    withUTF8Bytes { $0.allSatisfy(test) }
  }
}
