import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// Warnings through the whole command, with the services stubbed: what people and scripts
/// see, and what the exit status says.
@Suite struct AlertCommandTests {
  /// During Phoenix's recorded Extreme Heat Warning (2026-08-17 11:47 to 08-21 20:00 MST).
  static let duringTheHeat = Date(timeIntervalSince1970: 1_787_140_800)
  static let phoenix = ["--lat", "33.45", "--lon", "-112.07"]

  /// The forecast from the Zagreb recording; warnings from `alerts` (status and fixture).
  static func harness(
    alerts: @escaping @Sendable (HTTPRequest) throws(TransportError) -> HTTPResponse
  ) -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_ALERTS"] = nil
    harness.now = duringTheHeat
    harness.http = StubHTTP { request throws(TransportError) in
      if let forecast = CommandHarness.zagrebForecast(request.url.text) {
        return forecast
      }
      return try alerts(request)
    }
    return harness
  }

  static func answering(_ fixture: String, status: Int = 200) -> CommandHarness {
    harness { request throws(TransportError) in
      guard request.url.text.hasPrefix("https://api.weather.gov/alerts/active?") else {
        Issue.record("unexpected request: \(request.url)")
        throw .cannotConnect(reason: "unexpected")
      }
      return HTTPResponse(status: status, body: Fixture.data(fixture))
    }
  }

  @Test func warningsASourceDoesNotWriteInTheLanguageAreInEnglishSaidOnce() async throws {
    var harness = Self.answering(Fixture.nwsPhoenixHeat)
    harness.environment["LANG"] = "de_DE.UTF-8"
    let outcome = await harness.run(Self.phoenix)
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("⚠ Unwetterwarnung: Extreme Heat Warning, bis "))
    let german = try #require(Language(code: "de"))
    let note = german.say("note.warningsInEnglish", [("source", "National Weather Service")])
    #expect(note != Language.english.say("note.warningsInEnglish"))
    #expect(outcome.stderr == "rainstorm: \(note)\n")
    // Scripts are not told; English needs no note.
    #expect(await harness.run(Self.phoenix + ["-f", "json"]).stderr.isEmpty)
    harness.environment["LANG"] = "C.UTF-8"
    #expect(await harness.run(Self.phoenix).stderr.isEmpty)
  }

  @Test func peopleSeeTheWarningAboveTheForecastAndWhoIssuedIt() async throws {
    let harness = Self.answering(Fixture.nwsPhoenixHeat)
    let outcome = await harness.run(Self.phoenix)
    #expect(outcome.status == .success)
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let title = try #require(lines.firstIndex { $0.hasPrefix("⚠ Severe warning:") })
    let now = try #require(lines.firstIndex { $0.hasPrefix("Now") })
    #expect(title < now)
    // Until the event's end, in the place's time (the forecast's offset: Zagreb's +02:00).
    #expect(lines[title] == "⚠ Severe warning: Extreme Heat Warning, until Sat 22 Aug 05:00")
    #expect(lines[title + 1].hasPrefix("  Northwest Valley; Buckeye/Avondale"))
    #expect(lines[title + 2].hasPrefix("  Extreme Heat Warning issued August 17"))
    #expect(!outcome.stdout.contains("* WHAT...Dangerously hot"))
    #expect(outcome.stdout.hasSuffix("\nWarnings: US National Weather Service, weather.gov\n"))
    // The warnings' request, whenever it went (the forecast's and the models' run beside it).
    let request = try #require(harness.http.requests.first { $0.url.host == "api.weather.gov" })
    #expect(
      request.url.text == "https://api.weather.gov/alerts/active?point=33.45,-112.07")
    #expect(request.headers["Accept"] == "application/geo+json")
    #expect(request.headers["User-Agent"]?.contains("https://") == true)
  }

  @Test func fullShowsTheDescriptionAndWhatToDo() async {
    let outcome = await Self.answering(Fixture.nwsPhoenixHeat).run(
      Self.phoenix + ["--alerts", "full"])
    #expect(outcome.stdout.contains("\n  * WHAT...Dangerously hot conditions."))
    #expect(outcome.stdout.contains("\n  An Extreme Heat Warning means"))
  }

  /// With none in force, `--alerts full` says so before the weather, as the list does
  /// (issue 57: it said nothing); the default leaves the line out.
  @Test func fullSaysWhenThereAreNone() async {
    let none = Self.answering(Fixture.nwsEmpty)
    let full = await none.run(Self.phoenix + ["--alerts", "full"])
    let lines = full.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let said = lines.firstIndex {
      $0 == "No warnings in force or coming within the forecast's range."
    }
    let now = lines.firstIndex { $0.hasPrefix("Now") }
    #expect(said != nil && now != nil && said! < now!, "\(full.stdout)")
    let on = await none.run(Self.phoenix)
    #expect(!on.stdout.contains("No warnings in force"))
  }

  @Test func scriptsReadTheAlertsAndTheirStatus() async throws {
    let outcome = await Self.answering(Fixture.nwsPhoenixHeat).run(Self.phoenix + ["-f", "json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(object["alerts_status"] as? String == "ok")
    #expect(object["alerts_source"] as? String == "National Weather Service")
    let alerts = try #require(object["alerts"] as? [[String: Any]])
    #expect(alerts.count == 1)
    #expect(alerts.first?["severity"] as? String == "severe")
    #expect(alerts.first?["issuer_level"] as? String == "Severe")
    #expect(alerts.first?["in_force"] as? Bool == true)
    #expect(alerts.first?["expires"] as? String == "2026-08-22T05:00+02:00")
  }

  @Test func templateAndLineCodes() async {
    let harness = Self.answering(Fixture.nwsPhoenixHeat)
    #expect(await harness.run(Self.phoenix + ["-f", "%a|%A|%W"]).stdout == "1|severe|⚠ severe\n")
    #expect(await harness.run(Self.phoenix + ["-f", "line"]).stdout.hasSuffix(" ⚠ severe\n"))
    let none = Self.answering(Fixture.nwsEmpty)
    #expect(await none.run(Self.phoenix + ["-f", "%a|%A|%W."]).stdout == "0|none|.\n")
  }

  @Test(arguments: [
    ("minor", ExitCode.alertInForce), ("severe", .alertInForce), ("extreme", .success),
  ])
  func failOnAlertAnswersByExitStatus(level: String, status: ExitCode) async {
    let outcome = await Self.answering(Fixture.nwsPhoenixHeat).run(
      Self.phoenix + ["--fail-on-alert", level])
    #expect(outcome.status == status)
    #expect(outcome.stdout.contains("Extreme Heat Warning"))
  }

  @Test func noWarningsIsSuccessEvenWithFailOnAlert() async {
    let outcome = await Self.answering(Fixture.nwsEmpty).run(
      Self.phoenix + ["--fail-on-alert", "minor"])
    #expect(outcome.status == .success)
    #expect(!outcome.stdout.contains("warning"))
  }

  @Test func aFailingSourceNeverCostsTheForecast() async {
    let harness = Self.answering(Fixture.nwsEmpty, status: 500)
    let outcome = await harness.run(Self.phoenix)
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("Now"))
    #expect(
      outcome.stderr == "rainstorm: warnings not checked: api.weather.gov answered HTTP 500\n")
    let json = await harness.run(Self.phoenix + ["-f", "json"])
    #expect(json.status == .success)
    #expect(json.stdout.contains("\"alerts_status\": \"unavailable\""))
    #expect(json.stderr == "")
  }

  @Test func failOnAlertWithAFailingSourceIsATemporaryFailure() async {
    let outcome = await Self.answering(Fixture.nwsEmpty, status: 500).run(
      Self.phoenix + ["--fail-on-alert", "severe"])
    #expect(outcome.status == .temporaryFailure)
    #expect(
      outcome.stderr
        == "rainstorm: cannot tell whether a warning is in force: api.weather.gov answered HTTP 500\n"
    )
  }

  @Test func aPlaceNoSourceCoversIsUnsupportedNeverNoWarnings() async {
    let harness = Self.harness { request throws(TransportError) in
      Issue.record("unexpected request: \(request.url)")
      throw .cannotConnect(reason: "unexpected")
    }
    // Japan: its service publishes no CAP feed rainstorm reads.
    let tokyo = ["--lat", "35.68", "--lon", "139.69"]
    let json = await harness.run(tokyo + ["-f", "json"])
    #expect(json.stdout.contains("\"alerts_status\": \"unsupported\""))
    #expect(await harness.run(tokyo + ["-f", "%a %A"]).stdout == "- -\n")
    let failing = await harness.run(tokyo + ["--fail-on-alert", "minor"])
    #expect(failing.status == .unavailable)
    #expect(
      failing.stderr.contains(
        "no official warnings source covers this place (rainstorm --alerts sources lists the "
          + "countries covered)"))
  }

  @Test func offAsksNothing() async {
    for arguments in [["--alerts", "off"], ["--alerts=off", "-f", "json"]] {
      let harness = Self.answering(Fixture.nwsPhoenixHeat)
      let outcome = await harness.run(Self.phoenix + arguments)
      #expect(outcome.status == .success)
      // The forecast and the models it is compared with.
      #expect(harness.http.requests.count == 2, "only the forecast")
      #expect(harness.http.requests.allSatisfy { $0.url.host == "api.open-meteo.com" })
      #expect(!outcome.stdout.contains("Heat"))
    }
    var configured = Self.answering(Fixture.nwsPhoenixHeat)
    configured.environment["RAINSTORM_ALERTS"] = "off"
    let json = await configured.run(Self.phoenix + ["-f", "json"])
    #expect(json.stdout.contains("\"alerts_status\": \"off\""))
    #expect(configured.http.requests.allSatisfy { $0.url.host == "api.open-meteo.com" })
    let refused = await configured.run(Self.phoenix + ["--fail-on-alert", "minor"])
    #expect(refused.status == .usage)
  }

  @Test func badLevelsAreUsageErrors() async {
    let outcome = await Self.answering(Fixture.nwsEmpty).run(
      Self.phoenix + ["--fail-on-alert", "orange"])
    #expect(outcome.status == .usage)
    #expect(
      outcome.stderr
        == "rainstorm: --fail-on-alert expects minor, moderate, severe or extreme, got 'orange' "
        + "(see 'rainstorm --help')\n")
  }

  @Test func theIssuersColourOnlyWhenColourIsAllowed() async {
    let coloured = await Self.answering(Fixture.nwsPhoenixHeat).run(
      Self.phoenix + ["--color", "always"])
    // Severe, with no colour from NWS: orange, drawn as bold yellow.
    #expect(
      coloured.stdout.contains("\u{1B}[1;33m⚠ Severe warning: Extreme Heat Warning, until "))
    let plain = await Self.answering(Fixture.nwsPhoenixHeat).run(
      Self.phoenix + ["--color", "never"])
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test func anASCIILocaleMarksWarningsWithAnExclamationMark() async {
    var harness = Self.answering(Fixture.nwsPhoenixHeat)
    harness.environment["LANG"] = "C"
    let human = await harness.run(Self.phoenix)
    #expect(human.stdout.contains("\n! Severe warning: Extreme Heat Warning, until "))
    #expect(!human.stdout.contains("⚠"))
    let line = await harness.run(Self.phoenix + ["-f", "line"])
    #expect(line.stdout.hasSuffix(" ! severe\n"))
  }

  @Test func anEarlierAnswerStandsInWithANoteForPeople() async throws {
    let failing = Mutex(false)
    let clock = FakeClock()
    var harness = Self.harness { _ throws(TransportError) in
      if failing.withLock({ $0 }) { throw .connectionFailed(reason: "reset") }
      return HTTPResponse(status: 200, body: Fixture.data(Fixture.nwsPhoenixHeat))
    }
    harness.environment["XDG_CACHE_HOME"] = "/cache"
    harness.clockOverride = { [clock] in
      clock.now.addingTimeInterval(Self.duringTheHeat.timeIntervalSince1970 - 1_800_000_000)
    }
    let first = await harness.run(Self.phoenix)
    #expect(first.stderr == "")
    clock.advance(20 * 60)
    failing.withLock { $0 = true }
    let stale = await harness.run(Self.phoenix)
    #expect(stale.status == .success)
    #expect(stale.stdout.contains("⚠ Severe warning: Extreme Heat Warning"))
    #expect(
      stale.stderr.contains(
        "rainstorm: warnings from an earlier answer: cannot reach api.weather.gov"))
    let json = await harness.run(Self.phoenix + ["-f", "json"])
    #expect(json.stdout.contains("\"alerts_status\": \"stale\""))
    #expect(json.stderr.isEmpty || !json.stderr.contains("warnings from an earlier"))
  }

  /// During Toronto's recorded freezing rain warning (2026-03-05 22:00 to 03-06 06:00 UTC).
  static let duringTheFreezingRain = Date(timeIntervalSince1970: 1_772_762_400)
  static let toronto = ["--lat", "43.65", "--lon", "-79.38"]

  /// Toronto, where the boxes of the United States and Canada overlap: NWS refuses the
  /// point, and Environment Canada answers `body`.
  static func canada(_ body: [UInt8]) -> CommandHarness {
    var harness = harness { request throws(TransportError) in
      if request.url.host == "api.weather.gov" {
        return HTTPResponse(status: 404, body: Fixture.data(Fixture.nwsOutsideCoverage))
      }
      return HTTPResponse(status: 200, body: body)
    }
    harness.now = duringTheFreezingRain
    return harness
  }

  @Test(arguments: AlertFailClosedTests.brokenAreas.indices)
  func aWarningWhoseAreaCannotBeReadIsNeverNoWarnings(index: Int) async throws {
    let (name, change) = AlertFailClosedTests.brokenAreas[index]
    let harness = Self.canada(try AlertFailClosedTests.canada(geometry: change))
    let json = await harness.run(Self.toronto + ["-f", "json"])
    #expect(json.status == .success, "\(name)")
    #expect(json.stdout.contains("\"alerts_status\": \"partial\""), "\(name)")
    #expect(await harness.run(Self.toronto + ["-f", "%a|%A|%W."]).stdout == "-|-|.\n", "\(name)")
    let failing = await harness.run(Self.toronto + ["--fail-on-alert", "minor"])
    #expect(failing.status == .temporaryFailure, "\(name)")
    #expect(
      failing.stderr.hasPrefix(
        "rainstorm: cannot tell whether a warning is in force: cannot read the answer from "
          + "api.weather.gc.ca: one of its warnings cannot be read ("),
      "\(name)")
  }

  @Test func warningsReadAreShownAndAnswerForFailOnAlertWhenOthersCannotBeRead() async throws {
    // Hamilton's warning is broken; Toronto's own is read.
    let body = try AlertFailClosedTests.canada(
      "City of Hamilton", geometry: { $0["coordinates"] = [[[Double]]()] })
    let harness = Self.canada(body)
    let human = await harness.run(Self.toronto)
    #expect(human.status == .success)
    #expect(human.stdout.contains("⚠ Moderate warning: Freezing rain warning"))
    #expect(
      human.stderr
        == "rainstorm: warnings not all checked: cannot read the answer from api.weather.gc.ca: "
        + "one of its warnings cannot be read (an area that cannot be read: a ring of fewer "
        + "than 3 points)\n")
    // The warning read meets the level: 4. Above it, the unread one might: 75.
    #expect(
      await harness.run(Self.toronto + ["--fail-on-alert", "moderate"]).status == .alertInForce)
    let severe = await harness.run(Self.toronto + ["--fail-on-alert", "severe"])
    #expect(severe.status == .temporaryFailure)
    #expect(severe.stderr.hasPrefix("rainstorm: cannot tell whether a warning is in force: "))
    #expect(await harness.run(Self.toronto + ["-f", "%a|%A|%W"]).stdout == "-|-|⚠ moderate\n")
  }

  @Test func aBatchPlaceWithWarningsNotAllReadAnswersTheSameWay() async throws {
    let body = try AlertFailClosedTests.canada(
      "City of Hamilton", geometry: { $0["coordinates"] = [[[Double]]()] })
    var harness = Self.canada(body)
    harness.standardInput = "43.65,-79.38\n"
    let tsv = await harness.run(["--stdin", "-f", "tsv"])
    #expect(tsv.stdout.contains("\tpartial\t\t\t"))
    let human = await harness.run(["--stdin"])
    #expect(human.stderr.contains("rainstorm: line 1: warnings not all checked: "))
    #expect(await harness.run(["--stdin", "--fail-on-alert", "moderate"]).status == .alertInForce)
    let severe = await harness.run(["--stdin", "--fail-on-alert", "severe"])
    #expect(severe.status == .temporaryFailure)
    #expect(severe.stderr.hasPrefix("rainstorm: line 1: cannot tell whether a warning is in force"))
  }

  @Test func aSeverityOutsideTheIssuersListIsNeverNoWarnings() async throws {
    let body = try AlertFailClosedTests.variant(Fixture.brightSkyFrost) { object in
      var alerts = try #require(object["alerts"] as? [[String: Any]])
      alerts[0]["severity"] = "catastrophic"
      object["alerts"] = alerts
    }
    let harness = Self.harness { _ throws(TransportError) in
      HTTPResponse(status: 200, body: body)
    }
    let berlin = ["--lat", "52.52", "--lon", "13.405"]
    #expect(await harness.run(berlin + ["-f", "%a|%A"]).stdout == "-|-\n")
    let json = await harness.run(berlin + ["-f", "json"])
    #expect(json.stdout.contains("\"alerts_status\": \"unavailable\""))
    let failing = await harness.run(berlin + ["--fail-on-alert", "minor"])
    #expect(failing.status == .temporaryFailure)
    #expect(failing.stderr.contains("none of its warnings can be read"))
  }

  @Test func aWarningRepeatedUnderOneIdIsListedOnce() async throws {
    let body = try AlertFailClosedTests.variant(Fixture.nwsPhoenixHeat) { object in
      let features = try #require(object["features"] as? [[String: Any]])
      object["features"] = Array(repeating: features[0], count: 300)
    }
    let harness = Self.harness { _ throws(TransportError) in
      HTTPResponse(status: 200, body: body)
    }
    #expect(await harness.run(Self.phoenix + ["-f", "%a"]).stdout == "1\n")
    let human = await harness.run(Self.phoenix)
    #expect(human.stdout.components(separatedBy: "Extreme Heat Warning,").count == 2)
  }

  @Test func anEndInAnotherYearIsShownWithItsYear() async throws {
    let body = String(decoding: Fixture.data(Fixture.nwsPhoenixHeat), as: UTF8.self)
      .replacingOccurrences(
        of: "\"ends\": \"2026-08-21T20:00:00-07:00\"",
        with: "\"ends\": \"9999-12-31T12:00:00-07:00\"")
    let harness = Self.harness { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array(body.utf8))
    }
    let human = await harness.run(Self.phoenix)
    #expect(
      human.stdout.contains(
        "\n⚠ Severe warning: Extreme Heat Warning, until Fri 31 Dec 9999 21:00\n"))
  }

}
