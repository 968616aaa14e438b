import Foundation
import RainstormCore
import Testing

/// Golden files for every format from the recorded Zagreb forecast and a fixed clock.
@Suite struct FormatGoldenTests {
  static let report = WeatherReport(
    location: try! Location(
      latitude: 45.6, longitude: 17.22, name: "Zagreb, Croatia", source: .coordinates),
    forecast: try! Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host"))

  static func options(
    icons: IconStyle = .emoji, hours: Int = 0, days: Int = 7, color: Bool = false
  ) -> RenderOptions {
    RenderOptions(color: color, icons: icons, hours: hours, days: days, now: HumanRendererTests.now)
  }

  func expectGolden(_ name: String, _ actual: String) {
    let expected = Golden.expected(name, actual: actual)
    #expect(expected != nil, "golden file \(name) missing or just recorded")
    #expect(actual == expected)
  }

  @Test func humanWithTheHourlyChartInUTF8() {
    expectGolden(
      "human-hourly-utf8.txt", HumanRenderer.render(Self.report, options: Self.options(hours: 24)))
  }

  @Test func humanWithTheHourlyChartInASCII() {
    let text = HumanRenderer.render(Self.report, options: Self.options(icons: .ascii, hours: 24))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    expectGolden("human-hourly-ascii.txt", text)
  }

  @Test func humanInANonUTF8LocaleKeepsToASCIIWhateverTheIcons() {
    var options = Self.options(icons: .none, hours: 24)
    options.localeIsUTF8 = false
    let text = HumanRenderer.render(Self.report, options: options)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(text.contains("Temperature ----___-~+*#@@@@#*==~~--\n"))
  }

  @Test func humanWithALongRangeChartFitsEightyColumns() {
    let text = HumanRenderer.render(Self.report, options: Self.options(hours: 384))
    for line in text.split(separator: "\n") {
      #expect(String(line).displayWidth <= 80, "too wide: \(line)")
    }
    #expect(text.contains("Next 47 hours"))
  }

  @Test func json() {
    expectGolden("zagreb.json", JSONRenderer.render(Self.report, options: Self.options(hours: 3)))
  }

  @Test func line() throws {
    let text = try Template(Template.line).render(Self.report, options: Self.options())
    // The recorded answer has no chance of precipitation today: nothing is said about it.
    #expect(text == "Zagreb: 🌙 13°C -\n")
  }

  @Test func tsvDaily() {
    expectGolden("zagreb-daily.tsv", TSVRenderer.render(Self.report, options: Self.options()))
  }

  @Test func tsvHourly() {
    expectGolden(
      "zagreb-hourly.tsv", TSVRenderer.render(Self.report, options: Self.options(hours: 5)))
  }

  @Test func template() throws {
    let template = try Template("%l|%c|%C|%t|%f|%h|%w|%p|%P|%H|%L|%S|%s|%r|%%")
    expectGolden("zagreb-template.txt", template.render(Self.report, options: Self.options()))
  }
}
