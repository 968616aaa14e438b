import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct SearchCommandTests {
  @Test func listsTheCandidatesForPeople() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["--search", "Hollywood", "--country", "IE"])
    #expect(outcome.status == .success)
    #expect(
      outcome.stdout == """
        place      region    country  latitude  longitude  population
        Hollywood  Leinster  Ireland   53.0933    -6.6081           -
        Hollywood  Munster   Ireland   51.8297    -9.8956           -

        """)
    #expect(harness.http.requests.count == 1)
  }

  @Test func listsTheCandidatesAsJSON() async throws {
    let outcome = await CommandHarness().run(["--search", "Hollywood", "-f", "json"])
    #expect(outcome.status == .success)
    let document =
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
    #expect(document["schema_version"] as? Int == 1)
    #expect(document["query"] as? String == "Hollywood")
    #expect(document["country"] is NSNull)
    let results = document["results"] as! [[String: Any]]
    #expect(results.count == 10)
    #expect(results[0]["name"] as? String == "Hollywood")
    #expect(results[0]["region"] as? String == "Florida")
    #expect(results[0]["country_code"] as? String == "US")
    #expect(results[0]["latitude"] as? Double == 26.0112)
    #expect(results[0]["population"] as? Int == 149728)
    #expect(results[4]["population"] is NSNull)
    #expect(results[0]["timezone"] as? String == "America/New_York")
  }

  @Test func listsTheCandidatesAsTSV() async {
    let outcome = await CommandHarness().run(["--search", "Hollywood", "-f", "tsv"])
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(
      lines[0] == "name\tregion\tcountry\tcountry_code\tlatitude\tlongitude\tpopulation\ttimezone")
    #expect(
      lines[1]
        == "Hollywood\tFlorida\tUnited States\tUS\t26.0112\t-80.14949\t149728\tAmerica/New_York")
  }

  @Test func noCandidateExitsOne() async {
    var harness = CommandHarness()
    harness.http = StubHTTP(fixture: Fixture.geocodingNoMatch)
    let outcome = await harness.run(["--search", "Xyzzy"])
    #expect(outcome.status == .notFound)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "rainstorm: no place called 'Xyzzy' found; check the spelling or try the nearest "
        + "larger town\n")
  }

  @Test func aFailedSearchSaysWhy() async {
    var harness = CommandHarness()
    harness.http = StubHTTP(status: 400, fixture: Fixture.geocodingCountError)
    let outcome = await harness.run(["--search", "Paris"])
    #expect(outcome.status == .unavailable)
    #expect(
      outcome.stderr
        == "rainstorm: could not look up the place: geocoding-api.open-meteo.com refused the "
        + "request (HTTP 400): Parameter count must be between 1 and 100.; pass --lat and --lon\n")
  }
}
