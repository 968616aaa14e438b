import Foundation
import RainstormCore

/// Everything the command takes from the outside world, so tests can supply their own.
struct CommandContext: Sendable {
  /// The arguments after the program name.
  var arguments: [String]
  /// The environment variables.
  var environment: [String: String]
  /// Whether standard output is a terminal (colour is only automatic there).
  var stdoutIsTerminal: Bool
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
  /// The cache store in a directory.
  var cacheStore: @Sendable (String) -> any CacheStore
  /// Writes to standard output.
  var writeOutput: @Sendable (String) -> Void
  /// Writes to standard error.
  var writeError: @Sendable (String) -> Void
  /// The `errno` of a write to standard output that failed, if one did.
  var outputError: @Sendable () -> Int32? = { nil }

  /// The real process: its arguments, environment, terminal, network and standard streams.
  static func live() -> CommandContext {
    // 0, 1 and 2 in order, so that each closed one's placeholder takes its own number.
    let input = StandardStream(STDIN_FILENO)
    let output = StandardStream(STDOUT_FILENO)
    let error = StandardStream(STDERR_FILENO)
    return CommandContext(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
      http: .live(),
      now: { Date() },
      sleep: { seconds in try? await Task.sleep(for: .seconds(seconds)) },
      random: { Double.random(in: 0..<1) },
      readStandardInput: { input.read() },
      readFile: readFile,
      cacheStore: { FileCacheStore(directory: URL(fileURLWithPath: $0)) },
      writeOutput: output.write,
      writeError: error.write,
      outputError: { output.error }
    )
  }

  /// The file at `path`, up to one byte more than a config file may hold.
  private static func readFile(_ path: String) -> FileContents {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue { return .unreadable("it is a directory") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .unreadable("permission denied")
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: ConfigFile.maximumSize + 1) ?? Data()
      return .text(String(decoding: data, as: UTF8.self))
    } catch {
      return .unreadable("read error")
    }
  }
}
