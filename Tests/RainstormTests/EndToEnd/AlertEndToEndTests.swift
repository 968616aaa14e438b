import Foundation
import RainstormCore
import Testing

/// Warnings through the built binary, against a server on 127.0.0.1 serving the recorded
/// Zagreb forecast and the recorded NWS warning for Phoenix. The warning's end times are moved
/// to two days from now so that it is in force (times only; nothing else in the body changes).
@Suite struct AlertEndToEndTests {
  static let phoenix = ["--lat", "33.45", "--lon", "-112.07", "--no-cache"]

  /// The Phoenix warning, ending two days from now.
  static func heatWarningInForce() -> Data {
    let end = LocalDateTime(
      secondsSinceEpoch: Date().timeIntervalSince1970 + 2 * 86_400, utcOffsetSeconds: -25_200)
    let text = String(decoding: Fixture.data(Fixture.nwsPhoenixHeat), as: UTF8.self)
      .replacingOccurrences(of: "2026-08-21T20:00:00-07:00", with: "\(end):00-07:00")
      .replacingOccurrences(of: "2026-08-18T03:00:00-07:00", with: "\(end):00-07:00")
    return Data(text.utf8)
  }

  static func server(alerts: LocalHTTPServer.Reply) throws -> LocalHTTPServer {
    let forecast = Fixture.data(Fixture.zagrebForecast)
    return try LocalHTTPServer { request in
      if request.target.hasPrefix("/v1/forecast?") {
        return .respond(
          status: 200,
          body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
      }
      if request.target.hasPrefix("/alerts/active?point=33.45,-112.07") { return alerts }
      return .respond(status: 404, body: Data("not found".utf8))
    }
  }

  static func run(_ arguments: [String], _ server: LocalHTTPServer, alerts: Bool = true) throws
    -> RainstormProcess.Outcome
  {
    var environment = EndToEndTests.environment(server)
    if alerts { environment["RAINSTORM_ALERTS_URL"] = server.baseURL }
    return try RainstormProcess.run(arguments, environment: environment)
  }

  @Test func aWarningInForceIsShownAndCanStopAScript() throws {
    let server = try Self.server(alerts: .respond(status: 200, body: Self.heatWarningInForce()))
    defer { server.stop() }
    let shown = try Self.run(Self.phoenix, server)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("⚠ Severe warning: Extreme Heat Warning, until "))
    #expect(shown.stdout.hasSuffix("Warnings: US National Weather Service, weather.gov\n"))
    let stopped = try Self.run(Self.phoenix + ["--fail-on-alert", "severe", "-f", "line"], server)
    #expect(stopped.status == 4)
    #expect(stopped.stdout.hasSuffix(" ⚠ severe\n"))
    let calm = try Self.run(Self.phoenix + ["--fail-on-alert", "extreme"], server)
    #expect(calm.status == 0)
    let agent = server.requests.first { $0.target.hasPrefix("/alerts/") }?.headers["user-agent"]
    #expect(agent == Rainstorm.userAgent)
  }

  @Test(arguments: [LocalHTTPServer.Reply.hang, .respond(status: 500, body: Data())])
  func aSourceThatHangsOrFailsLeavesTheForecast(reply: LocalHTTPServer.Reply) throws {
    let server = try Self.server(alerts: reply)
    defer { server.stop() }
    let run = try Self.run(Self.phoenix + ["--timeout", "2"], server)
    #expect(run.status == 0)
    #expect(run.stdout.contains("\nNow, "))
    #expect(run.stderr.hasPrefix("rainstorm: warnings not checked: "))
    #expect(run.seconds < 10)
    let strict = try Self.run(
      Self.phoenix + ["--timeout", "2", "--fail-on-alert", "minor"], server)
    #expect(strict.status == 75)
  }

  @Test func turnedOffNothingIsAsked() throws {
    let server = try Self.server(alerts: .respond(status: 200, body: Self.heatWarningInForce()))
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_ALERTS_URL"] = server.baseURL
    environment["RAINSTORM_ALERTS"] = "off"
    let run = try RainstormProcess.run(Self.phoenix, environment: environment)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("Heat"))
    #expect(server.requests.map { String($0.target.prefix(13)) } == ["/v1/forecast?"])
  }
}
