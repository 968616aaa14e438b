import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// Forecasts with values no weather has (±1e308, 1e21, NaN where JSON allows none, offsets
/// near Int.min and Int.max, empty and mismatched arrays) through every output format: never a
/// trap; either exit 65 with nothing kept, or a whole answer that is kept.
@Suite struct ExtremeValueTests {
  static let extremes = [
    "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e21", "-1e21",
    "5e-324", "-0.0", "0", "1e15", "9007199254740993", "-273.15", "100", "360", "99",
  ]
  /// Tokens that are not JSON numbers at all.
  static let notNumbers = ["NaN", "Infinity", "-Infinity", "1e400", "nan"]
  static let offsets = [
    "-9223372036854775808", "9223372036854775807", "1e300", "34560000", "-64801", "64800",
    "-43200", "7200.5",
  ]
  static let formats = [
    "human", "json", "tsv", "line", "%l|%c|%C|%t|%f|%h|%w|%p|%P|%H|%L|%S|%s|%r|%%",
  ]

  /// A forecast body with every declared field, in the Zagreb answer's times, with some
  /// values, offsets and array lengths replaced as `generator` picks.
  static func body(using generator: inout SeededGenerator) -> String {
    // About one body in three is left whole; the others get a few bad values each.
    let damage = Int.random(in: 0..<3, using: &generator) == 0 ? 0 : 30
    func number(_ plausible: String) -> String {
      guard damage > 0 else { return plausible }
      return switch Int.random(in: 0..<damage, using: &generator) {
      case 0: extremes.randomElement(using: &generator) ?? plausible
      case 1 where Bool.random(using: &generator):
        notNumbers.randomElement(using: &generator) ?? "0"
      default: plausible
      }
    }
    func column(_ count: Int, _ plausible: String) -> String {
      var length = count
      switch damage == 0 ? -1 : Int.random(in: 0..<damage, using: &generator) {
      case 0: length = 0
      case 1: length = Int.random(in: 0..<max(1, count), using: &generator)
      case 2: length = count + Int.random(in: 1...5, using: &generator)
      default: break
      }
      return "[" + (0..<length).map { _ in number(plausible) }.joined(separator: ",") + "]"
    }
    let hours = (0..<48).map { hour in
      "\"2026-09-\(hour < 24 ? 29 : 30)T\(LocalDate.padded(hour % 24, 2)):00\""
    }
    var hourTimes = hours
    if damage > 0, Int.random(in: 0..<10, using: &generator) == 0 {
      hourTimes = Array(hours.prefix(3))
    }
    let days = ["\"2026-09-29\"", "\"2026-09-30\""]
    let plausible = { (variable: String) -> String in
      variable.contains("direction")
        ? "200"
        : variable.contains("code")
          ? "3" : variable == "pressure_msl" ? "1013" : variable == "visibility" ? "9000" : "1"
    }
    let current = ForecastFields.current.map {
      "\"\($0.variable)\":\(number(plausible($0.variable)))"
    }
    let hourly = ForecastFields.hourly.map {
      "\"\($0.variable)\":\(column(hourTimes.count, plausible($0.variable)))"
    }
    let daily = ForecastFields.daily.map { field -> String in
      if case .localTime = field.storage {
        return "\"\(field.variable)\":[\"2026-09-29T06:46\",\"2026-09-30T06:47\"]"
      }
      return "\"\(field.variable)\":\(column(days.count, plausible(field.variable)))"
    }
    let offset =
      damage > 0 && Int.random(in: 0..<6, using: &generator) == 0
      ? offsets.randomElement(using: &generator) ?? "7200" : "7200"
    return """
      {"utc_offset_seconds":\(offset),"timezone":"Europe/Zagreb","timezone_abbreviation":"CEST",\
      "current":{"time":"2026-09-29T01:00",\(current.joined(separator: ","))},\
      "hourly":{"time":[\(hourTimes.joined(separator: ","))],\(hourly.joined(separator: ","))},\
      "daily":{"time":[\(days.joined(separator: ","))],\(daily.joined(separator: ","))}}
      """
  }

