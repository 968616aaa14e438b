import Foundation
import Testing

@testable import RainstormCore

/// The rain timing rules at their edges, on the recorded Enschede 15-minute answer with its
/// values changed (`RainBody`).
@Suite struct RainOutlookTests {
  /// 2026-10-03 12:20 in Enschede (GMT+2): the quarter hour 12:15–12:30 is in progress.
  static let now = Date(timeIntervalSince1970: 1_791_021_600 + 20 * 60)
  static let firstEnd = LocalDateTime(
    secondsSinceEpoch: 1_791_021_600 + 1800, utcOffsetSeconds: 7200)
  static let enschede = (latitude: 52.27, longitude: 6.87417)
  static let english = ValueFormatter(units: MeasurementUnits(), ascii: false)

  static func outlook(
    _ precipitation: [Double?], codes: [Int?]? = nil, horizon: Int = 360,
    units: MeasurementUnits = MeasurementUnits(), native: Bool = true, now: Date = now
  ) throws -> RainOutlook? {
    let body = RainBody.enschede(firstEnd: firstEnd, precipitation: precipitation, codes: codes)
    let forecast = try Forecast.decode(body, from: "h", units: units)
    return RainOutlook(
      forecast, now: now, horizonMinutes: horizon, nativeQuarterHours: native)
  }

