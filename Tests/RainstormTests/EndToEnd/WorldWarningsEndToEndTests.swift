import Foundation
import RainstormCore
import Testing

/// Warnings for the whole world through the built binary, against a server on 127.0.0.1
/// serving MeteoAlarm's recorded Dutch feed, the recorded Kazakh CAP document behind a feed
/// of the WMO centre, and MetService's recorded feed and documents. Only the warnings' times
/// are moved so that they are in force now, and one Dutch entry's level is raised from green
/// to yellow (the recorded feed holds only green ones); the tests say where.
@Suite struct WorldWarningsEndToEndTests {
  /// An instant two days from now, as CAP writes it in UTC.
  static var inTwoDays: String {
    let end = LocalDateTime(
      secondsSinceEpoch: Date().timeIntervalSince1970 + 2 * 86_400, utcOffsetSeconds: 0)
    return "\(end):00+00:00"
  }

  static let kazakhDocument = "/v2/cap-alerts/kz-kazhydromet-en/2025/03/06/13/37/01-0284797.xml"

  static func text(_ fixture: String) -> String {
    String(decoding: Fixture.data(fixture), as: UTF8.self)
  }

  /// The recorded Dutch feed with every entry ending at `end`, and Flevoland's raised from
  /// green to yellow in each of its languages.
  static func flevolandInYellow(_ end: String) throws -> String {
    let changed = try AlertFailClosedTests.variant(Fixture.meteoAlarmNetherlands) { object in
      var warnings = try #require(object["warnings"] as? [[String: Any]])
      for index in warnings.indices {
        var alert = try #require(warnings[index]["alert"] as? [String: Any])
        var infos = try #require(alert["info"] as? [[String: Any]])
        let flevoland = infos.contains { info in
          (info["area"] as? [[String: Any]] ?? []).contains {
            $0["areaDesc"] as? String == "Flevoland"
          }
        }
        for info in infos.indices {
          infos[info]["expires"] = end
          guard flevoland else { continue }
          var parameters = infos[info]["parameter"] as? [[String: Any]] ?? []
          for parameter in parameters.indices
          where parameters[parameter]["valueName"] as? String == "awareness_level" {
            parameters[parameter]["value"] = "2; yellow; Moderate"
          }
          infos[info]["parameter"] = parameters
        }
        alert["info"] = infos
        warnings[index]["alert"] = alert
      }
      object["warnings"] = warnings
    }
    return String(decoding: changed, as: UTF8.self)
  }

