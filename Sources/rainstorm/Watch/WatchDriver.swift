import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What a mode that keeps running does at each wake-up: `--watch`'s forecast and
/// `--radar --watch`'s map. `WatchDriver.run` owns the loop around it.
protocol WatchedRun {
  /// Asks the services when they are due, or at once when `refresh` (the first wake-up, or a
  /// click or SIGUSR1 that `mayAsk` let through, `asked`), and writes what changed.
  mutating func wake(refresh: Bool, asked: Bool) async
  /// When it next needs to wake, at the latest, after `now`.
  func nextWake(after now: Date) -> Date
  /// Whether a click or SIGUSR1 at `now` may ask the services (at most once in 5 minutes).
  func mayAsk(at now: Date) -> Bool
  /// The machine slept, or the network changed: the place may have moved.
  mutating func moved()
}

/// The one loop of every mode that keeps running (issue 57: `--watch` and `--radar --watch`
/// had a loop each): wake, write, wait for the time, a signal, a click or a closed output,
/// notice a wake from sleep or a new network, until SIGTERM, SIGINT or the output's end.
enum WatchDriver {
  /// Runs `watched` until it is stopped; `refreshFirst` asks at the first wake-up (the map
  /// was drawn before it starts; the forecast was not).
  static func run(
    _ watched: inout some WatchedRun, output: OutputSettings, context: CommandContext,
    refreshFirst: Bool
  ) async {
    let system = context.watch
    var refreshNow = refreshFirst
    var asked = false
    var suspended = system.suspendedSeconds()
    var network = system.network()
    while true {
      await watched.wake(refresh: refreshNow, asked: asked)
      refreshNow = false
      asked = false
      if context.outputError() != nil {
        system.hooks.stop()
        return
      }
      for note in system.hooks.check() { Notes.write(note, output, context) }

      let now = context.now()
      var until = watched.nextWake(after: now)
      if let left = system.hooks.secondsLeft() { until = min(until, now.addingTimeInterval(left)) }
      switch await system.wait(max(until.timeIntervalSince(now), 0)) {
      case .stop:
        system.hooks.stop()
        return
      case .refresh:
        // Within the 5-minute floor, or the back-off while failing, a click redraws what is
        // there (the next wake-up writes it again) and asks nothing.
        if watched.mayAsk(at: context.now()) {
          refreshNow = true
          asked = true
        }
      case .time: break
      }
      let asleep = system.suspendedSeconds()
      let route = system.network()
      if asleep - suspended > 60 || route != network { watched.moved() }
      suspended = asleep
      network = route
    }
  }
}
