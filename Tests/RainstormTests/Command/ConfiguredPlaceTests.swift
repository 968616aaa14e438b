import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct ConfiguredPlaceTests {
  @Test func aConfiguredPlaceIsUsedAndTheIPIsNeverLookedUp() async {
    var harness = CommandHarness()
    harness.environment["HOME"] = "/h"
    harness.files["/h/.config/rainstorm/config"] = .text("location = 45.6,17.22\n")
    let outcome = await harness.run(["-f", "json"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\"source\": \"config\""))
    #expect(harness.http.requests.allSatisfy { $0.host == "api.open-meteo.com" })
  }

  @Test func aConfiguredNameIsSearchedButLabelledAsConfigured() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_LOCATION"] = "Hollywood"
    let outcome = await harness.run([])
    #expect(outcome.status == .success)
    #expect(
      outcome.stdout.hasPrefix(
        "Hollywood, Florida, United States (26.01°N, 80.15°W)\nyour configured default location\n"))
    #expect(
      harness.http.requests.map(\.host)
        == ["geocoding-api.open-meteo.com", "api.open-meteo.com", "api.open-meteo.com"])
  }

  @Test func aPlaceOnTheCommandLineBeatsTheConfiguredOne() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_LOCATION"] = "Hollywood"
    let outcome = await harness.run(["1.5,2.5"])
    #expect(outcome.stdout.hasPrefix("1.50°N, 2.50°E\nfor the coordinates you gave\n"))
    #expect(harness.http.requests.allSatisfy { $0.host == "api.open-meteo.com" })
  }

  @Test func stdinIgnoresTheConfiguredPlace() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_LOCATION"] = "Hollywood"
    harness.standardInput = "45.6,17.22\n"
    let outcome = await harness.run(["--stdin", "-f", "tsv"])
    #expect(outcome.status == .success)
    #expect(harness.http.requests.map(\.host) == ["api.open-meteo.com"])
  }

  @Test(arguments: [
    (["--no-ip"], "--no-ip"),
    ([], "RAINSTORM_IP_LOOKUP"),
  ])
  func turningLookupOffIsNamedInTheMessage(arguments: [String], name: String) async {
    var harness = CommandHarness()
    if arguments.isEmpty { harness.environment["RAINSTORM_IP_LOOKUP"] = "off" }
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .noPermission)
    #expect(outcome.stderr.hasPrefix("rainstorm: IP lookup is turned off (\(name)) and no place"))
    #expect(harness.http.requests.isEmpty)
  }

  @Test func turningLookupOffInTheFileNamesItsLine() async {
    var harness = CommandHarness()
    harness.files["/c"] = .text("\nip_lookup = no\n")
    let outcome = await harness.run(["--config", "/c"])
    #expect(outcome.status == .noPermission)
    #expect(outcome.stderr.hasPrefix("rainstorm: IP lookup is turned off (/c:2: ip_lookup)"))
    #expect(harness.http.requests.isEmpty)
  }
}
