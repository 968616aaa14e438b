extension String {
  /// The word of `candidates` this one was most likely meant to be, to suggest after a typo
  /// (`--day` for `--days`, `colour` for `color`, `knots` for `kn`), or nil when none is close.
  ///
  /// Close is at most one edit (an insertion, deletion, change or swap of two neighbours) for
  /// every three letters of the longer word, or a candidate of two letters or more that starts
  /// this word (`knots` → `kn`). Letter case does not count. Ties go to the earlier candidate.
  package func nearest(among candidates: [String]) -> String? {
    let word = Array(lowercased().unicodeScalars)
    guard !word.isEmpty, word.count <= 64 else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard other != word else { return candidate }
      let distance = Self.editDistance(word, other)
      let allowed = max(word.count, other.count) / 3
      let close =
        distance <= allowed || other.count >= 2 && word.starts(with: other)
      if close, distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Edits (insert, delete, change, swap of neighbours) from `a` to `b`.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let change = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
