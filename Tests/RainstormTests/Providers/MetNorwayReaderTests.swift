import Foundation
import Testing

@testable import RainstormCore

extension Fixture {
  static let metCompactNewYork = "metno_locationforecast-compact_nyc-alt10.json"
  static let metCompleteLondon = "metno_locationforecast-complete_london-alt25.json"
}

extension Location {
  static let newYork = try! Location(
    latitude: 40.7, longitude: -74.0, name: "New York, United States", source: .search,
    countryCode: "US", timeZone: "America/New_York")
  static let london = try! Location(
    latitude: 51.5, longitude: -0.1, name: "London, United Kingdom", source: .search,
    countryCode: "GB", timeZone: "Europe/London")
}

/// The recorded MET Norway answers (2020-07-20) read into forecasts.
@Suite struct MetNorwayReaderTests {
  func read(
    _ fixture: String, _ location: Location, units: MeasurementUnits = MeasurementUnits()
  ) throws -> Forecast {
    try MetNorwayReader.read(
      Fixture.data(fixture), zone: ZoneRules.forPlace(location), units: units, host: "api.met.no")
  }

  @Test func theCompactAnswerInNewYorkTime() throws {
    let forecast = try read(Fixture.metCompactNewYork, .newYork)
    #expect(forecast.provider == .metNorway)
    #expect(forecast.timezone == "America/New_York")
    #expect(forecast.utcOffsetSeconds == -4 * 3600)
    // Now is the first step, 11:00 UTC: 07:00 in New York.
    let current = try #require(forecast.current)
    #expect(current.time?.description == "2020-07-20T07:00")
    #expect(current.temperature == 26.5)
    #expect(current.relativeHumidity == 81)
    #expect(current.windSpeed == 13.7)  // 3.8 m/s
    #expect(current.windDirection == 243)
    #expect(current.weatherCode == WeatherCode(2))  // partlycloudy_day
    #expect(current.isDay == true)
    // Not in the answer, so missing rather than made up.
    #expect(current.apparentTemperature == nil)
    #expect(current.precipitation == nil)
    // Hours: the hourly stretch only, each with its next-hour summary.
    #expect(forecast.hourly.first?.time.description == "2020-07-20T07:00")
    #expect(forecast.hourly.last?.time.description == "2020-07-22T13:00")
    #expect(forecast.hourly.allSatisfy { $0.precipitation != nil && $0.weatherCode != nil })
    #expect(forecast.quarterHours.count == forecast.hourly.count * 4)
    // Days in New York: today from 07:00, the last one the series ends inside left out.
    #expect(forecast.daily.map(\.date.description).first == "2020-07-20")
    #expect(forecast.daily.map(\.date.description).last == "2020-07-28")
    let days = forecast.daily.map { ($0.temperatureMin, $0.temperatureMax, $0.precipitationSum) }
    #expect(days[0] == (26.5, 36.0, 0.0))
    #expect(days[2] == (23.7, 30.2, 2.0))
    #expect(days[4] == (24.1, 27.7, 3.6))
    #expect(forecast.daily[4].windSpeedMax == 15.8)  // 4.4 m/s
    #expect(forecast.daily.allSatisfy { $0.sunrise == nil && $0.sunset == nil })
    // Compact has no chance of precipitation: missing, not 0.
    #expect(forecast.daily.allSatisfy { $0.precipitationProbabilityMax == nil })
  }

  @Test func theCompleteAnswerAddsTheSixHourExtremes() throws {
    let forecast = try read(Fixture.metCompleteLondon, .london)
    #expect(forecast.timezone == "Europe/London")
    #expect(forecast.timezoneAbbreviation == "BST" || forecast.timezoneAbbreviation == "GMT+1")
    #expect(forecast.current?.temperature == 18.8)
    #expect(forecast.current?.weatherCode == WeatherCode(0))
    let days = forecast.daily.map { ($0.temperatureMin, $0.temperatureMax, $0.precipitationSum) }
    #expect(days.count == 9)
    #expect(days[0] == (13.5, 21.1, 0.0))
    // 2020-07-25: the six-hour minimum (14.6) is below every instant of the day.
    #expect(days[5] == (14.6, 23.4, 1.1))
    #expect(days[8] == (15.1, 23.0, 0.3))
  }

