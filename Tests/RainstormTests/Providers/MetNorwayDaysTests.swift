import Foundation
import Testing

@testable import RainstormCore

/// Days are made in the place's zone, also when the clocks change.
@Suite(.systemZones) struct MetNorwayDaysTests {
  /// Hourly steps from `start` (UTC) for `hours`, each with 1 mm in the next hour and the
  /// temperature rising by 0.1 °C an hour.
  func steps(from start: String, hours: Int) throws -> [MetNorwayReader.Step] {
    let first = Int(try #require(Instant.parse(start)).timeIntervalSince1970)
    return (0..<hours).map { hour in
      MetNorwayReader.Step(
        time: first + hour * 3600, temperature: Double(hour) / 10,
        nextHour: MetNorwayReader.Period(symbol: "rain", precipitation: 1))
    }
  }

  @Test func theDayTheClocksGoForwardHas23Hours() throws {
    let oslo = try #require(ZoneRules(named: "Europe/Oslo"))
    // 2026-03-29: 02:00 CET becomes 03:00 CEST. 40 hours from 13:00 on the 28th: 11 that
    // day, 23 on the 29th, 6 on the 30th (not a whole day, so left out).
    let days = MetNorwayReader.days(try steps(from: "2026-03-28T12:00:00Z", hours: 40), zone: oslo)
    #expect(days.map(\.date.description) == ["2026-03-28", "2026-03-29"])
    #expect(days.map(\.precipitation) == [11, 23])
    let forecast = MetNorwayReader.forecast(
      try steps(from: "2026-03-28T12:00:00Z", hours: 60), zone: oslo, units: MeasurementUnits())
    let times = forecast.hourly.map(\.time.description)
    #expect(times.contains("2026-03-29T01:00") && times.contains("2026-03-29T03:00"))
    #expect(!times.contains("2026-03-29T02:00"))
  }

  @Test func theDayTheClocksGoBackHas25Hours() throws {
    let oslo = try #require(ZoneRules(named: "Europe/Oslo"))
    // 2026-10-25: 03:00 CEST becomes 02:00 CET. 40 hours from 14:00 on the 24th: 10 that
    // day, 25 on the 25th, 5 on the 26th.
    let days = MetNorwayReader.days(try steps(from: "2026-10-24T12:00:00Z", hours: 40), zone: oslo)
    #expect(days.map(\.date.description) == ["2026-10-24", "2026-10-25"])
    #expect(days.map(\.precipitation) == [10, 25])
    #expect(days[1].temperatureMin == 1.0 && days[1].temperatureMax == 3.4)
  }

  @Test func aSixHourAmountIsSplitAcrossMidnight() throws {
    // 18:00 to 00:00 UTC is 19:00 to 01:00 in Oslo in winter: 5 of the 6 hours on the first day.
    let start = Int(try #require(Instant.parse("2026-01-10T18:00:00Z")).timeIntervalSince1970)
    let six = MetNorwayReader.Period(
      symbol: "heavysnow", precipitation: 6, temperatureMax: -1, temperatureMin: -9)
    let steps = (0..<5).map { step in
      MetNorwayReader.Step(time: start + step * 6 * 3600, temperature: -5, nextSixHours: six)
    }
    let oslo = try #require(ZoneRules(named: "Europe/Oslo"))
    let days = MetNorwayReader.days(steps, zone: oslo)
    #expect(days.map(\.date.description) == ["2026-01-10", "2026-01-11"])
    #expect(days.map(\.precipitation) == [5, 24])
    // The six-hour extremes count only where all six hours fall in the day.
    #expect(days[0].temperatureMin == -5 && days[1].temperatureMin == -9)
    #expect(days.map(\.weatherCode) == [WeatherCode(75), WeatherCode(75)])
  }

  @Test func aGapWithoutASummaryLeavesTheDaysAmountUnknown() throws {
    var steps = try steps(from: "2026-01-10T00:00:00Z", hours: 50)
    steps.remove(at: 30)  // 06:00 UTC on the 11th: the step before now covers two hours
    let days = MetNorwayReader.days(steps, zone: ZoneRules(solarTimeAt: 0))
    #expect(days.map(\.precipitation) == [24, nil])
  }
}
