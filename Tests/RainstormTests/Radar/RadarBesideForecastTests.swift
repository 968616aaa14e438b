import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// The `radar` setting: the radar's nearest rain beside the forecast in every format, the
/// radar's own forecast timing the rain, and nothing asked when it is off. Bright Sky answers
/// with the Münster recording moved to the harness's clock (`RadarBody`), Open-Meteo with the
/// recorded Zagreb forecast.
@Suite(.systemZones) struct RadarBesideForecastTests {
  static let radarURL =
    "https://api.brightsky.dev/radar?lat=52&lon=7.6&distance=170000&format=compressed"

  /// The harness, with Bright Sky answering `radar` (nil: failing with 500), recording what
  /// was asked of it in `asked`.
  static func harness(
    radar: [UInt8]?, asked: Recorder<String>, on: Bool = true
  ) -> CommandHarness {
    var harness = CommandHarness()
    if on { harness.environment["RAINSTORM_RADAR"] = "on" }
    // Dry for the quarter hours of the next day, so the radar's forecast has something to
    // stand in for.
    let forecast = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: harness.now, utcOffsetSeconds: 7200),
      precipitation: Array(repeating: 0, count: 96))
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      if url.hasPrefix("https://api.open-meteo.com/v1/forecast?") {
        return HTTPResponse(
          status: 200, body: ModelsBody.body(forecast, models: ModelsBody.models(in: url)))
      }
      guard url.hasPrefix("https://api.brightsky.dev/") else {
        Issue.record("unexpected request: \(url)")
        throw .cannotConnect(reason: "unexpected request in a test")
      }
      asked.record(url)
      guard let radar else {
        return HTTPResponse(status: 500, body: Array("Internal Server Error".utf8))
      }
      return HTTPResponse(status: 200, body: radar)
    }
    return harness
  }

  /// The newest measured frame 4 minutes before the harness's clock, on the 5 minutes.
  static var newest: Date {
    let now = CommandHarness().now.timeIntervalSince1970
    return Date(timeIntervalSince1970: ((now - 240) / 300).rounded(.down) * 300)
  }

  /// The frame's time on the place's wall clock as the forecast gives it (Zagreb's, GMT+2).
  static var newestClock: String {
    let local = LocalDateTime(
      secondsSinceEpoch: newest.timeIntervalSince1970, utcOffsetSeconds: 7200)
    return String(format: "%02d:%02d", local.hour, local.minute)
  }

  /// As recorded at 09:20, the rain had left Münster 36 km to the south, moving away: every
  /// format says so, each its own way, from one request.
  @Test func theSettingAddsTheNearestRainToEachFormat() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(radar: try RadarBody.muenster(newest: Self.newest), asked: asked)
    let human = await harness.run(["52,7.6"])
    #expect(human.status == .success, "\(human.stderr)")
    #expect(human.stderr == "")
    #expect(human.stdout.contains("\nRadar \(Self.newestClock): rain 36 km S, moving away\n"))
    #expect(human.stdout.contains("\n" + BrightSkyRadarService.credit + "\n"))
    #expect(asked.all == [Self.radarURL])

    let json = await harness.run(["52,7.6", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let radar = try #require(object["radar"] as? [String: Any])
    #expect(radar["status"] as? String == "rain")
    #expect(radar["source"] as? String == "dwd-radolan")
    #expect(radar["distance_km"] as? Double == 35.5)
    #expect(radar["direction"] as? String == "S")
    #expect(radar["approach_kmh"] as? Double == -65.4)
    #expect(radar["arrival_minutes"] is NSNull)
    #expect((radar["frame_time"] as? String)?.hasSuffix("T\(Self.newestClock)+02:00") == true)
    // The radar's forecast is dry at Münster: it times the outlook, and says so.
    #expect((object["rain"] as? [String: Any])?["source"] as? String == "dwd-radolan")

    let line = await harness.run(["52,7.6", "-f", "line"])
    #expect(line.stdout.contains(" rain 36 km S"), "\(line.stdout)")
    let template = await harness.run(["52,7.6", "-f", "[%n]"])
    #expect(template.stdout == "[rain 36 km S]\n")
    let waybar = await harness.run(["52,7.6", "-f", "waybar"])
    #expect(waybar.stdout.contains("Radar \(Self.newestClock): rain 36 km S, moving away"))
    #expect(waybar.stdout.contains("via Bright Sky"))
    #expect(asked.all.count == 5)

    // With a cache the answer is kept for its 5 minutes: one request for two runs.
    harness.environment["HOME"] = "/home/user"
    _ = await harness.run(["52,7.6"])
    let again = await harness.run(["52,7.6"])
    #expect(again.stdout == human.stdout)
    #expect(asked.all.count == 6)
  }

  /// Off (the default), nothing is asked and nothing changes: no line, no key, an empty %n.
  @Test func offAsksNothingAndChangesNothing() async throws {
    let asked = Recorder<String>()
    let harness = Self.harness(
      radar: try RadarBody.muenster(newest: Self.newest), asked: asked, on: false)
    let human = await harness.run(["52,7.6"])
    #expect(!human.stdout.contains("Radar"))
    let json = await harness.run(["52,7.6", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["radar"] == nil)
    let template = await harness.run(["52,7.6", "-f", "[%n]"])
    #expect(template.stdout == "[]\n")
    #expect(asked.all.isEmpty)
  }

  /// Where the radar does not reach, nothing is asked; people are told, scripts read the
  /// status, and %n shows nothing (a bar would else show a - for good).
  @Test func aPlaceNoRadarCoversIsANoteAndAStatus() async throws {
    let asked = Recorder<String>()
    let harness = Self.harness(radar: nil, asked: asked)
    let human = await harness.run(["45.81,15.98"])
    #expect(human.status == .success)
    #expect(!human.stdout.contains("Radar"))
    #expect(
      human.stderr
        == "rainstorm: radar not shown: the radars rainstorm reads cover Germany and the "
        + "contiguous United States, each with up to 100 km around\n")
    let json = await harness.run(["45.81,15.98", "-f", "json"])
    #expect(json.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let radar = try #require(object["radar"] as? [String: Any])
    #expect(radar["status"] as? String == "not_covered")
    #expect(radar["source"] is NSNull && radar["distance_km"] is NSNull)
    let template = await harness.run(["45.81,15.98", "-f", "[%n]"])
    #expect(template.stdout == "[]\n")
    #expect(asked.all.isEmpty)
  }

  /// A radar that fails never costs the forecast: the forecast, a note, a status.
  @Test func aFailingRadarNeverCostsTheForecast() async throws {
    let asked = Recorder<String>()
    let harness = Self.harness(radar: nil, asked: asked)
    let human = await harness.run(["52,7.6"])
    #expect(human.status == .success)
    #expect(human.stdout.contains("Clear sky, 12.5°C"))
    #expect(!human.stdout.contains("Radar"))
    #expect(
      human.stderr.hasPrefix("rainstorm: radar not shown: api.brightsky.dev "), "\(human.stderr)")
    let json = await harness.run(["52,7.6", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["radar"] as? [String: Any])?["status"] as? String == "unavailable")
    let template = await harness.run(["52,7.6", "-f", "[%n]"])
    #expect(template.stdout == "[-]\n")
    #expect(!asked.all.isEmpty)
  }

  /// Rain the radar forecasts at the place 20 minutes after its newest frame times the
  /// outlook to the quarter hour, with its source; and its nearest rain is here when it
  /// rains now.
  @Test func theRadarsForecastTimesTheRain() async throws {
    let asked = Recorder<String>()
    let dryThenRain = Array(repeating: 0.0, count: 5) + Array(repeating: 2.4, count: 6)
    let harness = Self.harness(
      radar: try RadarBody.muenster(newest: Self.newest, rates: dryThenRain), asked: asked)
    let json = await harness.run(["52,7.6", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rain = try #require(object["rain"] as? [String: Any])
    #expect(rain["source"] as? String == "dwd-radolan", "\(rain)")
    #expect(rain["resolution_minutes"] as? Int == 15)
    // The fifth step ends 20 minutes after the newest frame, 4 minutes before now: rain
    // from the quarter hour that holds 16 minutes from now.
    let minutes = try #require(rain["minutes_until"] as? Int)
    #expect((1...30).contains(minutes), "\(rain)")
    #expect(rain["kind"] as? String == "rain")

    let wet = Self.harness(
      radar: try RadarBody.muenster(newest: Self.newest, rates: [3.6]), asked: asked)
    let here = await wet.run(["52,7.6", "-f", "%n"])
    #expect(here.stdout == "rain now\n")
    let human = await wet.run(["52,7.6"])
    #expect(human.stdout.contains("Radar \(Self.newestClock): rain here now\n"))
  }
}
