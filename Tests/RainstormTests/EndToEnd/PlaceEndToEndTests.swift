import Foundation
import RainstormCore
import Testing

/// Place names, the IP providers and the config file, with the built binary against recorded
/// bodies on 127.0.0.1; requests are counted where they arrive.
@Suite struct PlaceEndToEndTests {
  static func reply(_ status: Int, _ fixture: String) -> LocalHTTPServer.Reply {
    .respond(status: status, body: Fixture.data(fixture))
  }

  static let ipTargets: Set = ["/ipapi.co/json/", "/ipwho.is/", "/ipinfo.io/json"]

  /// A directory with `rainstorm/config` holding `text`, as `XDG_CONFIG_HOME`.
  static func configHome(_ text: String) throws -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-config-\(UUID().uuidString)")
    let directory = home.appendingPathComponent("rainstorm")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent("config"))
    return home
  }

  @Test func forecastsAPlaceByName() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["Hollywood"], environment: EndToEndTests.environment(server))
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "Hollywood, Florida, United States (26.01°N, 80.15°W)\nfound by place search\n"))
    #expect(run.stderr.hasPrefix("rainstorm: also: Hollywood, California, United States;"))
    let targets = server.requestsButModels.map(\.target)
    #expect(targets.count == 2)
    #expect(targets.first == "/v1/search?name=Hollywood&count=10&language=en&format=json")
    #expect(targets.last?.hasPrefix("/v1/forecast?latitude=26.0112&longitude=-80.1495&") == true)
  }

  @Test func listsCandidatesForAScript() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--search", "Hollywood", "--format", "json"], environment: EndToEndTests.environment(server))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect((document?["results"] as? [Any])?.count == 10)
    let none = try await RainstormProcess.run(
      ["--search", "Xyzzy"], environment: EndToEndTests.environment(server))
    #expect(none.status == 1)
    #expect(none.stdout == "")
    #expect(none.stderr.hasPrefix("rainstorm: no place called 'Xyzzy' found; "))
  }

  @Test func fallsBackThroughTheProvidersInOrder() async throws {
    let server = try EndToEndTests.server(ip: [
      "/ipapi.co/json/": Self.reply(429, Fixture.ipapiRateLimited),
      "/ipwho.is/": Self.reply(200, Fixture.ipwhoisReserved),
      "/ipinfo.io/json": Self.reply(200, Fixture.ipinfoSuccess),
    ])
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--format", "json"], environment: EndToEndTests.environment(server))
    #expect(run.status == 0)
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let location = document?["location"] as? [String: Any]
    #expect(location?["source"] as? String == "ip")
    #expect(location?["provider"] as? String == "ipinfo.io")
    #expect(location?["latitude"] as? Double == 38.0088)
    let targets = server.requestsButModels.map(\.target)
    #expect(Array(targets.prefix(3)) == ["/ipapi.co/json/", "/ipwho.is/", "/ipinfo.io/json"])
    #expect(targets.count == 4)
  }

  @Test func whenEveryProviderFailsItSaysWhyAndWhetherToRetry() async throws {
    let server = try EndToEndTests.server(ip: [
      "/ipapi.co/json/": Self.reply(200, Fixture.ipapiReserved),
      "/ipwho.is/": Self.reply(200, Fixture.ipwhoisReserved),
      "/ipinfo.io/json": Self.reply(429, Fixture.ipinfoRateLimited),
    ])
    defer { server.stop() }
    let run = try await RainstormProcess.run([], environment: EndToEndTests.environment(server))
    #expect(run.status == 75)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "rainstorm: could not find you from your IP address: ipapi.co answered: 127.0.0.1 is "
        + "a reserved address; ipwho.is answered: Reserved range; ipinfo.io is limiting "
        + "requests; name a place (rainstorm Paris) or pass --lat and --lon\n")
    #expect(server.requests.count == 3)
  }

  @Test func noRequestReachesAnIPProviderWhenLookupIsOff() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let off = try Self.configHome("# no IP lookups on this machine\nip_lookup = off\n")
    defer { try? FileManager.default.removeItem(at: off) }
    let ways: [(arguments: [String], environment: [String: String])] = [
      (["--no-ip"], [:]),
      ([], ["RAINSTORM_NO_IP_LOOKUP": "1"]),
      ([], ["RAINSTORM_IP_LOOKUP": "off"]),
      ([], ["XDG_CONFIG_HOME": off.path]),
    ]
    for way in ways {
      let environment = EndToEndTests.environment(server).merging(way.environment) { _, new in new }
      let refused = try await RainstormProcess.run(way.arguments, environment: environment)
      #expect(refused.status == 77)
      // With a place, the forecast is fetched and still no IP provider is asked.
      let named = try await RainstormProcess.run(
        way.arguments + ["Hollywood"], environment: environment)
      #expect(named.status == 0)
    }
    let targets = server.requestsButModels.map(\.target)
    #expect(targets.count == 8)
    #expect(targets.allSatisfy { !Self.ipTargets.contains($0) })
  }

  @Test func aConfiguredPlaceNeverLooksUpTheIPAddress() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let home = try Self.configHome("location = Hollywood, California\nunits = imperial\ndays = 2\n")
    defer { TemporaryHome.remove(home) }
    var environment = EndToEndTests.environment(server)
    environment["XDG_CONFIG_HOME"] = home.path
    let run = try await RainstormProcess.run(["-f", "json"], environment: environment)
    #expect(run.status == 0)
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let location = document?["location"] as? [String: Any]
    #expect(location?["source"] as? String == "config")
    #expect(location?["name"] as? String == "Hollywood, California, United States")
    let targets = server.requestsButModels.map(\.target)
    #expect(targets.count == 2)
    #expect(targets.first?.hasPrefix("/v1/search?name=Hollywood&count=100&") == true)
    #expect(targets.last?.contains("temperature_unit=fahrenheit") == true)
    #expect(targets.last?.contains("forecast_days=2") == true)

    let printed = try await RainstormProcess.run(
      ["--print-config", "--days", "5"], environment: environment)
    #expect(printed.status == 0)
    let config = home.appendingPathComponent("rainstorm/config").path
    #expect(printed.stdout.contains("location = Hollywood, California  # \(config), line 1\n"))
    #expect(printed.stdout.contains("days = 5 "))
    #expect(printed.stdout.contains("# command line, --days\n"))
    #expect(server.requestsButModels.count == 2)
  }

  @Test func aBadConfigLineIsAUsageErrorNamingFileLineAndKey() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    let home = try Self.configHome("units = imperial\nwind_unit = furlongs\n")
    defer { TemporaryHome.remove(home) }
    var environment = EndToEndTests.environment(server)
    environment["XDG_CONFIG_HOME"] = home.path
    let run = try await RainstormProcess.run(["45.6,17.22"], environment: environment)
    let config = home.appendingPathComponent("rainstorm/config").path
    #expect(run.status == 64)
    #expect(
      run.stderr
        == "rainstorm: \(config):2: wind_unit must be one of kmh, ms, mph, kn, bft, "
        + "got 'furlongs' (see 'rainstorm --help')\n")
    #expect(server.requests.isEmpty)
    // --no-config is the way round a broken file.
    let skipped = try await RainstormProcess.run(
      ["45.6,17.22", "--no-config"], environment: environment)
    #expect(skipped.status == 0)
    // A named file that is missing, or is not a file, cannot be read: 66.
    let missing = try await RainstormProcess.run(
      ["--config", home.appendingPathComponent("nothing").path], environment: environment)
    #expect(missing.status == 66)
    #expect(missing.stderr.hasPrefix("rainstorm: --config: no such file: "))
    let directory = try await RainstormProcess.run(
      ["--config", home.path], environment: environment)
    #expect(directory.status == 66)
    #expect(
      directory.stderr == "rainstorm: cannot read config file \(home.path): it is a directory\n")
  }
}
