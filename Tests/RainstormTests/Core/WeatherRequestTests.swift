import Foundation
import RainstormCore
import Testing

@Suite struct WeatherRequestTests {
  let base = WebAddress("https://api.open-meteo.com")!

  @Test func buildsTheExactForecastURL() {
    let request = WeatherRequest(baseURL: base, location: .zagreb)
    #expect(
      request.url.text
        == "https://api.open-meteo.com/v1/forecast?latitude=45.6&longitude=17.22"
        + "&current=temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,"
        + "wind_speed_10m,wind_direction_10m,precipitation,pressure_msl"
        + "&hourly=pressure_msl"
        + "&daily=weather_code,temperature_2m_min,temperature_2m_max,precipitation_sum,"
        + "precipitation_probability_max,wind_speed_10m_max"
        + "&timezone=auto&forecast_days=7")
  }

  /// Open-Meteo's rule: per place, the variables times the models over 10, times the days
  /// over 14 past two weeks, at least 1 (open-meteo/open-meteo, `calculateQueryWeight`).
  @Test func weighsAsOpenMeteoCounts() {
    let zagreb = Location.zagreb
    // 6 current (the sun's flag computed, precipitation and condition from the quarter
    // hour), 1 hourly, 6 daily (sunrise and sunset computed), 3 quarter-hourly: 1.6 calls.
    let full = WeatherRequest(
      baseURL: base, location: zagreb, options: ForecastOptions(rainMinutes: 360))
    #expect(abs(full.weight - 1.6) < 1e-9)
    // A bar's: 6 current, 5 hourly, 5 daily, 2 quarter-hourly.
    var bar = ForecastOptions(hours: 6, rainMinutes: 360)
    bar.brief = true
    #expect(abs(WeatherRequest(baseURL: base, location: zagreb, options: bar).weight - 1.8) < 1e-9)
    // Without the quarter hours, the current precipitation and condition are asked.
    #expect(WeatherRequest(baseURL: base, location: zagreb).blocks.first?.variables.count == 8)
    // The models: 3 daily values of 3 models is 0.9, counted as 1; 16 days as 0.9 × 16/14.
    var compared = WeatherRequest(
      baseURL: base, location: zagreb,
      options: ForecastOptions(comparedModels: ForecastOptions.defaultComparedModels))
    compared.kind = .modelComparison
    #expect(compared.weight == 1)
    compared.options.days = 16
    #expect(abs(compared.weight - 0.9 * 16 / 14) < 1e-9)
    // Past 14 days the days count: 16 days of a full request.
    let long = WeatherRequest(
      baseURL: base, location: zagreb, options: ForecastOptions(days: 16, hours: 384))
    let variables = Double(
      WeatherRequest.currentVariables.count
        + WeatherRequest.hourlyVariables.count + WeatherRequest.dailyVariables.count)
    #expect(abs(long.weight - variables / 10 * 16 / 14) < 1e-9)
    // Every place counts: 100 places at 1.5 each (6 current, 6 daily, 3 quarter-hourly).
    var batch = ForecastOptions(rainMinutes: 360)
    batch.pressureTrend = false
    let many = WeatherRequest(
      baseURL: base, locations: Array(repeating: zagreb, count: 100), options: batch)
    #expect(abs(many.weight - 100 * 1.5) < 1e-9)
  }

  @Test func appendsThePathToABaseWithAPathOrTrailingSlash() {
    let location = try! Location(latitude: -33.8688, longitude: 151.2093, source: .coordinates)
    let withSlash = WeatherRequest(
      baseURL: WebAddress("http://127.0.0.1:8080/")!, location: location)
    #expect(
      withSlash.url.text.hasPrefix(
        "http://127.0.0.1:8080/v1/forecast?latitude=-33.8688&longitude=151.2093&"))
    let withPath = WeatherRequest(
      baseURL: WebAddress("https://example.org/openmeteo")!, location: location)
    #expect(withPath.url.text.hasPrefix("https://example.org/openmeteo/v1/forecast?"))
  }

  @Test(arguments: [
    (37.335, "37.335"), (-122.009, "-122.009"), (0.00001, "0"), (-0.00001, "0"),
    (1e-4, "0.0001"), (90, "90"), (-180, "-180"), (12.345678, "12.3457"), (100.1, "100.1"),
    (-0.05, "-0.05"), (10.00004, "10"),
  ])
  func writesCoordinatesInPlainDecimals(value: Double, expected: String) {
    #expect(value.decimalString(maximumFractionDigits: 4) == expected)
  }

  @Test func asksOnlyForNamesTheAPIAccepts() throws {
    let reference =
      try JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.forecastParameters)))
      as! [String: Any]
    let current = Set(reference["current"] as! [String])
    let daily = Set(reference["daily"] as! [String])
    let request = WeatherRequest(baseURL: base, location: .zagreb)
    let items = Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value) })
    let asked = { (name: String) in Set(items[name]!.split(separator: ",").map(String.init)) }
    #expect(asked("current").isSubset(of: current))
    #expect(asked("daily").isSubset(of: daily))
    #expect(asked("current") == Set(WeatherRequest.currentVariables))
    #expect(asked("daily") == Set(WeatherRequest.dailyVariables))

    let ranges = reference["_ranges"] as! [String: [String: Any]]
    let days = ranges["forecast_days"]!
    #expect((days["minimum"] as! Int)...(days["maximum"] as! Int) ~= Int(items["forecast_days"]!)!)
    let hourly = Set(reference["hourly"] as! [String])
    #expect(asked("hourly").isSubset(of: hourly))
    let knownParameters: Set<String> = [
      "latitude", "longitude", "current", "hourly", "daily", "timezone", "forecast_days",
    ]
    #expect(Set(items.keys) == knownParameters)
    // The compared models are names the API accepts, and not the best match's own model.
    let models = Set(reference["models"] as! [String])
    #expect(Set(ForecastOptions.defaultComparedModels).isSubset(of: models))
    #expect(!ForecastOptions.defaultComparedModels.contains { $0.hasPrefix("ecmwf_ifs") })
  }
}
