import Foundation

/// Runs the built `rainstorm` binary as a user would, with a clean environment.
enum RainstormProcess {
  struct Outcome: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
  }

  /// The binary `swift build` / `swift test` put beside the test bundle, or the one
  /// `RAINSTORM_TEST_BINARY` names (CI runs these tests again against the release binary).
  static let executable: URL = {
    if let path = ProcessInfo.processInfo.environment["RAINSTORM_TEST_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(argument0.deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL)
    for directory in candidates {
      var url = directory
      // Walk up out of a .xctest bundle if we are inside one.
      for _ in 0..<4 {
        let binary = url.appendingPathComponent("rainstorm")
        if FileManager.default.isExecutableFile(atPath: binary.path),
          !binary.hasDirectoryPath
        {
          return binary
        }
        url.deleteLastPathComponent()
      }
    }
    fatalError("rainstorm binary not found near \(CommandLine.arguments[0])")
  }()

  /// Runs the binary with `arguments` and only the given environment variables (plus PATH),
  /// killing it after `limit` seconds. The waiting happens on a thread of its own
  /// (`offThePool`), so a test waiting for rainstorm leaves the test runner's two threads to
  /// the others (blocked, they held the whole suite up: it took 95 s for 57 s of work).
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    limit: Double = 30
  ) async throws -> Outcome {
    try await offThePool {
      try runBlocking(arguments, environment: environment, input: input, limit: limit)
    }
  }

  /// `run`, waiting on the calling thread.
  static func runBlocking(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    limit: Double = 30
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var variables = environment
    variables["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    // A fresh, empty home: no config file unless the test names one.
    variables["HOME"] = variables["HOME"] ?? directory.path
    // Warnings services are real hosts: off unless the test serves them itself.
    if variables["RAINSTORM_ALERTS_URL"] == nil, variables["RAINSTORM_ALERTS"] == nil {
      variables["RAINSTORM_ALERTS"] = "off"
    }
    // MET Norway, which the default provider falls back to, is a real host as well: Open-Meteo
    // alone unless the test serves MET Norway itself.
    if variables["RAINSTORM_MET_NORWAY_URL"] == nil, variables["RAINSTORM_PROVIDER"] == nil {
      variables["RAINSTORM_PROVIDER"] = "open-meteo"
    }
    process.environment = variables
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    if let input {
      let inURL = directory.appendingPathComponent("stdin")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    let start = Date()
    try process.run()
    let deadline = start.addingTimeInterval(limit)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    if process.isRunning {
      process.terminate()
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try out.close()
    try err.close()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      seconds: seconds
    )
  }

  /// Whether the process `pid` has ended (gone, or a zombie not yet reaped), as Linux's
  /// `/proc` says; false where there is no `/proc` (the deadline then bounds the wait).
  static func hasEnded(_ pid: Int32) -> Bool {
    guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return true
    }
    // `pid (name) S ...`: the state follows the last parenthesis.
    guard let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }
}

/// The result of `body`, run on a thread of its own rather than one of the concurrency pool's
/// (two on a two-core machine): for waits on processes and sockets. `body` must not record test
/// issues (`#expect`): they belong to the test's task.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.stackSize = 8 << 20
    thread.start()
  }
}
