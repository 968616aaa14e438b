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
    #expect(lines.contains("rain 36 km S"))
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