  @Test func convertsUnitsAndRoundsAsOpenMeteoDoes() throws {
    let metric = try read(Fixture.metCompactNewYork, .newYork)
    let imperial = try read(
      Fixture.metCompactNewYork, .newYork, units: MeasurementUnits.System.imperial.units)
    #expect(imperial.units == MeasurementUnits.System.imperial.units)
    // 26.5 °C, 3.8 m/s: Open-Meteo would send 79.7 °F and 8.5 mp/h, one decimal each.
    #expect(imperial.current?.temperature == 79.7)
    #expect(imperial.current?.windSpeed == 8.5)
    // 3.6 mm in a day: 0.142 in, three decimals as Open-Meteo sends inches.
    #expect(imperial.daily[4].precipitationSum == 0.142)
    for (celsius, fahrenheit) in zip(metric.hourly, imperial.hourly) {
      let expected = ((celsius.temperature ?? 0) * 9 / 5 + 32 + 0.0).rounded(toPlaces: 1)
      #expect(abs((fahrenheit.temperature ?? 0) - expected) < 0.051)
    }
    let beaufort = try read(
      Fixture.metCompactNewYork, .newYork, units: MeasurementUnits(windSpeed: .bft))
    #expect(beaufort.current?.windSpeed == 3)  // 3.8 m/s is a gentle breeze
    let knots = try read(
      Fixture.metCompactNewYork, .newYork, units: MeasurementUnits(windSpeed: .kn))
    #expect(knots.current?.windSpeed == 7.4)
  }

  @Test func withoutTheZoneTheDaysAreInSolarTime() throws {
    let coordinates = try Location(latitude: 40.7, longitude: -74.0, source: .coordinates)
    let forecast = try read(Fixture.metCompactNewYork, coordinates)
    #expect(forecast.timezone == "Etc/GMT+5")
    #expect(forecast.timezoneAbbreviation == "GMT-5")
    #expect(forecast.utcOffsetSeconds == -5 * 3600)
    #expect(forecast.current?.time?.description == "2020-07-20T06:00")
    #expect(ZoneRules(solarTimeAt: 10.75).name == "Etc/GMT-1")
    #expect(ZoneRules(solarTimeAt: 0).name == "Etc/GMT")
    #expect(ZoneRules(solarTimeAt: 179.9).offset(at: 0) == 12 * 3600)
    // A zone name from a server that is no zone name is not used.
    let odd = try Location(
      latitude: 40.7, longitude: -74.0, source: .search, timeZone: "../../etc/passwd")
    #expect(odd.timeZone == nil)
    #expect(ZoneRules(named: "Mars/Olympus_Mons") == nil)
  }

  @Test(arguments: [
    ("\"air_temperature\": 26.5", "\"air_temperature\": 1e308", "air_temperature is 1e+308"),
    ("\"wind_speed\": 3.8", "\"wind_speed\": -3.8", "wind_speed is -3.8"),
    ("\"relative_humidity\": 81.3", "\"relative_humidity\": 181.3", "relative_humidity is 181.3"),
    ("\"air_temperature\": \"celsius\"", "\"air_temperature\": \"fahrenheit\"", "'fahrenheit'"),
    ("\"2020-07-20T12:00:00Z\"", "\"2020-07-20T10:00:00Z\"", "not after the step before"),
    ("\"2020-07-20T12:00:00Z\"", "\"yesterday\"", "is not a time"),
  ])
  func refusesWhatNoWeatherIs(original: String, hostile: String, detail: String) throws {
    let text = String(decoding: Fixture.data(Fixture.metCompactNewYork), as: UTF8.self)
    let range = try #require(text.range(of: original))
    let body = Array(text.replacingCharacters(in: range, with: hostile).utf8)
    #expect {
      try MetNorwayReader.read(
        body, zone: ZoneRules.forPlace(.newYork), units: MeasurementUnits(), host: "api.met.no")
    } throws: { error in
      guard case .unreadable(let host, let message) = error as? ServiceError else { return false }
      return host == "api.met.no" && message.contains(detail)
    }
  }

  @Test(arguments: [
    ("<html><body>Service Unavailable</body></html>", "expected JSON"),
    ("{\"type\": \"Feature\"}", "not a Locationforecast answer"),
    ("{\"properties\": {\"timeseries\": []}}", "the time series is empty"),
  ])
  func refusesWhatIsNoForecast(body: String, detail: String) {
    #expect {
      try MetNorwayReader.read(
        Array(body.utf8), zone: ZoneRules(solarTimeAt: 0), units: MeasurementUnits(), host: "h")
    } throws: { error in
      guard case .unreadable(_, let message) = error as? ServiceError else { return false }
      return message.contains(detail)
    }
  }
}

/// Every symbol MET documents, each variant, as a condition and an icon.
@Suite struct MetNorwaySymbolTests {
  @Test func everyDocumentedSymbolIsACondition() {
    #expect(MetNorwaySymbol.table.count == 41)
    #expect(MetNorwaySymbol.table.filter(\.hasVariants).count == 21)
    #expect(Set(MetNorwaySymbol.table.map(\.symbol)).count == 41)
    for entry in MetNorwaySymbol.table {
      let codes =
        entry.hasVariants
        ? ["_day", "_night", "_polartwilight"].map { entry.symbol + $0 } : [entry.symbol]
      for code in codes {
        let condition = MetNorwaySymbol.condition(code)
        #expect(condition?.code == WeatherCode(entry.code), "\(code)")
        #expect(condition?.code.isKnown == true, "\(code)")
        #expect(condition?.code.emoji() != "❔", "\(code)")
      }
    }
  }

