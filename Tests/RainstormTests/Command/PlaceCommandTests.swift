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
