import Foundation
import RainstormCore
import Testing

@Suite struct JSONContractTests {
  /// The full report, with hours, parsed back.
  func document() throws -> [String: Any] {
    var report = HumanRendererTests.fullReport
    report.forecast.hourly = (0..<30).map { index in
      Forecast.Hour(
        time: LocalDateTime(
          date: LocalDate(year: 2026, month: 11, day: 21 + index / 24)!, hour: index % 24,
          minute: 0)!,
        temperature: Double(index), apparentTemperature: Double(index) - 2, relativeHumidity: 80,
        precipitationProbability: 10, precipitation: 0.2, weatherCode: WeatherCode(61),
        windSpeed: 12, windDirection: 200, isDay: index % 24 > 7)
    }
    let options = RenderOptions(
      hours: 6, days: 3, now: Date(timeIntervalSince1970: 1_795_281_200))
    let text = JSONRenderer.render(report, options: options)
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
  }

  enum Kind {
    case number, string, bool, numberOrNull, stringOrNull, boolOrNull
  }

  func check(_ object: [String: Any], _ fields: [String: Kind], _ context: String) {
    #expect(Set(object.keys).isSuperset(of: fields.keys), "\(context): \(object.keys.sorted())")
    for (key, kind) in fields {
      let value = object[key]
      let isNull = value is NSNull
      // JSONSerialization gives booleans their own NSNumber subclass (__NSCFBoolean).
      let isBool = value.map { "\(type(of: $0))".contains("Boolean") } ?? false
      let isNumber = value is NSNumber && !isBool
      let ok: Bool
      switch kind {
      case .number: ok = isNumber
      case .string: ok = value is String
      case .bool: ok = isBool
      case .numberOrNull: ok = isNumber || isNull
      case .stringOrNull: ok = value is String || isNull
      case .boolOrNull: ok = isBool || isNull
      }
      #expect(ok, "\(context).\(key) is \(String(describing: value))")
    }
  }

  @Test func hasEveryDocumentedFieldWithItsType() throws {
    let json = try document()
    #expect(json["schema_version"] as? Int == 1)
    check(
      json["location"] as! [String: Any],
      [
        "latitude": .number, "longitude": .number, "name": .stringOrNull, "source": .string,
        "provider": .string,
      ], "location")
    check(
      json["units"] as! [String: Any],
      ["temperature": .string, "wind_speed": .string, "precipitation": .string], "units")
    check(
      json["current"] as! [String: Any],
      [
        "time": .string, "temperature": .numberOrNull, "apparent_temperature": .numberOrNull,
        "relative_humidity": .numberOrNull, "weather_code": .numberOrNull,
        "condition": .stringOrNull, "wind_speed": .numberOrNull, "wind_direction": .numberOrNull,
        "precipitation": .numberOrNull, "is_day": .boolOrNull,
      ], "current")
    let daily = json["daily"] as! [[String: Any]]
    #expect(daily.count == 3)
    for day in daily {
      check(
        day,
        [
          "date": .string, "weather_code": .numberOrNull, "condition": .stringOrNull,
          "temperature_min": .numberOrNull, "temperature_max": .numberOrNull,
          "precipitation_sum": .numberOrNull, "precipitation_probability_max": .numberOrNull,
          "wind_speed_max": .numberOrNull, "sunrise": .stringOrNull, "sunset": .stringOrNull,
        ],
        "daily")
    }
    let hourly = json["hourly"] as! [[String: Any]]
    #expect(hourly.count == 6)
    for hour in hourly {
      check(
        hour,
        [
          "time": .string, "temperature": .numberOrNull, "precipitation_probability": .numberOrNull,
          "weather_code": .numberOrNull, "condition": .stringOrNull, "wind_speed": .numberOrNull,
        ],
        "hourly")
    }
  }

  @Test func carriesTheSameValuesAsTheForecast() throws {
    let json = try document()
    let current = json["current"] as! [String: Any]
    // -3.25 °C, written to the 0.1 °C temperatures are measured to.
    #expect(current["temperature"] as? Double == -3.3)
    #expect(current["weather_code"] as? Int == 71)
    #expect(current["condition"] as? String == "Light snow")
    #expect(current["is_day"] as? Bool == true)
    #expect(current["time"] as? String == "2026-11-21T09:15-08:00")
    let location = json["location"] as! [String: Any]
    #expect(location["source"] as? String == "ip")
    #expect(location["provider"] as? String == "ipapi.co")
    let hourly = json["hourly"] as! [[String: Any]]
    // 2026-11-21T17:13:20Z is 09:13 at -08:00: the hours start at 09:00.
    #expect(hourly.first?["time"] as? String == "2026-11-21T09:00-08:00")
    #expect(hourly.first?["temperature"] as? Double == 9)
  }

  @Test func escapesWhatJSONMust() {
    let value = JSONValue.object([
      ("text", .string("quote\" backslash\\ newline\n tab\t bell\u{07} esc\u{1B} é ☀️")),
      ("nan", .number(.nan)),
    ])
    #expect(
      value.serialized(compact: true)
        == #"{"text":"quote\" backslash\\ newline\n tab\t bell\u0007 esc\u001b é ☀️","nan":null}"#)
  }
}