  @Test(
    arguments: [
      ("clearsky_day", 0, true), ("clearsky_night", 0, false), ("fair_polartwilight", 1, false),
      ("cloudy", 3, nil), ("fog", 45, nil), ("lightrain", 61, nil), ("heavyrain", 65, nil),
      ("rainshowers_day", 81, true), ("heavysnow", 75, nil), ("sleet", 69, nil),
      ("lightsleetshowers_night", 83, false), ("heavyrainandthunder", 97, nil),
      // MET's own spelling, as it sends it.
      ("lightssleetshowersandthunder_day", 95, true),
      ("lightssnowshowersandthunder_night", 95, false),
    ] as [(String, Int, Bool?)])
  func readsASymbol(symbol: String, code: Int, isDay: Bool?) {
    let condition = MetNorwaySymbol.condition(symbol)
    #expect(condition?.code == WeatherCode(code))
    #expect(condition?.isDay == isDay)
  }

  @Test(arguments: [
    "", "sunny", "cloudy_day", "clearsky_evening", "rain_day_night", "Clearsky_day",
  ])
  func anUndocumentedSymbolIsNoCondition(symbol: String) {
    #expect(MetNorwaySymbol.condition(symbol) == nil)
  }

  @Test func everySymbolInTheRecordedAnswersIsKnown() throws {
    for fixture in [Fixture.metCompactNewYork, Fixture.metCompleteLondon] {
      let text = String(decoding: Fixture.data(fixture), as: UTF8.self)
      let symbols = text.components(separatedBy: "\"symbol_code\": \"").dropFirst().compactMap {
        $0.split(separator: "\"").first.map(String.init)
      }
      #expect(!symbols.isEmpty)
      for symbol in symbols { #expect(MetNorwaySymbol.condition(symbol) != nil, "\(symbol)") }
    }
  }
}

/// Days are made in the place's zone, also when the clocks change.
@Suite struct MetNorwayDaysTests {
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

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (self * scale).rounded() / scale
  }
}

/// A MET Norway series must start near now and span no more than the product does: one from
/// another year is not the weather now, and two steps 8,000 years apart are no series.
@Suite struct MetNorwayPresentTests {
  static let newYork = try! Location(
    latitude: 40.7, longitude: -74, source: .coordinates, timeZone: "America/New_York")

  func read(_ body: [UInt8], now: Date) throws -> Forecast {
    try MetNorwayReader.read(
      body, zone: ZoneRules.forPlace(Self.newYork), units: MeasurementUnits(), host: "api.met.no",
      now: now)
  }

  @Test func aSeriesFromAnotherTimeIsRefused() throws {
    let recorded = Fixture.data("metno_locationforecast-compact_nyc-alt10.json")
    // Recorded on 2020-07-20 at 11:00 UTC: read then, it is the weather now.
    let then = Date(timeIntervalSince1970: 1_595_242_800)
    #expect(try read(recorded, now: then).current?.temperature == 26.5)
    #expect(try read(recorded, now: then.addingTimeInterval(30 * 3600)).current != nil)
    for later in [then.addingTimeInterval(3 * 86_400), then.addingTimeInterval(-2 * 86_400)] {
      #expect(throws: ServiceError.self) { try read(recorded, now: later) }
    }
    // The same series moved to now reads as now.
    #expect(
      try read(MetNorwayBody.now("metno_locationforecast-compact_nyc-alt10.json"), now: Date())
        .current != nil)
  }

  @Test func twoStepsEightThousandYearsApartAreNoSeries() throws {
    let text = String(
      decoding: Fixture.data("metno_locationforecast-compact_nyc-alt10.json"), as: UTF8.self)
    guard let start = text.range(of: "\"timeseries\":") else { throw CancellationError() }
    let body =
      String(text[..<start.upperBound])
      + #"[{"time":"0001-01-01T00:00:00Z","data":{"instant":{"details":{"air_temperature":1}}}},"#
      + #"{"time":"9999-12-31T00:00:00Z","data":{"instant":{"details":{"air_temperature":2}}}}]}}"#
    let clock = ContinuousClock()
    let started = clock.now
    #expect(throws: ServiceError.self) {
      try MetNorwayReader.read(
        Array(body.utf8), zone: ZoneRules.forPlace(Self.newYork), units: MeasurementUnits(),
        host: "api.met.no")
    }
    // Refused at once, not after building every day between (which never finished).
    #expect(clock.now - started < .seconds(5))
  }
}
