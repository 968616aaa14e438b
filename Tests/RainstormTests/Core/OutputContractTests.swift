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

@Suite struct HourlyDecodingTests {
  @Test func decodesTheHourlyBlock() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host")
    #expect(forecast.hourly.count == 48)
    #expect(forecast.hourly[0].time.description == "2026-09-29T00:00")
    #expect(forecast.hourly[13].temperature == 24.9)
    #expect(forecast.hourly[13].precipitationProbability == 0)
    #expect(forecast.hourly[13].weatherCode == nil)
  }

  @Test func startsTheHoursAtTheCurrentLocalHour() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host")
    // 23:59 UTC is 01:59 in Zagreb (+02:00): the 01:00 hour is the current one.
    let now = Date(timeIntervalSince1970: 1_790_636_400 + 3540)
    let hours = forecast.hours(from: now, count: 3)
    #expect(hours.map(\.time.clockTime) == ["01:00", "02:00", "03:00"])
    #expect(forecast.hours(from: now, count: 400).count == 47)
    #expect(forecast.hours(from: Date(timeIntervalSince1970: 2_000_000_000), count: 3).isEmpty)
  }

  @Test func decodesSeveralPlacesFromAnArray() throws {
    let body = Fixture.data(Fixture.zagrebForecast)
    let vcr = Fixture.data(Fixture.vcrForecast)
    let array = Array("[".utf8) + body + Array(",".utf8) + vcr + Array("]".utf8)
    let forecasts = try Forecast.decodeAll(array, count: 2, from: "h")
    #expect(forecasts.map(\.timezone) == ["Europe/Zagreb", "GMT"])
    #expect(throws: ServiceError.unreadable(host: "h", detail: "expected 3 forecasts, got 2")) {
      try Forecast.decodeAll(array, count: 3, from: "h")
    }
    #expect(try Forecast.decodeAll(body, count: 1, from: "h").count == 1)
  }

  @Test func convertsWindToBeaufort() throws {
    var text = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    // The recorded body with a wind speed added, as a request for wind_speed_unit=ms returns.
    text = text.replacingOccurrences(
      of: "\"is_day\":0}", with: "\"is_day\":0,\"wind_speed_10m\":9.0}")
    let forecast = try Forecast.decode(
      Array(text.utf8), from: "h", units: MeasurementUnits(windSpeed: .bft))
    #expect(forecast.current?.windSpeed == 5)
  }
}

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

@Suite struct TemplateTests {
  let report = HumanRendererTests.fullReport
  func render(_ text: String, icons: IconStyle = .emoji, hourly: [Forecast.Hour] = [])
    throws -> String
  {
    var report = self.report
    report.forecast.hourly = hourly
    let options = RenderOptions(icons: icons, now: Date(timeIntervalSince1970: 1_795_281_200))
    return try Template(text).render(report, options: options)
  }

  @Test(arguments: [
    ("%l", "Mountain View"), ("%c", "🌨️"), ("%C", "Light snow"), ("%t", "-3°C"),
    ("%f", "-8°C"), ("%h", "87%"), ("%w", "↗ 15 km/h"), ("%p", "0.4 mm"), ("%P", "100%"),
    ("%H", "32°C"), ("%L", "-12°C"), ("%S", "07:10"), ("%s", "16:20"), ("%%", "%"),
    ("rain: %r", "rain: rain now"), ("a%%b %t", "a%b -3°C"), ("%k", "100% chance today"),
  ])
  func fillsEveryPlaceholder(template: String, expected: String) throws {
    #expect(try render(template) == expected + "\n")
  }

  @Test func writesASCIIWhenAsked() throws {
    #expect(try render("%c|%t|%w", icons: .ascii) == "**|-3C|SW 15 km/h\n")
  }

  @Test func keepsTheTemplatesOwnTabsAndNewlinesButNotAServersInvisibleCharacters() throws {
    #expect(try render("%l\t%t\n%C") == "Mountain View\t-3°C\nLight snow\n")
    var report = self.report
    report.location = try Location(
      latitude: 1, longitude: 2, name: "Moun\u{2028}tain\u{200B} View\u{061C}", source: .search)
    let line = try Template("%l\t%t").render(
      report, options: RenderOptions(now: Date(timeIntervalSince1970: 1_795_281_200)))
    #expect(line == "Mountain View\t-3°C\n")
  }

