import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct ArgumentErrorTests {
  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus' (see"),
    (["--x"], "unknown option '--x' (see"),
    (["--day", "3"], "unknown option '--day'; did you mean '--days'? (see"),
    (["--colour", "never"], "unknown option '--colour'; did you mean '--color'?"),
    (["--colour=never"], "unknown option '--colour=never'; did you mean '--color'?"),
    (
      ["--wind-unit", "knots"],
      "--wind-unit must be one of kmh, ms, mph, kn, bft, got 'knots'; did you mean 'kn'?"
    ),
    (["--wind-unit", "km/h"], "got 'km/h'; did you mean 'kmh'?"),
    (["--units", "imperail"], "got 'imperail'; did you mean 'imperial'?"),
    (["--units", "kelvin"], "got 'kelvin' (see"),
    (["-f", "jsno"], "got 'jsno'; did you mean 'json'?"),
    (["-f", "waybr"], "got 'waybr'; did you mean 'waybar'?"),
    (["-x"], "unknown option '-x'"),
    (["--lat", "45.6"], "--lat needs --lon too"),
    (["--lon", "17.22"], "--lon needs --lat too"),
    (["--lat"], "--lat needs a value"),
    (["--lat", "abc", "--lon", "1"], "--lat expects a number of degrees, got 'abc'"),
    (["--lat", "nan", "--lon", "1"], "--lat expects a number of degrees, got 'nan'"),
    (["--lat", "1", "--lon", "inf"], "--lon expects a number of degrees, got 'inf'"),
    (["--lat", "1e3", "--lon", "1"], "--lat expects a number of degrees, got '1e3'"),
    (["--lat", "", "--lon", "1"], "--lat expects a number of degrees, got ''"),
    (["--lat", "91", "--lon", "0"], "--lat must be between -90 and 90, got 91"),
    (["--lat", "0", "--lon", "-180.5"], "--lon must be between -180 and 180, got -180.5"),
    (["--timeout", "0"], "--timeout expects seconds, more than 0 and at most 3600"),
    (["--timeout", "-1"], "--timeout expects seconds, more than 0 and at most 3600"),
    (["--timeout", "soon"], "--timeout expects seconds, more than 0 and at most 3600"),
    (["--color", "blue"], "--color must be one of auto, always, never, got 'blue'"),
    (["--no-ip=yes"], "--no-ip takes no value"),
    (["Paris", "--lat", "1", "--lon", "2"], "give the place once"),
    (["--", "x"], "the place needs at least 2 characters"),
    (["91,0"], "the place is not a place on Earth"),
    (["Paris", "--stdin"], "--stdin reads places itself"),
    (["--search", "Paris", "Lyon"], "--search takes the name itself"),
    (["--search", "Paris", "-f", "%t"], "--search writes human, json or tsv"),
    (["Paris", "--country", "FRA"], "--country expects a two-letter country code"),
    (["--config", "a", "--no-config"], "--config and --no-config contradict each other"),
    (["--lat", "\u{1B}[31m"], "--lat needs --lon too"),
  ])
  func exitsWithUsageBeforeAnyRequest(arguments: [String], message: String) async {
    let harness = CommandHarness()
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasPrefix("rainstorm: \(message)")
        || message.hasPrefix("got ")
          && outcome.stderr.contains(message),
      "\(outcome.stderr)")
    #expect(outcome.stderr.hasSuffix("(see 'rainstorm --help')\n"))
    #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: [
    ("RAINSTORM_NO_IP_LOOKUP", "maybe", "RAINSTORM_NO_IP_LOOKUP expects on or off, got 'maybe'"),
    ("RAINSTORM_DAYS", "many", "RAINSTORM_DAYS expects a whole number from 0 to 16, got 'many'"),
    ("RAINSTORM_FORMAT", "xml", "RAINSTORM_FORMAT must be human, json, line, tsv"),
    (
      "RAINSTORM_GEOCODING_URL", "file:///etc/passwd",
      "RAINSTORM_GEOCODING_URL must be an http or https URL"
    ),
    (
      "RAINSTORM_WEATHER_URL", "ftp://example.org",
      "RAINSTORM_WEATHER_URL must be an http or https URL"
    ),
    (
      "RAINSTORM_IP_LOOKUP_URL", "not a url", "RAINSTORM_IP_LOOKUP_URL must be an http or https URL"
    ),
  ])
  func rejectsBadEnvironmentValues(name: String, value: String, message: String) async {
    var harness = CommandHarness()
    harness.environment[name] = value
    let outcome = await harness.run(["--lat", "1", "--lon", "2"])
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.hasPrefix("rainstorm: \(message)"), "\(outcome.stderr)")
    #expect(harness.http.requests.isEmpty)
  }

  /// What it echoes shows the control characters as escapes: never sent to the terminal, and
  /// never dropped so that a bad value looks like a good one.
  @Test(arguments: [
    (["--\u{1B}]0;pwned\u{07}"], "unknown option '--\\e]0;pwned\\u{7}'"),
    (["1,2", "--days", "3\u{1B}[2J"], "--days expects a whole number from 0 to 16, got '3\\e[2J'"),
    (
      ["1,2", "--units", "metric\u{200B}"],
      "--units must be one of metric, imperial, uk, got 'metric\\u{200B}'; did you mean 'metric'?"
    ),
  ])
  func showsWhatItEchoes(arguments: [String], message: String) async {
    let outcome = await CommandHarness().run(arguments)
    #expect(outcome.stderr == "rainstorm: \(message) (see 'rainstorm --help')\n")
    #expect(outcome.status == .usage)
  }
}

