import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

@Suite struct FormatOptionTests {
  @Test(arguments: [
    (["--days", "17"], "--days expects a whole number from 0 to 16, got '17'"),
    (["--days", "-1"], "--days expects a whole number from 0 to 16, got '-1'"),
    (["--hours", "x"], "--hours expects a whole number from 0 to 384, got 'x'"),
    (["--hours", "385"], "--hours expects a whole number from 0 to 384, got '385'"),
    (["--units", "kelvin"], "--units must be one of metric, imperial, uk, got 'kelvin'"),
    (["--wind-unit", "knots"], "--wind-unit must be one of kmh, ms, mph, kn, bft, got 'knots'"),
    (["--temperature-unit", "c"], "--temperature-unit must be one of celsius, fahrenheit"),
    (["--precipitation-unit", "cm"], "--precipitation-unit must be one of mm, inch"),
    (["--icons", "png"], "--icons must be one of emoji, unicode, ascii, none, got 'png'"),
    (
      ["-f", "xml"],
      "--format must be human, json, line, tsv, waybar, i3bar, i3blocks, tmux, polybar, "
        + "swiftbar, xbar, wttr:FORMAT or a template with % placeholders, got 'xml'"
    ),
    (["-f", "wttr:"], "--format needs wttr.in's format or preset after 'wttr:'"),
    (["-f", "%t %y"], "--format has an unknown placeholder '%y' (see 'rainstorm --help')\n"),
    (["--timeout", "0"], "--timeout expects seconds, more than 0 and at most 3600, got '0'"),
    (["-f", "100%"], "--format ends with a lone '%'"),
  ])
  func rejectsBadValuesWithUsage(arguments: [String], message: String) async {
    let harness = CommandHarness()
    let outcome = await harness.run(["--lat", "1", "--lon", "2"] + arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.hasPrefix("rainstorm: \(message)"), "\(outcome.stderr)")
    #expect(harness.http.requests.isEmpty)
  }

  @Test func asksForUnitsAndRangeFromTheCommandLine() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run([
      "--lat", "1", "--lon", "2", "--units", "imperial", "--precipitation-unit", "mm",
      "--days", "3", "--hours", "30", "-f", "json",
    ])
    #expect(outcome.status == .success)
    let url = try #require(harness.http.requests.first?.url.text)
    #expect(url.contains("&temperature_unit=fahrenheit&wind_speed_unit=mph&timezone=auto"))
    #expect(!url.contains("precipitation_unit"))
    #expect(url.contains("&hourly=temperature_2m,"))
    #expect(url.hasSuffix("&forecast_days=3"))
    let json = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
    let units = json["units"] as! [String: String]
    #expect(
      units == [
        "temperature": "°F", "wind_speed": "mph", "precipitation": "mm", "relative_humidity": "%",
        "precipitation_probability": "%", "wind_direction": "°",
      ])
    #expect((json["daily"] as! [Any]).count == 2)
    #expect((json["hourly"] as! [Any]).count == 30)
  }

  @Test func fetchesHoursForTheRainOutlook() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run(["--lat", "1", "--lon", "2", "-f", "%r"])
    #expect(outcome.stdout == "no rain in the next 12 h\n")
    let url = try #require(harness.http.requests.first?.url.text)
    #expect(url.contains("&hourly="))
  }

  @Test(arguments: [
    ([String: String](), IconStyle.ascii), (["LANG": "en_US.UTF-8"], .emoji),
    (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii), (["LC_CTYPE": "de_DE.utf8"], .emoji),
  ])
  func choosesIconsByLocale(environment: [String: String], icons: IconStyle) throws {
    let configuration = try Configuration.parse(arguments: [], environment: environment)
    #expect(configuration.icons == icons)
  }

  @Test func neverColoursData() async {
    var harness = CommandHarness()
    harness.stdoutIsTerminal = true
    for format in ["json", "tsv", "line"] {
      let outcome = await harness.run([
        "--lat", "1", "--lon", "2", "-f", format, "--color", "always",
      ])
      #expect(!outcome.stdout.contains("\u{1B}"), "\(format)")
    }
  }
}
