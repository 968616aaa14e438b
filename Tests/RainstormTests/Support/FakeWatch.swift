import Foundation
import RainstormCore
import Synchronization

@testable import rainstorm

/// A `WatchSystem` on a `FakeClock`: each wait moves the clock on instead of waiting, or to the
/// next scripted event (a signal, a click) when one comes first, and ends the loop once the
/// clock reaches `end`. The machine sleeps at scripted times (the clock jumps, and so does the
/// time suspended), and the network changes; commands and notifications are recorded, not run.
final class FakeWatch: Sendable {
  let clock: FakeClock
  let end: Date
  /// Every wait asked for, in seconds.
  let waits = Recorder<Double>()
  let hooks = RecordingHooks()
  let notifier = RecordingNotifier()
  private let events: Mutex<[(at: Date, wake: WatchSystem.Wake)]>
  /// When the machine sleeps, and for how long; how many of them have happened.
  private let suspends: [(at: Date, seconds: Double)]
  private let slept = Mutex(0)
  private let routes: [(from: Date, route: String)]
  let startedWithClicks = Mutex<Bool?>(nil)
  let startedEndingWithParent = Mutex<Bool?>(nil)

  init(
    clock: FakeClock, runFor seconds: Double,
    events: [(after: Double, wake: WatchSystem.Wake)] = [],
    suspends: [(after: Double, seconds: Double)] = [], routes: [(after: Double, route: String)] = []
  ) {
    let start = clock.now
    self.clock = clock
    end = start.addingTimeInterval(seconds)
    self.events = Mutex(events.map { (start.addingTimeInterval($0.after), $0.wake) })
    self.suspends = suspends.map { (start.addingTimeInterval($0.after), $0.seconds) }
    self.routes = routes.map { (start.addingTimeInterval($0.after), $0.route) }
  }

  var system: WatchSystem {
    WatchSystem(
      prepare: { [self] clicks, endsWithParent in
        startedWithClicks.withLock { $0 = clicks }
        startedEndingWithParent.withLock { $0 = endsWithParent }
      },
      wait: { [self] seconds in
        waits.record(seconds)
        let target = clock.now.addingTimeInterval(seconds)
        let next = events.withLock { events -> (at: Date, wake: WatchSystem.Wake)? in
          guard let first = events.first, first.at <= target else { return nil }
          return events.removeFirst()
        }
        if let next {
          clock.advance(max(next.at.timeIntervalSince(clock.now), 0))
          return next.wake
        }
        // A sleep within the wait: the wall clock jumps as the boot-time clock does.
        let asleep = slept.withLock { count -> Double in
          guard count < suspends.count, suspends[count].at <= target else { return 0 }
          count += 1
          return suspends[count - 1].seconds
        }
        clock.advance(seconds + asleep)
        return clock.now >= end ? .stop : .time
      },
      suspendedSeconds: { [self] in
        suspends.prefix(slept.withLock { $0 }).reduce(0) { $0 + $1.seconds }
      },
      network: { [self] in routes.last { $0.from <= clock.now }?.route ?? "eth0 0101A8C0" },
      hooks: hooks, notifier: notifier)
  }
}

/// Records the commands `--watch` would run.
final class RecordingHooks: HookRunning {
  struct Run: Sendable {
    var command: String
    var name: String
    var variables: [String: String]
  }

  let runs = Recorder<Run>()

  func run(_ command: String, name: String, variables: [(String, String)], timeout: Double) {
    runs.record(
      Run(
        command: command, name: name,
        variables: Dictionary(variables, uniquingKeysWith: { _, last in last })))
  }

  func check() -> [String] { [] }
  func secondsLeft() -> Double? { nil }
  func stop() {}
}

/// Records the notifications `--watch` would show.
final class RecordingNotifier: Notifying {
  struct Sent: Sendable, Equatable {
    var topic: String
    var title: String
    var body: String
  }

  let sent = Recorder<Sent>()

  func send(topic: String, title: String, body: String) {
    sent.record(Sent(topic: topic, title: title, body: body))
  }
}

/// Numbers in 0..<1 from a fixed seed (SplitMix64), the same in every run.
final class SeededRandom: Sendable {
  private let state: Mutex<UInt64>

  init(seed: UInt64) {
    state = Mutex(seed)
  }

  func next() -> Double {
    state.withLock { state in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }
}
