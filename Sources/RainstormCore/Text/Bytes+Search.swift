extension Collection where Element == UInt8 {
  /// The first place where `needle` occurs, or nil (or when `needle` is empty).
  /// Inlinable, so that callers in the executable get a version for their own collection type.
  @inlinable public func firstRange(ofBytes needle: some Collection<UInt8>) -> Range<Index>? {
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
