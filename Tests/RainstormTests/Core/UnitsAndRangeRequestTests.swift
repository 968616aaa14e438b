import Foundation
import RainstormCore
import Testing

@Suite struct UnitsAndRangeRequestTests {
  let base = WebAddress("https://api.open-meteo.com")!

  func items(_ options: ForecastOptions, locations: [Location] = [.zagreb]) -> [String: String] {
    let request = WeatherRequest(baseURL: base, locations: locations, options: options)
    return Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value) })
  }

  @Test func asksTheAPIForNonDefaultUnits() {
    let units = MeasurementUnits.System.imperial.units
    let query = items(ForecastOptions(units: units))
    #expect(query["temperature_unit"] == "fahrenheit")
    #expect(query["wind_speed_unit"] == "mph")
    #expect(query["precipitation_unit"] == "inch")
    let uk = items(ForecastOptions(units: MeasurementUnits.System.uk.units))
    #expect(uk["temperature_unit"] == nil)
    #expect(uk["wind_speed_unit"] == "mph")
    #expect(uk["precipitation_unit"] == nil)
  }

  @Test func asksForMetresPerSecondWhenShowingBeaufort() {
    let query = items(ForecastOptions(units: MeasurementUnits(windSpeed: .bft)))
    #expect(query["wind_speed_unit"] == "ms")
  }

  @Test func everyUnitValueAndHourlyNameIsOneTheAPIAccepts() throws {
    let reference =
      try JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.forecastParameters)))
      as! [String: Any]
    for unit in TemperatureUnit.allCases {
      let query = items(ForecastOptions(units: MeasurementUnits(temperature: unit)))
      let value = query["temperature_unit"] ?? "celsius"
      #expect((reference["temperature_unit"] as! [String]).contains(value))
    }
    for unit in WindSpeedUnit.allCases {
      let query = items(ForecastOptions(units: MeasurementUnits(windSpeed: unit)))
      #expect(
        (reference["wind_speed_unit"] as! [String]).contains(query["wind_speed_unit"] ?? "kmh"))
    }
    for unit in PrecipitationUnit.allCases {
      let query = items(ForecastOptions(units: MeasurementUnits(precipitation: unit)))
      #expect(
        (reference["precipitation_unit"] as! [String]).contains(query["precipitation_unit"] ?? "mm")
      )
    }
    let hourly = Set(reference["hourly"] as! [String])
    let asked = items(ForecastOptions(hours: 5))["hourly"]!.split(separator: ",").map(String.init)
    #expect(Set(asked).isSubset(of: hourly))
  }

  @Test(arguments: [
    (7, 0, 7), (0, 0, 1), (16, 0, 16), (1, 1, 1), (0, 24, 2), (0, 25, 2), (0, 26, 3), (3, 48, 3),
    (0, 384, 16),
  ])
  func asksForEnoughDaysForTheHours(days: Int, hours: Int, forecastDays: Int) {
    #expect(ForecastOptions(days: days, hours: hours).forecastDays == forecastDays)
  }

  @Test func leavesOutBlocksThatAreNotShown() {
    let nowOnly = items(ForecastOptions(days: 0))
    #expect(nowOnly["daily"] == nil)
    // Only the pressure, for its 3-hour trend.
    #expect(nowOnly["hourly"] == "pressure_msl")
    #expect(nowOnly["forecast_days"] == "1")
    #expect(items(ForecastOptions(hours: 3))["hourly"] != nil)
  }

  @Test func putsSeveralPlacesInOneRequest() throws {
    let paris = try Location(latitude: 48.85, longitude: 2.35, source: .coordinates)
    let query = items(ForecastOptions(), locations: [.zagreb, paris])
    #expect(query["latitude"] == "45.6,48.85")
    #expect(query["longitude"] == "17.22,2.35")
  }

  @Test(arguments: [
    (0.0, 0), (0.4, 0), (0.5, 1), (1.5, 1), (1.6, 2), (5.4, 3), (5.5, 4), (17.1, 7), (17.2, 8),
    (32.6, 11), (32.7, 12), (60, 12),
  ])
  func computesBeaufortForces(speed: Double, force: Int) {
    #expect(beaufortForce(metresPerSecond: speed) == force)
  }
}
