import Foundation
import RainstormCore
import Testing

/// The built binary against a server on 127.0.0.1 serving recorded bodies.
@Suite struct EndToEndTests {
  /// The recorded ipapi.co answer as the IP providers' replies.
  static let ipapiAnswers = [
    "/ipapi.co/json/": LocalHTTPServer.Reply.respond(
      status: 200, body: Fixture.data(Fixture.ipapiSuccess))
  ]

  /// Serves the IP providers' replies under `/<provider>/`, the recorded Hollywood search at
  /// `/v1/search` (no match for `Xyzzy`), and the Zagreb forecast at `/v1/forecast`, or the
  /// given reply for the forecast.
  static func server(
    forecast: LocalHTTPServer.Reply? = nil,
    ip: [String: LocalHTTPServer.Reply] = ipapiAnswers
  ) throws -> LocalHTTPServer {
    try LocalHTTPServer { request in
      if let reply = ip[request.target] {
        return reply
      }
      if request.target.hasPrefix("/v1/search?") {
        let fixture =
          request.target.contains("name=Xyzzy")
          ? Fixture.geocodingNoMatch : Fixture.geocodingHollywood
        return .respond(status: 200, body: Fixture.data(fixture))
      }
      if request.target.hasPrefix("/v1/forecast?") {
        return forecast
          ?? .respond(
            status: 200,
            body: MultiLocationBody.body(
              in: request.target, present: true, models: ModelsBody.models(in: request.target)))
      }
      return .respond(status: 404, body: Array("not found".utf8))
    }
  }

  static func environment(_ server: LocalHTTPServer) -> [String: String] {
    [
      "RAINSTORM_WEATHER_URL": server.baseURL,
      "RAINSTORM_IP_LOOKUP_URL": server.baseURL,
      "RAINSTORM_GEOCODING_URL": server.baseURL,
      "LANG": "C.UTF-8",
    ]
  }

  @Test func printsTheForecastForCoordinates() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22"], environment: Self.environment(server))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Not a terminal, so no colour: byte for byte the renderer's golden file, plus the rain
    // line, which says the outlook is unknown: the recorded answer has no 15-minute block.
    let rainLine =
      "Rain outlook unknown: the 15-minute forecast does not cover the time now.\n"
    #expect(run.stdout.contains("\n" + rainLine))
    let withoutRain = run.stdout.replacingOccurrences(of: rainLine, with: "")
    // The golden file's dates moved as the served answer's were (`RecordedAnswer`).
    let golden = try String(contentsOf: Golden.url("human-zagreb.txt"), encoding: .utf8)
    #expect(withoutRain == RecordedAnswer.zagreb.moved(golden))
    let requests = server.requestsButModels
    #expect(requests.count == 1)
    #expect(server.requests.count == 2)
    #expect(
      requests.first?.target == "/v1/forecast?latitude=45.6&longitude=17.22"
        + "&current=temperature_2m,apparent_temperature,relative_humidity_2m,"
        + "wind_speed_10m,wind_direction_10m,pressure_msl"
        + "&hourly=pressure_msl&daily=weather_code,temperature_2m_min,temperature_2m_max,precipitation_sum,"
        + "precipitation_probability_max,wind_speed_10m_max"
        + "&minutely_15=precipitation,weather_code,visibility&forecast_minutely_15=26"
        + "&timezone=auto&forecast_days=7")
    #expect(
      requests.first?.headers["user-agent"]
        == "rainstorm/\(Rainstorm.version) (+\(Rainstorm.homepage))")
  }

  @Test func findsThePlaceFromTheIPAddress() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await RainstormProcess.run([], environment: Self.environment(server))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout.hasPrefix(
        "Mountain View, California, United States (37.42°N, 122.08°W)\n"
          + "from your IP address via ipapi.co\n"))
    #expect(run.stdout.contains("\n" + RecordedAnswer.zagreb.moved("Tue 29 Sep") + "  "))
    let targets = server.requestsButModels.map(\.target)
    #expect(targets.count == 2)
    #expect(targets.first == "/ipapi.co/json/")
    #expect(targets.last?.hasPrefix("/v1/forecast?latitude=37.423&longitude=-122.0834&") == true)
  }

  @Test func refusesToLookUpTheIPAddressWithNoIP() async throws {
    let server = try Self.server()
    defer { server.stop() }
    for (arguments, variable) in [(["--no-ip"], "0"), ([], "1")] {
      var environment = Self.environment(server)
      environment["RAINSTORM_NO_IP_LOOKUP"] = variable
      let run = try await RainstormProcess.run(arguments, environment: environment)
      #expect(run.status == 77)
      #expect(run.stdout == "")
      #expect(run.stderr.hasPrefix("rainstorm: IP lookup is turned off ("))
      #expect(
        run.stderr.hasSuffix(
          "and no place was given; name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES\n"
        ))
    }
    #expect(server.requests.isEmpty)
  }

  @Test func reportsAServerErrorOnStderr() async throws {
    let server = try Self.server(
      forecast: .respond(
        status: 500, headers: ["Content-Type": "text/html"], body: Array("<h1>oops</h1>".utf8)))
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22"], environment: Self.environment(server))
    #expect(run.status == 69)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "rainstorm: no weather data: 127.0.0.1 failed (HTTP 500): an HTML error page; try again later\n"
    )
  }

  @Test func givesUpWhenTheServerNeverAnswers() async throws {
    let server = try Self.server(forecast: .hang)
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--timeout", "1"], environment: Self.environment(server))
    #expect(run.status == 75)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "rainstorm: no weather data: no answer from 127.0.0.1 within the time limit (1 s); "
        + "try again or raise --timeout\n")
    #expect(run.seconds < 3)
  }

  @Test func reportsAnUnreachableServer() async throws {
    // A port where nothing listens, held so that no other test's server takes it.
    let down = try RefusingPort()
    defer { withExtendedLifetime(down) {} }
    let url = down.baseURL
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22"], environment: ["RAINSTORM_WEATHER_URL": url])
    #expect(run.status == 69)
    #expect(run.stderr.hasPrefix("rainstorm: no weather data: cannot reach 127.0.0.1 ("))
  }

  @Test func rejectsABadArgumentWithoutTouchingTheNetwork() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let run = try await RainstormProcess.run(
      ["--lat", "95", "--lon", "0"], environment: Self.environment(server))
    #expect(run.status == 64)
    #expect(
      run.stderr == "rainstorm: --lat must be between -90 and 90, got 95 (see 'rainstorm --help')\n"
    )
    #expect(server.requests.isEmpty)
  }

  @Test func answersAFileOfPlacesInOrderWithFewRequests() async throws {
    let server = try Self.server()
    defer { server.stop() }
    var lines = (0..<250).map { "\(Double($0 % 90) + 0.5),\(Double($0 % 180) - 0.25)\tp\($0)" }
    lines.insert("1,2,3", at: 120)
    let run = try await RainstormProcess.run(
      ["--stdin", "--format", "json"], environment: Self.environment(server),
      input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 65)
    #expect(
      run.stderr == "rainstorm: line 121: expected 'lat,lon' or 'lat lon', got '1,2,3'\n")
    // 250 lines but 180 places (line i and line i + 180 are the same place): each is asked
    // for once, 100 to a request.
    #expect(server.requests.count == 2)
    let names = try run.stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      return (object["location"] as! [String: Any])["name"] as! String
    }
    #expect(names == (0..<250).map { "p\($0)" })
  }
}
