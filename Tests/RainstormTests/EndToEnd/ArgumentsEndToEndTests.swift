import Foundation
import Testing

@testable import rainstorm

/// rainstorm takes its arguments from the process itself (`ProcessArguments`), whatever the
/// user preloads or wherever it runs: the Swift runtime's own way of finding them on Linux
/// (reading /proc/self/maps, walking back from `environ`) found nothing under Debian's
/// libfaketime or in a chroot without /proc, and rainstorm then ran as if none were given
/// (`--version` looked the place up by IP address; `--lat 50 --lon 8` answered for
/// elsewhere). CI runs these against the release binary too, whose link differs.
@Suite struct ArgumentsEndToEndTests {
  /// Debian's libfaketime (package faketime), which .ci/run installs.
  static let faketime = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: faketime)))
  func argumentsAreReadUnderAPreloadedLibrary() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    // A relative offset, any (`+0` too): libfaketime then moves `environ` off the stack. A
    // small one: the server's forecast is for the present, and a day back it was more than a
    // day ahead, "not near now", from about 22:00 UTC (seen then).
    environment["LD_PRELOAD"] = Self.faketime
    environment["FAKETIME"] = "-5m"
    let version = try await RainstormProcess.run(["--version"], environment: environment)
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("rainstorm "), "\(version.stderr)")
    #expect(server.requests.isEmpty)
    let place = try await RainstormProcess.run(
      ["--lat", "50", "--lon", "8", "-f", "json"], environment: environment)
    #expect(place.status == 0, "\(place.stderr)")
    #expect(server.requests.allSatisfy { !$0.target.contains("json") }, "no IP lookup")
    #expect(
      server.requestsButModels.first?.target.hasPrefix("/v1/forecast?latitude=50&longitude=8&")
        == true)
  }

  /// The binary and the libraries it links, copied into a folder without /proc.
  static func chroot() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-chroot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let binary = RainstormProcess.executable
    // Copied by cp, not in this process: a program another test starts meanwhile would
    // inherit the copy's open descriptor, and running the copy would then fail with "Text file
    // busy" for as long as that program lives (seen in CI).
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/cp")
    copy.arguments = [binary.path, root.appendingPathComponent("rainstorm").path]
    try copy.run()
    copy.waitUntilExit()
    try #require(copy.terminationStatus == 0, "cp could not copy the binary")
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [binary.path]
    let pipe = Pipe()
    ldd.standardOutput = pipe
    try ldd.run()
    let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    // "libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x…)" and "/lib64/ld-linux-x86-64.so.2 (0x…)"
    let paths = listing.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") }.map(String.init)
    }
    for path in paths {
      let copy = root.appendingPathComponent(String(path.dropFirst()))
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: path).resolvingSymlinksInPath(), to: copy)
    }
    return root
  }

  @Test(
    .enabled(
      if: getuid() == 0 && FileManager.default.fileExists(atPath: "/usr/bin/ldd"),
      "a chroot needs root, and ldd to find the libraries"))
  func argumentsAreReadInAChrootWithoutProc() throws {
    let root = try Self.chroot()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("etc"), withIntermediateDirectories: true)
    try? FileManager.default.copyItem(
      at: URL(fileURLWithPath: "/etc/os-release").resolvingSymlinksInPath(),
      to: root.appendingPathComponent("etc/os-release"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("proc").path))
    func run(_ arguments: [String]) throws -> (Int32, String, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/sbin/chroot")
      process.arguments = [root.path, "/rainstorm"] + arguments
      process.environment = ["LANG": "C.UTF-8", "HOME": "/", "RAINSTORM_ALERTS": "off"]
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, output, error)
    }
    let version = try run(["--version"])
    #expect(version.0 == 0 && version.1.hasPrefix("rainstorm "), "\(version.2)")
    // The coordinates are read: the mistake beside them is named, no place is looked up.
    let mistake = try run(["--lat", "50", "--lon", "8", "--days", "99"])
    #expect(mistake.0 == 64)
    #expect(mistake.2.hasPrefix("rainstorm: --days"), "\(mistake.2)")
    // A run that asks stops before libdispatch's pool starts, which traps without /proc
    // (issue 57): one line, 71.
    let place = try run(["--lat", "50", "--lon", "8", "--provider", "open-meteo"])
    #expect(place.0 == 71)
    #expect(place.1 == "")
    #expect(
      place.2
        == "rainstorm: /proc is not mounted, and Swift's thread pool on Linux needs it: mount "
        + "it (mount -t proc proc /proc) and run again\n")
    // With /proc, the forecast is asked for the coordinates (libcurl is not in the chroot: it
    // cannot be sent), never for a place found by IP address.
    let proc = root.appendingPathComponent("proc")
    try FileManager.default.createDirectory(at: proc, withIntermediateDirectories: true)
    let mount = try Self.shell(["mount", "-t", "proc", "proc", proc.path])
    try #require(mount == 0, "mount -t proc failed")
    defer { _ = try? Self.shell(["umount", proc.path]) }
    let asked = try run(["--lat", "50", "--lon", "8", "--provider", "open-meteo"])
    #expect(asked.0 == 69)
    #expect(asked.2.hasPrefix("rainstorm: no weather data: cannot reach api.open-meteo.com"))
    // Without libcurl the message names the package for the system (the chroot has the
    // host's /etc/os-release), and the status is 69.
    #expect(asked.2.contains("(cannot load libcurl.so.4; \(CurlTransportTests.hostHint))"))
  }

  /// The exit status of `arguments`, run without a shell.
  static func shell(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// In a process where the runtime finds them, the arguments read are the runtime's.
@Test func theProcessArgumentsAreTheRuntimes() {
  #expect(ProcessArguments.current() == CommandLine.arguments)
}
