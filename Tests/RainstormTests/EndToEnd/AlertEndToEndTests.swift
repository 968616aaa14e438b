import Foundation
import RainstormCore
import Testing

/// Warnings through the built binary, against a server on 127.0.0.1 serving the recorded
/// Zagreb forecast and the recorded NWS warning for Phoenix. The warning's end times are moved
/// to two days from now so that it is in force (times only; nothing else in the body changes).
@Suite struct AlertEndToEndTests {
  static let phoenix = ["--lat", "33.45", "--lon", "-112.07", "--no-cache"]

  /// The Phoenix warning, ending two days from now.
  static func heatWarningInForce() -> [UInt8] {
    let end = LocalDateTime(
      secondsSinceEpoch: Date().timeIntervalSince1970 + 2 * 86_400, utcOffsetSeconds: -25_200)
    let text = String(decoding: Fixture.data(Fixture.nwsPhoenixHeat), as: UTF8.self)
      .replacingOccurrences(of: "2026-08-21T20:00:00-07:00", with: "\(end):00-07:00")
      .replacingOccurrences(of: "2026-08-18T03:00:00-07:00", with: "\(end):00-07:00")
    return Array(text.utf8)
  }

  static func server(alerts: LocalHTTPServer.Reply) throws -> LocalHTTPServer {
    let forecast = RecordedAnswer.zagreb.present()
    return try LocalHTTPServer { request in
      if request.target.hasPrefix("/v1/forecast?") {
        return .respond(
          status: 200,
          body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
      }
      if request.target.hasPrefix("/alerts/active?point=33.45,-112.07") { return alerts }
      return .respond(status: 404, body: Array("not found".utf8))
    }
  }

  static func run(
    _ arguments: [String], _ server: LocalHTTPServer, alerts: Bool = true, input: String? = nil
  ) async throws -> RainstormProcess.Outcome {
    var environment = EndToEndTests.environment(server)
    if alerts { environment["RAINSTORM_ALERTS_URL"] = server.baseURL }
    return try await RainstormProcess.run(arguments, environment: environment, input: input)
  }

  @Test func aWarningInForceIsShownAndCanStopAScript() async throws {
    let server = try Self.server(alerts: .respond(status: 200, body: Self.heatWarningInForce()))
    defer { server.stop() }
    let shown = try await Self.run(Self.phoenix, server)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("⚠ Severe warning: Extreme Heat Warning, until "))
    #expect(shown.stdout.hasSuffix("Warnings: US National Weather Service, weather.gov\n"))
    let stopped = try await Self.run(
      Self.phoenix + ["--fail-on-alert", "severe", "-f", "line"], server)
    #expect(stopped.status == 4)
    #expect(stopped.stdout.hasSuffix(" ⚠ severe\n"))
    let calm = try await Self.run(Self.phoenix + ["--fail-on-alert", "extreme"], server)
    #expect(calm.status == 0)
    let agent = server.requests.first { $0.target.hasPrefix("/alerts/") }?.headers["user-agent"]
    #expect(agent == Rainstorm.userAgent)
  }

  @Test(arguments: [LocalHTTPServer.Reply.hang, .respond(status: 500, body: [])])
  func aSourceThatHangsOrFailsLeavesTheForecast(reply: LocalHTTPServer.Reply) async throws {
    let server = try Self.server(alerts: reply)
    defer { server.stop() }
    let run = try await Self.run(Self.phoenix + ["--timeout", "2"], server)
    #expect(run.status == 0)
    #expect(run.stdout.contains("\nNow, "))
    #expect(run.stderr.hasPrefix("rainstorm: warnings not checked: "))
    #expect(run.seconds < 10)
    let strict = try await Self.run(
      Self.phoenix + ["--timeout", "2", "--fail-on-alert", "minor"], server)
    #expect(strict.status == 75)
  }

