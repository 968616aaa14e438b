import Foundation
import RainstormCore
import Testing

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

  /// The parser accepts exactly the codes help and the man page list.
  @Test func acceptsExactlyTheListedPlaceholders() {
    let listed = Set(Template.placeholders.map(\.code))
    #expect(listed.count == Template.placeholders.count)
    for byte in UInt8(0x21)...0x7E {
      let code = Character(Unicode.Scalar(byte))
      #expect(((try? Template("x %\(code) y")) != nil) == listed.contains(code), "%\(code)")
    }
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

  /// `, ` between placeholders stands only between two that show something (issue 57: the
  /// line format ran its facts together); other text and a `, ` at an end are kept as written.
  @Test func aSeparatorStandsOnlyBetweenTwoFacts() throws {
    var report = self.report
    let options = RenderOptions(now: Date(timeIntervalSince1970: 1_795_281_200))
    #expect(try Template("%t, %k").render(report, options: options) == "-3°C, 100% chance today\n")
    #expect(
      try Template("%t, %u, %k").render(report, options: options) == "-3°C, 100% chance today\n")
    #expect(try Template("%u, %t").render(report, options: options) == "-3°C\n")
    #expect(try Template("%t, %u %W").render(report, options: options) == "-3°C\n")
    #expect(
      try Template("%t, x, %k").render(report, options: options) == "-3°C, x, 100% chance today\n")
    #expect(try Template(", %t, ").render(report, options: options) == ", -3°C, \n")
    report.forecast.daily[0].precipitationProbabilityMax = nil
    #expect(try Template("%t, %k").render(report, options: options) == "-3°C\n")
    #expect(
      Template.lineFormat.render(report, options: options) == "Mountain View: 🌨️ -3°C ↗ 15 km/h\n")
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
