import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct CacheCommandTests {
  func harness() -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["HOME"] = "/home/u"
    return harness
  }

  @Test func aSecondRunIsAnsweredFromTheCache() async {
    let harness = harness()
    let first = await harness.run(["Hollywood"])
    let second = await harness.run(["Hollywood"])
    #expect(first.status == .success)
    #expect(second.stdout == first.stdout)
    // The place, the forecast and the models it is compared with.
    #expect(harness.http.requests.count == 3)
    _ = await harness.run(["Hollywood", "--refresh"])
    #expect(harness.http.requests.count == 6)
    _ = await harness.run(["Hollywood", "--no-cache"])
    #expect(harness.http.requests.count == 9)
  }

  @Test func aFetchedForecastIsDatedWithOrWithoutACache() async throws {
    var harness = CommandHarness()
    harness.standardInput = "45.6,17.22\n"
    for arguments in [["45.6,17.22", "-f", "json"], ["--stdin", "-f", "json"]] {
      let outcome = await harness.run(arguments)
      let document =
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
      #expect(document["fetched_at"] as? String == "2026-09-29T01:10+02:00", "\(arguments)")
      #expect(document["stale"] as? Bool == false)
    }
    #expect(harness.cache.answerKeys.isEmpty)
  }

  @Test func noCacheNeitherReadsNorWrites() async {
    let harness = harness()
    _ = await harness.run(["45.6,17.22", "--no-cache"])
    #expect(harness.cache.keys.isEmpty)
    var off = harness
    off.environment["RAINSTORM_CACHE"] = "off"
    _ = await off.run(["45.6,17.22"])
    #expect(harness.cache.keys.isEmpty)
  }

  /// Only places fail here: every forecast is answered.
  static func placesFail(status: Int) -> StubHTTP {
    StubHTTP { request throws(TransportError) in
      if let forecast = CommandHarness.zagrebForecast(request.url.text) { return forecast }
      return HTTPResponse(status: status, body: [])
    }
  }

  @Test func aKeptPlaceStandsInWhenItsSearchFails() async {
    var harness = harness()
    let first = await harness.run(["Hollywood"])
    #expect(first.stderr.hasPrefix("rainstorm: also: "))
    // The other places are told when the place is looked up, not on every run after.
    #expect(await harness.run(["Hollywood"]).stderr == "")
    harness.now = harness.now.addingTimeInterval(3 * 86_400)
    harness.http = Self.placesFail(status: 503)
    let refreshed = await harness.run(["Hollywood", "--refresh"])
    #expect(refreshed.status == .success)
    #expect(refreshed.stdout.hasPrefix("Hollywood, Florida, United States ("))
    #expect(
      refreshed.stderr
        == "rainstorm: using the place as found 3 days ago: looking it up again failed: "
        + "geocoding-api.open-meteo.com answered HTTP 503\n")
    #expect(await harness.run(["Hollywood", "--refresh", "--quiet"]).stderr == "")
    // A refusal is not a passing failure: the kept place does not hide it.
    harness.http = Self.placesFail(status: 400)
    #expect(await harness.run(["Hollywood", "--refresh"]).status == .unavailable)
  }

  @Test func aKeptIPLocationStandsInWhenTheLookupFails() async {
    var harness = harness()
    #expect(await harness.run([]).status == .success)
    harness.now = harness.now.addingTimeInterval(2 * 3600)
    harness.http = Self.placesFail(status: 503)
    let refreshed = await harness.run(["--refresh", "-f", "%l"])
    #expect(refreshed.status == .success)
    #expect(refreshed.stderr.hasPrefix("rainstorm: using the place as found 2 h ago: "))
    // A day later the kept location is too old to stand in.
    harness.now = harness.now.addingTimeInterval(86_400)
    #expect(await harness.run(["-f", "%l"]).status != .success)
  }

  @Test func showsAKeptForecastWhenTheRefreshFails() async throws {
    var harness = harness()
    _ = await harness.run(["45.6,17.22"])
    harness.now = harness.now.addingTimeInterval(2 * 3600 + 60)
    harness.http = StubHTTP(failing: .connectionFailed(reason: "connection refused"))
    let outcome = await harness.run(["45.6,17.22", "-f", "json"])
    #expect(outcome.status == .success)
    #expect(
      outcome.stderr
        == "rainstorm: showing the forecast from 2 h ago: cannot reach api.open-meteo.com "
        + "(connection refused)\n")
    let document =
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
    #expect(document["stale"] as? Bool == true)
    #expect(document["fetched_at"] as? String == "2026-09-29T01:10+02:00")
    // Three tries: the first and two retries.
    #expect(harness.http.requests.count == 3)
  }

  @Test(
    arguments: [
      (30.0, "less than a minute ago"), (25.0 * 60, "25 min ago"), (3.0 * 3600 + 59, "3 h ago"),
      (47.9 * 3600, "47 h ago"), (50.0 * 3600, "2 days ago"),
    ] as [(Double, String)])
  func saysHowOld(seconds: Double, text: String) {
    #expect(ElapsedTime.phrase(seconds) == text)
  }
}
