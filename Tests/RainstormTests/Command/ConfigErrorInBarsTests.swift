import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// A mistake in the config file or an environment variable was invisible in a bar (waybar hid
/// the module, i3blocks showed an empty block, the i3status wrapper's `2> /dev/null` lost it):
/// every bar format shows "rainstorm: config error" with the message in its tooltip and exits
/// 0, asking nothing; a mistake on the command line still exits 64, since someone at a
/// terminal wrote it.
@Suite struct ConfigErrorInBarsTests {
  static let file = "/h/.config/rainstorm/config"
  static let message =
    "/h/.config/rainstorm/config:2: wind_unit must be one of kmh, ms, mph, kn, bft, got "
    + "'furlongs' (see 'rainstorm --help')"

  func harness(config: String? = nil, environment: [String: String] = [:]) -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["HOME"] = "/h"
    harness.environment.merge(environment) { _, new in new }
    if let config { harness.files[Self.file] = .text(config) }
    return harness
  }

  @Test(arguments: BarFormat.allCases)
  func aMistakeInTheConfigFileShowsInEveryBar(_ bar: BarFormat) async {
    let harness = harness(config: "units = metric\nwind_unit = furlongs\n")
    let run = await harness.run(["45.6,17.22", "-f", bar.rawValue])
    #expect(run.status == .success)
    #expect(run.stdout.contains("config error"), "\(run.stdout)")
    #expect(run.stderr == "rainstorm: \(Self.message)\n")
    #expect(harness.http.requests.isEmpty)
  }

  @Test func theMessageIsInTheTooltip() async throws {
    let run = await harness(config: "units = metric\nwind_unit = furlongs\n")
      .run(["45.6,17.22", "-f", "waybar"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["text"] as? String == "rainstorm: config error")
    #expect((object["tooltip"] as? String)?.contains("wind_unit must be one of") == true)
    #expect(object["class"] as? [String] == ["unavailable", "config-error"])
  }

  @Test func aMistakeInTheEnvironmentShowsToo() async {
    let harness = harness(environment: [
      "RAINSTORM_WIND_UNIT": "furlongs", "RAINSTORM_FORMAT": "i3blocks",
    ])
    let run = await harness.run(["45.6,17.22"])
    #expect(run.status == .success)
    #expect(run.stdout == "rainstorm: config error\nconfig error\n#f5c211\n")
    #expect(run.stderr.hasPrefix("rainstorm: RAINSTORM_WIND_UNIT must be one of"))
    // A service address is the environment's too.
    let address = await self.harness(environment: ["RAINSTORM_WEATHER_URL": "ftp://x"])
      .run(["45.6,17.22", "-f", "polybar"])
    #expect(address.status == .success && address.stdout.contains("config error"))
  }

  /// The format comes from the command line, then the environment, then the file, read past
  /// the file's wrong lines.
  @Test func theFormatMayComeFromTheFileItself() async {
    let run = await harness(config: "format = waybar\nbogus_key = 1\n").run(["45.6,17.22"])
    #expect(run.status == .success)
    #expect(run.stdout.contains("\"text\":\"rainstorm: config error\""))
    #expect(run.stderr.contains("unknown key 'bogus_key'"))
  }

  @Test func aMistakeOnTheCommandLineStillFails() async {
    let run = await harness().run(["45.6,17.22", "-f", "waybar", "--wind-unit", "furlongs"])
    #expect(run.status == .usage)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("rainstorm: --wind-unit must be one of"))
  }

  @Test func outsideABarTheMistakeFailsAsBefore() async {
    for format in ["human", "json", "line"] {
      let run = await harness(config: "units = metric\nwind_unit = furlongs\n")
        .run(["45.6,17.22", "-f", format])
      #expect(run.status == .usage, "\(format)")
      #expect(run.stdout.isEmpty, "\(format)")
    }
    // A format that is itself wrong is a usage error as before.
    let broken = await harness(config: "format = waybr\n").run(["45.6,17.22"])
    #expect(broken.status == .usage)
    #expect(broken.stdout.isEmpty)
  }

  /// --watch keeps showing it and asks nothing, until it is stopped.
  @Test func watchKeepsShowingItAndAsksNothing() async {
    var harness = harness(config: "units = metric\nwind_unit = furlongs\n")
    let clock = FakeClock(at: harness.now)
    // Two days, a SIGUSR1 in between: nothing is asked, the block is written once.
    let watch = FakeWatch(clock: clock, runFor: 2 * 86_400, events: [(after: 600, .refresh)])
    harness.watch = watch.system
    let run = await harness.run(["45.6,17.22", "--watch", "-f", "i3bar"])
    #expect(run.status == .success)
    #expect(run.stdout.hasPrefix("{\"version\":1,\"click_events\":true}\n[\n[{"))
    #expect(run.stdout.components(separatedBy: "config error").count == 3)
    #expect(harness.http.requests.isEmpty)
    #expect(watch.waits.all.count >= 3)
    #expect(watch.startedEndingWithParent.withLock { $0 } == true)
  }
}
