import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// "Try again later" is one decision: a service that asks to wait longer than the time left is
/// exit 75 whether it is the forecast server or every IP provider.
@Suite struct TemporaryFailureTests {
  static let asksToWait = StubHTTP { _ throws(TransportError) in
    HTTPResponse(status: 429, headers: ["Retry-After": "3600"], body: [])
  }

  @Test func theForecastServerAskingToWaitIsTemporary() async {
    var harness = CommandHarness()
    harness.http = Self.asksToWait
    let run = await harness.run(["45.6,17.22", "--no-cache"])
    #expect(run.status == .temporaryFailure)
    #expect(run.stderr.contains("asks to wait 3600 s"))
  }

  @Test func everyIPProviderAskingToWaitIsTemporaryToo() async {
    var harness = CommandHarness()
    harness.http = Self.asksToWait
    let run = await harness.run(["--no-cache"])
    #expect(run.status == .temporaryFailure)
    #expect(run.stderr.hasPrefix("rainstorm: could not find you from your IP address: "))
    #expect(run.stderr.components(separatedBy: "asks to wait 3600 s").count == 4)
  }
}
