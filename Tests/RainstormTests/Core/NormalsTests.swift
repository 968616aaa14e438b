import Foundation
import Testing

@testable import RainstormCore

/// The comparison of a day with the same week in 30 years, on records built in the test.
@Suite struct ClimateRecordTests {
  static let years = 1996...2025

  /// Every day of the 30 years with the high `high(year, date)` and the low 10 below.
  static func record(_ high: (Int, LocalDate) -> Double) -> NormalsRecord {
    let first = LocalDate(year: 1996, month: 1, day: 1)!.daysSinceEpoch
    let last = LocalDate(year: 2025, month: 12, day: 31)!.daysSinceEpoch
    let days = (first...last).map { number -> Forecast.Day in
      let date = LocalDate(daysSinceEpoch: number)
      var day = Forecast.Day(date: date)
      day.temperatureMax = high(date.year, date)
      day.temperatureMin = high(date.year, date) - 10
      day.precipitationSum = date.year == 2000 ? 10 : 0
      return day
    }
    return NormalsRecord(years: years, days: days)
  }

  static func day(_ text: String, high: Double?, low: Double? = nil, amount: Double? = nil)
    -> Forecast.Day
  {
    var day = Forecast.Day(date: LocalDate(iso8601: Substring(text))!)
    day.temperatureMax = high
    day.temperatureMin = low
    day.precipitationSum = amount
    return day
  }

  @Test func yearsBelowMeanAndPercentile() throws {
    // Each year's highs are the year's number of years since 1996: 0 ... 29.
    let record = Self.record { year, _ in Double(year - 1996) }
    let normal = record.normal(for: Self.day("2026-11-24", high: 28.5, low: 5))
    let high = try #require(normal.temperatureMax)
    #expect(high.mean == 14.5)
    #expect(high.difference == 14)
    #expect(high.yearsBelow == 29)
    #expect(high.yearCount == 30)
    #expect(high.isNotable)
    let low = try #require(normal.temperatureMin)
    #expect(low.yearsBelow == 15)
    #expect(!low.isNotable)
    #expect(normal.isNotable)
    let usual = record.normal(for: Self.day("2026-11-24", high: 14, low: 4))
    #expect(usual.temperatureMax?.yearsBelow == 14)
    #expect(!usual.isNotable)
    // One wet year in 30: a dry day is less than 1 in 30, which is not notable on its own
    // side; 12 mm is more than every year.
    let wet = record.normal(for: Self.day("2026-11-24", high: nil, amount: 12))
    #expect(wet.precipitationSum?.mean == 10.0 / 30)
    #expect(wet.precipitationSum?.yearsBelow == 30)
    #expect(wet.temperatureMax == nil)
  }

  @Test func onlyTheWeekAroundTheDateCounts() throws {
    // Highs of 0 within three days of 24 November, 100 on the 28th and the 20th.
    let record = Self.record { _, date in
      let distance = abs(
        date.daysSinceEpoch
          - LocalDate(year: date.year, month: 11, day: 24)!
          .daysSinceEpoch)
      return distance <= 3 ? 0 : 100
    }
    let normal = record.normal(for: Self.day("2026-11-24", high: 1))
    #expect(normal.temperatureMax?.mean == 0)
    #expect(normal.temperatureMax?.yearsBelow == 30)
  }

  @Test func leapDayIsComparedWithTheEndOfFebruary() throws {
    let record = Self.record { _, date in date.month == 2 && date.day >= 26 ? 5 : 50 }
    let normal = record.normal(for: Self.day("2028-02-29", high: 5))
    // Around 28 February in common years and 29 February in leap years: 26 February to
    // 3 March, four or five of seven days at 5.
    let mean = try #require(normal.temperatureMax?.mean)
    #expect(mean > 5 && mean < 50)
    #expect(normal.temperatureMax?.yearCount == 30)
  }

  @Test func theYearsBeforeThisOne() {
    #expect(NormalsRecord.years(before: LocalDate(year: 2026, month: 11, day: 23)!) == 1996...2025)
  }

