/// What `--watch` takes from the outside world beyond the command's context: waiting (for the
/// time, a signal, a click or a command's end), the clocks that tell a suspend, the network,
/// and the runners of commands and notifications. `WatchSignals.system` is the real one; tests
/// give their own, on a fake clock.
struct WatchSystem: Sendable {
  /// Why a wait ended.
  enum Wake: Equatable, Sendable {
    /// Its time came, or a command ended.
    case time
    /// SIGUSR1, or a click in i3bar: refresh now.
    case refresh
    /// SIGTERM or SIGINT: end with status 0.
    case stop
  }

  /// Prepares the process for a long run (`start(readsClicks:endsWithParent:)` calls it).
  var prepare: @Sendable (_ readsClicks: Bool, _ endsWithParent: Bool) -> Void
  /// Waits up to this many seconds.
  var wait: @Sendable (Double) async -> Wake
  /// Seconds the machine has been suspended since it started (the boot-time clock ahead of the
  /// monotonic one): a jump means it woke up.
  var suspendedSeconds: @Sendable () -> Double
  /// The default routes, or empty when unknown: a change means another network.
  var network: @Sendable () -> String
  /// Runs the `--on-...` commands.
  var hooks: any HookRunning
  /// Sends `--notify`'s notifications.
  var notifier: any Notifying
}

/// Runs `--on-...` commands one at a time, each within its time limit.
protocol HookRunning: Sendable {
  /// Runs `command` with `/bin/sh -c` and these variables added, after the ones before it;
  /// `name` (`--on-rain`) names it in notes.
  func run(_ command: String, name: String, variables: [(String, String)], timeout: Double)
  /// Notes the commands that ended or were stopped since the last call (one line each), and
  /// starts the next.
  func check() -> [String]
  /// Seconds until the running command is stopped, or nil when none runs.
  func secondsLeft() -> Double?
  /// Stops the running command and drops the waiting ones (rainstorm is ending).
  func stop()
}

/// Shows notifications, each topic (the rain, each warning) in one that later events update.
protocol Notifying: Sendable {
  /// Shows `title` and `body`, replacing the notification of `topic` shown before.
  func send(topic: String, title: String, body: String)
}

extension WatchSystem {
  /// A system for a run that does not watch: every wait ends the loop at once, and no command
  /// or notification is run.
  static let inert = WatchSystem(
    prepare: { _, _ in }, wait: { _ in .stop }, suspendedSeconds: { 0 }, network: { "" },
    hooks: NoHooks(), notifier: NoNotifications())
}

/// Runs nothing (the `inert` system).
private struct NoHooks: HookRunning {
  func run(_ command: String, name: String, variables: [(String, String)], timeout: Double) {}
  func check() -> [String] { [] }
  func secondsLeft() -> Double? { nil }
  func stop() {}
}

/// Shows nothing (the `inert` system).
private struct NoNotifications: Notifying {
  func send(topic: String, title: String, body: String) {}
}

extension WatchSystem {
  /// Prepares the process for a long run (signals, a closed pipe as an error), reading i3bar's
  /// clicks from standard input when `readsClicks`, and, when `endsWithParent` and writing to a
  /// pipe, ending with its parent (a bar's reader, which may outlive the script that started
  /// rainstorm).
  func start(readsClicks: Bool, endsWithParent: Bool) {
    prepare(readsClicks, endsWithParent)
  }
}
