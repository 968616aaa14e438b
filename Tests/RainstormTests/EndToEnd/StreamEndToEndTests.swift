import Foundation
import Testing

/// The built binary writing to standard streams that fail: a full device, a pipe whose reader
/// has gone with SIGPIPE ignored, a closed descriptor. Exit 74 or a quiet end, never a crash.
@Suite struct StreamEndToEndTests {
  /// Runs the binary through `sh -c SCRIPT` (so the test can set up descriptors and signals),
  /// with the forecast from a local server; returns its status and standard error.
  func run(_ script: String) throws -> (status: Int32, stderr: String) {
    let server = try LocalHTTPServer { request in
      .respond(status: 200, body: ModelsBody.zagreb(for: request.target))
    }
    defer { server.stop() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "sh", RainstormProcess.executable.path]
    process.environment = [
      "PATH": "/usr/bin:/bin", "RAINSTORM_WEATHER_URL": server.baseURL, "RAINSTORM_ALERTS": "off",
      "LANG": "C.UTF-8", "RAINSTORM_PROVIDER": "open-meteo",
      "HOME": "/nonexistent",
    ]
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    )
  }

  @Test func aFullDeviceIsExit74WithOneLine() throws {
    let run = try run(#""$1" 45.6,17.22 --no-cache > /dev/full"#)
    #expect(run.status == 74)
    #expect(
      run.stderr
        == "rainstorm: cannot write the answer to standard output: No space left on device\n")
  }

  @Test func aClosedPipeWithSIGPIPEIgnoredEndsQuietly() throws {
    // The reader end is gone before rainstorm writes: `exec 3>&-` in a subshell that has
    // already exited. SIGPIPE ignored by the shell stays ignored in what it execs.
    let run = try run(
      #"trap '' PIPE; mkfifo_dir=$(mktemp -d); mkfifo "$mkfifo_dir/p"; "#
        + #"(exec 0< "$mkfifo_dir/p"; exit 0) & exec 3> "$mkfifo_dir/p"; wait; "#
        + #""$1" 45.6,17.22 --no-cache >&3; status=$?; rm -r "$mkfifo_dir"; exit $status"#)
    #expect(run.status == 74)
    #expect(run.stderr == "")
  }

  @Test func aClosedStandardOutputIsExit74() throws {
    let run = try run(#""$1" 45.6,17.22 --no-cache >&-"#)
    #expect(run.status == 74)
    #expect(
      run.stderr == "rainstorm: cannot write the answer to standard output: Bad file descriptor\n")
  }

  @Test func aClosedStandardErrorDoesNotHideTheAnswer() throws {
    // Only the diagnostics are lost: the answer is written and the status is the answer's.
    let run = try run(#""$1" 45.6,17.22 --no-cache 2>&- > /dev/null"#)
    #expect(run.status == 0)
  }
}
