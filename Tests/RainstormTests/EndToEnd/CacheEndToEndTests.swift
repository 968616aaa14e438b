import Foundation
import RainstormCore
import Synchronization
import Testing

/// The cache on disk, with the built binary: what it saves in requests, what it keeps when a
/// refresh fails, and that many processes at once do not damage it.
@Suite struct CacheEndToEndTests {
  @Test func aSecondRunAsksNothingAndRefreshAsksAgain() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let home = try TemporaryHome.make("cache-e2e")
    defer { TemporaryHome.remove(home) }
    var environment = EndToEndTests.environment(server)
    environment["HOME"] = home.path
    let first = try await RainstormProcess.run([], environment: environment)
    #expect(first.status == 0)
    // The IP lookup, the forecast, and the compared models' days.
    #expect(server.requests.count == 3)
    let second = try await RainstormProcess.run([], environment: environment)
    #expect(second.stdout == first.stdout)
    #expect(server.requests.count == 3)
    _ = try await RainstormProcess.run(["--refresh"], environment: environment)
    #expect(server.requests.count == 6)
    _ = try await RainstormProcess.run(["--no-cache"], environment: environment)
    #expect(server.requests.count == 9)
    let mode = try FileManager.default.attributesOfItem(
      atPath: home.appendingPathComponent(".cache/rainstorm").path)[.posixPermissions]
    #expect(mode as? Int == 0o700)
  }

  @Test func showsTheKeptForecastWhenTheServiceFails() async throws {
    let failing = Mutex(false)
    let server = try LocalHTTPServer { _ in
      failing.withLock { $0 }
        ? .respond(status: 503, body: Array("upstream down".utf8))
        : .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    let home = try TemporaryHome.make("cache-e2e")
    defer { TemporaryHome.remove(home) }
    let environment = ["RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path]
    let age = AgeWindow()
    _ = try await RainstormProcess.run(["45.6,17.22"], environment: environment)
    failing.withLock { $0 = true }
    let run = try await RainstormProcess.run(
      ["45.6,17.22", "--refresh", "-f", "json"], environment: environment)
    #expect(run.status == 0)
    #expect(
      age.matches(run.stderr) {
        "rainstorm: showing the forecast from \($0): 127.0.0.1 failed (HTTP 503): "
          + "\"upstream down\"\n"
      }, "\(run.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(document?["stale"] as? Bool == true)
    #expect((document?["fetched_at"] as? String)?.hasSuffix("+02:00") == true)
    // The first run, then three tries (two retries) of the refresh; the models' days kept
    // from the first run are not asked again over a kept forecast.
    #expect(server.requestsButModels.count == 4)
    #expect(server.requests.count == 5)
  }

  @Test func twentyRunsAtOnceAllSucceedAndLeaveEveryEntryWhole() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let home = try TemporaryHome.make("cache-e2e")
    defer { TemporaryHome.remove(home) }
    var environment = EndToEndTests.environment(server)
    environment["HOME"] = home.path
    let statuses = Mutex<[Int32]>([])
    DispatchQueue.concurrentPerform(iterations: 20) { [environment] index in
      // Some ask for the same place, some for others, and some refresh: reads race writes.
      let place = "\(40 + index % 4).5,10.25"
      let arguments = index % 3 == 0 ? [place, "--refresh"] : [place]
      let status =
        (try? RainstormProcess.runBlocking(arguments, environment: environment))?.status ?? -1
      statuses.withLock { $0.append(status) }
    }
    #expect(statuses.withLock { $0 } == Array(repeating: 0, count: 20))
    let cache = home.appendingPathComponent(".cache/rainstorm")
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    // A forecast and a comparison of the models for each of the four places.
    #expect(names.count == 8)
    #expect(names.allSatisfy { !$0.hasPrefix(".tmp-") })
    for name in names {
      let data = try Data(contentsOf: cache.appendingPathComponent(name))
      #expect(data.starts(with: Array("rainstorm-cache 1 ".utf8)))
      // The entry ends with the whole body as served: the forecast's or the models'.
      let bodies = (0..<4).flatMap { index in
        let target = "/v1/forecast?latitude=\(40 + index).5&longitude=10.25"
        return [
          MultiLocationBody.body(in: target, present: true),
          MultiLocationBody.body(
            in: target, present: true, models: ForecastOptions.defaultComparedModels),
        ]
      }
      #expect(bodies.contains { data.suffix($0.count) == $0 })
    }
    // Every entry answers on its own once the server is gone.
    server.stop()
    for index in 0..<4 {
      let run = try await RainstormProcess.run(["\(40 + index).5,10.25"], environment: environment)
      #expect(run.status == 0)
    }
  }
}
