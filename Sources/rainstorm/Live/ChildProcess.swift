import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Other programs, started with `posix_spawn` (never through a shell rainstorm builds a line
/// for): the `--on-...` commands and the notifiers. Each starts with the signals as a new
/// process has them (none blocked; SIGPIPE and the ones `--watch` catches at their defaults),
/// standard input from `/dev/null`, and in a process group of its own, so that stopping it
/// stops whatever it started.
enum ChildProcess {
  /// The signals `--watch` catches or ignores, given back their defaults in a child.
  static let resetSignals = [SIGPIPE, SIGTERM, SIGINT, SIGUSR1, SIGCHLD]

  /// Why a program could not be started: the system's words for the error (`Argument list
  /// too long`).
  struct CannotStart: Error {
    var reason: String
  }

  /// Starts `arguments` (the first is the program's path) with `environment`, its standard
  /// output on `output` (standard error when nil) and its standard error on `errors`
  /// (rainstorm's when nil); the process id.
  ///
  /// - Throws: `CannotStart` with the system's reason when it could not start.
  static func spawn(
    _ arguments: [String], environment: [String: String], output: Int32? = nil,
    errors: Int32? = nil
  ) throws(CannotStart) -> pid_t {
    // Darwin's spawn types are opaque pointers the init functions fill; glibc's are structs.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output ?? 2, 1)
    if let errors { posix_spawn_file_actions_adddup2(&actions, errors, 2) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in resetSignals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard status == 0 else { throw CannotStart(reason: String(cString: strerror(status))) }
    return pid
  }

  /// Runs `arguments` to its end, at most `timeout` seconds (then it is killed): its exit
  /// status (nil when it did not start, was killed or ended by a signal), what it wrote to
  /// standard output and what it wrote to standard error, up to 4 KiB each, and why it could
  /// not be started, if it could not. Nothing it writes
  /// reaches rainstorm's own streams: a notifier's complaint is rainstorm's to word.
  static func run(_ arguments: [String], environment: [String: String], timeout: Double)
    -> (status: Int32?, output: [UInt8], errors: [UInt8], cannotStart: String?)
  {
    var out: [Int32] = [0, 0]
    var err: [Int32] = [0, 0]
    guard pipe(&out) == 0 else { return (nil, [], [], String(cString: strerror(errno))) }
    guard pipe(&err) == 0 else {
      let reason = String(cString: strerror(errno))
      close(out[0])
      close(out[1])
      return (nil, [], [], reason)
    }
    for descriptor in out + err { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let started = Result { () throws(CannotStart) in
      try spawn(arguments, environment: environment, output: out[1], errors: err[1])
    }
    close(out[1])
    close(err[1])
    defer {
      close(out[0])
      close(err[0])
    }
    let pid: pid_t
    switch started {
    case .success(let started): pid = started
    case .failure(let error): return (nil, [], [], error.reason)
    }
    ChildGroups.waitedFor = pid
    defer { ChildGroups.waitedFor = 0 }
    let end = Monotonic.seconds() + timeout
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 4096)
    while open.contains(true), collected.allSatisfy({ $0.count < 4096 }) {
      let left = end - Monotonic.seconds()
      guard left > 0 else { break }
      var descriptors = [out[0], err[0]].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      for index in 0..<2 where !open[index] { descriptors[index].fd = -1 }
      let ready = poll(&descriptors, 2, Int32(min(left * 1000, 60_000)) + 1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      for index in 0..<2 where descriptors[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptors[index].fd, $0.baseAddress, $0.count)
        }
        if count < 0, errno == EINTR { continue }
        if count > 0 { collected[index] += buffer[..<count] } else { open[index] = false }
      }
    }
    let output = Array(collected[0].prefix(4096))
    let errors = Array(collected[1].prefix(4096))
    // Its end, within the time limit; then it is killed.
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      guard Monotonic.seconds() < end else {
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (nil, output, errors, nil)
      }
      usleep(10_000)
    }
    return (exitStatus(status), output, errors, nil)
  }

  /// The exit status in a `waitpid` status, or nil when a signal ended the process.
  static func exitStatus(_ status: Int32) -> Int32? {
    status & 0x7f == 0 ? (status >> 8) & 0xff : nil
  }

  /// The signal that ended a process, from a `waitpid` status, or nil when it exited.
  static func endingSignal(_ status: Int32) -> Int32? {
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f ? signal : nil
  }

  /// The path of an executable `name` on `path` (`PATH`'s folders), or nil.
  static func find(_ name: String, path: String?) -> String? {
    for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

/// The process groups of the children running, ended with rainstorm: on SIGTERM or SIGINT
/// (in the signal handler, or by the loop) each gets SIGTERM, and SIGKILL `killDelay` seconds
/// later if anything of it is left, so that no `--on-...` command or notifier outlives
/// rainstorm, whatever it does with SIGTERM. Fixed slots, read by the signal handler: no
/// allocation, and only async-signal-safe calls in `endAll`.
enum ChildGroups {
  /// The group of the `--on-...` command running, or 0.
  nonisolated(unsafe) static var hook: pid_t = 0
  /// The group of the child `ChildProcess.run` is waiting for (a notifier), or 0.
  nonisolated(unsafe) static var waitedFor: pid_t = 0
  /// Seconds between SIGTERM and SIGKILL.
  static let killDelay: Int32 = 2

  /// Sends SIGTERM to each group, waits until nothing of them is left (reaping the children
  /// among them) or `killDelay` seconds have passed, then sends SIGKILL to what is left.
  static func endAll() {
    let first = hook
    let second = waitedFor
    if first > 0 { kill(-first, SIGTERM) }
    if second > 0 { kill(-second, SIGTERM) }
    var waited: Int32 = 0
    while waited < killDelay * 1000, isAlive(first) || isAlive(second) {
      _ = poll(nil, 0, 20)
      waited += 20
    }
    if isAlive(first) { kill(-first, SIGKILL) }
    if isAlive(second) { kill(-second, SIGKILL) }
  }

  /// Whether anything of `group` is left, once its ended children are reaped (a zombie of
  /// rainstorm's own would count as alive).
  private static func isAlive(_ group: pid_t) -> Bool {
    guard group > 0 else { return false }
    var status: Int32 = 0
    while waitpid(-group, &status, WNOHANG) > 0 {}
    return kill(-group, 0) == 0
  }
}

/// Seconds on the monotonic clock, which never jumps (and stops while the machine sleeps):
/// the standard library's `SuspendingClock` (Linux's `CLOCK_MONOTONIC`, Darwin's
/// `CLOCK_UPTIME_RAW`), counted from the first reading.
enum Monotonic {
  private static let start = SuspendingClock.now

  static func seconds() -> Double {
    start.duration(to: .now).seconds
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