  @Test func everyFormatEitherRendersOrRefusesAndKeepsNothingBad() async throws {
    var generator = SeededGenerator(seed: 0x5EED_E87E)
    var outcomes: [ExitCode: Int] = [:]
    for iteration in 0..<400 {
      let body = Self.body(using: &generator)
      let format = Self.formats.randomElement(using: &generator) ?? "human"
      let hours = ["0", "24", "100"].randomElement(using: &generator) ?? "0"
      let units = ["metric", "imperial", "uk"].randomElement(using: &generator) ?? "metric"
      var harness = CommandHarness()
      harness.environment["HOME"] = "/home/test"
      harness.http = StubHTTP { _ throws(TransportError) in
        HTTPResponse(status: 200, body: Array(body.utf8))
      }
      var arguments = ["45.6,17.22", "-f", format, "--hours", hours, "--units", units]
      if Bool.random(using: &generator) { arguments += ["--wind-unit", "bft"] }
      let run = await harness.run(arguments)
      let context = "iteration \(iteration): \(arguments) \(body)"
      outcomes[run.status, default: 0] += 1
      switch run.status {
      case .success:
        #expect(!run.stdout.isEmpty && run.stdout.hasSuffix("\n"), "\(context)")
        // The forecast is kept (and the models' days, when the body has days to compare).
        #expect(
          harness.cache.answerKeys.filter { !$0.contains("models=") }.count == 1, "\(context)")
      case .dataError:
        #expect(run.stdout.isEmpty, "\(context)")
        #expect(
          run.stderr.hasPrefix("rainstorm: no weather data: cannot read the answer from "),
          "\(context)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(context)")
        #expect(harness.cache.answerKeys.isEmpty, "kept a refused answer: \(context)")
      default:
        Issue.record("exit \(run.status.rawValue): \(run.stderr) \(context)")

      }
    }
    // Both outcomes happen: the generator makes good bodies and bad ones.
    #expect((outcomes[.success] ?? 0) > 40)
    #expect((outcomes[.dataError] ?? 0) > 40)
  }

  /// Below the reader, a forecast built in code with any values at all: every renderer draws
  /// something and none traps.
  @Test func renderersTakeAnyValueWithoutTrapping() {
    var generator = SeededGenerator(seed: 0xD1CE)
    let values: [Double?] = [
      nil, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      1e21, -1e21, 0, -0.0, 12.5, .leastNonzeroMagnitude,
    ]
    func pick() -> Double? { values.randomElement(using: &generator) ?? nil }
    let start = LocalDateTime(secondsSinceEpoch: 1_790_636_400, utcOffsetSeconds: 0)
    for iteration in 0..<300 {
      let hours = (0..<Int.random(in: 0...120, using: &generator)).map { index in
        Forecast.Hour(
          time: LocalDateTime(
            secondsSinceEpoch: 1_790_636_400 + Double(index) * 3600, utcOffsetSeconds: 0),
          temperature: pick(), apparentTemperature: pick(), relativeHumidity: pick(),
          precipitationProbability: pick(), precipitation: pick(),
          weatherCode: WeatherCode(Int.random(in: -5...200, using: &generator)),
          windSpeed: pick(), windDirection: pick(), isDay: Bool.random(using: &generator))
      }
      let day = Forecast.Day(
        date: start.date, weatherCode: WeatherCode(Int.random(in: -5...200, using: &generator)),
        temperatureMin: pick(), temperatureMax: pick(), precipitationSum: pick(),
        precipitationProbabilityMax: pick(), windSpeedMax: pick(), sunrise: start, sunset: start)
      let quarters = (0..<Int.random(in: 0...40, using: &generator)).map { index in
        Forecast.QuarterHour(
          time: LocalDateTime(
            secondsSinceEpoch: 1_790_636_400 + Double(index - 2) * 900, utcOffsetSeconds: 0),
          precipitation: pick(),
          weatherCode: WeatherCode(Int.random(in: -5...200, using: &generator)))
      }
      let offset =
        [Int.min, Int.max, 0, 7200, -43200, 1 << 40].randomElement(using: &generator) ?? 0
      let forecast = Forecast(
        timezone: "Europe/Zagreb", timezoneAbbreviation: "CEST", utcOffsetSeconds: offset,
        current: Forecast.Current(
          time: start, temperature: pick(), apparentTemperature: pick(), relativeHumidity: pick(),
          weatherCode: WeatherCode(3), windSpeed: pick(), windDirection: pick(),
          precipitation: pick(), isDay: true),
        hourly: hours, quarterHours: quarters.shuffled(using: &generator), daily: [day])
      let report = WeatherReport(location: .zagreb, forecast: forecast)
      let options = RenderOptions(
        color: Bool.random(using: &generator), icons: .unicode,
        localeIsUTF8: Bool.random(using: &generator), hours: hours.count, days: 1,
        rainMinutes: [0, 1, 360, 2880].randomElement(using: &generator) ?? 0,
        now: Date(timeIntervalSince1970: 1_790_636_400))
      let outputs = [
        HumanRenderer.render(report, options: options),
        JSONRenderer.render(report, options: options),
        TSVRenderer.render(report, options: options),
        TSVRenderer.placeRow(report, options: options),
        (try? Template(Self.formats[4]))?.render(report, options: options) ?? "",
        (try? Template("%R|%u"))?.render(report, options: options) ?? "",
      ]
      #expect(outputs.allSatisfy { $0.hasSuffix("\n") }, "iteration \(iteration)")
    }
  }
}