  @Test func theRecordedAnswerIsDryAndCoversOnlyItsFourQuarterHours() throws {
    let body = Fixture.data(Fixture.enschedeQuarterHours)
    let forecast = try Forecast.decode(body, from: "h")
    #expect(forecast.quarterHours.count == 4)
    #expect(forecast.quarterHours.first?.time.description == "2026-10-03T12:30")
    let outlook = try #require(
      RainOutlook(forecast, now: Self.now, horizonMinutes: 60, nativeQuarterHours: true))
    #expect(outlook.spell == nil && !outlook.isRainingNow)
    // The block ends at 13:15, 55 minutes from now: shorter than the hour asked for.
    #expect(outlook.checkedUntil.clockTime == "13:15")
    #expect(outlook.coveredMinutes == 55)
    #expect(outlook.expectsRain(withinMinutes: 30) == false)
    #expect(outlook.expectsRain(withinMinutes: 60) == nil)
    #expect(RainText.short(outlook, formatter: Self.english) == "no rain")
  }

  @Test func rainNow() throws {
    let outlook = try #require(try Self.outlook([0.3, 0.5, 0.2, 0, 0, 0]))
    #expect(outlook.isRainingNow)
    #expect(outlook.minutesUntil == 0)
    let spell = try #require(outlook.spell)
    #expect(spell.start.clockTime == "12:20")
    #expect(spell.end?.clockTime == "13:00")
    #expect(abs(spell.amount - 1.0) < 1e-9)
    // The heaviest quarter hour, 0.5 mm, is 2 mm/h: light.
    #expect(spell.intensity == .light)
    #expect(outlook.expectsRain(withinMinutes: 1) == true)
    #expect(RainText.short(outlook, formatter: Self.english) == "rain until 13:00")
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter)
        == "Rain now until about 13:00, light, 1.0 mm.")
  }

  @Test func rainStartingInTheLastQuarterOfTheHorizon() throws {
    // Horizon 60 min from 12:20 ends at 13:20; the quarter 13:00–13:15 starts inside it.
    let outlook = try #require(try Self.outlook([0, 0, 0, 2.0, 2.0, 0], horizon: 60))
    #expect(!outlook.isRainingNow)
    #expect(outlook.minutesUntil == 40)
    #expect(outlook.spell?.start.clockTime == "13:00")
    #expect(outlook.spell?.intensity == .heavy)
    #expect(outlook.expectsRain(withinMinutes: 60) == true)
    #expect(outlook.expectsRain(withinMinutes: 40) == false)
    #expect(RainText.short(outlook, formatter: Self.english) == "rain in 40 min")

    // One quarter later (13:15–13:30) starts after the horizon: not found.
    let later = try #require(try Self.outlook([0, 0, 0, 0, 0, 2.0, 0], horizon: 60))
    #expect(later.spell == nil)
    #expect(later.checkedUntil.clockTime == "13:20")
    #expect(later.expectsRain(withinMinutes: 60) == false)
  }

  @Test func rainThatStopsAndStartsAgainEndsAtTheFirstStop() throws {
    let outlook = try #require(try Self.outlook([0, 0.4, 0.4, 0, 0, 1.0, 1.0, 0]))
    let spell = try #require(outlook.spell)
    #expect(spell.start.clockTime == "12:30")
    #expect(spell.end?.clockTime == "13:00")
    #expect(abs(spell.amount - 0.8) < 1e-9)
    #expect(outlook.againAt?.clockTime == "13:30")
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter)
        == "Rain from 12:30 (in 10 min) until about 13:00, light, 0.8 mm, again from 13:30.")
  }

  @Test func aMissingValueEndsWhatTheOutlookCanSpeakFor() throws {
    let outlook = try #require(try Self.outlook([0, 0, nil, 3.0, 0, 0]))
    // Nothing is known from 12:45 on, so the rain after the gap is not claimed, and neither
    // is "no rain" beyond 12:45.
    #expect(outlook.spell == nil)
    #expect(outlook.checkedUntil.clockTime == "12:45")
    #expect(outlook.expectsRain(withinMinutes: 20) == false)
    #expect(outlook.expectsRain(withinMinutes: 30) == nil)
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter) == "No rain expected before 12:45.")
  }

  @Test func rainToTheEndOfTheAnswerHasNoEnd() throws {
    let outlook = try #require(try Self.outlook([0, 0.2, 0.2, 0.2]))
    #expect(outlook.spell?.end == nil)
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter)
        == "Rain from 12:30 (in 10 min) until after 13:15, light, 0.6 mm.")
  }

  @Test func anAnswerThatEndsBeforeNowHasNoOutlook() throws {
    let later = Self.now.addingTimeInterval(3 * 3600)
    #expect(try Self.outlook([0.5, 0.5], now: later) == nil)
    // Nor one that starts after now: the quarter hour in progress is unknown.
    let earlier = Self.now.addingTimeInterval(-3600)
    #expect(try Self.outlook([0.5, 0.5], now: earlier) == nil)
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(RainText.sentence(nil, formatter: formatter).hasPrefix("Rain outlook unknown"))
    #expect(RainText.short(nil, formatter: Self.english) == nil)
  }

  @Test func snowAndFreezingRainAreNamed() throws {
    let snow = try #require(try Self.outlook([0, 0.3, 0.3, 0], codes: [3, 71, 73, 3]))
    #expect(snow.spell?.kind == .snow)
    #expect(RainText.short(snow, formatter: Self.english) == "snow in 10 min")
    let freezing = try #require(try Self.outlook([0.2, 0.2, 0], codes: [61, 66, 3]))
    #expect(freezing.spell?.kind == .freezingRain)
    #expect(RainText.short(freezing, formatter: Self.english) == "freezing rain until 12:45")
    // No codes at all: rain.
    let plain = try #require(try Self.outlook([0.2, 0]))
    #expect(plain.spell?.kind == .rain)
  }

  @Test func intensityFollowsTheRateInTheUsersUnit() throws {
    var units = MeasurementUnits()
    units.precipitation = .inch
    // 0.02 in a quarter hour is 0.08 in/h (light); 0.03 is 0.12 in/h (moderate); 0.08 is
    // 0.32 in/h (heavy). 0.003 in is below the 0.004 in that counts as rain at all.
    for (value, intensity) in [(0.02, "light"), (0.03, "moderate"), (0.08, "heavy")] {
      let outlook = try #require(try Self.outlook([value, 0], units: units))
      #expect(outlook.spell?.intensity.rawValue == intensity, "\(value)")
    }
    #expect(try Self.outlook([0.003, 0], units: units)?.spell == nil)
    // In millimetres: 0.6 mm is 2.4 mm/h (light), 0.7 is 2.8 (moderate), 1.9 is 7.6 (heavy).
    for (value, intensity) in [(0.6, "light"), (0.7, "moderate"), (1.9, "heavy")] {
      let outlook = try #require(try Self.outlook([value, 0]))
      #expect(outlook.spell?.intensity.rawValue == intensity, "\(value)")
    }
  }

  @Test func interpolatedQuarterHoursAreSaidToTheHour() throws {
    let outlook = try #require(
      try Self.outlook([0, 0, 0, 0, 0, 0, 0, 0.2, 0.2, 0.2, 0.2, 0], native: false))
    #expect(outlook.resolutionMinutes == 60)
    #expect(outlook.minutesUntil == 100)
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter)
        == "Rain from about 14:00 (in about 2 h) until about 15:00, light, 0.8 mm.")
    #expect(RainText.short(outlook, formatter: Self.english) == "rain in about 2 h")
    // JSON says no more than people are told: to the hour, and a wait of whole hours.
    let json = RainText.json(outlook, units: MeasurementUnits(), offsets: UTCOffsets(fixed: 7200))
      .serialized(compact: true)
    #expect(json.contains("\"resolution_minutes\":60,"))
    #expect(json.contains("\"starts_at\":\"2026-10-03T14:00+02:00\",\"minutes_until\":120,"))
    #expect(json.contains("\"ends_at\":\"2026-10-03T15:00+02:00\""))
    #expect(
      json.contains("\"checked_until\":\"2026-10-03T") && json.contains(":00+02:00\",\"raining"))
    #expect(!RainOutlook.hasNativeQuarterHours(latitude: -33.9, longitude: 18.4))
    #expect(RainOutlook.hasNativeQuarterHours(latitude: 48.85, longitude: 2.35))
    #expect(RainOutlook.hasNativeQuarterHours(latitude: 40.7, longitude: -74.0))
    #expect(!RainOutlook.hasNativeQuarterHours(latitude: 35.7, longitude: 139.7))
  }

  /// 23:55 on 2026-03-29 in Paris, the day clocks went forward to CEST (+2 h). Open-Meteo
  /// writes every time of an answer with one offset; rain at 00:30 is 35 minutes away, on the
  /// next day.
  @Test func aClockAt2355OnADaylightSavingDayCountsAcrossMidnight() throws {
    let now = Date(timeIntervalSince1970: 1_774_821_300)  // 2026-03-29T21:55Z = 23:55 CEST
    let firstEnd = LocalDateTime(secondsSinceEpoch: 1_774_821_600, utcOffsetSeconds: 7200)
    #expect(firstEnd.description == "2026-03-30T00:00")
    let body = RainBody.enschede(
      firstEnd: firstEnd, precipitation: [0, 0, 0, 0.5, 0.5, 0], utcOffsetSeconds: 7200)
    let forecast = try Forecast.decode(body, from: "h")
    let outlook = try #require(
      RainOutlook(forecast, now: now, horizonMinutes: 360, nativeQuarterHours: true))
    #expect(outlook.minutesUntil == 35)
    #expect(outlook.spell?.start.iso8601(utcOffsetSeconds: 7200) == "2026-03-30T00:30+02:00")
    let formatter = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(
      RainText.sentence(outlook, formatter: formatter)
        == "Rain from Mon 00:30 (in 35 min) until about Mon 01:00, light, 1.0 mm.")

    // An answer kept from before the change (GMT+1) describes the same instants one hour
    // earlier on the clock: the wait is the same 35 minutes.
    let winter = LocalDateTime(secondsSinceEpoch: 1_774_821_600, utcOffsetSeconds: 3600)
    let kept = try Forecast.decode(
      RainBody.enschede(
        firstEnd: winter, precipitation: [0, 0, 0, 0.5, 0.5, 0], utcOffsetSeconds: 3600),
      from: "h")
    let keptOutlook = try #require(
      RainOutlook(kept, now: now, horizonMinutes: 360, nativeQuarterHours: true))
    #expect(keptOutlook.minutesUntil == 35)
  }

  @Test func theJSONBlockHasEveryDerivedValueWithTheOffset() throws {
    // 0.1 + 0.2 is 0.30000000000000004 in binary: written to the 0.1 mm it is measured to.
    let outlook = try #require(try Self.outlook([0, 0.1, 0.2, 0]))
    let json = RainText.json(outlook, units: MeasurementUnits(), offsets: UTCOffsets(fixed: 7200))
      .serialized(compact: true)
    #expect(
      json == "{\"resolution_minutes\":15,\"horizon_minutes\":360,"
        + "\"checked_until\":\"2026-10-03T13:15+02:00\",\"raining_now\":false,\"kind\":\"rain\","
        + "\"starts_at\":\"2026-10-03T12:30+02:00\",\"minutes_until\":10,"
        + "\"ends_at\":\"2026-10-03T13:00+02:00\",\"intensity\":\"light\",\"amount\":0.3,"
        + "\"chance\":null,\"again_at\":null,\"source\":\"forecast\"}")
    #expect(
      RainText.json(nil, units: MeasurementUnits(), offsets: UTCOffsets(fixed: 0)).serialized(
        compact: true)
        == "null")
  }

  @Test func theRequestAsksForTheQuarterHoursItNeeds() {
    let request = WeatherRequest(
      baseURL: WebAddress("http://localhost")!, location: .zagreb,
      options: ForecastOptions(rainMinutes: 360))
    let items = Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value) })
    #expect(items["minutely_15"] == "precipitation,weather_code,visibility")
    // 24 quarter hours, plus the one in progress and one for an answer 15 minutes old.
    #expect(items["forecast_minutely_15"] == "26")
    let none = WeatherRequest(baseURL: WebAddress("http://localhost")!, location: .zagreb)
    #expect(!none.queryItems.contains { $0.name == "minutely_15" })
  }
}
