import Foundation
import Testing

/// Requests to one host in a run share a connection (issue 57: each was its own
/// `curl_easy_init`, so the default run's two sequential Open-Meteo requests paid two
/// connections, and over HTTPS two handshakes): the binary against a server that keeps its
/// connections open, counting them.
@Suite struct ConnectionReuseEndToEndTests {
  /// The forecast and the compared models' days, from a server that keeps its connections
  /// open or closes each, and the run of the place against it (warnings off).
  static func run(keepAlive: Bool) async throws -> (LocalHTTPServer, RainstormProcess.Outcome) {
    let server = try LocalHTTPServer(keepAlive: keepAlive) { request in
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(
        status: 200,
        body: ModelsBody.body(
          RecordedAnswer.zagreb.present(), models: ModelsBody.models(in: request.target)))
    }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_ALERTS"] = "off"
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--no-cache"], environment: environment)
    return (server, run)
  }

  @Test func theForecastAndTheModelsShareOneConnection() async throws {
    let (server, run) = try await Self.run(keepAlive: true)
    defer { server.stop() }
    #expect(run.status == 0, "\(run.stderr)")
    // The forecast, then the compared models' days: one after the other, on one connection.
    #expect(server.requests.count == 2)
    #expect(server.requests.last?.target.contains("models=") == true)
    #expect(server.connections == 1)
  }

  /// A server that closes each connection is asked again on a new one: a kept handle whose
  /// connection is gone still sends.
  @Test func aClosedConnectionIsOpenedAgain() async throws {
    let (server, run) = try await Self.run(keepAlive: false)
    defer { server.stop() }
    #expect(run.status == 0, "\(run.stderr)")
    #expect(server.requests.count == 2)
    #expect(server.connections == 2)
  }
}
