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
        + "wind_speed_10m,wind_direction_10m,precipitation,is_day"
        + "&daily=weather_code,temperature_2m_min,temperature_2m_max,precipitation_sum,"
        + "precipitation_probability_max,wind_speed_10m_max,sunrise,sunset"
        + "&timezone=auto&forecast_days=7")
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
    (1e-4, "0.0001"), (90, "90"), (-180, "-180"), (12.345678, "12.3457"),
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
    let knownParameters: Set<String> = [
      "latitude", "longitude", "current", "daily", "timezone", "forecast_days",
    ]
    #expect(Set(items.keys) == knownParameters)
  }
}
