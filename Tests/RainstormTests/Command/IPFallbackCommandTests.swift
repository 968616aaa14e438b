import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct IPFallbackCommandTests {
  @Test func saysWhichProviderFoundThePlace() async throws {
    var harness = CommandHarness()
    harness.http = StubHTTP { request throws(TransportError) in
      switch request.url.host {
      case "ipapi.co": HTTPResponse(status: 429, body: Fixture.data(Fixture.ipapiRateLimited))
      case "ipwho.is": HTTPResponse(status: 200, body: Fixture.data(Fixture.ipwhoisSuccess))
      default: HTTPResponse(status: 200, body: Fixture.data(Fixture.zagrebForecast))
      }
    }
    let human = await harness.run([])
    #expect(human.status == .success)
    #expect(human.stdout.contains("\nfrom your IP address via ipwho.is\n"))
    let json = await harness.run(["-f", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
    let location = document["location"] as! [String: Any]
    #expect(location["source"] as? String == "ip")
    #expect(location["provider"] as? String == "ipwho.is")
  }

  @Test(arguments: [
    (429, Fixture.ipinfoRateLimited, ExitCode.temporaryFailure, "ipinfo.io is limiting requests"),
    (200, Fixture.ipinfoBogon, .unavailable, "ipinfo.io answered: 127.0.0.1 is a bogon"),
  ])
  func whenAllFailEachIsNamedAndTheStatusSaysWhetherToRetry(
    status: Int, fixture: String, exit: ExitCode, last: String
  ) async {
    var harness = CommandHarness()
    harness.http = StubHTTP { request throws(TransportError) in
      switch request.url.host {
      case "ipapi.co": return HTTPResponse(status: 200, body: Fixture.data(Fixture.ipapiReserved))
      case "ipwho.is": return HTTPResponse(status: 200, body: Fixture.data(Fixture.ipwhoisReserved))
      case "ipinfo.io": return HTTPResponse(status: status, body: Fixture.data(fixture))
      default: throw .cannotConnect(reason: "unexpected")
      }
    }
    let outcome = await harness.run([])
    #expect(outcome.status == exit)
    #expect(
      outcome.stderr.hasPrefix(
        "rainstorm: could not find you from your IP address: ipapi.co answered: 127.0.0.1 is a "
          + "reserved address; ipwho.is answered: Reserved range; \(last)"))
    #expect(outcome.stderr.hasSuffix("; name a place (rainstorm Paris) or pass --lat and --lon\n"))
    #expect(harness.http.requests.count == 3)
  }
}
