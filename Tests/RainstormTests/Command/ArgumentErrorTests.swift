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
