import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// The days against the last 30 years through the whole command: the forecast is the
/// recorded Zagreb one (highs 25 and 25.6 °C on 29 and 30 September 2026), the archive a
/// 30-year body built from the recorded one's shape (`NormalsBody`) with highs of 20 °C in
/// 1996 rising by 0.1 °C a year.
@Suite struct NormalsCommandTests {
  static let zagreb = ["--lat", "45.6", "--lon", "17.22"]

  static func harness(archiveStatus: Int = 200) -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["XDG_CACHE_HOME"] = "/cache"
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      if url.hasPrefix("https://archive-api.open-meteo.com/v1/archive?") {
        let record = NormalsBody.answer(to: url) { year, _ in 20 + Double(year - 1996) / 10 }
        return HTTPResponse(status: archiveStatus, body: archiveStatus == 200 ? record : [])
      }
      if let forecast = CommandHarness.zagrebForecast(url) { return forecast }
      Issue.record("unexpected request: \(url)")
      throw .cannotConnect(reason: "unexpected")
    }
    return harness
  }

  static func archiveRequests(_ harness: CommandHarness) -> [HTTPRequest] {
    harness.http.requests.filter { $0.url.host == "archive-api.open-meteo.com" }
  }

  @Test func askedOnlyWhenWantedOnceForTheWeeksOfThirtyYearsThenKept() async throws {
    let plain = Self.harness()
    _ = await plain.run(Self.zagreb)
    #expect(Self.archiveRequests(plain).isEmpty)

    let harness = Self.harness()
    let first = await harness.run(Self.zagreb + ["--normals"])
    #expect(first.status == .success)
    let requests = Self.archiveRequests(harness)
    #expect(requests.count == 1)
    let query = try #require(requests.first?.url.query)
    // The harness's clock is the recording's day, 2026-09-29: the block from 2026-09-24 and
    // 42 days, in each of the 30 years; no units, so one record serves every unit.
    #expect(
      query.hasPrefix("latitude=45.6&longitude=17.22&start_date=1996-09-24,1997-09-24,"))
    #expect(query.contains(",2025-09-24&end_date=1996-11-04,1997-11-04,"))
    #expect(!query.contains("unit"))
    _ = await harness.run(Self.zagreb + ["--normals", "--units", "imperial"])
    #expect(Self.archiveRequests(harness).count == 1)
    _ = await harness.run(Self.zagreb + ["--normals"])
    #expect(Self.archiveRequests(harness).count == 1)
  }

  @Test func peopleSeeTheUnusualDaysOrEveryDay() async {
    let every = await Self.harness().run(Self.zagreb + ["--normals"])
    #expect(every.stdout.contains("\nAgainst the same week in 1996-2025:\n"))
    #expect(
      every.stdout.contains(
        "\nTue 29 Sep: high 3.6°C warmer than usual (warmer than 30 of 30 years)"))
    #expect(every.stdout.contains("\nWed 30 Sep: high 4.2°C warmer than usual"))
    var notable = Self.harness()
    notable.environment["RAINSTORM_NORMALS"] = "notable"
    let some = await notable.run(Self.zagreb)
    #expect(some.stdout.contains("\nAgainst the same week in 1996-2025, the unusual days:\n"))
    #expect(some.stdout.contains("Tue 29 Sep: high 3.6°C warmer than usual"))
  }

  @Test func scriptsReadANormalBlockPerDay() async throws {
    let outcome = await Self.harness().run(Self.zagreb + ["--normals", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(object["normals_status"] as? String == "ok")
    let days = try #require(object["daily"] as? [[String: Any]])
    let normal = try #require(days.first?["normal"] as? [String: Any])
    #expect(normal["window_days"] as? Double == 7)
    #expect(normal["first_year"] as? Double == 1996)
    #expect(normal["notable"] as? Bool == true)
    let high = try #require(normal["temperature_max"] as? [String: Any])
    // The 30 weeks' mean, 21.45 °C, to the 0.1 °C temperatures are written with.
    #expect(high["mean"] as? Double == 21.5)
    #expect(high["years_below"] as? Double == 30)
    #expect(high["percentile"] as? Double == 100)
  }

  @Test func aFailingArchiveNeverCostsTheForecast() async {
    let outcome = await Self.harness(archiveStatus: 500).run(Self.zagreb + ["--normals"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\nNow, "))
    #expect(!outcome.stdout.contains("Against"))
    #expect(
      outcome.stderr
        == "rainstorm: days not compared with normal: archive-api.open-meteo.com answered "
        + "HTTP 500\n")
  }
}
