import Foundation
import RainstormCore
import Synchronization

/// A clock that only moves when the code under test sleeps (or a stub says time passed).
final class FakeClock: Sendable {
  private let current: Mutex<Date>

  /// A clock reading `start` until it is moved on.
  init(at start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Mutex(start)
  }
  let sleeps = Recorder<Double>()

  var now: Date { current.withLock { $0 } }

  func advance(_ seconds: Double) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  func policy(budget: Double, retries: Int = 2) -> RetryPolicy {
    let start = now
    return RetryPolicy(
      deadline: start.addingTimeInterval(budget), retries: retries,
      now: { [self] in now },
      sleep: { [self] seconds in
        sleeps.record(seconds)
        advance(seconds)
      },
      random: { 0.5 })
  }
}
