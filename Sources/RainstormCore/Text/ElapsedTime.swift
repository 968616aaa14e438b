/// How long ago something happened, in words for people.
package enum ElapsedTime {
  /// `less than a minute ago`, `25 min ago`, `2 h ago`, `3 days ago`, in `language`.
  package static func phrase(_ seconds: Double, in language: Language = .english) -> String {
    // Clamped: the instant often comes from a cache file, which could say anything.
    let minutes = Int(min(max(0, seconds.isFinite ? seconds : 0), 1e12) / 60)
    if minutes < 1 { return language.say("ago.lessThanAMinute") }
    if minutes < 120 { return language.say("ago.minutes", count: minutes) }
    if minutes < 48 * 60 { return language.say("ago.hours", count: minutes / 60) }
    return language.say("ago.days", count: minutes / 1440)
  }
}