  @Test func dropsTheSpaceAfterAnEmptyPlaceholder() throws {
    #expect(try render("%l: %c %t", icons: .none) == "Mountain View: -3°C\n")
  }

  func hours(precipitation: [Double]) -> [Forecast.Hour] {
    precipitation.enumerated().map { index, amount in
      Forecast.Hour(
        time: LocalDateTime(
          date: LocalDate(year: 2026, month: 11, day: 21)!, hour: 9 + index, minute: 0)!,
        precipitationProbability: amount > 0 ? 60 : 5, precipitation: amount)
    }
  }

  @Test func tellsTheRainOutlook() throws {
    var dry = report
    dry.forecast.current?.precipitation = 0
    let options = RenderOptions(now: Date(timeIntervalSince1970: 1_795_281_200))
    let template = try Template("%r")
    dry.forecast.hourly = hours(precipitation: [0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(template.render(dry, options: options) == "rain in 2 h\n")
    dry.forecast.hourly = hours(precipitation: Array(repeating: 0, count: 14))
    #expect(template.render(dry, options: options) == "no rain in the next 12 h\n")
    dry.forecast.hourly = hours(precipitation: [0.3, 0])
    #expect(template.render(dry, options: options) == "rain now\n")
    dry.forecast.hourly = []
    #expect(template.render(dry, options: options) == "rain outlook unknown\n")
  }

  @Test func leavesOutAChanceNobodyGave() throws {
    var report = self.report
    report.forecast.daily[0].precipitationProbabilityMax = nil
    let options = RenderOptions(now: Date(timeIntervalSince1970: 1_795_281_200))
    #expect(try Template("%l: %k %t").render(report, options: options) == "Mountain View: -3°C\n")
    #expect(try Template("%t %k").render(report, options: options) == "-3°C\n")
    #expect(Template.lineFormat.render(report, options: options).contains("chance") == false)
    #expect(!Template.lineFormat.render(report, options: options).contains(" - "))
  }

  /// The hourly and the 15-minute outlook agree about now: the current value and the hour in
  /// progress say rain, the quarter hours say it starts at 09:45, 32 minutes from now.
  @Test func theHourlyOutlookTakesNowFromTheQuarterHours() throws {
    var report = self.report
    report.forecast.hourly = hours(precipitation: [0.3, 0])
    let day = LocalDate(year: 2026, month: 11, day: 21)!
    report.forecast.quarterHours = [0.0, 0, 0, 0.5, 0.5, 0].enumerated().map { index, amount in
      let minutes = 9 * 60 + 15 * (index + 1)
      return Forecast.QuarterHour(
        time: LocalDateTime(date: day, hour: minutes / 60, minute: minutes % 60)!,
        precipitation: amount)
    }
    let options = RenderOptions(
      rainMinutes: 120, now: Date(timeIntervalSince1970: 1_795_281_200))
    let both = try Template("%r | %R").render(report, options: options)
    #expect(both == "rain within 1 h | rain in 32 min\n", "\(both)")
    report.forecast.quarterHours[0].precipitation = 0.2
    #expect(try Template("%r | %R").render(report, options: options).hasPrefix("rain now | "))
    // Without quarter hours, the hour in progress and the current value decide.
    report.forecast.quarterHours = []
    #expect(try Template("%r").render(report, options: options) == "rain now\n")
  }

  @Test(arguments: [
    ("%y", TemplateError.unknownPlaceholder("%y")), ("%t %Z", .unknownPlaceholder("%Z")),
    ("50%", .lonePercent),
  ])
  func rejectsBadTemplates(text: String, error: TemplateError) {
    #expect(throws: error) { try Template(text) }
  }

  @Test func knowsWhenItNeedsHours() throws {
    #expect(try Template("%r").needsHourly)
    #expect(try !Template("%t %%r").needsHourly)
  }
}
