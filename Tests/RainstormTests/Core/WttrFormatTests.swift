import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// wttr.in's one-line format: every code the man page lists, the presets, wttr.in's URL
/// spelling, its condition symbols, and the sun and moon arithmetic behind `%D %z %d %m %M`.
@Suite struct WttrFormatTests {
  static let options = RenderOptions(now: HumanRendererTests.now)

  static func render(_ format: String, _ report: WeatherReport = FormatGoldenTests.report)
    throws -> String
  {
    try WttrFormat(format).render(report, options: options)
  }

  /// What each code shows for the recorded Zagreb answer (45.6 N, 17.22 E) at 01:10 CEST on
  /// 2026-09-29: a clear night at 12.5 °C and 63 %, no wind, feels-like or rain in the answer.
  static let expected: [Character: String] = [
    "c": "☀️", "C": "Clear sky", "x": "o", "h": "63%", "t": "+13°C", "f": "", "w": "",
    "l": "Zagreb", "m": "🌖", "M": "16", "p": "", "o": "0%", "P": "", "u": "",
    "D": "06:17:22", "S": "06:46:00", "z": "12:41:26", "s": "18:35:00", "d": "19:05:31",
    "T": "01:10:00+0200", "Z": "Europe/Zagreb",
  ]

  /// The codes the man page lists under its heading "wttr.in's format" (`.B %c` lines).
  static func codesInTheManPage() -> [Character] {
    let page = ManPage.text
    guard let start = page.range(of: "\n.SS wttr.in's format\n") else { return [] }
    return page[start.upperBound...].split(separator: "\n")
      .prefix { !$0.hasPrefix(".SS") && !$0.hasPrefix(".SH") }
      .compactMap { line -> Character? in
        guard line.hasPrefix(".B %"), line.count == 5 else { return nil }
        return line.last
      }
  }

  @Test func everyCodeTheManPageListsShowsItsValue() throws {
    let listed = Self.codesInTheManPage()
    try #require(!listed.isEmpty, "the man page lists no wttr.in codes")
    #expect(Set(listed) == Set(WttrFormat.codes.map(\.code)))
    #expect(listed.count == WttrFormat.codes.count)
    for code in listed {
      #expect(try Self.render("%\(code)") == (Self.expected[code] ?? "?") + "\n", "%\(code)")
    }
  }

  @Test func thePresetsAreWttrInsFour() throws {
    #expect(try Self.render("1") == "☀️ +13°C\n")
    #expect(try Self.render("2") == "☀️ 🌡️+13°C 🌬️\n")
    #expect(try Self.render("3") == "Zagreb: ☀️ +13°C\n")
    #expect(try Self.render("4") == "Zagreb: ☀️ 🌡️+13°C 🌬️\n")
  }

  @Test func readsWttrInsURLSpelling() throws {
    #expect(try Self.render("%l:+%c+%t") == "Zagreb: ☀️ +13°C\n")
    #expect(try Self.render("%l%3A%20%t%2B%25") == "Zagreb: +13°C+%\n")
    #expect(try Self.render(#"%l\n%t"#) == "Zagreb\n+13°C\n")
    #expect(try Self.render(#"%t\n\n"#) == "+13°C\n", "trailing new lines are one, as wttr.in's")
    #expect(try Self.render("%y%q%t") == "+13°C\n", "an unknown code writes nothing")
    #expect(try Self.render("100% %") == "100% %\n")
    #expect(try Self.render("%cd") == "☀️d\n", "a code's letter is never read as a URL escape")
    #expect(throws: WttrFormatError.empty) { _ = try WttrFormat("") }
  }

  @Test func windSpeedAndTemperatureFollowWttrInsShapeInEveryUnit() throws {
    var report = FormatGoldenTests.report
    report.forecast.current?.windSpeed = 11.4
    report.forecast.current?.windDirection = 45
    report.forecast.current?.temperature = -3.4
    report.forecast.current?.apparentTemperature = -0.2
    #expect(try Self.render("%w %t %f", report) == "↙11km/h -3°C +0°C\n")
    report.forecast.units.windSpeed = .ms
    #expect(try Self.render("%w", report) == "↙11.4m/s\n")
    report.forecast.units.windSpeed = .mph
    report.forecast.units.temperature = .fahrenheit
    report.forecast.current?.temperature = 71.6
    #expect(try Self.render("%w %t", report) == "↙11mph +72°F\n")
  }

  @Test func anASCIILocaleGetsThePlainSymbolsAndNoDegreeSign() throws {
    var options = Self.options
    options.localeIsUTF8 = false
    let text = try WttrFormat("%c %t %m").render(FormatGoldenTests.report, options: options)
    #expect(text == "o +13C waning gibbous\n")
  }

  @Test(arguments: WeatherCode.knownCodes)
  func everyKnownCodeHasAWttrSymbol(code: Int) throws {
    var report = FormatGoldenTests.report
    report.forecast.current?.weatherCode = WeatherCode(code)
    let symbol = try Self.render("%c", report)
    let plain = try Self.render("%x", report)
    #expect(symbol != "✨ \n", "code \(code) is wttr.in's Unknown")
    #expect(plain != "?\n")
    #expect(plain.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func symbolsCarryWttrInsPadding() throws {
    var report = FormatGoldenTests.report
    for (code, symbol) in [(2, "⛅️ "), (45, "🌫 "), (71, "🌨 "), (99, "🌩 "), (63, "🌧"), (0, "☀️")] {
      report.forecast.current?.weatherCode = WeatherCode(code)
      #expect(try Self.render("%c|", report) == "\(symbol)|\n", "code \(code)")
    }
    report.forecast.current?.weatherCode = WeatherCode(42)
    #expect(try Self.render("%c|%x", report) == "✨ |?\n")
  }

  @Test func aHostileNameCannotAddLines() throws {
    var report = FormatGoldenTests.report
    report.location = try Location(
      latitude: 45.6, longitude: 17.22, name: "Evil\u{2028}\u{1B}[2Jville", source: .search)
    #expect(try Self.render("%l %t", report) == "Evilville +13°C\n")
  }

  // MARK: - Sun and moon

  @Test func theSunNeitherRisesNorDawnsInThePolarNight() throws {
    let date = try #require(LocalDate(year: 2026, month: 12, day: 21))
    #expect(
      SkyClock.seconds(of: .sunrise, on: date, latitude: 85, longitude: 0, utcOffsetSeconds: 0)
        == nil)
    #expect(
      SkyClock.seconds(of: .dawn, on: date, latitude: 85, longitude: 0, utcOffsetSeconds: 0) == nil)
    #expect(
      SkyClock.seconds(of: .noon, on: date, latitude: 85, longitude: 0, utcOffsetSeconds: 0)
        != nil)
    #expect(
      SkyClock.seconds(of: .dawn, on: date, latitude: .nan, longitude: 0, utcOffsetSeconds: 0)
        == nil)
  }

  @Test func theMoonsAgeMatchesKnownPhases() {
    // The total lunar eclipse of 2025-09-07 18:11 UTC and the partial solar eclipse of
    // 2025-09-21 19:42 UTC: a full and a new moon.
    let full = SkyClock.moonAge(at: Date(timeIntervalSince1970: 1_757_268_660))
    let new = SkyClock.moonAge(at: Date(timeIntervalSince1970: 1_758_483_720))
    #expect(abs(full - 14) < 0.7, "\(full)")
    #expect(min(new, 28 - new) < 0.7, "\(new)")
    #expect(SkyClock.moonAge(at: Date(timeIntervalSince1970: .infinity)) == 0)
  }
}
