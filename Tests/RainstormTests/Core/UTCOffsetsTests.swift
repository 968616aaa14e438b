import Foundation
import Testing

@testable import RainstormCore

/// Times written for scripts carry the offset in force at each of them, from the zone's rules.
@Suite(.systemZones) struct UTCOffsetsTests {
  /// Zagreb's night of 25 October 2026: clocks go back from 03:00 CEST to 02:00 CET.
  static func night() throws -> Forecast {
    var forecast = FormatGoldenTests.report.forecast
    #expect(forecast.timezone == "Europe/Zagreb")
    forecast.utcOffsetSeconds = 7200
    forecast.current = nil
    let day = try #require(LocalDate(year: 2026, month: 10, day: 25))
    forecast.hourly = (0..<6).compactMap { hour in
      LocalDateTime(date: day, hour: hour, minute: 0).map {
        Forecast.Hour(time: $0, temperature: 10)
      }
    }
    return forecast
  }

  @Test func eachHourHasItsOwnOffsetAcrossAClockChange() throws {
    let forecast = try Self.night()
    var report = FormatGoldenTests.report
    report.forecast = forecast
    // 23:30 UTC on the 24th: 01:30 CEST, the first hour shown is 01:00.
    let options = RenderOptions(hours: 5, days: 0, now: Date(timeIntervalSince1970: 1_792_884_600))
    let times = TSVRenderer.render(report, options: options).split(separator: "\n").dropFirst()
      .map { $0.prefix { $0 != "\t" } }
    #expect(
      times == [
        "2026-10-25T01:00+02:00", "2026-10-25T02:00+02:00", "2026-10-25T03:00+01:00",
        "2026-10-25T04:00+01:00", "2026-10-25T05:00+01:00",
      ])
    let json = JSONRenderer.render(report, options: options)
    #expect(json.contains("\"time\": \"2026-10-25T04:00+01:00\""))
    #expect(UTCOffsets(fixed: 3600).at(forecast.hourly[4].time) == 3600)
  }
}
