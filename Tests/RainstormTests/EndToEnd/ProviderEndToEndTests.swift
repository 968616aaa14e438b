import Foundation
import Synchronization
import Testing

/// The built binary with Open-Meteo and MET Norway both served on 127.0.0.1: the fallback,
/// its note and its request counts, a kept forecast when both fail, and MET Norway's own
/// answers.
@Suite struct ProviderEndToEndTests {
  static let metPath = "/weatherapi/locationforecast/2.0/complete?lat=40.7&lon=-74"

  /// A server answering MET Norway with `met` and Open-Meteo with `openMeteo`.
  static func server(
    openMeteo: @escaping @Sendable () -> LocalHTTPServer.Reply,
    met: @escaping @Sendable () -> LocalHTTPServer.Reply = {
      .respond(
        status: 200, headers: ["Content-Type": "application/json"],
        body: MetNorwayBody.now("metno_locationforecast-compact_nyc-alt10.json"))
    }
  ) throws -> LocalHTTPServer {
    try LocalHTTPServer { request in
      request.target.hasPrefix("/weatherapi/") ? met() : openMeteo()
    }
  }

  static func environment(_ server: LocalHTTPServer, home: String? = nil) -> [String: String] {
    var environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "RAINSTORM_MET_NORWAY_URL": server.baseURL,
      "LANG": "C.UTF-8",
    ]
    environment["HOME"] = home
    return environment
  }

  /// Each failure, and how often Open-Meteo is asked within its share: a server error is
  /// tried again (twice), a rate limit without Retry-After and a hang are not.
  static let failures:
    [(name: String, reply: LocalHTTPServer.Reply, reason: String, attempts: Int)] = [
      (
        "429, daily limit",
        .respond(status: 429, body: Fixture.data("openmeteo_error_429_daily_limit.json")),
        "127.0.0.1 is limiting requests (Daily API request limit exceeded. Please try again "
          + "tomorrow.)", 1
      ),
      ("503", .respond(status: 503, body: []), "127.0.0.1 answered HTTP 503", 3),
      ("hang", .hang, "no answer from 127.0.0.1 within its 3 s share of the time limit", 1),
    ]

  @Test(arguments: failures.indices)
  func metNorwayAnswersWhenOpenMeteoFails(_ index: Int) async throws {
    let failure = Self.failures[index]
    let server = try Self.server(openMeteo: { failure.reply })
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      // A limit for the hang whose share ends well before it; room for the retries of the
      // others.
      [
        "--lat", "40.7", "--lon", "-74", "-f", "json", "--no-cache", "--timeout",
        failure.name == "hang" ? "6" : "10",
      ],
      environment: Self.environment(server))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr == "rainstorm: \(failure.reason); showing the forecast from MET Norway\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "met-norway")
    #expect(object["provider_fallback"] as? Bool == true)
    // Without a zone for the coordinates, MET's UTC times are put in solar time.
    #expect(object["timezone"] as? String == "Etc/GMT+5")
    let targets = server.requests.map(\.target)
    #expect(targets.count == failure.attempts + 1)
    #expect(targets.dropLast().allSatisfy { $0.hasPrefix("/v1/forecast?") })
    #expect(targets.last == Self.metPath)
    let agent = server.requests.last?.headers["user-agent"] ?? ""
    #expect(agent.hasPrefix("rainstorm/") && agent.contains("(+https://"))
    // The hang ends at its share (3 s), not at the whole limit (6 s): 2.5 s of room for a busy
    // machine (with a limit of 2, 0.9 s of room was too little once in CI).
    if failure.name == "hang" { #expect(run.seconds < 5.5) }
  }

  @Test func whenBothFailTheKeptForecastStandsInThenTheError() async throws {
    let home = try TemporaryHome.make("providers")
    defer { TemporaryHome.remove(home) }
    let metUp = Mutex(true)
    let server = try Self.server(
      openMeteo: { .respond(status: 503, body: []) },
      met: {
        metUp.withLock { $0 }
          ? .respond(
            status: 200, headers: ["Expires": "Mon, 20 Jul 2020 12:14:53 GMT"],
            body: MetNorwayBody.now("metno_locationforecast-compact_nyc-alt10.json"))
          : .respond(status: 502, body: [])
      })
    defer { server.stop() }
    let environment = Self.environment(server, home: home.path)
    let arguments = ["--lat", "40.7", "--lon", "-74", "-f", "tsv", "--days", "2"]
    // Open-Meteo's 503 is tried three times, then MET Norway answers.
    let age = AgeWindow()
    let first = try await RainstormProcess.run(arguments, environment: environment)
    #expect(first.status == 0)
    #expect(server.requests.count == 4)
    // MET Norway's answer is fresh but only a fallback: Open-Meteo is asked again (three
    // times), then the kept fallback stands in without asking MET Norway.
    let cached = try await RainstormProcess.run(arguments, environment: environment)
    #expect(cached.stdout == first.stdout)
    #expect(
      cached.stderr
        == "rainstorm: 127.0.0.1 answered HTTP 503; showing the forecast from MET Norway\n")
    #expect(server.requests.count == 7)
    #expect(server.requests.suffix(3).allSatisfy { $0.target.hasPrefix("/v1/forecast?") })
    // Both down: each tried three times, and the kept forecast stands in with both reasons.
    metUp.withLock { $0 = false }
    let stale = try await RainstormProcess.run(arguments + ["--refresh"], environment: environment)
    #expect(stale.status == 0)
    #expect(stale.stdout == first.stdout)
    #expect(
      age.matches(stale.stderr) {
        "rainstorm: showing the forecast from \($0): 127.0.0.1 answered HTTP 503; 127.0.0.1 "
          + "answered HTTP 502\n"
      }, "\(stale.stderr)")
    #expect(server.requests.count == 13)
    // Nothing kept: the error names both.
    let none = try await RainstormProcess.run(arguments + ["--no-cache"], environment: environment)
    #expect(none.status == 69)
    #expect(none.stdout == "")
    #expect(
      none.stderr.hasPrefix(
        "rainstorm: no weather data: 127.0.0.1 answered HTTP 503; 127.0.0.1 answered HTTP 502"))
    #expect(server.requests.count == 19)
  }

  @Test func metNorwayAskedDirectlyWithTheUsersContact() async throws {
    let server = try Self.server(openMeteo: { .respond(status: 500, body: []) })
    defer { server.stop() }
    var environment = Self.environment(server)
    environment["RAINSTORM_CONTACT"] = "me@example.org"
    let run = try await RainstormProcess.run(
      ["--lat", "40.7", "--lon", "-74", "--provider", "met-norway", "--days", "3", "--models"],
      environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("\nData from MET Norway (CC BY 4.0)\n"))
    // The recorded series moved to now: its first day is today in New York.
    let today = DateFormatter()
    today.locale = Locale(identifier: "en_US_POSIX")
    today.timeZone = TimeZone(identifier: "America/New_York")
    today.dateFormat = "EEE d MMM"
    #expect(run.stdout.contains("\n\(today.string(from: Date()))  "), "\(run.stdout)")
    #expect(
      run.stderr
        == "rainstorm: MET Norway compares no weather models; --models shows none\n"
        + "rainstorm: rain timing is to the hour: MET Norway has no 15-minute forecast here\n")
    #expect(server.requests.map(\.target) == [Self.metPath])
    #expect(
      server.requests.first?.headers["user-agent"]
        == "rainstorm/0.1.0 (+https://github.com/rainstorm-weather/rainstorm; me@example.org)")
  }

  @Test(arguments: [
    (403, 69, "MET Norway blocks clients that do not identify themselves"),
    (422, 69, "MET Norway has no forecast for this place"),
    (429, 75, "127.0.0.1 is limiting requests"),
  ])
  func metNorwaysRefusals(status: Int, exit: Int32, words: String) async throws {
    let server = try Self.server(
      openMeteo: { .respond(status: 500, body: []) },
      met: { .respond(status: status, body: Array("Forbidden".utf8)) })
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--lat", "40.7", "--lon", "-74", "--provider", "met-norway", "--no-cache"],
      environment: Self.environment(server))
    #expect(run.status == exit)
    #expect(run.stderr.hasPrefix("rainstorm: no weather data: "))
    #expect(run.stderr.contains(words), "\(run.stderr)")
    #expect(run.stdout == "")
  }

  @Test func aDeprecatedProductIsNamedOnceInABatch() async throws {
    let server = try Self.server(
      openMeteo: { .respond(status: 503, body: []) },
      met: {
        .respond(
          status: 203, body: MetNorwayBody.now("metno_locationforecast-compact_nyc-alt10.json"))
      })
    defer { server.stop() }
    let single = try await RainstormProcess.run(
      ["--lat", "40.7", "--lon", "-74", "--provider", "met-norway", "-f", "json", "--no-cache"],
      environment: Self.environment(server))
    let note =
      "rainstorm: MET Norway says this version of its forecast is deprecated (HTTP 203); "
      + "a newer rainstorm will ask for the current one\n"
    #expect(single.status == 0)
    #expect(single.stderr == note)
    let batch = try await RainstormProcess.run(
      ["--stdin", "--provider", "met-norway", "-f", "tsv"], environment: Self.environment(server),
      input: "40.7,-74\n41,-74\n42,-74\n")
    #expect(batch.status == 0)
    #expect(batch.stdout.split(separator: "\n").count == 4)
    #expect(batch.stderr == note)
  }

  @Test func aBatchFallsBackPerRequestGroup() async throws {
    let server = try Self.server(openMeteo: { .respond(status: 503, body: []) })
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--stdin", "-f", "tsv", "--days", "1"], environment: Self.environment(server),
      input: "40.7,-74\n40.7,-74.0\n41,-74\n")
    #expect(run.status == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.hasSuffix("\tmet-norway") })
    // One Open-Meteo request for the three places (tried three times); one MET Norway request
    // per distinct place.
    let targets = server.requests.map(\.target)
    #expect(targets.filter { $0.hasPrefix("/v1/forecast?") }.count == 3)
    #expect(targets.filter { $0.hasPrefix("/weatherapi/") }.count == 2)

    // JSON says of each place what one place's answer says: MET Norway, as a fallback.
    let json = try await RainstormProcess.run(
      ["--stdin", "-f", "json", "--days", "1"], environment: Self.environment(server),
      input: "40.7,-74\n41,-74\n")
    #expect(json.status == 0, "\(json.stderr)")
    let objects = try json.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == 2)
    #expect(objects.map { $0["provider"] as? String } == ["met-norway", "met-norway"])
    #expect(objects.map { $0["provider_fallback"] as? Bool } == [true, true])
  }
}
