import Foundation
import Testing

/// `--radar` through the built binary, against a server on 127.0.0.1 that answers Bright
/// Sky's `/radar` with the recorded answer for Münster, as a user runs it: piped and in a
/// narrow terminal's width, with and without colour, a second run from the cache.
@Suite struct RadarEndToEndTests {
  static func server(asked: Recorder<String>) throws -> LocalHTTPServer {
    let body = Fixture.data(BrightSkyRadarTests.recording)
    return try LocalHTTPServer { request in
      asked.record(request.target)
      guard request.target.hasPrefix("/radar?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(status: 200, body: body)
    }
  }

  @Test func drawsTheRecordedRadarAndKeepsIt() async throws {
    let asked = Recorder<String>()
    let server = try Self.server(asked: asked)
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-radar-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "RAINSTORM_RADAR_URL": server.baseURL, "LANG": "C.UTF-8", "COLUMNS": "60",
      "HOME": home.path,
    ]
    let run = try await RainstormProcess.run(["52,7.6", "--radar"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    let stdout: String = run.stdout
    #expect(run.stderr == "")
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The header (the recording's last measured frame, 09:20 UTC), 20 rows of 60 cells, the
    // nearest rain, the legend and the credit, all within 60 columns; no colour in a pipe.
    #expect(lines.first?.hasPrefix("52.00°N, 7.60°E · 09:20 UTC (") == true)
    #expect(lines.dropFirst().prefix(20).allSatisfy { $0.count == 60 })
    #expect(lines.contains("Rain 36 km S, moving away"))
    #expect(lines.contains { $0.hasSuffix("Radar: DWD (Deutscher Wetterdienst) via Bright Sky") })
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(!run.stdout.contains("\u{1B}"))
    #expect(asked.all == ["/radar?lat=52&lon=7.6&distance=54296&format=compressed"])

    // Within five minutes the same map comes from the cache, asking nothing.
    let again = try await RainstormProcess.run(["52,7.6", "--radar"], environment: environment)
    #expect(again.stdout == run.stdout)
    #expect(asked.all.count == 1)

    // With colour asked for and a 24-bit terminal: half-blocks in 24-bit colour.
    var colour = environment
    colour["COLORTERM"] = "truecolor"
    let coloured = try await RainstormProcess.run(
      ["52,7.6", "--radar", "--color", "always"], environment: colour)
    #expect(coloured.status == 0)
    #expect(coloured.stdout.contains("\u{1B}[0;38;2;"))
  }

  /// With the radar setting on, the forecast carries the radar's nearest rain in words and in
  /// JSON, with the DWD's credit; a radar answer whose newest frame is old (the recording as
  /// it is, from 2024) is a note, and the forecast stands.
  @Test func theRadarSettingAddsTheNearestRainToTheForecast() async throws {
    let now = Date().timeIntervalSince1970
    let fresh = try RadarBody.muenster(
      newest: Date(timeIntervalSince1970: ((now - 240) / 300).rounded(.down) * 300))
    let forecast = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: Date(), utcOffsetSeconds: 7200),
      precipitation: Array(repeating: 0, count: 96), present: true)
    let stale = Recorder<Bool>()
    let server = try LocalHTTPServer { request in
      if request.target.hasPrefix("/radar?") {
        let old = stale.all.last ?? false
        return .respond(
          status: 200, body: old ? Fixture.data(BrightSkyRadarTests.recording) : fresh)
      }
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(
        status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
    }
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_RADAR_URL"] = server.baseURL
    environment["RAINSTORM_RADAR"] = "on"
    let place = ["52,7.6", "--alerts", "off", "--no-cache"]
    let human = try await RainstormProcess.run(place, environment: environment)
    #expect(human.status == 0, "\(human.stderr)")
    #expect(human.stdout.contains(": rain 36 km S, moving away\n"), "\(human.stdout)")
    #expect(human.stdout.contains("Radar: DWD (Deutscher Wetterdienst) via Bright Sky\n"))
    let json = try await RainstormProcess.run(place + ["-f", "json"], environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["radar"] as? [String: Any])?["direction"] as? String == "S")
    #expect(
      server.requests.filter { $0.target.hasPrefix("/radar?") }.map(\.target).first
        == "/radar?lat=52&lon=7.6&distance=170000&format=compressed")

    stale.record(true)
    let old = try await RainstormProcess.run(place, environment: environment)
    #expect(old.status == 0)
    #expect(!old.stdout.contains("Radar"))
    #expect(old.stderr.contains("rainstorm: radar not shown: "), "\(old.stderr)")
    #expect(old.stderr.contains("too old to say where the rain is now"))
  }

  /// In the United States the binary reads the IEM's composite, once for every place within
  /// its 5 minutes, and draws Chicago's nearest rain from it.
  @Test func drawsTheUSCompositeFromTheIEM() async throws {
    let asked = Recorder<String>()
    let image = Fixture.data(IEMCompositeTests.recording)
    let server = try LocalHTTPServer { request in
      asked.record(request.target)
      guard request.target == "/data/gis/images/4326/USCOMP/n0r_0.png" else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(status: 200, body: image)
    }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-us-radar-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "RAINSTORM_US_RADAR_URL": server.baseURL, "LANG": "C.UTF-8", "COLUMNS": "60",
      "HOME": home.path,
    ]
    let chicago = try await RainstormProcess.run(
      ["41.88,-87.63", "--radar"], environment: environment)
    #expect(chicago.status == 0, "\(chicago.stderr)")
    #expect(chicago.stdout.hasPrefix("41.88°N, 87.63°W · 00:49 UTC ("))
    #expect(chicago.stdout.contains("\nRain 40 km NE\n"))
    #expect(chicago.stdout.hasSuffix("Radar: NWS NEXRAD via Iowa Environmental Mesonet\n"))
    let oklahoma = try await RainstormProcess.run(
      ["35.47,-97.52", "--radar"], environment: environment)
    #expect(oklahoma.stdout.contains("\nRain here now\n"))
    #expect(asked.all == ["/data/gis/images/4326/USCOMP/n0r_0.png"])
  }

  @Test func aPlaceOutsideTheCompositeIsExit69AndNoRequest() async throws {
    let asked = Recorder<String>()
    let server = try Self.server(asked: asked)
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["48.85,2.35", "--radar", "--no-cache"],
      environment: ["RAINSTORM_RADAR_URL": server.baseURL, "LANG": "C.UTF-8"])
    #expect(run.status == 69)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("rainstorm: no radar covers 48.85°N, 2.35°E yet"))
    #expect(asked.all.isEmpty)
  }
}
