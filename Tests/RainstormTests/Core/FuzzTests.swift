import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// A small, seeded random number generator (SplitMix64), so that a failing case can be
/// replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Ways to damage a body: flip, cut, insert, repeat, or swap in bytes that parsers dislike.
enum Mutator {
  static let nasty: [[UInt8]] = [
    Array("null".utf8), Array("\"\"".utf8), Array("-1e309".utf8), Array("[]".utf8),
    Array("{}".utf8), Array("\u{1B}[31m".utf8), [0xFF, 0xFE], [0], Array("9".utf8),
    Array("\"2026-13-45T99:99\"".utf8), Array("NaN".utf8), Array(",".utf8),
  ]

  static func mutate(_ data: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes = data
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      guard !bytes.isEmpty else { break }
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.removeSubrange(index...)
      case 2: bytes.insert(contentsOf: nasty.randomElement(using: &generator) ?? [], at: index)
      case 3:
        let end = min(bytes.count, index + Int.random(in: 1...40, using: &generator))
        bytes.removeSubrange(index..<end)
      default:
        let end = min(bytes.count, index + 20)
        bytes.insert(contentsOf: bytes[index..<end], at: index)
      }
    }
    return bytes
  }

  static func randomBytes(using generator: inout SeededGenerator) -> [UInt8] {
    (0..<Int.random(in: 0...300, using: &generator)).map { _ in
      UInt8.random(in: 0...255, using: &generator)
    }
  }

  static func randomText(_ alphabet: String, maxLength: Int, using generator: inout SeededGenerator)
    -> String
  {
    let characters = Array(alphabet)
    return String(
      (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in
        characters.randomElement(using: &generator) ?? "a"
      })
  }
}

/// Random and damaged input into every reader: each either reads it or says, in one clean line,
/// why not. Never a crash, never a hang (the whole suite runs in well under a second).
@Suite struct FuzzTests {
  static let iterations = 1500

  /// An error message as a user would see it: one line, no escape sequences.
  static func isClean(_ text: String) -> Bool {
    !text.contains("\n")
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  static func message(_ error: ServiceError) -> String {
    switch error {
    case .unreadable(_, let detail): detail
    case .errorBody(_, _, let reason): reason
    case .rateLimited(_, let reason): reason ?? ""
    case .unreachable(_, let reason): reason
    default: ""
    }
  }

  @Test func forecastDecoding() {
    var generator = SeededGenerator(seed: 1)
    let seeds = [
      Fixture.data(Fixture.zagrebForecast), Fixture.data(Fixture.vcrForecast),
      Fixture.data(Fixture.legacyForecast), Fixture.data(Fixture.openMeteoLatitudeError),
    ]
    for iteration in 0..<Self.iterations {
      let body =
        iteration % 10 == 0
        ? Mutator.randomBytes(using: &generator)
        : Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      do {
        _ = try Forecast.decode(body, from: "h", units: MeasurementUnits())
        _ = try Forecast.decodeAll(body, count: 2, from: "h", units: MeasurementUnits())
      } catch {
        #expect(Self.isClean(Self.message(error)), "iteration \(iteration)")
      }
    }
  }

  @Test func placeSearchDecoding() {
    var generator = SeededGenerator(seed: 2)
    let seeds = [
      Fixture.data(Fixture.geocodingHollywood), Fixture.data(Fixture.geocodingMissingFields),
      Fixture.data(Fixture.geocodingNoMatch),
    ]
    for iteration in 0..<Self.iterations {
      let body = Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      do {
        let places = try GeocodingLocationService.places(from: body, host: "h")
        for place in places {
          #expect(Self.isClean(place.fullName))
          #expect((-90...90).contains(place.latitude) && (-180...180).contains(place.longitude))
        }
      } catch {
        #expect(Self.isClean(Self.message(error)), "iteration \(iteration)")
      }
    }
  }

  @Test func ipLookupDecoding() async {
    var generator = SeededGenerator(seed: 3)
    let seeds = [
      Fixture.ipapiSuccess, Fixture.ipapiReserved, Fixture.ipwhoisSuccess, Fixture.ipwhoisReserved,
      Fixture.ipinfoSuccess, Fixture.ipinfoBogon,
    ].map(Fixture.data)
    for iteration in 0..<300 {
      let body = Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      let status = [200, 200, 429, 500, 404][iteration % 5]
      let http = StubHTTP { _ throws(TransportError) in HTTPResponse(status: status, body: body) }
      do {
        let location = try await IPGeolocationService(http: http.client, timeout: 1)
          .requestLocation()
        #expect(Self.isClean(location.name ?? ""))
      } catch .lookupsFailed(let errors) {
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { Self.isClean(Self.message($0)) }, "iteration \(iteration)")
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func placeLists() {
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<Self.iterations {
      let text = Mutator.randomText(
        "0123456789.,- \t\n#abc\u{1B}é", maxLength: 80, using: &generator)
      let list = PlaceList(parsing: text)
      #expect(list.badLines.allSatisfy { Self.isClean($0.reason) })
      #expect(list.entries.allSatisfy { (-90...90).contains($0.location.latitude) })
    }
  }

  @Test func templates() {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<Self.iterations {
      let text = Mutator.randomText("%lcCtfhwpPHLSsr%x \u{1B}", maxLength: 30, using: &generator)
      do {
        #expect(try Template(text).text == text)
      } catch .unknownPlaceholder(let placeholder) {
        // The placeholder named is one that is in the text.
        #expect(placeholder.count == 2 && text.contains(placeholder), "\(text.debugDescription)")
      } catch {
        #expect(text.hasSuffix("%"), "\(text.debugDescription)")
      }
    }
  }

  @Test func configFiles() {
    var generator = SeededGenerator(seed: 6)
    let keys = Setting.all.map(\.key) + ["bogus", ""]
    for _ in 0..<Self.iterations {
      var lines: [String] = []
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let key = keys.randomElement(using: &generator) ?? ""
        let value = Mutator.randomText(
          "abc 019,.#\"=%-\u{1B}\r\té", maxLength: 20, using: &generator)
        lines.append(Bool.random(using: &generator) ? "\(key) = \(value)" : value)
      }
      let text = lines.joined(separator: "\n")
      do {
        _ = try Configuration.parse(
          arguments: [], environment: ["HOME": "/h"],
          readFile: { _ in .text(text) })
      } catch {
        #expect(Self.isClean(error.message), "\(text.debugDescription)")
        #expect(error.message.hasPrefix("/h/.config/rainstorm/config:"))
      }
    }
  }

  @Test func argumentLists() {
    var generator = SeededGenerator(seed: 7)
    let words =
      CommandOption.all.map { "--\($0.name)" } + [
        "-f", "-h", "-V", "--", "=", "Paris", "45.6,17.22", "-1,2", "91", "json", "imperial", "0",
        "384", "%t", "x", "\u{1B}[2J", "", "--lat=1", "--units=", "São Paulo", "--no-ip=1",
      ]
    for _ in 0..<Self.iterations {
      let arguments = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }
      do {
        _ = try Configuration.parse(arguments: arguments, environment: [:])
      } catch {
        #expect(Self.isClean(error.message), "\(arguments)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}

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
