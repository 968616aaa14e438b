import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// For generated forecasts, the JSON output parses and carries the same values.
@Suite struct JSONPropertyTests {
  static func optional<Value>(_ value: Value, using generator: inout SeededGenerator) -> Value? {
    Int.random(in: 0..<5, using: &generator) == 0 ? nil : value
  }

  static func number(using generator: inout SeededGenerator) -> Double? {
    let value: Double
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: value = Double(Int.random(in: -60...60, using: &generator))
    case 1: value = Double.random(in: -1e6...1e6, using: &generator)
    case 2: value = Double.random(in: -1...1, using: &generator) * 1e-7
    default: value = (Double.random(in: -50...50, using: &generator) * 10).rounded() / 10
    }
    return optional(value, using: &generator)
  }

  static func forecast(using generator: inout SeededGenerator) -> Forecast {
    let date = LocalDate(daysSinceEpoch: Int.random(in: 0...40_000, using: &generator))
    let time = LocalDateTime(date: date, hour: Int.random(in: 0...23, using: &generator), minute: 0)
    let current = Forecast.Current(
      time: time, temperature: number(using: &generator),
      apparentTemperature: number(using: &generator), relativeHumidity: number(using: &generator),
      weatherCode: optional(
        WeatherCode(Int.random(in: 0...120, using: &generator)), using: &generator),
      windSpeed: number(using: &generator), windDirection: number(using: &generator),
      precipitation: number(using: &generator),
      isDay: optional(Bool.random(using: &generator), using: &generator))
    let days = (0..<Int.random(in: 0...16, using: &generator)).map { offset in
      Forecast.Day(
        date: LocalDate(daysSinceEpoch: date.daysSinceEpoch + offset),
        weatherCode: optional(
          WeatherCode(Int.random(in: 0...99, using: &generator)), using: &generator),
        temperatureMin: number(using: &generator), temperatureMax: number(using: &generator),
        precipitationSum: number(using: &generator),
        precipitationProbabilityMax: number(using: &generator),
        windSpeedMax: number(using: &generator))
    }
    let names = [
      "Europe/Zagreb", "GMT", "America/St_Johns", "Pacific/Chatham", "Ünïcødé/\"Zone\"\\",
    ]
    return Forecast(
      timezone: names.randomElement(using: &generator) ?? "GMT", timezoneAbbreviation: "X",
      utcOffsetSeconds: Int.random(in: -12...14, using: &generator) * 3600
        + [0, 1800, 2700].randomElement(using: &generator)!,
      current: Bool.random(using: &generator) ? current : nil, daily: days)
  }

  /// Whether a parsed JSON number is exactly `value`. JSONSerialization on Linux gives
  /// NSDecimalNumber, whose `doubleValue` can be one ulp off; its decimal text is exact.
  static func same(_ json: Any?, _ value: Double?) -> Bool {
    guard let value else { return json is NSNull }
    guard let number = json as? NSNumber, let parsed = Double(number.description) else {
      return false
    }
    return parsed == value
  }

  /// `value` as scripts are given it: to its quantity's precision.
  static func written(_ value: Double?, _ quantity: Quantity, _ units: MeasurementUnits) -> Double?
  {
    value.map { quantity.rounded($0, in: units) }
  }

  /// The most decimals any number but a coordinate may have in what scripts read.
  static let mostDecimals = 3

  /// The fraction digits of each number in `text` (JSON or TSV), coordinates left out.
  static func decimalsOfNumbers(in text: String) -> [Int] {
    var result: [Int] = []
    var digits = 0
    var inFraction = false
    var previous: Character = " "
    for character in text + " " {
      if character.isNumber, inFraction {
        digits += 1
      } else if character == ".", previous.isNumber {
        inFraction = true
        digits = 0
      } else {
        if inFraction { result.append(digits) }
        inFraction = false
      }
      previous = character
    }
    return result
  }

  @Test func everyNumberForScriptsIsRoundedToItsQuantitysPrecision() throws {
    var generator = SeededGenerator(seed: 11)
    for iteration in 0..<200 {
      var forecast = Self.forecast(using: &generator)
      if Bool.random(using: &generator) {
        forecast.units = MeasurementUnits(
          temperature: .fahrenheit, windSpeed: .mph, precipitation: .inch)
      }
      // Coordinates are the place as given: whole degrees keep them out of the count.
      let location = try Location(latitude: 45, longitude: 16, name: "Zagreb", source: .search)
      let report = WeatherReport(location: location, forecast: forecast)
      let options = RenderOptions(hours: 0, days: 16, now: Date())
      for text in [
        JSONRenderer.render(report, options: options),
        TSVRenderer.render(report, options: options),
        TSVRenderer.placeRow(report, options: options),
      ] {
        let decimals = Self.decimalsOfNumbers(in: text)
        #expect(decimals.allSatisfy { $0 <= Self.mostDecimals }, "iteration \(iteration): \(text)")
      }
    }
  }

  @Test func jsonCarriesTheSameValues() throws {
    var generator = SeededGenerator(seed: 8)
    for iteration in 0..<400 {
      let forecast = Self.forecast(using: &generator)
      let name = Mutator.randomText(
        "ab\"\\\u{1B}\u{7F}\u{2028}é😀 \t", maxLength: 12, using: &generator)
      let location = try Location(
        latitude: Double.random(in: -90...90, using: &generator),
        longitude: Double.random(in: -180...180, using: &generator), name: name,
        source: .ipLookup(provider: "ipwho.is"))
      let report = WeatherReport(location: location, forecast: forecast)
      let options = RenderOptions(
        color: false, icons: .none, localeIsUTF8: true, hours: 0, days: 16, now: Date())
      let text = JSONRenderer.render(report, options: options, compact: iteration % 2 == 0)
      let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let document = try #require(parsed, "iteration \(iteration)")
      #expect(document["timezone"] as? String == forecast.timezone)
      #expect(document["utc_offset_seconds"] as? Int == forecast.utcOffsetSeconds)
      let place = document["location"] as? [String: Any]
      #expect(place?["name"] as? String == location.name)
      #expect(Self.same(place?["latitude"], location.latitude))
      if let current = forecast.current {
        let json = document["current"] as? [String: Any]
        let units = forecast.units
        #expect(
          Self.same(json?["temperature"], Self.written(current.temperature, .temperature, units)),
          "iteration \(iteration)")
        #expect(
          Self.same(json?["wind_speed"], Self.written(current.windSpeed, .windSpeed, units)))
        #expect(
          Self.same(
            json?["precipitation"], Self.written(current.precipitation, .precipitation, units)))
        #expect((json?["weather_code"] as? Int) == current.weatherCode?.rawValue)
        #expect((json?["is_day"] as? Bool) == current.isDay)
      } else {
        #expect(document["current"] is NSNull)
      }
      let daily = document["daily"] as? [[String: Any]] ?? []
      #expect(daily.count == forecast.daily.count)
      for (json, day) in zip(daily, forecast.daily) {
        #expect(json["date"] as? String == day.date.description)
        let units = forecast.units
        #expect(
          Self.same(json["temperature_min"], Self.written(day.temperatureMin, .temperature, units)))
        #expect(
          Self.same(json["temperature_max"], Self.written(day.temperatureMax, .temperature, units)))
        #expect(
          Self.same(
            json["precipitation_probability_max"],
            Self.written(day.precipitationProbabilityMax, .percent, units)))
      }
    }
  }
}
