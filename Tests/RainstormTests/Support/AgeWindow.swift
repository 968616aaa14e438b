import Foundation
import RainstormCore

/// The ages the built binary may print for an answer it kept after the window opened, read
/// now: on a busy machine a run can start minutes after the one that kept its answer, so an
/// end-to-end test that reads an age accepts each age the time it measured allows, from "less
/// than a minute ago" up to the whole time since the window opened, and no other.
struct AgeWindow {
  /// Opened before the run that keeps the answer starts.
  let opened = Date()

  /// Each phrase `ElapsedTime` gives for an age from nothing to the time since `opened`.
  func phrases(now: Date = Date()) -> [String] {
    let minutes = Int(max(0, now.timeIntervalSince(opened)) / 60)
    var phrases: [String] = []
    for minute in 0...minutes {
      let phrase = ElapsedTime.phrase(Double(minute * 60))
      if phrases.last != phrase { phrases.append(phrase) }
    }
    return phrases
  }

  /// Whether `text` is `template` of one of those phrases.
  func matches(_ text: String?, _ template: (String) -> String) -> Bool {
    phrases().contains { template($0) == text }
  }
}
