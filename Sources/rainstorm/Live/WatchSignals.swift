import RainstormCore
import Synchronization

#if os(Linux)
  import CLinuxShim
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handler writes to (a self-pipe): set once, before the
/// handlers are installed, and only read after.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// 1 while the loop waits in `poll`, else 0 (a refresh, a render): read by the signal handler.
nonisolated(unsafe) private var waiting: Int32 = 0

/// The real `WatchSystem`: signals arrive as bytes on a pipe that the wait polls beside
/// standard input (i3bar's clicks), standard output (for its errors: a closed pipe) and, on
/// Linux, a timer on the boot-time clock (which runs on while the machine sleeps, so a wait
/// ends as soon as it wakes if its time passed meanwhile) and a netlink socket that hears of
/// route changes; so the loop sleeps in `poll` until the time comes or something happens, and
/// nothing wakes it in between.
enum WatchSignals {
  /// The system of this process.
  static func system(
    environment: [String: String], stdoutIsTerminal: Bool,
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) -> WatchSystem {
    let reader = Mutex(Reader(note: { writeError("rainstorm: \($0)\n") }))
    let terminal: (@Sendable (String) -> Void)? =
      stdoutIsTerminal ? writeOutput : isatty(STDERR_FILENO) != 0 ? writeError : nil
    return WatchSystem(
      prepare: { clicks, endsWithParent in
        reader.withLock { $0.start(clicks: clicks, endsWithParent: endsWithParent) }
      },
      wait: { seconds in reader.withLock { $0.wait(seconds) } },
      suspendedSeconds: suspendedSeconds,
      network: defaultRoutes,
      hooks: ProcessHookRunner(environment: environment),
      notifier: DesktopNotifier(
        environment: environment, writeTerminal: terminal,
        note: { writeError("rainstorm: \($0)\n") }))
  }

  /// The descriptors the wait polls, and what has been read of standard input.
  private struct Reader: Sendable {
    var signals: Int32 = -1
    /// Standard output, polled for its errors only where it can report them (a pipe or a
    /// socket: a terminal or /dev/null reports POLLNVAL on macOS at every poll), else -1.
    var output: Int32 = -1
    /// Standard input while i3bar's clicks are read, else -1.
    var input: Int32 = -1
    var timer: Int32 = -1
    var routes: Int32 = -1
    /// The parent process followed (rainstorm ends when it does), or 0.
    var parent: pid_t = 0
    /// A descriptor readable once the parent has ended (Linux), else -1: elsewhere the parent
    /// is checked at each wake.
    var parentEnd: Int32 = -1
    var clicks: [UInt8] = []
    /// When a click last woke the loop (monotonic seconds): at most one a second does, so a
    /// flood of clicks costs no more than one.
    var lastClick = -Double.infinity
    /// Says once why clicks are no longer read.
    let note: @Sendable (String) -> Void

    init(note: @escaping @Sendable (String) -> Void) {
      self.note = note
    }

    mutating func start(clicks: Bool, endsWithParent: Bool = false) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      signals = ends[0]
      waiting = 0
      ChildGroups.hook = 0
      ChildGroups.waitedFor = 0
      signalPipe = ends[1]
      output = Self.isPipeOrSocket(STDOUT_FILENO) ? STDOUT_FILENO : -1
      // A terminal is not i3bar, and reading it from the background would stop rainstorm.
      input = clicks && isatty(STDIN_FILENO) == 0 ? STDIN_FILENO : -1
      timer = BootTimer.make()
      routes = RouteChanges.open()
      // Writing to a pipe for a bar: its reader may outlive the script that started rainstorm
      // (the i3status wrapper killed with i3bar), so that script's end is the bar's. A parent
      // that is already PID 1 (started with setsid, or adopted) is followed by nothing.
      let parentAtStart = getppid()
      if endsWithParent, output >= 0, parentAtStart > 1 {
        parent = parentAtStart
        parentEnd = ParentProcess.endDescriptor(parentAtStart)
      }
      // A closed output is an error to end on, not a signal that ends the process.
      signal(SIGPIPE, SIG_IGN)
      // A bar may start rainstorm with signals blocked (a parent's mask is inherited).
      var caught = sigset_t()
      sigemptyset(&caught)
      for number in [SIGTERM, SIGINT, SIGUSR1, SIGCHLD] { sigaddset(&caught, number) }
      sigprocmask(SIG_UNBLOCK, &caught, nil)
      for number in [SIGTERM, SIGINT, SIGUSR1, SIGCHLD] {
        var action = sigaction()
        // The handler's union has another name in each C library.
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = onSignal
        #elseif canImport(Musl)
          action.__sa_handler.sa_handler = onSignal
        #else
          action.__sigaction_handler.sa_handler = onSignal
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
      }
    }

