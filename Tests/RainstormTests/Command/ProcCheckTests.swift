import Testing

@testable import rainstorm

/// Without `/proc` (a bare chroot), libdispatch's pool traps at random once it starts: a run
/// that asks stops first with one line and 71; the listings, which start no pool, still work.
/// `.ci/distros` runs the release binary in a Debian 11 chroot without `/proc` too.
@Suite struct ProcCheckTests {
  @Test(arguments: [
    ["--lat", "45.6", "--lon", "17.22"], ["45.6,17.22", "-f", "waybar"], ["--search", "Paris"],
    ["--radar", "--lat", "52.5", "--lon", "13.4"], ["--stdin"],
  ])
  func aRunThatAsksStopsWithOneLine(arguments: [String]) async {
    var harness = CommandHarness()
    harness.procMounted = false
    harness.standardInput = "45.6,17.22\n"
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .systemError)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "rainstorm: /proc is not mounted, and Swift's thread pool on Linux needs it: mount "
        + "it (mount -t proc proc /proc) and run again\n")
  }

  @Test(arguments: [["--version"], ["--help"], ["--generate-manpage"], ["--lang", "list"]])
  func theListingsNeedNoProc(arguments: [String]) async {
    var harness = CommandHarness()
    harness.procMounted = false
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .success)
    #expect(outcome.stderr == "")
    #expect(!outcome.stdout.isEmpty)
  }

  @Test func withProcTheRunAsks() async {
    let outcome = await CommandHarness().run(["--lat", "45.6", "--lon", "17.22"])
    #expect(outcome.status == .success)
  }
}