@Suite struct HelpAndVersionTests {
  @Test(arguments: [["--help"], ["-h"], ["--lat", "1", "--help"], ["--bogus-later", "--help"]])
  func printsHelpToStdout(arguments: [String]) async {
    let outcome = await CommandHarness().run(arguments)
    if arguments.contains("--bogus-later") {
      // An unknown option is reported even when help is asked for after it.
      #expect(outcome.status == .usage)
      return
    }
    #expect(outcome.status == .success)
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdout.hasPrefix("rainstorm \(Rainstorm.version): "))
  }

  /// Help fits two screens of 50 lines; the long tables are in the man page it points to.
  @Test func helpListsEveryOptionAndExitCodeOnTwoScreensOfEightyColumns() async {
    let help = await CommandHarness().run(["--help"]).stdout
    #expect(help.split(separator: "\n", omittingEmptySubsequences: false).count <= 100)
    for option in CommandOption.all {
      #expect(help.contains("--\(option.name)"), "missing --\(option.name)")
    }
    #expect(help.contains("man rainstorm"))
    let manPage = ManPage.text
    for variable in HelpText.environment {
      #expect(manPage.contains(ManPage.text(variable.name)))
    }
    for placeholder in Template.placeholders {
      #expect(manPage.contains(".B %\(ManPage.text(String(placeholder.code)))\n"))
    }
    for status in ExitCode.allCases {
      #expect(help.contains("\n  \(String(status.rawValue).leftPadded(3))  \(status.meaning)\n"))
    }
    #expect(help.contains("Weather data by Open-Meteo.com"))
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "too wide: \(line)")
    }
  }

  @Test(arguments: [["--version"], ["-V"]])
  func printsTheVersion(arguments: [String]) async {
    let outcome = await CommandHarness().run(arguments)
    #expect(outcome.status == .success)
    #expect(outcome.stdout == "rainstorm \(Rainstorm.version)\n")
    #expect(outcome.stderr.isEmpty)
  }
}

