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
///
/// Each variable is cut at `variableLimit` bytes on a character boundary (the system refuses
/// to start a program whose environment holds a string over 128 KiB: `-f json` with 40 long
/// warnings made a line of 180 KB). `RAINSTORM_TEXT` comes with `RAINSTORM_TEXT_TRUNCATED`
/// (1 when it was cut, else 0) and the whole text in a file named by `RAINSTORM_TEXT_FILE`,
/// made by rainstorm (mode 0600, a new name in `TMPDIR` or /tmp) and removed once the command
/// and what it started have ended.
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
    /// The file holding the whole `RAINSTORM_TEXT`, removed when the command is done.
    var textFile: String?
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
  /// The most bytes of a variable's value: half the 128 KiB the system allows one string.
  static let variableLimit = 65_536

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
          if let file = running.textFile { unlink(file) }
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
      if let running = state.running {
        ChildGroups.endAll()
        if let file = running.textFile { unlink(file) }
      }
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
      var textFile: String?
      for (name, value) in job.variables {
        let cut = Self.cut(value)
        environment[name] = cut
        guard name == HookVariable.text.rawValue else { continue }
        environment[HookVariable.textTruncated.rawValue] =
          cut.utf8.count < value.utf8.count ? "1" : "0"
        do throws(ChildProcess.CannotStart) {
          textFile = try keep(value)
          environment[HookVariable.textFile.rawValue] = textFile
        } catch {
          state.notes.append(
            "\(job.name) has no \(HookVariable.textFile.rawValue): \(error.reason)")
        }
      }
      do throws(ChildProcess.CannotStart) {
        let pid = try ChildProcess.spawn(["/bin/sh", "-c", job.command], environment: environment)
        state.running = Running(
          job: job, pid: pid, started: Monotonic.seconds(), textFile: textFile)
        ChildGroups.hook = pid
      } catch {
        if let textFile { unlink(textFile) }
        state.notes.append("\(job.name) could not be started: \(error.reason)")
      }
    }
  }

  /// `value` cut to at most `variableLimit` bytes, on a character boundary.
  static func cut(_ value: String) -> String {
    guard value.utf8.count > variableLimit else { return value }
    var bytes = 0
    var end = value.startIndex
    for character in value {
      let size = character.utf8.count
      guard bytes + size <= variableLimit else { break }
      bytes += size
      end = value.index(after: end)
    }
    return String(value[..<end])
  }

  /// Writes `text` to a new file of rainstorm's own (never an existing one, nor through a
  /// link) in `TMPDIR` or /tmp: its path.
  private func keep(_ text: String) throws(ChildProcess.CannotStart) -> String {
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/rainstorm-text-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw ChildProcess.CannotStart(reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        unlink(path)
        throw ChildProcess.CannotStart(reason: reason)
      }
      bytes = bytes.dropFirst(written)
    }
    return path
  }
}
