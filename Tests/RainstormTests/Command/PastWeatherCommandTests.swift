import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// `--date` through the whole command, with the services stubbed.
@Suite struct PastWeatherCommandTests {
  static let brasilia = ["--lat", "-15.8", "--lon", "-47.9"]

  /// Today is 2026-10-01 (UTC); the archive answers with the recorded Brasilia days, the
  /// forecast API with the recorded Zagreb forecast (2026-09-29 and 30).
  static func harness() -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_ALERTS"] = nil
    harness.environment["XDG_CACHE_HOME"] = "/cache"
    harness.now = Date(timeIntervalSince1970: 1_790_830_800)
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      if url.hasPrefix("https://archive-api.open-meteo.com/v1/archive?") {
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.archiveBrasilia))
      }
      if let forecast = CommandHarness.zagrebForecast(url) { return forecast }
      Issue.record("unexpected request: \(url)")
      throw .cannotConnect(reason: "unexpected")
    }
    return harness
  }

  @Test func oldDaysComeFromTheArchiveAndAreKept() async {
    let harness = Self.harness()
    let outcome = await harness.run(Self.brasilia + ["--date", "2022-12-29..2022-12-31"])
    #expect(outcome.status == .success)
    #expect(outcome.stderr == "")
    #expect(outcome.stdout.contains("\nPast weather, 2022-12-29..2022-12-31\n"))
    #expect(outcome.stdout.contains("\nThu 29 Dec  -          -  26°C"))
    #expect(outcome.stdout.contains("\nSat 31 Dec  "))
    #expect(!outcome.stdout.contains("Now"))
    #expect(!outcome.stdout.contains("1 Jan"))
    // Warnings are about now: not asked for the past, even though they are on.
    #expect(harness.http.requests.map { $0.url.host } == ["archive-api.open-meteo.com"])
    _ = await harness.run(Self.brasilia + ["--date", "2022-12-29..2022-12-31"])
    #expect(harness.http.requests.count == 1)
  }

  @Test func recentDaysComeFromTheForecastAPI() async throws {
    let harness = Self.harness()
    let outcome = await harness.run(Self.brasilia + ["--date", "-2d..yesterday", "-f", "json"])
    #expect(outcome.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(object["past"] as? [String: String] == ["start": "2026-09-29", "end": "2026-09-30"])
    #expect(object["current"] is NSNull)
    let days = try #require(object["daily"] as? [[String: Any]])
    #expect(days.map { $0["date"] as? String } == ["2026-09-29", "2026-09-30"])
    let query = try #require(harness.http.requests.first?.url.query)
    #expect(query.hasSuffix("&past_days=2&forecast_days=1"))
  }

  /// A day that is over shows what was measured: the forecast's chance of precipitation
  /// (which the forecast API still gives for its past days) is no column of it.
  @Test func pastDaysHaveNoChanceOfPrecipitation() async throws {
    let harness = Self.harness()
    let outcome = await harness.run(Self.brasilia + ["--date", "-2d..yesterday"])
    #expect(outcome.status == .success)
    let header = try #require(outcome.stdout.split(separator: "\n").first { $0.hasPrefix("Day") })
    #expect(header.contains("Precip"))
    #expect(!header.contains("Chance"))
    #expect(header.contains("Wind"))
    let json = await harness.run(Self.brasilia + ["--date", "-2d..yesterday", "-f", "json"])
    #expect(json.stdout.contains("precipitation_sum"))
  }

  @Test func yesterdayIsThePlacesYesterday() async throws {
    // 05:00 UTC on 1 October is 30 September in the evening at Honolulu's longitude.
    let harness = Self.harness()
    let outcome = await harness.run(
      ["--lat", "21.3", "--lon", "-157.86", "--date", "yesterday", "-f", "json"])
    #expect(outcome.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(object["past"] as? [String: String] == ["start": "2026-09-29", "end": "2026-09-29"])
    let days = try #require(object["daily"] as? [[String: Any]])
    #expect(days.map { $0["date"] as? String } == ["2026-09-29"])
  }

  @Test(arguments: [
    (
      ["--date", "2031-01-01"],
      "--date must be between 1940-01-01 and 2026-10-01 (today), got 2031-01-01"
    ),
    (
      ["--date", "soon"],
      "--date expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got 'soon'"
    ),
    (["--date", "yesterday", "--air"], "--date shows past days; it cannot be used with --air"),
    (
      ["--date", "yesterday", "--hours", "6"],
      "--date shows past days; it cannot be used with --hours"
    ),
    (
      ["--date", "yesterday", "--fail-on-alert", "severe"],
      "--date shows past days; it cannot be used with --fail-on-alert"
    ),
  ])
  func badUsesAreUsageErrors(arguments: [String], message: String) async {
    let harness = Self.harness()
    let outcome = await harness.run(Self.brasilia + arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stderr == "rainstorm: \(message) (see 'rainstorm --help')\n")
    #expect(harness.http.requests.isEmpty)
  }
}
