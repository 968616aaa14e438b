import Foundation
import Testing

@testable import RainstormCore

/// Which service answers which days, and how the answers are joined.
@Suite struct PastWeatherServiceTests {
  static let brasilia = try! Location(latitude: -15.8, longitude: -47.9, source: .coordinates)

  static func service(_ http: StubHTTP, _ range: String, today: LocalDate) throws
    -> PastWeatherService
  {
    PastWeatherService(
      http: http.client, forecastBaseURL: WebAddress("https://api.open-meteo.com")!,
      archiveBaseURL: WebAddress("https://archive-api.open-meteo.com")!, timeout: 5,
      dates: try PastDates.parse(range), asOf: noon(today), now: { Date() })
  }

  /// Noon UTC on `date`: the same date at every place within 12 hours of UTC.
  static func noon(_ date: LocalDate) -> Date {
    Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400 + 43_200))
  }

  @Test func oldDaysFromTheArchiveRecentOnesWithPastDays() throws {
    let today = LocalDate(year: 2026, month: 11, day: 23)!
    let http = StubHTTP(fixture: Fixture.archiveBrasilia)
    let old = try Self.service(http, "2022-12-29..2023-01-08", today: today)
      .requests(for: Self.brasilia, units: MeasurementUnits())
    #expect(
      old.map(\.url.text) == [
        "https://archive-api.open-meteo.com/v1/archive?latitude=-15.8&longitude=-47.9"
          + "&start_date=2022-12-29&end_date=2023-01-08&daily=weather_code,temperature_2m_min,"
          + "temperature_2m_max,precipitation_sum,wind_speed_10m_max&timezone=auto"
      ])
    let recent = try Self.service(http, "-3d..yesterday", today: today)
      .requests(for: Self.brasilia, units: MeasurementUnits(temperature: .fahrenheit))
    #expect(recent.count == 1)
    #expect(recent.first?.url.host == "api.open-meteo.com")
    #expect(recent.first?.url.query?.contains("&temperature_unit=fahrenheit&") == true)
    #expect(recent.first?.url.query?.hasSuffix("&past_days=3&forecast_days=1") == true)
    // The forecast API reaches 92 days back: a range across that asks both.
    let both = try Self.service(http, "-100d..-50d", today: today)
      .requests(for: Self.brasilia, units: MeasurementUnits())
    #expect(both.map(\.days.description) == ["2026-08-15..2026-08-22", "2026-08-23..2026-10-04"])
    #expect(both.last?.url.query?.hasSuffix("&past_days=92&forecast_days=1") == true)
  }

  @Test func wordsAreReadOnThePlacesCalendar() throws {
    // 05:00 UTC on 1 October is still 30 September in Honolulu, already 1 October in Tokyo.
    let instant = Date(timeIntervalSince1970: 1_790_830_800)
    let dates = try PastDates.parse("yesterday..today")
    let honolulu = try Location(
      latitude: 21.3, longitude: -157.86, source: .coordinates, timeZone: "Pacific/Honolulu")
    let tokyo = try Location(
      latitude: 35.68, longitude: 139.69, source: .coordinates, timeZone: "Asia/Tokyo")
    let http = StubHTTP(fixture: Fixture.archiveBrasilia)
    let service = PastWeatherService(
      http: http.client, forecastBaseURL: WebAddress("https://api.open-meteo.com")!,
      archiveBaseURL: WebAddress("https://archive-api.open-meteo.com")!, timeout: 5,
      dates: dates, asOf: instant, now: { instant })
    #expect(try service.range(for: honolulu).description == "2026-09-29..2026-09-30")
    #expect(try service.range(for: tokyo).description == "2026-09-30..2026-10-01")
    // Without a zone, the solar time of the longitude: -157.86° is UTC-10:31.
    let unnamed = try Location(latitude: 21.3, longitude: -157.86, source: .coordinates)
    #expect(try service.range(for: unnamed).description == "2026-09-29..2026-09-30")
    // A date that is already today in Kiribati but not yet at the place is asked as a
    // forecast day rather than refused.
    let ahead = try PastWeatherService(
      http: http.client, forecastBaseURL: WebAddress("https://api.open-meteo.com")!,
      archiveBaseURL: WebAddress("https://archive-api.open-meteo.com")!, timeout: 5,
      dates: PastDates.parse("2026-10-01"), asOf: instant, now: { instant }
    ).requests(for: honolulu, units: MeasurementUnits())
    #expect(ahead.first?.url.query?.hasSuffix("&past_days=0&forecast_days=2") == true)
  }

  @Test func answersAreJoinedEachForItsOwnDays() async throws {
    // A "today" that puts the forecast API's reach at 2023-01-03: the recorded archive body
    // answers both requests, and each keeps only its own days.
    let today = LocalDate(year: 2023, month: 4, day: 5)!
    let http = StubHTTP(fixture: Fixture.archiveBrasilia)
    let service = try Self.service(http, "2022-12-31..2023-01-06", today: today)
    let fetched = try await service.forecast(for: Self.brasilia, options: ForecastOptions())
    #expect(http.requests.count == 2)
    #expect(
      fetched.forecast.daily.map(\.date.description) == [
        "2022-12-31", "2023-01-01", "2023-01-02", "2023-01-03", "2023-01-04", "2023-01-05",
        "2023-01-06",
      ])
    #expect(fetched.forecast.daily.map(\.temperatureMax) == [25.8, 26.2, 27, 26.3, 25.2, 25, 22.8])
    #expect(fetched.forecast.daily.allSatisfy { $0.temperatureMin == nil })
    #expect(fetched.forecast.current == nil)
  }

  /// Dates repeated, reversed, skipped or replaced are not the days asked for: refused, and
  /// not kept for the 30 days an archive answer is.
  @Test(arguments: [
    ("\"2022-12-30\"", "\"2022-12-29\""), ("\"2022-12-30\"", "\"1990-01-01\""),
  ])
  func refusesDatesThatAreNotTheDaysAsked(replacing: String, with: String) async throws {
    let today = LocalDate(year: 2026, month: 11, day: 23)!
    let text = String(decoding: Fixture.data(Fixture.archiveBrasilia), as: UTF8.self)
      .replacingOccurrences(of: replacing, with: with)
    let http = StubHTTP { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array(text.utf8))
    }
    let store = MemoryCacheStore()
    let cache = Cache(store: store, now: { Date() })
    let service = PastWeatherService(
      http: http.client, forecastBaseURL: WebAddress("https://api.open-meteo.com")!,
      archiveBaseURL: WebAddress("https://archive-api.open-meteo.com")!, timeout: 5,
      cache: cache, dates: try PastDates.parse("2022-12-29..2022-12-31"),
      asOf: Self.noon(today), now: { Date() })
    await #expect(throws: ServiceError.self) {
      _ = try await service.forecast(for: Self.brasilia, options: ForecastOptions())
    }
    #expect(store.keys.isEmpty)
  }

  @Test func theFloodOf1953() async throws {
    let today = LocalDate(year: 2026, month: 11, day: 23)!
    let http = StubHTTP(fixture: Fixture.archiveFlood1953)
    let place = try Location(latitude: 52.27, longitude: 6.87417, source: .coordinates)
    let service = try Self.service(http, "1953-01-31..1953-02-01", today: today)
    let fetched = try await service.forecast(for: place, options: ForecastOptions())
    #expect(fetched.forecast.daily.map(\.date.description) == ["1953-01-31", "1953-02-01"])
    #expect(fetched.forecast.daily.allSatisfy { $0.precipitationSum != nil })
  }
}