@Suite struct LocationChoiceTests {
  @Test func refusesIPLookupWithNoIP() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["--no-ip"])
    #expect(outcome.status == .noPermission)
    #expect(outcome.status.rawValue == 77)
    #expect(
      outcome.stderr
        == "rainstorm: IP lookup is turned off (--no-ip) and no place was given; "
        + "name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES\n")
    #expect(outcome.stdout.isEmpty)
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: ["1", "true", "yes", "ON"])
  func refusesIPLookupWithTheVariable(value: String) async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_NO_IP_LOOKUP"] = value
    let outcome = await harness.run([])
    #expect(outcome.status == .noPermission)
    #expect(outcome.stderr.contains("(RAINSTORM_NO_IP_LOOKUP)"))
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: ["0", "", "false"])
  func looksUpTheIPWhenTheVariableSaysSo(value: String) async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_NO_IP_LOOKUP"] = value
    let outcome = await harness.run([])
    #expect(outcome.status == .success)
    #expect(
      harness.http.requests.map { $0.url.host }
        == ["ipapi.co", "api.open-meteo.com", "api.open-meteo.com"])
  }

  @Test func usesCoordinatesWithoutAnyIPLookup() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run([
      "--no-ip", "--lat", "-33.87", "--lon=151.21", "--timeout", "2.5",
    ])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.hasPrefix("33.87°S, 151.21°E\nfor the coordinates you gave\n"))
    let request = try #require(harness.http.requests.first)
    // The forecast, then the models it is compared with.
    #expect(harness.http.requests.count == 2)
    #expect(
      request.url.text.hasPrefix(
        "https://api.open-meteo.com/v1/forecast?latitude=-33.87&longitude=151.21&"))
    #expect(request.timeout == 2.5)
  }

  @Test func usesTheOverriddenURLs() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_WEATHER_URL"] = "http://127.0.0.1:9/om/"
    harness.environment["RAINSTORM_IP_LOOKUP_URL"] = "http://127.0.0.1:9/ip"
    harness.environment["RAINSTORM_GEOCODING_URL"] = "http://127.0.0.1:9/geo"
    harness.http = StubHTTP { request throws(TransportError) in
      let path = request.url.path
      let fixture =
        path.hasSuffix("/search")
        ? Fixture.geocodingHollywood
        : path.hasSuffix("/forecast") ? Fixture.zagrebForecast : Fixture.ipapiSuccess
      return HTTPResponse(status: 200, body: Fixture.data(fixture))
    }
    _ = await harness.run([])
    _ = await harness.run(["Paris"])
    #expect(
      harness.http.requests.map { String($0.url.text.prefix(36)) } == [
        "http://127.0.0.1:9/ip/ipapi.co/json/", "http://127.0.0.1:9/om/v1/forecast?la",
        "http://127.0.0.1:9/om/v1/forecast?la", "http://127.0.0.1:9/geo/v1/search?nam",
        "http://127.0.0.1:9/om/v1/forecast?la", "http://127.0.0.1:9/om/v1/forecast?la",
      ])
  }
}

@Suite struct ColourTests {
  @Test(arguments: [
    (true, "auto", [String: String](), true),
    (true, "auto", ["NO_COLOR": "1"], false),
    (true, "auto", ["NO_COLOR": ""], true),
    (true, "auto", ["TERM": "dumb"], false),
    (false, "auto", [:], false),
    (false, "always", ["NO_COLOR": "1"], true),
    (true, "never", [:], false),
  ])
  func colourOnlyWhereItBelongs(
    terminal: Bool, choice: String, environment: [String: String], expectColour: Bool
  ) async {
    var harness = CommandHarness()
    harness.stdoutIsTerminal = terminal
    harness.environment = environment
    let outcome = await harness.run(["--lat", "45.6", "--lon", "17.22", "--color", choice])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\u{1B}[") == expectColour)
  }
}

@Suite struct FailureTests {
  func outcome(for answer: @escaping @Sendable (HTTPRequest) throws(TransportError) -> HTTPResponse)
    async -> CommandHarness.Outcome
  {
    var harness = CommandHarness()
    harness.http = StubHTTP(answer)
    return await harness.run(["--lat", "45.6", "--lon", "17.22"])
  }

