import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// Status-bar formats through the command: in-process for the rules, with the built binary for
/// the offline placeholder and the stale marker, and inside a real tmux for the escaping.
@Suite struct BarCommandTests {
  @Test func xbarIsSwiftBarsProtocolWithItsOwnParametersAndBarsAreColouredUnlessNoColor() async {
    var harness = CommandHarness()
    let swiftbar = await harness.run(["45.6,17.22", "-f", "swiftbar"])
    let xbar = await harness.run(["45.6,17.22", "-f", "xbar"])
    #expect(swiftbar.status == .success)
    #expect(
      xbar.stdout
        == swiftbar.stdout.replacing(
          "emojize=false symbolize=false", with: "emojize=false ansi=false"))
    #expect(
      swiftbar.stdout.hasPrefix(
        "45.60°N, 17.22°E: 🌙 13°C - | emojize=false symbolize=false\n---\n45.60°N, 17.22°E |"))
    // A warm night: 31 °C is hot, and hot is coloured in a pipe (bars read pipes).
    harness.http = StubHTTP { request throws(TransportError) in
      let body = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
        .replacing("\"temperature_2m\":12.5", with: "\"temperature_2m\":31.0")
      return HTTPResponse(status: 200, body: Array(body.utf8))
    }
    let hot = await harness.run(["45.6,17.22", "-f", "tmux"])
    #expect(hot.stdout == "#[fg=#ff6e40,bg=#222222]45.60°N, 17.22°E: 🌙 31°C -#[default]\n")
    harness.environment["NO_COLOR"] = "1"
    #expect(
      await harness.run(["45.6,17.22", "-f", "tmux"]).stdout == "45.60°N, 17.22°E: 🌙 31°C -\n")
    #expect(
      await harness.run(["45.6,17.22", "-f", "tmux", "--color", "always"]).stdout.hasPrefix(
        "#[fg=#ff6e40,bg=#222222]"))
  }

  @Test func theTooltipShowsSixHoursUnlessHoursAreGiven() async throws {
    let harness = CommandHarness()
    let six = await harness.run(["45.6,17.22", "-f", "waybar"])
    let two = await harness.run(["45.6,17.22", "-f", "waybar", "--hours", "2", "--days", "1"])
    let hours = { (text: String) throws -> Int in
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let tooltip = try #require(object?["tooltip"] as? String)
      return tooltip.split(separator: "\n").filter {
        $0.count > 6 && $0.dropFirst(2).hasPrefix(":00 ")
      }
      .count
    }
    #expect(try hours(six.stdout) == 6)
    #expect(try hours(two.stdout) == 2)
    #expect(harness.http.requests.allSatisfy { $0.url.text.contains("hourly=") })
  }

  @Test(arguments: [
    (["--stdin", "-f", "waybar"], "--stdin writes one answer per place; waybar shows one place"),
    (["45,1", "-f", "tmux", "--date", "yesterday"], "tmux shows the weather now; --date needs"),
    (["--search", "Paris", "-f", "polybar"], "--search writes human, json or tsv, not polybar"),
    (["45,1", "-f", "wttr:"], "--format needs wttr.in's format or preset after 'wttr:'"),
  ])
  func refusesWhatABarCannotShow(arguments: [String], message: String) async {
    var harness = CommandHarness()
    harness.standardInput = "45,1\n"
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.hasPrefix("rainstorm: \(message)"), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: BarFormat.allCases)
  func aFailurePrintsThePlaceholderAndSucceeds(format: BarFormat) async throws {
    var harness = CommandHarness()
    harness.http = StubHTTP { _ throws(TransportError) in
      throw .cannotConnect(reason: "connection refused")
    }
    let outcome = await harness.run(["45.6,17.22", "-f", format.rawValue, "--no-cache"])
    // The bars hide a command that fails: only 0 lets the placeholder show.
    #expect(outcome.status == .success)
    #expect(outcome.stderr.contains("cannot reach api.open-meteo.com (connection refused)"))
    #expect(outcome.stdout.contains("weather unavailable"))
    if [.waybar, .i3bar].contains(format) {
      let object =
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
      #expect(object != nil)
    }
  }

  @Test(arguments: [BarFormat.waybar, .i3blocks, .swiftbar])
  func aPlaceNotFoundShowsInTheBarWithStatusZero(format: BarFormat) async {
    var harness = CommandHarness()
    harness.http = StubHTTP(fixture: Fixture.geocodingNoMatch)
    let outcome = await harness.run(["Xyzzy", "-f", format.rawValue])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("weather unavailable"))
    // The reason is in the tooltip or menu where the bar has one.
    #expect(outcome.stdout.contains("no place called") == (format != .i3blocks))
    #expect(outcome.stderr.hasPrefix("rainstorm: no place called 'Xyzzy' found"))
  }

  /// On the command line, a mistake fails in a bar too; in the settings it shows in the bar
  /// (ConfigErrorInBarsTests).
  @Test func aCommandLineMistakeStillFailsInABar() async {
    let harness = CommandHarness()
    let outcome = await harness.run(["45,1", "-f", "waybar", "--units", "kelvin"])
    #expect(outcome.status == .usage)
    #expect(outcome.stdout.isEmpty)
  }

  @Test func wttrAsksForTheHourlyForecastOnlyForItsChanceOfRain() async {
    let harness = CommandHarness()
    let chance = await harness.run(["45.6,17.22", "-f", "wttr:%o", "--days", "0"])
    #expect(chance.stdout == "0%\n")
    let temperature = await harness.run(["45.6,17.22", "-f", "wttr:%t", "--days", "0"])
    #expect(temperature.stdout == "+13°C\n")
    let urls = harness.http.requests.map(\.url.text)
    #expect(urls.count == 2)
    #expect(urls.first?.contains("&hourly=") == true)
    #expect(urls.last?.contains("&hourly=") == false)
  }

  @Test func wttrLinesWorkForABatchToo() async {
    var harness = CommandHarness()
    harness.standardInput = "45.6,17.22\tZagreb\n45.6,17.22\tAgain\n"
    let outcome = await harness.run(["--stdin", "-f", "wttr:3"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout == "Zagreb: ☀️ +13°C\nAgain: ☀️ +13°C\n")
  }
}