    static func isPipeOrSocket(_ descriptor: Int32) -> Bool {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return false }
      let kind = status.st_mode & S_IFMT
      return kind == S_IFIFO || kind == S_IFSOCK
    }

    mutating func wait(_ seconds: Double) -> WatchSystem.Wake {
      let seconds = seconds.isNaN ? 0 : min(max(seconds, 0), 86_400)
      let armed = timer >= 0 && BootTimer.arm(timer, seconds: seconds)
      // Descriptors of -1 are skipped by poll.
      var descriptors = [
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        pollfd(fd: output, events: 0, revents: 0),
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: armed ? timer : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: routes, events: Int16(POLLIN), revents: 0),
        pollfd(fd: parentEnd, events: Int16(POLLIN), revents: 0),
      ]
      // Adopted already (the parent ended before its descriptor was made, or there is none).
      if parent > 0, getppid() != parent { return .stop }
      // The monotonic timeout is the limit where there is no boot-time timer.
      let milliseconds = armed ? Int32(-1) : Int32((seconds * 1000).rounded(.up))
      waiting = 1
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      waiting = 0
      guard ready > 0 else { return .time }
      let invalid = Int16(POLLNVAL)
      if descriptors[1].revents & invalid != 0 { output = -1 }
      if descriptors[2].revents & invalid != 0 { input = -1 }
      if descriptors[4].revents & invalid != 0 { routes = -1 }
      var wake = WatchSystem.Wake.time
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(signals, $0.baseAddress, $0.count) }
        for byte in bytes.prefix(max(count, 0)) {
          switch Int32(byte) {
          case SIGTERM, SIGINT: return .stop
          case SIGUSR1: wake = .refresh
          default: break
          }
        }
      }
      if descriptors[1].revents & Int16(POLLERR | POLLHUP) != 0 { return .stop }
      if descriptors[5].revents != 0 || (parent > 0 && getppid() != parent) { return .stop }
      if descriptors[2].revents & Int16(POLLIN | POLLHUP) != 0, readClick() {
        let now = Monotonic.seconds()
        if now - lastClick >= 1 {
          lastClick = now
          wake = .refresh
        }
      }
      if descriptors[4].revents & Int16(POLLIN) != 0 { RouteChanges.drain(routes) }
      return wake
    }

    /// Reads standard input: whether a whole click event came (i3bar writes `[`, then one
    /// JSON object a line, each after the first led by a comma). At its end, stops reading;
    /// at anything that is not that protocol (`yes`, `/dev/zero`, a NUL, a line longer than
    /// any click) too, with one note, so endless input cannot keep a core busy.
    mutating func readClick() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else {
        if count == 0 || errno != EINTR { input = -1 }
        return false
      }
      clicks += buffer[..<count]
      var clicked = false
      while let newline = clicks.firstIndex(of: UInt8(ascii: "\n")) {
        let line = clicks[..<newline].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard Self.isProtocol(line) else { return stopReading() }
        if line.firstRange(ofBytes: "\"button\"".utf8) != nil { clicked = true }
        clicks.removeSubrange(...newline)
      }
      if clicks.count > 65_536 || clicks.contains(0) { return stopReading() }
      return clicked
    }

    /// Whether a line is one of i3bar's: `[`, or an event object, after the first led by a
    /// comma.
    static func isProtocol(_ line: ArraySlice<UInt8>) -> Bool {
      var line = line
      while line.last == UInt8(ascii: "\r") || line.last == UInt8(ascii: " ") { line.removeLast() }
      if line.elementsEqual([UInt8(ascii: "[")]) { return true }
      if line.first == UInt8(ascii: ",") { line.removeFirst() }
      return line.first == UInt8(ascii: "{") && !line.contains(0)
    }

    private mutating func stopReading() -> Bool {
      input = -1
      clicks = []
      note("standard input is not i3bar's click events: clicks are no longer read")
      return false
    }
  }

  /// Writes the signal's number to the pipe; only async-signal-safe calls. SIGTERM or SIGINT
  /// outside the wait (a refresh under way, which may take up to --timeout, or a notifier
  /// being waited for) ends the process at once, as it ends a run without --watch: its
  /// children ended (`ChildGroups.endAll`, at most 2 s), status 0, nothing more written.
  private static let onSignal: @convention(c) (Int32) -> Void = { number in
    if waiting == 0, number == SIGTERM || number == SIGINT {
      ChildGroups.endAll()
      _exit(0)
    }
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
  }

  /// The time spent suspended since the first reading: the standard library's
  /// `ContinuousClock` counts it and its `SuspendingClock` does not (Linux's `CLOCK_BOOTTIME`
  /// and `CLOCK_MONOTONIC`; Darwin's `CLOCK_MONOTONIC_RAW` and `CLOCK_UPTIME_RAW`).
  @Sendable static func suspendedSeconds() -> Double {
    continuousStart.duration(to: .now).seconds - suspendingStart.duration(to: .now).seconds
  }

  private static let continuousStart = ContinuousClock.now
  private static let suspendingStart = SuspendingClock.now

  /// The default routes from `/proc/net/route` (interface and gateway), or empty where there
  /// is no such file.
  @Sendable static func defaultRoutes() -> String {
    let descriptor = open("/proc/net/route", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while data.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      data += buffer[..<count]
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      line -> String? in
      let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
      return fields.count > 2 && fields[1] == "00000000" ? "\(fields[0]) \(fields[2])" : nil
    }.joined(separator: ";")
  }
}

/// The end of a process as a descriptor (Linux's pidfd), for `poll`.
enum ParentProcess {
  /// A descriptor that becomes readable when process `pid` ends, or -1 where the system has
  /// none (before Linux 5.3, and elsewhere).
  static func endDescriptor(_ pid: pid_t) -> Int32 {
    #if os(Linux)
      let descriptor = rainstorm_pidfd_open(pid)
      if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      return descriptor
    #else
      return -1
    #endif
  }
}
