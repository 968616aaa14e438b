import Foundation
import RainstormCore
import Testing

/// `--rain-within`, `%R` and the rain line through the built binary, against a server on
/// 127.0.0.1 serving the recorded Zagreb forecast with a 15-minute block whose times follow
/// the real clock (`RainBody`: values changed, nothing invented).
@Suite struct RainEndToEndTests {
  /// Zagreb's recorded offset, GMT+2.
  static let offset = 7200

  /// A server whose forecast has `precipitation` per quarter hour from the one in progress.
  static func server(_ precipitation: [Double?]) throws -> LocalHTTPServer {
    let body = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: Date(), utcOffsetSeconds: offset),
      precipitation: precipitation, present: true)
    return try LocalHTTPServer { request in
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      let body = ModelsBody.body(body, models: ModelsBody.models(in: request.target))
      // Several places are answered with an array, one copy per place.
      return .respond(status: 200, body: MultiLocationBody.placed(body, in: request.target))
    }
  }

  static func run(_ arguments: [String], _ server: LocalHTTPServer, input: String? = nil)
    async throws
    -> RainstormProcess.Outcome
  {
    try await RainstormProcess.run(
      ["--no-cache"] + arguments, environment: EndToEndTests.environment(server), input: input)
  }

  /// Dry for the quarter hour in progress and the next two, then rain: it starts 30 to 45
  /// minutes from now (15 to 30 if a quarter hour ends while the test runs).
  static let rainIn30To45 = [0, 0, 0, 1.2, 1.6, 0.4] + Array(repeating: 0.0, count: 24)
  static let dry = Array(repeating: 0.0, count: 30)

  @Test func rainWithinTheDurationIsExit0AndPrintsTheRainLine() async throws {
    let server = try Self.server(Self.rainIn30To45)
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within", "1h"], server)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("Rain from "))
    #expect(run.stdout.hasSuffix(", moderate, 3.2 mm.\n"))
    #expect(run.stdout.split(separator: "\n").count == 1)
    let target = try #require(server.requests.first?.target)
    #expect(target.contains("&minutely_15=precipitation,weather_code&forecast_minutely_15=26&"))
    #expect(server.requests.count == 1)
  }

  @Test func noRainWithinTheDurationIsExit3() async throws {
    let server = try Self.server(Self.rainIn30To45)
    defer { server.stop() }
    let soon = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within", "10m"], server)
    #expect(soon.status == 3, "\(soon.stderr)")
    #expect(soon.stderr == "")
    #expect(soon.stdout.hasPrefix("Rain from "))

    let dryServer = try Self.server(Self.dry)
    defer { dryServer.stop() }
    let dry = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within", "90"], dryServer)
    #expect(dry.status == 3)
    #expect(dry.stdout.hasPrefix("No rain expected before "))
  }

  @Test func anAnswerShorterThanTheDurationCannotSayNoRain() async throws {
    let server = try Self.server([0, 0, 0, 0])
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within", "2h"], server)
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "rainstorm: cannot tell whether it will rain within 2 h: it covers only until "))

    // The recorded answer without a 15-minute block: the same, never "no rain".
    let bare = try EndToEndTests.server()
    defer { bare.stop() }
    let none = try await Self.run(["--lat", "45.6", "--lon", "17.22", "--rain-within", "2h"], bare)
    #expect(none.status == 65)
    #expect(
      none.stderr
        == "rainstorm: cannot tell whether it will rain within 2 h: it has no 15-minute values "
        + "for the time now\n")
  }

  @Test func aServerThatIsDownIsAnErrorNotNoRain() async throws {
    let down = try RefusingPort()
    defer { withExtendedLifetime(down) {} }
    let url = down.baseURL
    let run = try await RainstormProcess.run(
      ["--no-cache", "--lat", "45.6", "--lon", "17.22", "--rain-within", "1h"],
      environment: ["RAINSTORM_WEATHER_URL": url])
    #expect(run.status == 69)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("rainstorm: no weather data: cannot reach 127.0.0.1 ("))
  }

  /// In Tromsø the radar's Nowcast times the rain: the forecast is dry, the radar sees rain
  /// 25 to 30 minutes from now; with --provider open-meteo it is not asked.
  @Test func theRadarTimesTheRainInTheNordicCountries() async throws {
    let forecast = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: Date(), utcOffsetSeconds: Self.offset),
      precipitation: Self.dry, present: true)
    let now = Date().timeIntervalSince1970
    let step = Date(timeIntervalSince1970: (now / 300).rounded(.down) * 300)
    let nowcast = NowcastBody.tromso(
      first: step, rates: Array(repeating: 0, count: 6) + Array(repeating: 3.0, count: 9))
    let server = try LocalHTTPServer { request in
      if request.target.hasPrefix("/weatherapi/nowcast/2.0/complete?") {
        return .respond(status: 200, body: nowcast)
      }
      guard request.target.hasPrefix("/v1/forecast?") else {
        return .respond(status: 404, body: Array("not found".utf8))
      }
      return .respond(
        status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
    }
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_MET_NORWAY_URL"] = server.baseURL
    let place = ["--lat", "69.6827", "--lon", "18.9427", "--alerts", "off", "--no-cache"]
    let json = try await RainstormProcess.run(place + ["-f", "json"], environment: environment)
    #expect(json.status == 0, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rain = try #require(object["rain"] as? [String: Any])
    #expect(rain["source"] as? String == "met-norway-nowcast", "\(rain)")
    // 25 to 30 minutes, less the quarter hour the radar's start falls in and the time the run
    // took to start on a loaded machine.
    #expect((rain["minutes_until"] as? Int).map { (10...30).contains($0) } == true, "\(rain)")
    #expect(rain["resolution_minutes"] as? Int == 15)
    let asked = server.requests.filter { $0.target.hasPrefix("/weatherapi/nowcast/") }
    #expect(asked.map(\.target) == ["/weatherapi/nowcast/2.0/complete?lat=69.6827&lon=18.9427"])
    #expect(asked.first?.headers["user-agent"] == Rainstorm.userAgent)
    // People are told, and MET Norway is credited.
    let human = try await RainstormProcess.run(place, environment: environment)
    #expect(human.stdout.contains("Data from MET Norway (CC BY 4.0)"), "\(human.stdout)")

    let openMeteo = try await RainstormProcess.run(
      place + ["-f", "json", "--provider", "open-meteo"], environment: environment)
    let alone = try #require(
      try JSONSerialization.jsonObject(with: Data(openMeteo.stdout.utf8)) as? [String: Any])
    #expect((alone["rain"] as? [String: Any])?["source"] as? String == "forecast")
    #expect(server.requests.filter { $0.target.hasPrefix("/weatherapi/nowcast/") }.count == 2)
  }

  @Test(arguments: ["", "0", "-5m", "2d", "1h30", "m", "h1", "30m30m", "49h", "1.5h", "९०"])
  func aBadDurationIsExit64BeforeAnyRequest(text: String) async throws {
    let server = try Self.server(Self.dry)
    defer { server.stop() }
    let run = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within=\(text)"], server)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("rainstorm: --rain-within "))
    #expect(run.stderr.hasSuffix(" (see 'rainstorm --help')\n"))
    #expect(server.requests.isEmpty)
  }

  @Test func aFormatShowsTheOutlookAsDataAndKeepsTheExitStatus() async throws {
    let server = try Self.server(Self.rainIn30To45)
    defer { server.stop() }
    let json = try await Self.run(
      ["--lat", "45.6", "--lon", "17.22", "--rain-within", "1h", "-f", "json"], server)
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rain = try #require(object["rain"] as? [String: Any])
    #expect(rain["raining_now"] as? Bool == false)
    #expect(rain["kind"] as? String == "rain")
    #expect(rain["intensity"] as? String == "moderate")
    #expect((rain["minutes_until"] as? Int).map { (15...45).contains($0) } == true)
    // The answer's offset, +02:00 as recorded (`RecordedAnswer` moves its dates to today, not
    // its offset), since its days cover the rain.
    #expect((rain["starts_at"] as? String)?.hasSuffix("+02:00") == true, "\(rain)")
    // Zagreb is inside the central European box: quarter-hour resolution.
    #expect(rain["resolution_minutes"] as? Int == 15)
    #expect(rain["horizon_minutes"] as? Int == 360)

    let template = try await Self.run(["--lat", "45.6", "--lon", "17.22", "-f", "%l: %R"], server)
    #expect(template.status == 0)
    #expect(
      template.stdout.range(
        of: #"^45.60°N, 17.22°E: rain in [1-4][0-9] min\n$"#, options: .regularExpression)
        != nil, "\(template.stdout)")
    let line = try await Self.run(["--lat", "45.6", "--lon", "17.22", "-f", "line"], server)
    #expect(
      line.stdout.range(of: #"(%|-), rain in [1-4][0-9] min\n$"#, options: .regularExpression)
        != nil,
      "\(line.stdout)")

    let human = try await Self.run(["--lat", "45.6", "--lon", "17.22"], server)
    #expect(human.status == 0)
    #expect(human.stdout.contains("\nRain from "))
  }

  @Test func theLineFormatSaysNothingOfRainWhenNoneIsDue() async throws {
    let server = try Self.server(Self.dry)
    defer { server.stop() }
    let line = try await Self.run(["--lat", "45.6", "--lon", "17.22", "-f", "line"], server)
    #expect(line.status == 0)
    #expect(!line.stdout.contains("rain"))
    #expect(!line.stdout.hasSuffix(" \n"))
    let template = try await Self.run(["--lat", "45.6", "--lon", "17.22", "-f", "%R"], server)
    #expect(template.stdout == "no rain\n")
  }

  @Test func aBatchIsExit0WhenAnyPlaceExpectsRainAnd3WhenNone() async throws {
    let server = try Self.server(Self.rainIn30To45)
    defer { server.stop() }
    let input = "45.6,17.22\tZagreb\n48.85,2.35\tParis\n"
    let rain = try await Self.run(["--stdin", "--rain-within", "1h"], server, input: input)
    #expect(rain.status == 0, "\(rain.stderr)")
    let lines = rain.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("Zagreb: Rain from ") == true)
    #expect(lines.last?.hasPrefix("Paris: Rain from ") == true)

    let tsv = try await Self.run(
      ["--stdin", "--rain-within", "1h", "-f", "tsv"], server, input: input)
    #expect(tsv.status == 0)
    let header = tsv.stdout.split(separator: "\n").first?.split(separator: "\t") ?? []
    let row =
      tsv.stdout.split(separator: "\n").dropFirst().first?
      .split(separator: "\t", omittingEmptySubsequences: false) ?? []
    let kind = header.firstIndex(of: "rain_kind").flatMap { $0 < row.count ? row[$0] : nil }
    #expect(kind == "rain")

    let soon = try await Self.run(["--stdin", "--rain-within", "5m"], server, input: input)
    #expect(soon.status == 3)

    // A line that is not a place decides the status, even with rain elsewhere.
    let bad = try await Self.run(
      ["--stdin", "--rain-within", "1h"], server, input: input + "95,0\n")
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("line 3: "))
  }
}
