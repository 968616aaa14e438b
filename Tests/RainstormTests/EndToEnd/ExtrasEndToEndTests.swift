import Foundation
import RainstormCore
import Synchronization
import Testing

/// Air quality, past days and normals through the built binary, against a server on
/// 127.0.0.1: the recorded Zagreb forecast, the recorded Enschede air quality answer, the
/// recorded Brasilia archive answer for past days, and for the normals 30 years of days built
/// from that answer's shape (`NormalsBody`).
@Suite struct ExtrasEndToEndTests {
  /// The 30 complete years before this one, as the binary asks for them.
  static let years = NormalsRecord.years(
    before: LocalDate(daysSinceEpoch: Int(Date().timeIntervalSince1970 / 86_400)))

  static func server(
    answering:
      @escaping @Sendable (LocalHTTPServer.Request, () -> LocalHTTPServer.Reply) ->
      LocalHTTPServer.Reply = { $1() }
  ) throws -> LocalHTTPServer {
    let forecast = RecordedAnswer.zagreb.present()
    return try LocalHTTPServer { request in
      answering(request) { reply(request.target, forecast: forecast) }
    }
  }

  private static func reply(_ target: String, forecast: [UInt8]) -> LocalHTTPServer.Reply {
    if target.hasPrefix("/v1/forecast?") {
      return .respond(
        status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: target)))
    }
    if target.hasPrefix("/v1/air-quality?") {
      return .respond(status: 200, body: RecordedAnswer.enschedeAir.present())
    }
    if target.hasPrefix("/v1/archive?") {
      // The normals ask 30 ranges (or 60) at once; past days one.
      guard target.contains("start_date=\(years.lowerBound)-") else {
        return .respond(status: 200, body: Fixture.data(Fixture.archiveBrasilia))
      }
      return .respond(
        status: 200,
        body: NormalsBody.answer(to: target) { year, _ in 20 + Double(year - years.lowerBound) / 10
        })
    }
    return .respond(status: 404, body: Array("not found".utf8))
  }

  /// Open-Meteo serves one request at a time per address: the forecast, the compared models,
  /// the air quality and the normals of one run reach it one after another, never together,
  /// and a "Too many concurrent requests" answer is tried again.
  @Test func asksOpenMeteoOneRequestAtATime() async throws {
    let inFlight = Mutex((now: 0, most: 0, busy: false))
    let server = try Self.server { request, reply in
      let busy = inFlight.withLock { state in
        state.now += 1
        state.most = max(state.most, state.now)
        // The first air quality request is refused as Open-Meteo refuses one beyond its queue.
        defer { if request.target.hasPrefix("/v1/air-quality?") { state.busy = true } }
        return request.target.hasPrefix("/v1/air-quality?") && !state.busy
      }
      Thread.sleep(forTimeInterval: 0.05)
      inFlight.withLock { $0.now -= 1 }
      if busy {
        return .respond(
          status: 429, body: Array(#"{"error":true,"reason":"Too many concurrent requests"}"#.utf8))
      }
      return reply()
    }
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--air", "--normals", "--alerts", "off"], server)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("warmer than usual"))
    let paths = server.requests.map { $0.target.prefix(while: { $0 != "?" }) }
    #expect(paths.filter { $0 == "/v1/forecast" }.count == 2)  // the forecast and the models
    #expect(paths.filter { $0 == "/v1/air-quality" }.count == 2)  // refused once, then answered
    #expect(paths.filter { $0 == "/v1/archive" }.count == 1)
    #expect(inFlight.withLock { $0.most } == 1)
  }

  static func run(_ arguments: [String], _ server: LocalHTTPServer) async throws
    -> RainstormProcess.Outcome
  {
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_AIR_QUALITY_URL"] = server.baseURL
    environment["RAINSTORM_ARCHIVE_URL"] = server.baseURL
    return try await RainstormProcess.run(arguments + ["--no-cache"], environment: environment)
  }

  @Test func airQualityForScripts() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "52.27", "--lon", "6.87", "--air", "-f", "json"], server)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let air = try #require(object["air_quality"] as? [String: Any])
    #expect(air["status"] as? String == "ok")
    #expect((air["current"] as? [String: Any])?["category"] as? String == "moderate")
    let asked = server.requests.filter { $0.target.hasPrefix("/v1/air-quality?") }
    #expect(asked.count == 1)
    #expect(asked.first?.headers["user-agent"] == Rainstorm.userAgent)
  }

  @Test func pastDaysFromTheArchive() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "-15.8", "--lon", "-47.9", "--date", "2022-12-29..2022-12-31", "-f", "tsv"],
      server)
    #expect(run.status == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    #expect(rows.map { String($0[0]) } == ["2022-12-29", "2022-12-30", "2022-12-31"])
    #expect(rows.map { String($0[4]) } == ["26.4", "25.5", "25.8"])
    #expect(server.requests.map { $0.target.hasPrefix("/v1/archive?") } == [true])
  }

  @Test func theDaysAgainstThirtyYears() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await Self.run(["--lat", "45.6", "--lon", "17.22", "--normals"], server)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "\nAgainst the same week in \(Self.years.lowerBound)-\(Self.years.upperBound):\n"))
    #expect(run.stdout.contains("warmer than usual (warmer than 30 of 30 years)"))
  }
}
