import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// Air quality through the whole command, with the services stubbed: asked only when the
/// output needs it, shown to people and scripts, and never costing the forecast.
@Suite struct AirCommandTests {
  static let enschede = ["--lat", "52.27", "--lon", "6.87"]
  /// The recorded air quality moved to the harness's clock, the Zagreb forecast's hour.
  static let air = RecordedAnswer.enschedeAir.present(RecordedAnswer.zagreb.recordedNow)

  /// The forecast from the Zagreb recording; air quality answered with `status`.
  static func harness(status: Int = 200) -> CommandHarness {
    var harness = CommandHarness()
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      if let forecast = CommandHarness.zagrebForecast(url) { return forecast }
      if url.hasPrefix("https://air-quality-api.open-meteo.com/v1/air-quality?") {
        return HTTPResponse(
          status: status,
          body: status == 200 ? Self.air : [])
      }
      Issue.record("unexpected request: \(url)")
      throw .cannotConnect(reason: "unexpected")
    }
    return harness
  }

  static func airRequests(_ harness: CommandHarness) -> Int {
    harness.http.requests.filter { $0.url.host == "air-quality-api.open-meteo.com" }.count
  }

  @Test func notAskedUnlessTheOutputNeedsIt() async {
    let plain = Self.harness()
    #expect(await plain.run(Self.enschede + ["-f", "json"]).status == .success)
    #expect(Self.airRequests(plain) == 0)
    let json = await plain.run(Self.enschede + ["-f", "json"])
    #expect(json.stdout.contains("\"air_quality\": null"))

    let flagged = Self.harness()
    #expect(await flagged.run(Self.enschede + ["--air"]).status == .success)
    #expect(Self.airRequests(flagged) == 1)

    let template = Self.harness()
    let line = await template.run(Self.enschede + ["-f", "%t %q %Q %v"])
    #expect(line.stdout.hasSuffix(" 44 moderate 2.1 low\n"))
    #expect(Self.airRequests(template) == 1)

    var setting = Self.harness()
    setting.environment["RAINSTORM_AIR"] = "on"
    _ = await setting.run(Self.enschede)
    #expect(Self.airRequests(setting) == 1)
  }

  @Test func peopleSeeTheIndexItsCategoryAndTheDaysWorst() async {
    let outcome = await Self.harness().run(Self.enschede + ["--air"])
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout.contains(
        "\nAir: moderate (European AQI 44), PM2.5 22 µg/m³, PM10 28 µg/m³, ozone 42 µg/m³, "
          + "NO₂ 11 µg/m³, UV 2.1 (low)\n"))
    // No pollen in the air in October: no pollen line.
    #expect(!outcome.stdout.contains("Pollen"))
    #expect(outcome.stdout.contains("  Air\n"))
    let us = await Self.harness().run(Self.enschede + ["--air", "--air-index", "us"])
    #expect(us.stdout.contains("\nAir: moderate (US AQI 65), "))
    var ascii = Self.harness()
    ascii.environment["LANG"] = "C"
    let plain = await ascii.run(Self.enschede + ["--air"])
    #expect(plain.stdout.contains("PM2.5 22 ug/m3, PM10 28 ug/m3, ozone 42 ug/m3, NO2 11 ug/m3"))
    let coloured = await Self.harness().run(Self.enschede + ["--air", "--color", "always"])
    #expect(coloured.stdout.contains("Air: \u{1B}[33mmoderate\u{1B}[0m (European AQI 44)"))
  }

  @Test func scriptsReadAnAirQualityBlock() async throws {
    let outcome = await Self.harness().run(Self.enschede + ["--air", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let air = try #require(object["air_quality"] as? [String: Any])
    #expect(air["status"] as? String == "ok")
    #expect(air["index"] as? String == "european")
    let now = try #require(air["current"] as? [String: Any])
    #expect(now["aqi"] as? Double == 44)
    #expect(now["category"] as? String == "moderate")
    #expect(now["us_aqi"] as? Double == 65)
    #expect(now["uv_category"] as? String == "low")
    #expect((now["pollen"] as? [String: Any])?["birch"] as? Double == 0)
    let days = try #require(air["daily"] as? [[String: Any]])
    #expect(days.first?["aqi_max"] as? Double == 43)
  }

  @Test func aFailingServiceNeverCostsTheForecast() async {
    let outcome = await Self.harness(status: 500).run(Self.enschede + ["--air"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\nNow, "))
    #expect(!outcome.stdout.contains("Air:"))
    #expect(
      outcome.stderr
        == "rainstorm: air quality not shown: air-quality-api.open-meteo.com answered HTTP 500\n"
    )
    let json = await Self.harness(status: 500).run(Self.enschede + ["--air", "-f", "json"])
    #expect(json.status == .success)
    #expect(json.stderr == "")
    #expect(json.stdout.contains("\"status\": \"unavailable\""))
    let template = await Self.harness(status: 500).run(Self.enschede + ["-f", "%t %q"])
    #expect(template.stdout.hasSuffix(" -\n"))
  }

  @Test func badValuesAreUsageErrors() async {
    let outcome = await Self.harness().run(Self.enschede + ["--air-index", "china"])
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.hasPrefix("rainstorm: --air-index must be one of auto, european, us"))
  }

  @Test func aBatchAsksOnceForAHundredPlaces() async throws {
    var harness = CommandHarness()
    harness.standardInput = "52.27,6.87\tEnschede\n45.6,17.22\tSlatina\n40.71,-74.0\tNew York\tUS\n"
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      let count = MultiLocationBody.placeCount(in: url)
      if url.hasPrefix("https://api.open-meteo.com/v1/forecast?") {
        return HTTPResponse(status: 200, body: MultiLocationBody.body(in: url))
      }
      // The recorded answer once per place, as the API answers several coordinates.
      let one = String(decoding: Self.air, as: UTF8.self)
      let body = "[" + Array(repeating: one, count: count).joined(separator: ",") + "]"
      return HTTPResponse(status: 200, body: Array(body.utf8))
    }
    let outcome = await harness.run(["--stdin", "--air", "-f", "tsv"])
    #expect(outcome.status == .success, "\(outcome.stderr)")
    let rows = outcome.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).dropLast().suffix(3)
        .joined(separator: " ")
    }
    // New York's country chooses the US AQI.
    #expect(
      rows == [
        "aqi air_category uv_index", "44 moderate 2.1", "44 moderate 2.1", "65 moderate 2.1",
      ])
    let asked = Self.airRequests(harness)
    #expect(asked == 1)
    let query = try #require(
      harness.http.requests.first { $0.url.host == "air-quality-api.open-meteo.com" }?.url.query)
    #expect(query.hasPrefix("latitude=52.27,45.6,40.71&longitude=6.87,17.22,-74&"))
  }
}
