import Foundation
import Testing

/// The built binary over real TLS (libcurl and OpenSSL) against the benchmark's server on
/// 127.0.0.1 with a certificate made for the test: trusted through `CURL_CA_BUNDLE`, refused
/// without it. Needs openssl and python3, which CI has (`.ci/run`).
@Suite(.serialized) struct TLSEndToEndTests {
  /// A tool's path, or nil when it is not installed here.
  static func tool(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/usr/local/bin/\(name)", "/bin/\(name)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs a tool to its end, its output into `log`.
  static func run(_ tool: String, _ arguments: [String], log: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    try Data().write(to: log)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func trustsTheCertificatesOfCURL_CA_BUNDLE() async throws {
    guard let openssl = Self.tool("openssl"), let python = Self.tool("python3") else {
      // Without the tools the test cannot run; in CI that is a failure, not a skip.
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "openssl and python3 are needed")
      return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rainstorm-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { TemporaryHome.remove(directory) }
    // The server's certificate, and another that the server does not present.
    func makeCertificate(_ name: String) throws -> (certificate: URL, key: URL) {
      let certificate = directory.appendingPathComponent("\(name).pem")
      let key = directory.appendingPathComponent("\(name)-key.pem")
      let made = try Self.run(
        openssl,
        [
          "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
          "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
          "-keyout", key.path, "-out", certificate.path,
        ], log: directory.appendingPathComponent("\(name).log"))
      try #require(made == 0)
      return (certificate, key)
    }
    let (certificate, key) = try makeCertificate("server")
    let (stranger, _) = try makeCertificate("stranger")

    let server = Process()
    server.executableURL = URL(fileURLWithPath: python)
    let script = Fixture.testsDirectory.deletingLastPathComponent()
      .appendingPathComponent("Benchmark/server.py")
    server.arguments = [script.path, "--tls", certificate.path, key.path]
    let portFile = directory.appendingPathComponent("port")
    try Data().write(to: portFile)
    server.standardOutput = try FileHandle(forWritingTo: portFile)
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      // SIGKILL: processes started by the test runner inherit its blocked signals, so a
      // SIGTERM would wait forever (as in the tmux test).
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    var port = ""
    for _ in 0..<100 where port.isEmpty {
      try await Task.sleep(for: .milliseconds(50))
      port = String(decoding: try Data(contentsOf: portFile), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    try #require(!port.isEmpty, "the TLS server did not start")

    var environment = [
      "RAINSTORM_WEATHER_URL": "https://127.0.0.1:\(port)", "LANG": "C.UTF-8",
      "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
    ]
    environment["CURL_CA_BUNDLE"] = certificate.path
    let trusted = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--days", "0", "--no-cache"], environment: environment)
    #expect(trusted.status == 0, "\(trusted.stderr)")
    #expect(trusted.stdout.contains("°C"))

    // A bundle without the server's certificate: refused, with a reason.
    environment["CURL_CA_BUNDLE"] = stranger.path
    let refused = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--days", "0", "--no-cache"], environment: environment)
    #expect(refused.status == 69)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.contains("(secure connection failed)"), "\(refused.stderr)")

    // A bundle that holds no certificates: the message names the file and the variable.
    let empty = directory.appendingPathComponent("empty.pem")
    try Data().write(to: empty)
    environment["CURL_CA_BUNDLE"] = empty.path
    let unreadable = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--days", "0", "--no-cache"], environment: environment)
    #expect(unreadable.status == 69)
    #expect(unreadable.stdout.isEmpty)
    #expect(
      unreadable.stderr.contains(
        "(no certificates could be read from \(empty.path) (CURL_CA_BUNDLE))"),
      "\(unreadable.stderr)")
  }
}
