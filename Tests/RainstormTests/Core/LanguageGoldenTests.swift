import Foundation
import RainstormCore
import Testing

/// Golden files in the six languages of issue 33: the human output (with the hourly chart,
/// the rain timing and a warning), a status bar (Waybar: text and tooltip) and `-f line`,
/// from the recorded Zagreb forecast and a fixed clock.
@Suite struct LanguageGoldenTests {
  static let codes = ["de", "fr", "pl", "ja", "ar", "pt-BR"]

  /// Zagreb with a severe warning in force, as the bar tests make it.
  static var report: WeatherReport {
    BarFormatTests.report(code: 61, temperature: 7.9, warning: .severe)
  }

  static func options(_ code: String, hours: Int, days: Int) throws -> RenderOptions {
    var options = RenderOptions(
      hours: hours, days: days, rainMinutes: 360, now: HumanRendererTests.now)
    options.language = try #require(Language(code: code))
    return options
  }

  func expectGolden(_ name: String, _ actual: String) {
    let expected = Golden.expected(name, actual: actual)
    #expect(expected != nil, "golden file \(name) missing or just recorded")
    #expect(actual == expected)
  }

  @Test(arguments: codes)
  func human(code: String) throws {
    let text = HumanRenderer.render(
      Self.report, options: try Self.options(code, hours: 12, days: 7))
    expectGolden("lang-\(code)-human.txt", text)
    #expect(!text.contains("{"), "an unfilled slot")
  }

  @Test(arguments: codes)
  func waybar(code: String) throws {
    let summary = BarSummary(
      Self.report, options: try Self.options(code, hours: BarSummary.defaultHours, days: 3))
    expectGolden("lang-\(code)-waybar.json", BarRenderer.render(summary, as: .waybar, color: false))
  }

  @Test(arguments: codes)
  func line(code: String) throws {
    let text = try Template(Template.line).render(
      Self.report, options: try Self.options(code, hours: 0, days: 1))
    expectGolden("lang-\(code)-line.txt", text)
  }

  /// The rain timing's sentences and short forms at their edges (`RainOutlookTests`' cases):
  /// now, soon, in hours and minutes, from hourly values, snow, none, unknown.
  @Test(arguments: codes)
  func rain(code: String) throws {
    let formatter = ValueFormatter(
      units: MeasurementUnits(), ascii: false, language: try #require(Language(code: code)))
    let cases: [RainOutlook?] = [
      try RainOutlookTests.outlook([0.3, 0.5, 0.2, 0, 0, 0]),
      try RainOutlookTests.outlook([0, 0, 0, 2.0, 2.0, 0], horizon: 60),
      try RainOutlookTests.outlook([0, 0, 0, 0, 0, 0, 0, 0.2, 0.3, 0, 0, 0.4, 0]),
      try RainOutlookTests.outlook(Array(repeating: 0, count: 7) + [0.2, 0.3], native: false),
      try RainOutlookTests.outlook([0, 0.5, 0.4], codes: [nil, 71, 73]),
      try RainOutlookTests.outlook([0, 0, 0, 0]),
      nil,
    ]
    let text = cases.map {
      RainText.sentence($0, formatter: formatter) + "\n"
        + (RainText.short($0, formatter: formatter) ?? "-") + "\n"
    }.joined()
    expectGolden("lang-\(code)-rain.txt", text)
    #expect(!text.contains("{"), "an unfilled slot")
  }

  @Test(arguments: codes)
  func wttrsConditionInWordsFollowsTheLanguageAndItsNumbersDoNot(code: String) throws {
    let options = try Self.options(code, hours: 0, days: 1)
    let text = try WttrFormat("%C %t").render(Self.report, options: options)
    let words = WeatherCode(61).words(in: options.language)
    #expect(words != WeatherCode(61).description)
    // wttr.in's compact numbers stay its own (+8°C), whatever the language.
    #expect(text == "\(words) +8°C\n")
  }

  @Test func jsonCarriesTheConditionInTheLanguage() throws {
    let text = JSONRenderer.render(Self.report, options: try Self.options("de", hours: 0, days: 1))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["lang"] as? String == "de")
    let current = try #require(document["current"] as? [String: Any])
    #expect(current["condition"] as? String == "Leichter Regen")
    #expect(current["weather_code"] as? Int == 61)
  }

  @Test func englishIsAsItWas() throws {
    // The same report in English is the bar golden's wording: English is the default.
    let text = HumanRenderer.render(
      Self.report, options: try Self.options("en", hours: 12, days: 7))
    #expect(text.contains("Severe warning: Wind Warning"))
    #expect(text.contains("Day"))
  }

  @Test func japaneseTableColumnsAlignByDisplayWidth() throws {
    let text = HumanRenderer.render(Self.report, options: try Self.options("ja", hours: 0, days: 7))
    let lines = text.split(separator: "\n").map(String.init)
    // The rows of the day table: each has a temperature; the low column ends at the same
    // display column in every row.
    let rows = lines.filter { $0.contains("°C") && $0.contains("日(") }
    #expect(rows.count == 2)
    let ends = rows.map { row -> Int in
      let prefix = row[..<(row.range(of: "°C")?.upperBound ?? row.endIndex)]
      return String(prefix).displayWidth
    }
    #expect(Set(ends).count == 1, "\(rows)")
    // Wide characters are in the table, so the check measures what it must.
    #expect(rows.contains { $0.displayWidth != $0.count })
  }
}
