import Foundation
import Testing

/// IP providers asked in turn share the time budget: one that never answers leaves time for
/// the next, and the message says only what happened. The built binary runs it, so that the
/// times are its own and not those of a busy test process.
@Suite struct ProviderShareTests {
  func run(hanging: Set<String>, timeout: String) async throws -> (
    RainstormProcess.Outcome, [String]
  ) {
    let server = try LocalHTTPServer { request in
      let provider = request.target.split(separator: "/").first.map(String.init) ?? ""
      if hanging.contains(provider) { return .hang }
      if request.target.hasPrefix("/v1/forecast") {
        return .respond(status: 200, body: ModelsBody.zagreb(for: request.target))
      }
      return .respond(status: 200, body: Fixture.data(Fixture.ipwhoisSuccess))
    }
    defer { server.stop() }
    let outcome = try await RainstormProcess.run(
      ["--timeout", timeout, "--no-cache"],
      environment: [
        "RAINSTORM_IP_LOOKUP_URL": server.baseURL, "RAINSTORM_WEATHER_URL": server.baseURL,
        "LANG": "C.UTF-8",
      ])
    return (outcome, server.requests.map(\.target))
  }

  @Test func aProviderThatNeverAnswersLeavesTimeForTheNext() async throws {
    let (outcome, targets) = try await run(hanging: ["ipapi.co"], timeout: "3")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    #expect(targets.prefix(2) == ["/ipapi.co/json/", "/ipwho.is/"])
    #expect(targets.last?.hasPrefix("/v1/forecast?") == true)
    // The first had a third of the budget: about a second, not all three.
    #expect(outcome.seconds >= 0.9 && outcome.seconds < 2.8, "took \(outcome.seconds) s")
  }

  @Test func whenEveryProviderHangsEachIsAskedAndNamedWithItsShare() async throws {
    let (outcome, targets) = try await run(
      hanging: ["ipapi.co", "ipwho.is", "ipinfo.io"], timeout: "3")
    #expect(outcome.status == 75)
    #expect(targets == ["/ipapi.co/json/", "/ipwho.is/", "/ipinfo.io/json"])
    // Each named with the share it had (about a second each; the digits follow the clock).
    let reasons = outcome.stderr.split(separator: ";").map(String.init)
    #expect(reasons.count == 4, "\(outcome.stderr)")
    for (reason, provider) in zip(reasons, ["ipapi.co", "ipwho.is", "ipinfo.io"]) {
      #expect(reason.contains("no answer from \(provider) within its "), "\(reason)")
      #expect(reason.hasSuffix(" s share of the time limit"), "\(reason)")
    }
    #expect(!outcome.stderr.contains("no time was left"))
    #expect(outcome.seconds >= 2.9 && outcome.seconds < 4, "took \(outcome.seconds) s")
  }
}
