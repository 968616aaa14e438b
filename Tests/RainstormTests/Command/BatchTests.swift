import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

@Suite struct BatchTests {
  func harness(input: String) -> CommandHarness {
    var harness = CommandHarness()
    harness.standardInput = input
    harness.http = StubHTTP { request throws(TransportError) in
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: request.url.text))
    }
    return harness
  }

  static func places(_ count: Int) -> String {
    (0..<count).map { index -> String in
      let latitude = -80 + Double(index % 160)
      let longitude = -170 + Double(index % 340)
      return "\(latitude),\(longitude)\tplace \(index)"
    }.joined(separator: "\n")
  }

  @Test func answersAThousandPlacesWithTenRequests() async throws {
    let harness = harness(input: Self.places(1000))
    let outcome = await harness.run(["--stdin", "-f", "json"])
    #expect(outcome.status == .success)
    #expect(outcome.stderr == "")
    #expect(harness.http.requests.count == 10)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 1000)
    for (index, line) in lines.enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      let location = object["location"] as! [String: Any]
      #expect(location["name"] as? String == "place \(index)")
    }
    for request in harness.http.requests {
      #expect(request.url.text.count < 4096)
    }
  }

  @Test func asksOpenMeteoOneRequestAtATimeAndKeepsTheInputOrder() async throws {
    var harness = harness(input: Self.places(1000))
    let inFlight = Mutex((now: 0, most: 0, calls: 0))
    harness.http = StubHTTP { request throws(TransportError) in
      let call = inFlight.withLock { state in
        state.now += 1
        state.most = max(state.most, state.now)
        state.calls += 1
        return state.calls
      }
      // Earlier requests answer later, so answers arrive out of order.
      try? await Task.sleep(for: .milliseconds(60 - 5 * call))
      inFlight.withLock { $0.now -= 1 }
      // The third request (places 201-300, the first at latitude -40) fails.
      if request.url.text.contains("latitude=-40,") {
        return HTTPResponse(status: 501, body: [])
      }
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: request.url.text))
    }
    let outcome = await harness.run(["--stdin", "-f", "%l"])
    #expect(outcome.status == .unavailable)
    #expect(
      outcome.stdout
        == (0..<1000).filter { !(200..<300).contains($0) }
        .map { "place \($0)\n" }.joined())
    #expect(outcome.stderr.hasPrefix("rainstorm: lines 201-300: no weather data: "))
    #expect(inFlight.withLock { $0.most } == 1)
    #expect(harness.http.requests.count == 10)
  }

  @Test func reportsBadLinesAndAnswersTheRest() async {
    let input =
      "45.6,17.22\tZagreb\n\n# a comment\n1,2,3\n48.85 2.35\tParis\n91,0\n  \n52.52,13.41"
    let harness = harness(input: input)
    let outcome = await harness.run(["--stdin", "-f", "%l %t"])
    #expect(outcome.status == .dataError)
    #expect(outcome.stdout == "Zagreb 13°C\nParis 13°C\n52.52°N, 13.41°E 13°C\n")
    #expect(
      outcome.stderr
        == "rainstorm: line 4: expected 'lat,lon' or 'lat lon', got '1,2,3'\n"
        + "rainstorm: line 6: latitude must be between -90 and 90, got 91\n")
    #expect(harness.http.requests.count == 1)
  }

  /// Answers are matched to places by their `location_id`, not their order, and one that is
  /// for no place asked (far from it, or without its UTC offset) is refused, never shown as
  /// another place's weather.
  @Test func matchesAnswersToPlacesByTheirIndexAndRefusesOnesThatDoNotFit() async throws {
    let input = "52.52,13.41\tBerlin\n-33.87,151.21\tSydney\n"
    func answering(_ change: @escaping @Sendable ([[String: Any]]) -> [[String: Any]])
      -> CommandHarness
    {
      var harness = harness(input: input)
      harness.http = StubHTTP { request throws(TransportError) in
        let body = MultiLocationBody.body(in: request.url.text)
        var elements =
          (try? JSONSerialization.jsonObject(with: Data(body)) as? [[String: Any]]) ?? []
        elements = change(elements)
        let data = (try? JSONSerialization.data(withJSONObject: elements)) ?? Data()
        return HTTPResponse(status: 200, body: [UInt8](data))
      }
      return harness
    }
    // Berlin's answer made warm and Sydney's cold, then sent in the other order.
    let reversed = await answering { elements in
      var elements = elements
      var current = elements[0]["current"] as? [String: Any] ?? [:]
      current["temperature_2m"] = 21.5
      elements[0]["current"] = current
      current["temperature_2m"] = 3.5
      elements[1]["current"] = current
      return elements.reversed()
    }.run(["--stdin", "-f", "%l %t"])
    #expect(reversed.status == .success)
    #expect(reversed.stdout == "Berlin 22°C\nSydney 4°C\n")
    // The same order with the indexes swapped: Berlin's answer says it is for Sydney.
    let swapped = await answering { elements in
      var elements = elements
      elements[0]["location_id"] = 1
      elements[1]["location_id"] = 0
      return elements
    }.run(["--stdin", "-f", "%l %t"])
    #expect(swapped.status == .dataError)
    #expect(swapped.stdout.isEmpty)
    #expect(swapped.stderr.contains("not near the place asked"))
    let withoutOffset = await answering { elements in
      var elements = elements
      elements[1]["utc_offset_seconds"] = nil
      return elements
    }.run(["--stdin", "-f", "%l %t"])
    #expect(withoutOffset.status == .dataError)
    #expect(withoutOffset.stderr.contains("has no utc_offset_seconds"))
  }

  /// A line that does not start with a number is a place name: looked up (a few at a time,
  /// kept as searches are), named by its label, answered in line order; a name not found is
  /// its line's failure, and the rest are answered.
  /// Searches go one at a time, so new names may use three quarters of --timeout and no more:
  /// the names not looked up by then fail by line, and the forecasts still have time.
  @Test func searchesLeaveAQuarterOfTheTimeToTheForecasts() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    var harness = harness(input: "Hollywood\tA\nHollywood, Ireland\tB\nHollywood, SC\tC\n")
    harness.clockOverride = { clock.now }
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      guard url.hasPrefix("https://geocoding-api.open-meteo.com/v1/search?") else {
        return HTTPResponse(status: 200, body: MultiLocationBody.body(in: url))
      }
      // Each search takes 4 s of the 10.
      clock.advance(4)
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.geocodingHollywood))
    }
    let outcome = await harness.run(["--stdin", "-f", "%l", "--timeout", "10"])
    // Two searches (0-4 s, 4-8 s); the third would start past 7.5 s; the forecast at 8 s.
    #expect(outcome.stdout == "A\nB\n", "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("rainstorm: line 3: "), "\(outcome.stderr)")
    #expect(outcome.status == .temporaryFailure)
  }

  @Test func looksUpPlaceNames() async {
    var harness = harness(
      input: "45.6,17.22\tZagreb\nHollywood\tHolly\nXyzzy\nHollywood, Ireland\n")
    harness.environment["HOME"] = "/home/u"
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      if url.hasPrefix("https://geocoding-api.open-meteo.com/v1/search?") {
        let fixture =
          url.contains("name=Xyzzy") ? Fixture.geocodingNoMatch : Fixture.geocodingHollywood
        return HTTPResponse(status: 200, body: Fixture.data(fixture))
      }
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: url))
    }
    let outcome = await harness.run(["--stdin", "-f", "tsv"])
    #expect(outcome.status == .notFound)
    let rows = outcome.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t") }
    #expect(rows.map { String($0[0]) } == ["Zagreb", "Holly", "Hollywood, Leinster, Ireland"])
    #expect(rows.map { String($0[1]) } == ["45.6", "26.0112", "53.09333"])
    #expect(
      outcome.stderr
        == "rainstorm: line 3: no place called 'Xyzzy' found; check the spelling, try the "
        + "nearest larger town (rainstorm --search NAME lists matches) or give its coordinates "
        + "as 'lat,lon'\n")
    let searches = {
      harness.http.requests.filter { $0.url.host == "geocoding-api.open-meteo.com" }
    }
    #expect(searches().count == 3)
    // The searches are kept (an answer without a match too): the same batch again asks only
    // for the forecasts.
    _ = await harness.run(["--stdin", "-f", "tsv"])
    #expect(searches().count == 3)
  }

  /// A search that fails fails its line, and says what a batch line can give instead.
  @Test func aFailedSearchFailsItsLineOnly() async {
    var harness = harness(input: "Tokyo\n45.6,17.22\tZagreb\n")
    harness.http = StubHTTP { request throws(TransportError) in
      guard request.url.host != "geocoding-api.open-meteo.com" else {
        return HTTPResponse(status: 404, body: Array("not found".utf8))
      }
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: request.url.text))
    }
    let outcome = await harness.run(["--stdin", "-f", "%l %t"])
    #expect(outcome.stdout == "Zagreb 13°C\n")
    #expect(outcome.status == .unavailable)
    #expect(
      outcome.stderr
        == "rainstorm: line 1: could not look up the place: geocoding-api.open-meteo.com "
        + "refused the request (HTTP 404): \"not found\"; give its coordinates as 'lat,lon'\n")
  }

  @Test func refusesMoreNamesThanABatchLooksUp() async {
    let names = (0...PlaceNameLookup.maximumNames).map { "Town \($0)\n" }.joined()
    let harness = harness(input: names)
    let outcome = await harness.run(["--stdin"])
    #expect(outcome.status == .dataError)
    #expect(
      outcome.stderr.hasPrefix(
        "rainstorm: standard input names 101 places; a batch looks up at most 100 names"))
    #expect(harness.http.requests.isEmpty)
  }

  @Test func writesOneTSVRowPerPlace() async {
    let outcome = await harness(input: "45.6,17.22\tZagreb\n1,2").run(["--stdin", "-f", "tsv"])
    let rows = outcome.stdout.split(separator: "\n")
    #expect(rows.count == 3)
    #expect(rows[0].hasPrefix("name\tlatitude\tlongitude\ttime\ttemperature\t"))
    #expect(rows[1].hasPrefix("Zagreb\t45.6\t17.22\t2026-09-29T01:00+02:00\t12.5\t"))
    #expect(rows[2].hasPrefix("\t1\t2\t"))
  }

  /// A first-time user's `printf 'Paris\n' | rainstorm --stdin -f tsv` left the visibility
  /// column empty (`-f json` gave it): a TSV row's current visibility is the quarter hour's
  /// (`PressureDewPointVisibilityTests`), which a TSV batch did not ask. (No recorded Open-Meteo
  /// answer here has 15-minute visibility to show the value itself.)
  @Test func aTSVBatchAsksTheVisibilityItsRowsShow() async throws {
    let harness = harness(input: "45.6,17.22\tZagreb\n")
    let outcome = await harness.run(["--stdin", "-f", "tsv"])
    #expect(outcome.stdout.split(separator: "\n").first?.contains("\tvisibility\t") == true)
    let request = try #require(
      harness.http.requests.first { $0.url.text.contains("/v1/forecast") })
    #expect(request.url.text.contains("minutely_15=precipitation,weather_code,visibility"))
  }

  /// Issue 43: a batch place costs at most 1.5 of Open-Meteo's weighted calls in every format,
  /// counted from the request sent (per place, the variables of every block over 10, times the
  /// days over 14 past two weeks, at least 1), with every value still written: sunrise, sunset
  /// and the daylight flag are computed, the current precipitation and condition are the
  /// quarter hour's (`SunTimesTests`).
  @Test(arguments: ["human", "json", "tsv"])
  func aBatchPlaceCostsAtMostOneAndAHalfCalls(format: String) async throws {
    let harness = harness(input: Self.places(10))
    let outcome = await harness.run(["--stdin", "-f", format])
    #expect(outcome.status == .success)
    let request = try #require(
      harness.http.requests.first { $0.url.text.contains("/v1/forecast") })
    var variables = 0
    var days = 1
    for item in request.url.text.split(separator: "?").last?.split(separator: "&") ?? [] {
      let parts = item.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      if ["current", "hourly", "minutely_15", "daily"].contains(String(parts[0])) {
        variables += parts[1].split(separator: ",").count
      }
      if parts[0] == "forecast_days" { days = Int(parts[1]) ?? 0 }
    }
    let weight = max(1, Double(variables) / 10 * max(1, Double(days) / 14))
    #expect(weight <= 1.5, "\(variables) variables: \(request.url.text)")
    if format == "json" {
      let first = try #require(outcome.stdout.split(separator: "\n").first)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
      let current = try #require(object["current"] as? [String: Any])
      let daily = try #require((object["daily"] as? [[String: Any]])?.first)
      // Every key is written; the recorded body has no precipitation now to show.
      #expect(current.keys.contains("precipitation"))
      for key in ["is_day", "weather_code"] {
        #expect(current[key] != nil && !(current[key] is NSNull), "current.\(key)")
      }
      for key in ["sunrise", "sunset"] {
        #expect(daily[key] != nil && !(daily[key] is NSNull), "daily.\(key)")
      }
    }
  }

  @Test func reportsAFailedRequestOnceForThePlacesItCarried() async {
    var harness = harness(input: Self.places(3))
    harness.http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 503, body: [])
    }
    let outcome = await harness.run(["--stdin", "-f", "json"])
    #expect(outcome.status == .unavailable)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "rainstorm: lines 1-3: no weather data: api.open-meteo.com answered HTTP 503; "
        + "try again later\n")
  }

  @Test func separatesFailedRequestsThatASuccessfulOneSitsBetween() async {
    var harness = harness(input: Self.places(250))
    harness.http = StubHTTP { request throws(TransportError) in
      // Only the second request (places 101-200, the first at latitude 20) succeeds. 501 is
      // not retried (500 and 503 would be), so each request is asked once.
      guard request.url.text.contains("latitude=20,") else {
        return HTTPResponse(status: 501, body: [])
      }
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: request.url.text))
    }
    let outcome = await harness.run(["--stdin", "-f", "%t"])
    #expect(outcome.status == .unavailable)
    #expect(outcome.stdout.split(separator: "\n").count == 100)
    let message = "no weather data: api.open-meteo.com answered HTTP 501; try again later\n"
    #expect(
      outcome.stderr
        == "rainstorm: lines 1-100: \(message)rainstorm: lines 201-250: \(message)")
  }

  @Test func separatesHumanReportsWithABlankLine() async {
    let outcome = await harness(input: "45.6,17.22\tZagreb\n1,2\tElsewhere")
      .run(["--stdin", "--days", "0"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.hasPrefix("Zagreb (45.60°N, 17.22°E)\n"))
    #expect(outcome.stdout.contains("\n\nElsewhere (1.00°N, 2.00°E)\n"))
  }

  @Test func saysWhenStandardInputCannotBeRead() async {
    var harness = harness(input: "")
    harness.standardInput = nil
    let outcome = await harness.run(["--stdin"])
    #expect(outcome.status == .noInput)
    #expect(outcome.stderr == "rainstorm: cannot read standard input\n")
    #expect(harness.http.requests.isEmpty)
  }

  /// `LANG=C` promises ASCII: a name from the input (or a server) is folded in every format
  /// for people and bars, and kept as it is in data.
  @Test(arguments: ["human", "line", "%l", "wttr:%l"])
  func foldsNamesToASCIIOutsideUTF8(format: String) async {
    var harness = harness(input: "45.6,17.22\tÎle-de-France «Łódź» e\u{301}te\n")
    harness.environment["LANG"] = "C"
    let outcome = await harness.run(["--stdin", "-f", format])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(outcome.stdout)")
    #expect(outcome.stdout.contains("Ile-de-France 'Lodz' ete"), "\(outcome.stdout)")
    var json = self.harness(input: "45.6,17.22\tÎle-de-France\n")
    json.environment["LANG"] = "C"
    #expect(await json.run(["--stdin", "-f", "json"]).stdout.contains("Île-de-France"))
  }

  /// The bars (which take no --stdin) fold the place in their text and tooltip alike.
  @Test(arguments: BarFormat.allCases)
  func barsFoldNamesToASCIIOutsideUTF8(bar: BarFormat) throws {
    var report = HumanRendererTests.fullReport
    report.location = try Location(
      latitude: 45.6, longitude: 17.22, name: "Île-de-France, Łódź", source: .search)
    let options = RenderOptions(
      icons: .ascii, localeIsUTF8: false, now: Date(timeIntervalSince1970: 1_795_281_200))
    let text = Command.render(report, .bar(bar), options)
    #expect(text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
    #expect(text.contains("Ile-de-France"))
    var utf8 = options
    utf8.localeIsUTF8 = true
    #expect(Command.render(report, .bar(bar), utf8).contains("Île-de-France"))
  }

  @Test(arguments: ["", "\n\n", "# only a comment\n"])
  func saysWhenThereAreNoPlaces(input: String) async {
    let harness = harness(input: input)
    let outcome = await harness.run(["--stdin", "-f", "json"])
    #expect(outcome.status == .dataError)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "rainstorm: no places on standard input; give one per line as 'lat,lon', "
        + "'lat lon' or a name (see 'rainstorm --help')\n")
    #expect(harness.http.requests.isEmpty)
  }

  @Test func refusesCoordinatesAsWellAsStandardInput() async {
    let outcome = await harness(input: "").run(["--stdin", "--lat", "1", "--lon", "2"])
    #expect(outcome.status == .usage)
  }
}
