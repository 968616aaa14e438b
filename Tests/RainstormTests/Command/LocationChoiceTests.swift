import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct LocationChoiceTests {
  @Test func refusesIPLookupWithNoIP() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["--no-ip"])
    #expect(outcome.status == .noPermission)
    #expect(outcome.status.rawValue == 77)
    #expect(
      outcome.stderr
        == "rainstorm: IP lookup is turned off (--no-ip) and no place was given; "
        + "name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES\n")
    #expect(outcome.stdout.isEmpty)
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: ["1", "true", "yes", "ON"])
  func refusesIPLookupWithTheVariable(value: String) async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_NO_IP_LOOKUP"] = value
    let outcome = await harness.run([])
    #expect(outcome.status == .noPermission)
    #expect(outcome.stderr.contains("(RAINSTORM_NO_IP_LOOKUP)"))
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: ["0", "", "false"])
  func looksUpTheIPWhenTheVariableSaysSo(value: String) async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_NO_IP_LOOKUP"] = value
    let outcome = await harness.run([])
    #expect(outcome.status == .success)
    #expect(
      harness.http.requests.map { $0.url.host }
        == ["ipapi.co", "api.open-meteo.com", "api.open-meteo.com"])
  }

  @Test func usesCoordinatesWithoutAnyIPLookup() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run([
      "--no-ip", "--lat", "-33.87", "--lon=151.21", "--timeout", "2.5",
    ])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.hasPrefix("33.87°S, 151.21°E\nfor the coordinates you gave\n"))
    let request = try #require(harness.http.requests.first)
    // The forecast, then the models it is compared with.
    #expect(harness.http.requests.count == 2)
    #expect(
      request.url.text.hasPrefix(
        "https://api.open-meteo.com/v1/forecast?latitude=-33.87&longitude=151.21&"))
    #expect(request.timeout == 2.5)
  }

  @Test func usesTheOverriddenURLs() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_WEATHER_URL"] = "http://127.0.0.1:9/om/"
    harness.environment["RAINSTORM_IP_LOOKUP_URL"] = "http://127.0.0.1:9/ip"
    harness.environment["RAINSTORM_GEOCODING_URL"] = "http://127.0.0.1:9/geo"
    harness.http = StubHTTP { request throws(TransportError) in
      let path = request.url.path
      let fixture =
        path.hasSuffix("/search")
        ? Fixture.geocodingHollywood
        : path.hasSuffix("/forecast") ? Fixture.zagrebForecast : Fixture.ipapiSuccess
      return HTTPResponse(status: 200, body: Fixture.data(fixture))
    }
    _ = await harness.run([])
    _ = await harness.run(["Paris"])
    #expect(
      harness.http.requests.map { String($0.url.text.prefix(36)) } == [
        "http://127.0.0.1:9/ip/ipapi.co/json/", "http://127.0.0.1:9/om/v1/forecast?la",
        "http://127.0.0.1:9/om/v1/forecast?la", "http://127.0.0.1:9/geo/v1/search?nam",
        "http://127.0.0.1:9/om/v1/forecast?la", "http://127.0.0.1:9/om/v1/forecast?la",
      ])
  }
}

/// Two numbers given as two words are coordinates, not a place's name to search for (issue
/// 57: `rainstorm 48.85 2.35` searched for a place of that name); one number alone is refused.
@Suite struct CoordinateWordsTests {
  @Test(arguments: [
    (["48.85", "2.35"], "48.85,2.35"), (["-33.9", "18.4"], "-33.9,18.4"),
    (["+45.6", "-17"], "45.6,-17"), (["New", "York"], "New York"),
    (["10", "Downing"], "10 Downing"),
    (["48.85", "2.35", "3"], "48.85 2.35 3"),
  ])
  func twoNumbersAreCoordinates(words: [String], location: String) async {
    let run = await CommandHarness().run(words + ["--print-config"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.contains("location = \(location) "), "\(run.stdout)")
  }

  @Test func theyAreAskedForAsCoordinates() async {
    let run = await CommandHarness().run(["45.6", "17.22", "-f", "json"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.contains("\"latitude\""))
  }

  @Test(arguments: ["48.85", "-3"])
  func oneNumberIsNotAPlace(word: String) async {
    let run = await CommandHarness().run([word])
    #expect(run.status == .usage)
    #expect(run.stderr.hasPrefix("rainstorm: '\(word)' alone is not a place"))
  }

  @Test func outOfRangeNumbersAreAWrongPlaceNotASearch() async {
    let run = await CommandHarness().run(["48.85", "200"])
    #expect(run.status == .usage)
    #expect(run.stderr.contains("not a place on Earth"), "\(run.stderr)")
  }
}
