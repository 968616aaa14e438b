/// How long ago something happened, in words for people.
package enum ElapsedTime {
  /// `less than a minute ago`, `25 min ago`, `2 h ago`, `3 days ago`.
  package static func phrase(_ seconds: Double) -> String {
    // Clamped: the instant often comes from a cache file, which could say anything.
    let minutes = Int(min(max(0, seconds.isFinite ? seconds : 0), 1e12) / 60)
    if minutes < 1 { return "less than a minute ago" }
    if minutes < 120 { return "\(minutes) min ago" }
    if minutes < 48 * 60 { return "\(minutes / 60) h ago" }
    return "\(minutes / 1440) days ago"
  }
}
