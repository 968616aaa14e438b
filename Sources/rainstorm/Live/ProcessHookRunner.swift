import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `--on-...` commands as processes: `/bin/sh -c CMD` with the facts in its
/// environment (never in the command line, so no text from a server is read by a shell), one at
/// a time in the order asked, its output on standard error. A command past its time limit gets
/// SIGTERM, and SIGKILL two seconds later, in its whole process group, whose end (the shell's
/// and whatever it started) the next command waits for. Stopping rainstorm stops it the same
/// way (`ChildGroups`).
final class ProcessHookRunner: HookRunning {
  private struct Job: Sendable {
    var name: String
    var command: String
    var variables: [(String, String)]
    var timeout: Double
  }

  private struct Running: Sendable {
    var job: Job
    /// The shell's process id, which is also its process group's.
    var pid: pid_t
    var started: Double
    var stoppedAt: Double?
    /// Whether the shell has ended (its group may live on in what it started).
    var reaped = false
  }

  private struct State: Sendable {
    var queue: [Job] = []
    var running: Running?
    var notes: [String] = []
  }

  /// Commands waiting beyond this many are dropped, the oldest first, with a note.
  static let queueLimit = 8
  /// Seconds between SIGTERM and SIGKILL.
  static let killDelay = Double(ChildGroups.killDelay)

  private let environment: [String: String]
  private let state = Mutex(State())

  /// A runner whose commands get `environment` and then their own variables.
  init(environment: [String: String]) {
    self.environment = environment
  }

  func run(_ command: String, name: String, variables: [(String, String)], timeout: Double) {
    state.withLock { state in
      state.queue.append(Job(name: name, command: command, variables: variables, timeout: timeout))
      if state.queue.count > Self.queueLimit {
        let dropped = state.queue.removeFirst()
        state.notes.append("\(dropped.name) was not run: too many commands were waiting")
      }
      startNext(&state)
    }
  }

  func check() -> [String] {
    state.withLock { state in
      if var running = state.running {
        let now = Monotonic.seconds()
        var status: Int32 = 0
        if !running.reaped, waitpid(running.pid, &status, WNOHANG) == running.pid {
          running.reaped = true
          if running.stoppedAt == nil {
            if let code = ChildProcess.exitStatus(status), code != 0 {
              state.notes.append("\(running.job.name) exited with status \(code)")
            } else if let signal = ChildProcess.endingSignal(status) {
              state.notes.append("\(running.job.name) was ended by signal \(signal)")
            }
          }
        }
        // Done when nothing of its group is left: what it started in the background counts,
        // so that commands still run one at a time.
        if running.reaped, kill(-running.pid, 0) != 0 {
          state.running = nil
          ChildGroups.hook = 0
        } else if let stoppedAt = running.stoppedAt {
          if now - stoppedAt >= Self.killDelay { kill(-running.pid, SIGKILL) }
          state.running = running
        } else if now - running.started >= running.job.timeout {
          kill(-running.pid, SIGTERM)
          running.stoppedAt = now
          state.running = running
          // To the millisecond: --hook-timeout 0.001 is not "0 s".
          let seconds = running.job.timeout.decimalString(maximumFractionDigits: 3)
          state.notes.append("\(running.job.name) was stopped after \(seconds) s")
        } else {
          state.running = running
        }
      }
      startNext(&state)
      defer { state.notes = [] }
      return state.notes
    }
  }

  func stop() {
    state.withLock { state in
      state.queue = []
      if state.running != nil { ChildGroups.endAll() }
    }
  }

  func secondsLeft() -> Double? {
    state.withLock { state in
      guard let running = state.running else { return nil }
      let now = Monotonic.seconds()
      if let stoppedAt = running.stoppedAt { return max(stoppedAt + Self.killDelay - now, 0.1) }
      let left = max(running.started + running.job.timeout - now, 0)
      // The shell has ended but what it started has not, and no signal tells when it does.
      return running.reaped ? min(left, 1) : left
    }
  }

  private func startNext(_ state: inout State) {
    while state.running == nil, !state.queue.isEmpty {
      let job = state.queue.removeFirst()
      var environment = self.environment
      for (name, value) in job.variables { environment[name] = value }
      guard
        let pid = ChildProcess.spawn(["/bin/sh", "-c", job.command], environment: environment)
      else {
        state.notes.append("\(job.name) could not be started")
        continue
      }
      state.running = Running(job: job, pid: pid, started: Monotonic.seconds())
      ChildGroups.hook = pid
    }
  }
}
