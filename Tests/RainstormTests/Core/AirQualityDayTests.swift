import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// Air quality in the table of days and in TSV, for the days both services cover.
@Suite struct AirQualityDayTests {
  /// The Zagreb forecast (two days) with air quality for its first day only (values of our
  /// own: a unit test of the rendering, not a recorded answer).
  static func report(europeanAQI: Double) throws -> WeatherReport {
    var report = FormatGoldenTests.report
    let first = try #require(report.forecast.daily.first?.date)
    let days = [AirQuality.Day(date: first, europeanAQIMax: europeanAQI, uvIndexMax: 6.4)]
    report.airQuality = AirQualityReport(
      status: .ok, index: .european, air: AirQuality(current: nil, days: days))
    return report
  }

  @Test func tsvGainsEachDaysWorst() throws {
    let report = try Self.report(europeanAQI: 38)
    let rows = TSVRenderer.render(report, options: FormatGoldenTests.options()).split(
      separator: "\n"
    ).map { Array($0.split(separator: "\t", omittingEmptySubsequences: false).suffix(3)) }
    #expect(rows.count == 3)
    #expect(rows.first == ["aqi_max", "air_category", "uv_index_max"])
    #expect(rows.dropFirst().first == ["38", "fair", "6.4"])
    #expect(rows.last == ["", "", ""])
  }

  @Test func theTableOfDaysShowsTheCategory() throws {
    let report = try Self.report(europeanAQI: 81)
    let text = HumanRenderer.render(report, options: FormatGoldenTests.options())
    let lines = text.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("Day ") })
    #expect(lines[index].hasSuffix("Air"))
    try #require(lines.count > index + 2)
    #expect(lines[index + 1].hasSuffix("very poor"))
    #expect(lines[index + 2].hasSuffix("-"))
  }
}