  static func server() throws -> LocalHTTPServer {
    let forecast = RecordedAnswer.zagreb.present()
    let later = inTwoDays
    // Flevoland's entry raised to yellow, every entry ending in two days.
    let netherlands = try flevolandInYellow(later)
    // The centre's recorded feed (Australia's) pointing at the recorded Kazakh document.
    let feed = text(Fixture.wmoFeedAustralia)
      .replacingOccurrences(
        of:
          "https://severeweather.wmo.int/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml",
        with: "https://severeweather.wmo.int" + kazakhDocument
      )
      .replacingOccurrences(of: "/cap-alerts/au-bom-en/", with: "/cap-alerts/kz-kazhydromet-en/")
      .replacingOccurrences(
        of: "Thu, 01 Jan 2026 16:00:00 +0000", with: "Sun, 01 Jan 2040 00:00:00 +0000")
    let kazakh = text(Fixture.capKazakhstanPolygon)
      .replacingOccurrences(of: "2025-03-07T16:00:00-00:00", with: later)
    let road = text(Fixture.metServiceDesertRoad)
      .replacingOccurrences(of: "2026-09-01T06:00:00+12:00", with: later)
    return try LocalHTTPServer { request in
      let target = request.target
      switch target {
      case _ where target.hasPrefix("/v1/forecast?"):
        return .respond(
          status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: target)))
      case "/api/v1/warnings/feeds-netherlands":
        return .respond(status: 200, body: Array(netherlands.utf8))
      case "/v2/cap-alerts/kz-kazhydromet-en/rss.xml":
        return .respond(status: 200, body: Array(feed.utf8))
      case kazakhDocument:
        return .respond(status: 200, body: Array(kazakh.utf8))
      case "/cap/rss":
        return .respond(status: 200, body: Fixture.data(Fixture.metServiceFeed))
      case _ where target.hasPrefix("/cap/alert?id=") && target.contains("desertroad"):
        return .respond(status: 200, body: Array(road.utf8))
      case _ where target.hasPrefix("/cap/alert?id="):
        return .respond(status: 200, body: Fixture.data(Fixture.metServiceDunedin))
      default:
        return .respond(status: 404, body: Array("not found".utf8))
      }
    }
  }

  static func run(_ arguments: [String], _ server: LocalHTTPServer) async throws
    -> RainstormProcess.Outcome
  {
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_ALERTS_URL"] = server.baseURL
    return try await RainstormProcess.run(arguments + ["--no-cache"], environment: environment)
  }

  static func json(_ outcome: RainstormProcess.Outcome) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  }

  @Test func coordinatesInTheNetherlandsGetTheirRegionsWarningByItsCode() async throws {
    let server = try Self.server()
    defer { server.stop() }
    // Lelystad, in Flevoland (NL008), given only by its coordinates.
    let lelystad = try await Self.run(["--lat", "52.52", "--lon", "5.47", "-f", "json"], server)
    #expect(lelystad.status == 0, "\(lelystad.stderr)")
    let answer = try Self.json(lelystad)
    #expect(answer["alerts_source"] as? String == "MeteoAlarm")
    #expect(answer["alerts_match"] as? String == "region_code")
    let alerts = try #require(answer["alerts"] as? [[String: Any]])
    #expect(alerts.count == 1)
    #expect(alerts.first?["area"] as? String == "Flevoland")
    #expect(alerts.first?["match"] as? String == "region_code")
    // Emmen, in Drenthe: the same feed, no warning there.
    let emmen = try await Self.run(["--lat", "52.79", "--lon", "6.90", "-f", "json"], server)
    let none = try Self.json(emmen)["alerts"] as? [Any]
    #expect(none?.isEmpty == true, "\(emmen.stdout)")
    #expect(server.requests.contains { $0.target == "/api/v1/warnings/feeds-netherlands" })
  }

  @Test func kazakhstanThroughTheWMOCentreCanStopAScript() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let stopped = try await Self.run(["48.75,82.40", "--fail-on-alert", "moderate"], server)
    #expect(stopped.status == 4, "\(stopped.stderr)")
    #expect(stopped.stdout.contains("⚠ Moderate warning: Freezing rain, icing, until "))
    #expect(stopped.stdout.contains("  Kokpekti district (Abai oblysy)\n"))
    // The document names no sender: the feed's service is credited.
    #expect(
      stopped.stdout.hasSuffix(
        "Warnings: Kazhydromet, via the WMO Severe Weather Information Centre "
          + "(severeweather.wmo.int)\n"))
    let calm = try await Self.run(["48.75,82.40", "--fail-on-alert", "severe"], server)
    #expect(calm.status == 0)
    // Almaty: the same feed and document, the polygon leaves it out.
    let almaty = try await Self.run(
      ["43.24,76.95", "--fail-on-alert", "minor", "-f", "json"], server)
    #expect(almaty.status == 0)
    #expect(try Self.json(almaty)["alerts_match"] as? String == "polygon")
    // The centre saw the country's feed and the document, never the coordinates.
    for request in server.requests where !request.target.hasPrefix("/v1/forecast") {
      #expect(!request.target.contains("48.75") && !request.target.contains("82.4"))
    }
    let documents = server.requests.filter { $0.target == Self.kazakhDocument }
    #expect(documents.count == 3)
  }

  @Test func newZealandsRoadWarningThroughMetService() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let road = try await Self.run(
      ["--lat", "-39.2", "--lon", "175.756", "--alerts", "list"], server)
    #expect(road.status == 0, "\(road.stderr)")
    #expect(road.stdout.contains("\n⚠ Severe warning: Snow, until "))
    #expect(road.stdout.contains("\n  Desert Road (SH1)\n"))
    #expect(road.stdout.hasSuffix("\nWarnings: MetService (metservice.com), CC BY 4.0\n"))
    let wellington = try await Self.run(
      ["--lat", "-41.29", "--lon", "174.78", "--alerts", "list"], server)
    #expect(
      wellington.stdout.hasSuffix("\nNo warnings in force or coming within the forecast's range.\n")
    )
  }
}
