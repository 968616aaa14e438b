import RainstormCore
import Synchronization

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

/// The real `WatchSystem`: signals arrive as bytes on a pipe that the wait polls beside
/// standard input (i3bar's clicks), so the loop sleeps in `poll` until the time comes or
/// something happens; nothing wakes it in between.
enum WatchSignals {
  /// The system of this process.
  static func system(
    environment: [String: String], stdoutIsTerminal: Bool,
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) -> WatchSystem {
    let reader = Mutex(Reader())
    let terminal: (@Sendable (String) -> Void)? =
      stdoutIsTerminal ? writeOutput : isatty(STDERR_FILENO) != 0 ? writeError : nil
    return WatchSystem(
      start: { clicks in reader.withLock { $0.start(clicks: clicks) } },
      wait: { seconds in reader.withLock { $0.wait(seconds) } },
      suspendedSeconds: suspendedSeconds,
      network: defaultRoutes,
      hooks: ProcessHookRunner(environment: environment),
      notifier: DesktopNotifier(
        environment: environment, writeTerminal: terminal,
        note: { writeError("rainstorm: \($0)\n") }))
  }

  /// The pipe, standard input and what has been read of it.
  private struct Reader: Sendable {
    var signals: Int32 = -1
    var readsClicks = false
    var clicks: [UInt8] = []

    mutating func start(clicks: Bool) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      signals = ends[0]
      signalPipe = ends[1]
      readsClicks = clicks
      // A closed output is an error to end on, not a signal that ends the process.
      signal(SIGPIPE, SIG_IGN)
      // A bar may start rainstorm with signals blocked (a parent's mask is inherited).
      var caught = sigset_t()
      sigemptyset(&caught)
      for number in [SIGTERM, SIGINT, SIGUSR1, SIGCHLD] { sigaddset(&caught, number) }
      sigprocmask(SIG_UNBLOCK, &caught, nil)
      for number in [SIGTERM, SIGINT, SIGUSR1, SIGCHLD] {
        var action = sigaction()
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = onSignal
        #else
          action.__sigaction_handler.sa_handler = onSignal
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
      }
    }

    mutating func wait(_ seconds: Double) -> WatchSystem.Wake {
      // Standard output is polled for nothing but its errors: a pipe whose reader has gone
      // reports POLLERR, so a closed output ends the loop before anything more is written.
      var descriptors = [
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        pollfd(fd: STDOUT_FILENO, events: 0, revents: 0),
      ]
      if readsClicks {
        descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
      }
      let milliseconds = Int32(min(max(seconds, 0) * 1000, 86_400_000).rounded(.up))
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      guard ready > 0 else { return .time }
      var wake = WatchSystem.Wake.time
      if descriptors[0].revents != 0 {
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
      if readsClicks, descriptors.count > 2, descriptors[2].revents != 0, readClick() {
        wake = .refresh
      }
      return wake
    }

    /// Reads standard input: whether a whole click event came (i3bar writes `[`, then one
    /// JSON object a line, each after the first led by a comma). At its end, stops reading.
    mutating func readClick() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else {
        if count == 0 || errno != EINTR { readsClicks = false }
        return false
      }
      clicks += buffer[..<count]
      var clicked = false
      while let newline = clicks.firstIndex(of: UInt8(ascii: "\n")) {
        let line = clicks[..<newline]
        if line.contains(UInt8(ascii: "{")), line.firstRange(ofBytes: "\"button\"".utf8) != nil {
          clicked = true
        }
        clicks.removeSubrange(...newline)
      }
      // A line longer than any click is not one: dropped, so input cannot grow without end.
      if clicks.count > 65_536 { clicks = [] }
      return clicked
    }
  }

  /// Writes the signal's number to the pipe; only async-signal-safe calls.
  private static let onSignal: @convention(c) (Int32) -> Void = { number in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
  }

  /// The boot-time clock's lead over the monotonic one: the time spent suspended.
  @Sendable static func suspendedSeconds() -> Double {
    #if canImport(Darwin)
      // Darwin's monotonic clock counts sleep; its uptime clock does not.
      return seconds(CLOCK_MONOTONIC) - seconds(CLOCK_UPTIME_RAW)
    #else
      return seconds(CLOCK_BOOTTIME) - seconds(CLOCK_MONOTONIC)
    #endif
  }

  private static func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

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
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
      return fields.count > 2 && fields[1] == "00000000" ? "\(fields[0]) \(fields[2])" : nil
    }.joined(separator: ";")
  }
}
