import Foundation
import Testing

@testable import RainstormCore

/// The recorded MET Norway answers (2020-07-20) read into forecasts.
@Suite(.systemZones) struct MetNorwayReaderTests {
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

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (self * scale).rounded() / scale
  }
}
