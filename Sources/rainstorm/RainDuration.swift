/// Durations as `--rain-within` takes them and messages write them.
enum RainDuration {
  /// `45 min`, `2 h`, `1 h 30 min`.
  static func text(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours == 0 { return "\(rest) min" }
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }
}
