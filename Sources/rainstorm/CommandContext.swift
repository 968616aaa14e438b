import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything the command takes from the outside world, so tests can supply their own.
struct CommandContext: Sendable {
  /// The arguments after the program name.
  var arguments: [String]
  /// The environment variables.
  var environment: [String: String]
  /// Whether standard output is a terminal (colour is only automatic there).
  var stdoutIsTerminal: Bool
  /// The width in columns of the terminal on standard output (`TerminalSize.ofStandardOutput`),
  /// or nil when it is not a terminal or does not know its size; the human output fits it.
  var terminalWidth: Int? = nil
  /// The height in rows of the terminal on standard output, nil as for the width; the radar
  /// map fits it.
  var terminalHeight: Int? = nil
  /// The width of the terminal on standard error, where notes for people are wrapped to it;
  /// nil when standard error is not a terminal (a log or a pipe gets each note on one line).
  var errorWidth: Int? = nil
  /// The HTTP transport.
  var http: HTTPClient
  /// The current instant.
  var now: @Sendable () -> Date
  /// Waits this many seconds (between retries).
  var sleep: @Sendable (Double) async -> Void
  /// A number in 0..<1 (the jitter of retry delays).
  var random: @Sendable () -> Double
  /// Reads the next piece of standard input (only with `--stdin`): empty at its end, nil when
  /// it cannot be read.
  var readStandardInput: @Sendable () -> [UInt8]?
  /// Reads a whole file (the config file).
  var readFile: @Sendable (String) -> FileContents
  /// The cache store in a directory, or why the directory is not used.
  var cacheStore: @Sendable (String) throws(FileCacheStore.Refusal) -> any CacheStore
  /// Writes to standard output.
  var writeOutput: @Sendable (String) -> Void
  /// Writes to standard error.
  var writeError: @Sendable (String) -> Void
  /// The `errno` of a write to standard output that failed, if one did.
  var outputError: @Sendable () -> Int32? = { nil }
  /// What `--watch` waits with, notifies through and runs commands with.
  var watch = WatchSystem.inert
  /// Where time zones' rules come from (bound as `ZoneFiles.current` for the run).
  var zoneFiles = ZoneFiles.none
  /// Whether the system has what a run that asks needs, which the listings do not: on Linux,
  /// `/proc` (`Failure.procNotMounted`).
  var procMounted: @Sendable () -> Bool = { true }

  /// The real process: its `arguments` (`ProcessArguments`, program name first), environment,
  /// terminal, network and standard streams.
  static func live(arguments: [String]) -> CommandContext {
    // 0, 1 and 2 in order, so that each closed one's placeholder takes its own number.
    let input = StandardStream(STDIN_FILENO)
    let output = StandardStream(STDOUT_FILENO)
    let error = StandardStream(STDERR_FILENO)
    // Read once: a shell's environment is dozens of variables.
    let environment = ProcessEnvironment.current()
    let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    var context = CommandContext(
      arguments: Array(arguments.dropFirst()),
      environment: environment,
      stdoutIsTerminal: stdoutIsTerminal,
      terminalWidth: stdoutIsTerminal ? TerminalSize.ofStandardOutput() : nil,
      terminalHeight: stdoutIsTerminal ? TerminalSize.rows(of: STDOUT_FILENO) : nil,
      errorWidth: isatty(STDERR_FILENO) != 0
        ? TerminalSize.chosen(terminal: TerminalSize.of(STDERR_FILENO), environment: [:]) : nil,
      http: .live(environment: environment),
      now: { Date() },
      sleep: { seconds in try? await Task.sleep(for: .seconds(seconds)) },
      random: { Double.random(in: 0..<1) },
      readStandardInput: { input.read() },
      readFile: readFile,
      cacheStore: { path throws(FileCacheStore.Refusal) in
        try FileCacheStore.checked(path)
      },
      writeOutput: output.write,
      writeError: error.write,
      outputError: { output.error },
      watch: WatchSignals.system(
        environment: environment, stdoutIsTerminal: stdoutIsTerminal, writeOutput: output.write,
        writeError: error.write),
      zoneFiles: .system,
      procMounted: {
        #if os(Linux)
          access("/proc/self/stat", R_OK) == 0
        #else
          true
        #endif
      }
    )
    #if RAINSTORM_FAST_FORWARD
      if let fast = FastForward(environment) {
        context.now = { fast.now }
        context.http = fast.client(context.http)
        context.sleep = { fast.advance($0) }
        context.watch = fast.system(context.watch)
      }
    #endif
    return context
  }

  /// The file at `path`, up to one byte more than a config file may hold. Opened without
  /// blocking and read only when it is a regular file, so a FIFO in its place cannot hang the
  /// run.
  private static func readFile(_ path: String) -> FileContents {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return .missing
      case EACCES: return .unreadable("permission denied")
      default: return .unreadable(systemErrorText(errno))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unreadable("it cannot be examined") }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .unreadable("it is a directory")
    default: return .unreadable("it is not a regular file (a FIFO, a device or a socket)")
    }
    let stream = StandardStream(reading: descriptor)
    var data: [UInt8] = []
    while data.count <= ConfigFile.maximumSize {
      guard let piece = stream.read() else { return .unreadable("read error") }
      if piece.isEmpty { break }
      data += piece
    }
    return .text(String(decoding: data, as: UTF8.self))
  }
}