  @Test func turnedOffNothingIsAsked() async throws {
    let server = try Self.server(alerts: .respond(status: 200, body: Self.heatWarningInForce()))
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_ALERTS_URL"] = server.baseURL
    environment["RAINSTORM_ALERTS"] = "off"
    let run = try await RainstormProcess.run(Self.phoenix, environment: environment)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("Heat"))
    #expect(server.requestsButModels.map { String($0.target.prefix(13)) } == ["/v1/forecast?"])
  }

  /// MeteoAlarm's recorded UK feed with every time moved by one shift, so that 2022-12-08
  /// 06:00 UTC is now (times only; nothing else in the body changes): then, whatever the time
  /// of day the test runs, its four warnings are in force or coming, as they were at 06:00.
  /// (Moving whole days kept the hour, and the warning that ends at noon was gone after it.)
  static func unitedKingdomFeedMovedToToday() -> [UInt8] {
    let text = String(decoding: Fixture.data(Fixture.meteoAlarmUnitedKingdomAtom), as: UTF8.self)
    let reference = 1_670_479_200  // 2022-12-08T06:00:00Z
    let shift = (Int(Date().timeIntervalSince1970) - reference) / 60 * 60
    var moved = ""
    var rest = Substring(text)
    // Every "2022-12-DDTHH:MM" becomes the same wall-clock time moved by `shift`.
    while let start = rest.range(of: "2022-12-") {
      let end =
        rest.index(start.lowerBound, offsetBy: 16, limitedBy: rest.endIndex) ?? rest.endIndex
      moved += rest[..<start.lowerBound]
      if let time = LocalDateTime(iso8601: rest[start.lowerBound..<end]) {
        moved +=
          LocalDateTime(
            secondsSinceEpoch: Double(time.secondsSinceEpoch(utcOffsetSeconds: 0) + shift),
            utcOffsetSeconds: 0
          ).description
      } else {
        moved += rest[start.lowerBound..<end]
      }
      rest = rest[end...]
    }
    return Array((moved + rest).utf8)
  }

  /// Places in three countries with three sources (NWS and DWD by the boxes, MeteoAlarm by
  /// the country column) and one no source covers.
  static let batch = [
    "33.45,-112.07\tPhoenix", "52.52,13.405\tBerlin", "54.597,-5.93\tBelfast\tGB",
    "51.507,-0.128\tLondon\tgb", "45.6,17.22\tSlatina",
  ]

  static func batchServer() throws -> LocalHTTPServer {
    let heat = heatWarningInForce()
    let feed = unitedKingdomFeedMovedToToday()
    return try LocalHTTPServer { request in
      let target = request.target
      if target.hasPrefix("/v1/forecast?") {
        return .respond(
          status: 200,
          body: MultiLocationBody.body(
            in: target, present: true, models: ModelsBody.models(in: target)))
      }
      if target.hasPrefix("/alerts/active?point=33.45,-112.07") {
        return .respond(status: 200, body: heat)
      }
      if target.hasPrefix("/alerts?lat=52.52&lon=13.405") {
        return .respond(status: 200, body: Fixture.data(Fixture.brightSkyFrost))
      }
      if target == "/api/v1/warnings/feeds-united-kingdom" {
        return .respond(status: 200, body: feed)
      }
      return .respond(status: 404, body: Array("not found".utf8))
    }
  }

  @Test func aBatchGetsEachPlacesWarningsWithOneFeedPerCountry() async throws {
    let server = try Self.batchServer()
    defer { server.stop() }
    let input = Self.batch.joined(separator: "\n") + "\n"
    let tsv = try await Self.run(["--stdin", "-f", "tsv"], server, input: input)
    #expect(tsv.status == 0, "\(tsv.stderr)")
    let rows = tsv.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    let status = try #require(rows.first?.firstIndex(of: "alerts_status"))
    #expect(
      rows.first?[status...].prefix(3) == ["alerts_status", "alerts_count", "alerts_highest"])
    let warnings = rows.dropFirst().map {
      "\($0[0]) " + $0[status..<(status + 3)].joined(separator: " ")
    }
    #expect(
      warnings == [
        "Phoenix ok 1 severe", "Berlin ok 0 none", "Belfast ok 4 moderate",
        "London ok 4 moderate", "Slatina unavailable  ",
      ])
    // Belfast and London share their country's feed: one request for both.
    #expect(server.requests.filter { $0.target.contains("feeds-united-kingdom") }.count == 1)

    let strict = try await Self.run(
      ["--stdin", "-f", "tsv", "--fail-on-alert", "severe"], server, input: input)
    // Croatia's MeteoAlarm feed answers 404 here: a country's feed that is gone is never
    // "no warnings" (it once counted as a source that does not cover the point).
    #expect(strict.status == 75)
    #expect(strict.stderr.hasPrefix("rainstorm: line 5: cannot tell whether a warning is in force"))
    let covered = Self.batch.prefix(4).joined(separator: "\n") + "\n"
    let stopped = try await Self.run(
      ["--stdin", "--fail-on-alert", "severe"], server, input: covered)
    #expect(stopped.status == 4, "\(stopped.stderr)")
    let calm = try await Self.run(
      ["--stdin", "--fail-on-alert", "extreme"], server, input: covered)
    #expect(calm.status == 0, "\(calm.stderr)")
    // Only the warnings: a row per warning, named by its place.
    let list = try await Self.run(
      ["--stdin", "-f", "tsv", "--alerts", "list"], server, input: input)
    #expect(list.status == 0, "\(list.stderr)")
    let listed = list.stdout.split(separator: "\n")
    #expect(listed.first == Substring(AlertText.tsvColumns.joined(separator: "\t")))
    #expect(
      listed.dropFirst().map { $0.prefix { $0 != "\t" } } == ["Phoenix"]
        + Array(
          repeating: "Belfast", count: 4) + Array(repeating: "London", count: 4))
  }

  @Test func theWarningsAloneAsATableOrForPeople() async throws {
    let server = try Self.batchServer()
    defer { server.stop() }
    let list = try await Self.run(
      ["--lat", "33.45", "--lon", "-112.07", "--no-cache", "--alerts", "list", "-f", "tsv"],
      server)
    #expect(list.status == 0, "\(list.stderr)")
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == Substring(AlertText.tsvColumns.joined(separator: "\t")))
    let row = lines.last?.split(separator: "\t", omittingEmptySubsequences: false) ?? []
    #expect(row.count == AlertText.tsvColumns.count)
    #expect(
      Array(row.prefix(7)) == [
        "", "33.45", "-112.07", "NWS Phoenix AZ", "Extreme Heat Warning", "severe", "Severe",
      ])

    let people = try await Self.run(
      ["--lat", "33.45", "--lon", "-112.07", "--no-cache", "--alerts", "list"], server)
    #expect(people.stdout.contains("⚠ Severe warning: Extreme Heat Warning"))
    #expect(!people.stdout.contains("Now, "))
    #expect(people.stdout.hasSuffix("Warnings: US National Weather Service, weather.gov\n"))
    let none = try await Self.run(
      ["--lat", "52.52", "--lon", "13.405", "--no-cache", "--alerts", "list"], server)
    #expect(
      none.stdout.hasSuffix("\nNo warnings in force or coming within the forecast's range.\n"))
  }
}
