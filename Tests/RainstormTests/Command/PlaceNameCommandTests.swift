import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct PlaceNameCommandTests {
  @Test func forecastsTheBestMatchAndNamesTheOthersOnStderr() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run(["Hollywood"])
    #expect(outcome.status == .success)
    #expect(
      outcome.stdout.hasPrefix(
        "Hollywood, Florida, United States (26.01°N, 80.15°W)\nfound by place search\n"))
    #expect(
      outcome.stderr
        == "rainstorm: also: Hollywood, California, United States; Hollywood, South Carolina, "
        + "United States; Hollywood, Alabama, United States (and 3 more); "
        + "use \"Hollywood, California\" or --country IE\n")
    let search = try #require(harness.http.requests.first)
    #expect(search.url.query == "name=Hollywood&count=10&language=en&format=json")
    #expect(
      harness.http.requests.last?.url.query?.hasPrefix("latitude=26.0112&longitude=-80.1495&")
        == true)
  }

  @Test func scriptsGetNoNote() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run(["Hollywood", "-f", "json"])
    #expect(outcome.status == .success)
    #expect(outcome.stderr.isEmpty)
    let document =
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
    let location = document["location"] as! [String: Any]
    #expect(location["name"] as? String == "Hollywood, Florida, United States")
    #expect(location["source"] as? String == "search")
    #expect(location["provider"] == nil)
  }

  @Test func wordsMakeOneNameAndAQualifierPicksThePlace() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["hollywood,", "South", "Carolina", "-f", "%l"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout == "Hollywood\n")
    #expect(outcome.stderr.isEmpty)
    #expect(
      harness.http.requests.last?.url.query?.hasPrefix("latitude=32.7343&longitude=-80.2418&")
        == true)
  }

  /// Notes for people are wrapped to the terminal on standard error, one line each elsewhere.
  @Test func notesAreWrappedToATerminalOnStandardError() async {
    var harness = CommandHarness()
    harness.errorWidth = 40
    let outcome = await harness.run(["Hollywood", "--country", "ie"])
    #expect(
      outcome.stderr
        == "rainstorm: also: Hollywood, Munster,\n  Ireland; use \"Hollywood, Munster\"\n")
    let piped = await CommandHarness().run(["Hollywood", "--country", "ie"])
    #expect(piped.stderr.split(separator: "\n").count == 1)
  }

  @Test func aCountryNarrowsTheSearch() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["Hollywood", "--country", "ie"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.hasPrefix("Hollywood, Leinster, Ireland ("))
    #expect(
      outcome.stderr == "rainstorm: also: Hollywood, Munster, Ireland; use \"Hollywood, Munster\"\n"
    )
    #expect(harness.http.requests.first?.url.query?.hasSuffix("&countryCode=IE") == true)
  }

  @Test func noMatchExitsOneWithWhatToTry() async {
    var harness = CommandHarness()
    harness.http = StubHTTP(fixture: Fixture.geocodingNoMatch)
    let outcome = await harness.run(["Xyzzy"])
    #expect(outcome.status == .notFound)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "rainstorm: no place called 'Xyzzy' found; check the spelling, try the nearest larger "
        + "town (rainstorm --search NAME lists matches) or pass --lat and --lon\n")
    let twoWords = await harness.run(["Paris Texas"])
    #expect(
      twoWords.stderr
        == "rainstorm: no place called 'Paris Texas' found; check the spelling, write it "
        + "'Paris, Texas', try the nearest larger town (rainstorm --search NAME lists matches) "
        + "or pass --lat and --lon\n")
    // A comma helps only before a region or country: "Salt Lake City" is one name.
    let oneName = await harness.run(["Salt Lake City"])
    #expect(
      oneName.stderr
        == "rainstorm: no place called 'Salt Lake City' found; check the spelling, try the "
        + "nearest larger town (rainstorm --search NAME lists matches) or pass --lat and --lon\n")
    for (query, comma) in [
      ("Springfield IL", "'Springfield, IL'"), ("Paris France", "'Paris, France'"),
      ("Perth WA", "'Perth, WA'"), ("Hollywood US", "'Hollywood, US'"),
    ] {
      let outcome = await harness.run([query])
      #expect(outcome.stderr.contains("write it \(comma),"), "\(outcome.stderr)")
    }
    let elsewhere = await CommandHarness().run(["Hollywood", "--country", "FR"])
    #expect(elsewhere.status == .notFound)
    #expect(
      elsewhere.stderr.hasPrefix(
        "rainstorm: no place called 'Hollywood' found in FR; check the spelling, "
          + "leave out --country FR, "))
  }

  @Test(arguments: [["48.85,2.35"], ["48.85, 2.35"], ["--", "-33.9,18.4"], ["-33.9,18.4"]])
  func coordinatesAsTextAreCoordinates(arguments: [String]) async {
    let harness = CommandHarness()
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\nfor the coordinates you gave\n"))
    #expect(harness.http.requests.allSatisfy { $0.host == "api.open-meteo.com" })
  }
}