  @Test func anArchiveAnswerInAnyOrderGivesTheSameNormals() async throws {
    let today = LocalDate(year: 2026, month: 11, day: 23)!
    let place = try Location(latitude: 45.6, longitude: 17.22, source: .coordinates)
    var normals: [NormalsRecord.DayNormal] = []
    for reversed in [false, true] {
      let http = StubHTTP { request throws(TransportError) in
        let body = NormalsBody.answer(to: request.url.text, reversed: reversed) { year, dayOfYear in
          Double(year - 1996) + Double(dayOfYear % 9)
        }
        return HTTPResponse(status: 200, body: body)
      }
      let service = OpenMeteoNormalsService(
        http: http.client, baseURL: WebAddress("https://archive-api.open-meteo.com")!,
        timeout: 5, today: today)
      let report = await service.normals(for: place, units: MeasurementUnits())
      let record = try #require(report.record)
      normals.append(record.normal(for: Self.day("2026-11-24", high: 20, low: 3)))
    }
    #expect(normals[0] == normals[1])
    #expect(normals[0].temperatureMax?.yearCount == 30)
  }

  static func service(today: LocalDate, http: StubHTTP = StubHTTP(failing: .timedOut))
    -> OpenMeteoNormalsService
  {
    OpenMeteoNormalsService(
      http: http.client, baseURL: WebAddress("https://archive-api.open-meteo.com")!, timeout: 5,
      today: today)
  }

  /// Open-Meteo's rule weighs 30 years of every day at about 235 calls; the weeks around the
  /// forecast in each year cost one call a range, in one request.
  @Test func aNewPlacesNormalsCostAtMostEightyCallsInOneRequest() throws {
    var weights: [Double] = []
    for day in 0..<366 {
      let today = LocalDate(
        daysSinceEpoch: LocalDate(year: 2026, month: 1, day: 1)!.daysSinceEpoch + day)
      let service = Self.service(today: today)
      let ranges = service.ranges()
      weights.append(service.weight())
      // Every forecast day (16 at most) with its week either side is inside each year's ranges.
      for offset in -NormalsRecord.halfWindow...(15 + NormalsRecord.halfWindow) {
        let date = LocalDate(daysSinceEpoch: today.daysSinceEpoch + offset)
        for year in NormalsRecord.years(before: today) {
          guard let same = LocalDate(year: year, month: date.month, day: date.day) else {
            continue
          }
          #expect(
            ranges.contains { $0.first <= same && same <= $0.last }, "\(today) \(date) \(year)")
        }
      }
    }
    #expect(weights.max() ?? 0 <= 80)
    #expect(weights.filter { $0 == 30 }.count > 300)
    #expect(Self.service(today: LocalDate(year: 2026, month: 11, day: 23)!).weight() == 30)
    #expect(Self.service(today: LocalDate(year: 2026, month: 12, day: 24)!).weight() == 60)
  }

  @Test func oneRecordServesEveryUnit() async throws {
    let today = LocalDate(year: 2026, month: 11, day: 23)!
    let place = try Location(latitude: 45.6, longitude: 17.22, source: .coordinates)
    let http = StubHTTP { request throws(TransportError) in
      HTTPResponse(
        status: 200,
        body: NormalsBody.answer(to: request.url.text) { year, _ in Double(year - 1996) })
    }
    let service = Self.service(today: today, http: http)
    let metric = try #require(await service.normals(for: place, units: MeasurementUnits()).record)
    var units = MeasurementUnits()
    units.temperature = .fahrenheit
    units.precipitation = .inch
    let imperial = try #require(await service.normals(for: place, units: units).record)
    #expect(Set(http.requests.map(\.url.text)).count == 1)
    let celsius = try #require(metric.normal(for: Self.day("2026-11-24", high: 20)).temperatureMax)
    let fahrenheit = try #require(
      imperial.normal(for: Self.day("2026-11-24", high: 68)).temperatureMax)
    // 1996-2025 at 0 to 29 °C: a mean of 14.5 °C, 58.1 °F.
    #expect(abs(celsius.mean - 14.5) < 1e-9)
    #expect(abs(fahrenheit.mean - 58.1) < 1e-9)
    #expect(celsius.yearsBelow == fahrenheit.yearsBelow)
  }
}
