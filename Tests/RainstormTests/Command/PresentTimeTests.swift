import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// A forecast or air quality dated far from now is not the weather now: refused as unreadable
/// (exit 65, or air quality "unavailable"), never shown as "Now". The recorded answers are
/// moved to the dates a hostile server could send (`RecordedAnswer`), values unchanged.
@Suite struct PresentTimeTests {
  static let zagreb = ["--lat", "45.6", "--lon", "17.22"]

  /// The harness (its clock at the Zagreb recording's hour) answering the forecast with the
  /// recording moved to `day`.
  static func harness(forecastOn day: Date) -> CommandHarness {
    var harness = CommandHarness()
    let body = RecordedAnswer.zagreb.present(day)
    harness.http = StubHTTP { request throws(TransportError) in
      HTTPResponse(
        status: 200,
        body: MultiLocationBody.placed(
          ModelsBody.body(body, models: ModelsBody.models(in: request.url.text)),
          in: request.url.text))
    }
    return harness
  }

  static let days = 86_400.0

  @Test(arguments: [
    (Date(timeIntervalSince1970: 978_307_200), "2001-01-01T01:00"),
    (Date(timeIntervalSince1970: 3_786_912_000), "2090-01-01T01:00"),
    (RecordedAnswer.zagreb.recordedNow.addingTimeInterval(-3 * days), "2026-09-26T01:00"),
    (RecordedAnswer.zagreb.recordedNow.addingTimeInterval(2 * days), "2026-10-01T01:00"),
  ])
  func aForecastFarFromNowIsRefused(day: Date, shown: String) async {
    let outcome = await Self.harness(forecastOn: day).run(Self.zagreb)
    #expect(outcome.status == .dataError)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "rainstorm: no weather data: cannot read the answer from api.open-meteo.com: "
        + "the forecast is for \(shown), not near now\n")
  }

  @Test func aForecastOfTheDayBeforeOrTheDayAfterIsShown() async {
    for offset in [-1.0, 0, 1] {
      let day = RecordedAnswer.zagreb.recordedNow.addingTimeInterval(offset * Self.days)
      let outcome = await Self.harness(forecastOn: day).run(Self.zagreb + ["-f", "line"])
      #expect(outcome.status == .success, "\(offset) days: \(outcome.stderr)")
    }
  }

  @Test func aBatchPlaceFarFromNowIsRefused() async {
    var harness = Self.harness(forecastOn: Date(timeIntervalSince1970: 978_307_200))
    harness.standardInput = "45.6,17.22\tZagreb\n48.85,2.35\tParis\n"
    let outcome = await harness.run(["--stdin", "-f", "tsv"])
    #expect(outcome.status == .dataError)
    #expect(outcome.stderr.contains("the forecast is for 2001-01-01T01:00, not near now"))
  }

  @Test func airQualityFarFromNowIsUnavailable() async throws {
    var harness = CommandHarness()
    let air = RecordedAnswer.enschedeAir.present(Date(timeIntervalSince1970: 978_307_200))
    harness.http = StubHTTP { request throws(TransportError) in
      if let forecast = CommandHarness.zagrebForecast(request.url.text) { return forecast }
      return HTTPResponse(status: 200, body: air)
    }
    let outcome = await harness.run(Self.zagreb + ["--air", "-f", "json"])
    #expect(outcome.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let block = try #require(object["air_quality"] as? [String: Any])
    #expect(block["status"] as? String == "unavailable")
    let people = await harness.run(Self.zagreb + ["--air"])
    #expect(
      people.stderr.contains(
        "rainstorm: air quality not shown: cannot read the answer from "
          + "air-quality-api.open-meteo.com: the air quality is for 2001-01-01, not near now"))
  }
}