  @Test func aTimeoutIsATemporaryFailure() async {
    let result = await outcome { _ throws(TransportError) in throw .timedOut }
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: no weather data: no answer from api.open-meteo.com within the time limit "
        + "(10 s); "
        + "try again or raise --timeout\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func aRateLimitIsATemporaryFailure() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 429, body: Fixture.data(Fixture.openMeteoDailyLimit))
    }
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: no weather data: api.open-meteo.com is limiting requests "
        + "(Daily API request limit exceeded. Please try again tomorrow.); try again later\n")
  }

  @Test func anUnreadableAnswerIsADataError() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array("<html>".utf8))
    }
    #expect(result.status == .dataError)
    #expect(
      result.stderr
        == "rainstorm: no weather data: cannot read the answer from api.open-meteo.com: "
        + "expected JSON, got an HTML page\n")
  }

  @Test func anErrorBodyIsUnavailable() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 400, body: Fixture.data(Fixture.openMeteoLatitudeError))
    }
    #expect(result.status == .unavailable)
    #expect(
      result.stderr
        == "rainstorm: no weather data: api.open-meteo.com refused the request (HTTP 400): "
        + "Latitude must be in range of -90 to 90°. Given: 522.52.\n")
  }

  @Test func aRefusedConnectionIsUnavailable() async {
    let result = await outcome { _ throws(TransportError) in
      throw .cannotConnect(reason: "connection refused")
    }
    #expect(result.status == .unavailable)
  }

  @Test func anIPRateLimitSaysHowToAvoidTheLookup() async {
    var harness = CommandHarness()
    harness.http = StubHTTP(status: 429, fixture: Fixture.ipapiRateLimited)
    let result = await harness.run([])
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: could not find you from your IP address: "
        + "ipapi.co is limiting requests (RateLimited); ipwho.is is limiting requests "
        + "(RateLimited); ipinfo.io is limiting requests (RateLimited); "
        + "name a place (rainstorm Paris) or pass --lat and --lon\n")
  }

  @Test(arguments: [
    (RootViewModelError.notAuthorizedToRequestLocation, ExitCode.noPermission),
    (.failedToRequestLocation(.notAuthorized), .noPermission),
    (.failedToRequestLocation(.notFound(query: "Atlantis")), .notFound),
    (.failedToRequestLocation(.requestFailed(.timedOut(host: "h"))), .temporaryFailure),
    (.failedToRequestLocation(.requestFailed(.unreachable(host: "h", reason: "r"))), .unavailable),
    (.failedToRequestLocation(.lookupsFailed([])), .unavailable),
    (
      .failedToRequestLocation(
        .lookupsFailed([.unreachable(host: "a", reason: "r"), .timedOut(host: "b")])),
      .temporaryFailure
    ),
    (
      .failedToRequestLocation(
        .lookupsFailed([.rateLimited(host: "a", reason: nil), .httpStatus(host: "b", status: 500)])),
      .temporaryFailure
    ),
    (
      .failedToRequestLocation(
        .lookupsFailed([
          .errorBody(host: "a", status: 200, reason: "r"), .unreadable(host: "b", detail: "d"),
        ])),
      .unavailable
    ),
    (.noWeatherDataAvailable(.rateLimited(host: "h", reason: nil)), .temporaryFailure),
    (.noWeatherDataAvailable(.httpStatus(host: "h", status: 502)), .unavailable),
    (.noWeatherDataAvailable(.errorBody(host: "h", status: 400, reason: "r")), .unavailable),
    (.noWeatherDataAvailable(.unreadable(host: "h", detail: "d")), .dataError),
    // Both providers answered something unreadable: 65, as for one; one unreachable: 69.
    (
      .noWeatherDataAvailable(
        .providersFailed([.unreadable(host: "a", detail: "d"), .unreadable(host: "b", detail: "d")])
      ), .dataError
    ),
    (
      .noWeatherDataAvailable(
        .providersFailed([
          .unreadable(host: "a", detail: "d"), .unreachable(host: "b", reason: "refused"),
        ])), .unavailable
    ),
  ])
  func mapsEveryErrorToItsDocumentedStatus(error: RootViewModelError, status: ExitCode) throws {
    let configuration = try Configuration.parse(arguments: [], environment: [:])
    let failure = Failure(error, configuration: configuration)
    #expect(failure.status == status)
    #expect(!failure.message.contains("\n"))
    #expect(!failure.message.contains("ServiceError"))
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
