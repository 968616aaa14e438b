import Foundation
import Testing

@testable import RainstormCore

@Suite struct HumanRendererTests {
  static let zagrebReport = WeatherReport(
    location: .zagreb,
    forecast: try! Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host"))

  /// A forecast with every value present and the widest words, to check layout limits.
  static let fullReport: WeatherReport = {
    let codes = [99, 56, 0, 3, 61, 75, 12]
    let days = codes.enumerated().map { index, code in
      Forecast.Day(
        date: LocalDate(year: 2026, month: 11, day: 21 + index)!,
        weatherCode: WeatherCode(code),
        temperatureMin: -12.4 + Double(index),
        temperatureMax: 31.6 - Double(index),
        precipitationSum: index == 0 ? 123.4 : Double(index) / 10,
        precipitationProbabilityMax: index == 0 ? 100 : Double(index * 10),
        windSpeedMax: index == 0 ? 118.2 : Double(index * 3),
        sunrise: LocalDateTime(iso8601: "2026-11-21T07:10"[...]),
        sunset: LocalDateTime(iso8601: "2026-11-21T16:20"[...]))
    }
    let forecast = Forecast(
      timezone: "America/Los_Angeles", timezoneAbbreviation: "PST", utcOffsetSeconds: -28_800,
      current: Forecast.Current(
        time: LocalDateTime(iso8601: "2026-11-21T09:15"[...]), temperature: -3.25,
        apparentTemperature: -8.1, relativeHumidity: 87, weatherCode: WeatherCode(71),
        windSpeed: 14.6, windDirection: 225, precipitation: 0.4, isDay: true),
      daily: days)
    let location = try! Location(
      latitude: 37.42301, longitude: -122.083352, name: "Mountain View, California, United States",
      source: .ipLookup(provider: "ipapi.co"))
    return WeatherReport(location: location, forecast: forecast)
  }()

  /// A fixed clock: ten minutes after the Zagreb fixture's current time (01:00 +02:00).
  static let now = Date(timeIntervalSince1970: 1_790_636_400 + 600)
  static let plain = RenderOptions(color: false, icons: .emoji, now: now)
  static let colored = RenderOptions(color: true, icons: .emoji, now: now)

  func expectGolden(_ name: String, _ actual: String) {
    let expected = Golden.expected(name, actual: actual)
    #expect(expected != nil, "golden file \(name) missing or just recorded")
    #expect(actual == expected)
  }

  @Test func rendersTheZagrebForecastAsRecorded() {
    let text = HumanRenderer.render(Self.zagrebReport, options: Self.plain)
    expectGolden("human-zagreb.txt", text)
  }

  @Test func rendersAFullForecast() {
    expectGolden(
      "human-full.txt", HumanRenderer.render(Self.fullReport, options: Self.plain))
  }

  @Test func rendersAFullForecastInColour() {
    expectGolden(
      "human-full-color.txt", HumanRenderer.render(Self.fullReport, options: Self.colored))
  }

  @Test func writesNoEscapeSequencesWithoutColour() {
    for report in [Self.zagrebReport, Self.fullReport] {
      let text = HumanRenderer.render(report, options: Self.plain)
      #expect(!text.contains("\u{1B}"))
    }
    #expect(HumanRenderer.render(Self.fullReport, options: Self.colored).contains("\u{1B}["))
  }

  @Test func colourChangesNothingButEscapes() {
    let plain = HumanRenderer.render(Self.fullReport, options: Self.plain)
    let colored = HumanRenderer.render(Self.fullReport, options: Self.colored)
    let stripped = colored.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == plain)
  }

  @Test func fitsEightyColumns() {
    let text = HumanRenderer.render(Self.fullReport, options: Self.plain)
    for line in text.split(separator: "\n") {
      #expect(String(line).displayWidth <= 80, "too wide: \(line)")
      #expect(!line.hasSuffix(" "))
    }
  }

  @Test func alignsTheColumnsOfTheDailyTable() {
    let text = HumanRenderer.render(Self.fullReport, options: Self.plain)
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("Day") }.prefix { !$0.isEmpty }.map(String.init)
    #expect(rows.count == 8)
    // Every column after the first two is right-aligned, so every row ends at one width.
    #expect(Set(rows.map(\.displayWidth)).count == 1)
    // The weather column starts at the same terminal column in every row.
    let header = rows[0]
    let weatherColumn = String(header[..<header.range(of: "Weather")!.lowerBound]).displayWidth
    for row in rows {
      var width = 0
      var index = row.startIndex
      while width < weatherColumn {
        width += row[index].displayWidth
        index = row.index(after: index)
      }
      #expect(width == weatherColumn, "\(row)")
      #expect(row[row.index(before: index)] == " " && row[index] != " ", "\(row)")
    }
  }

  @Test func namesHowThePlaceWasFound() {
    let text = HumanRenderer.render(Self.fullReport, options: Self.plain)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Mountain View, California, United States (37.42°N, 122.08°W)")
    #expect(lines[1] == "from your IP address via ipapi.co")
    let zagreb = HumanRenderer.render(Self.zagrebReport, options: Self.plain)
    #expect(zagreb.hasPrefix("45.60°N, 17.22°E\nfor the coordinates you gave\n"))
  }

  @Test func saysWhenThereAreNoCurrentConditions() {
    var report = Self.zagrebReport
    report.forecast.current = nil
    let text = HumanRenderer.render(report, options: Self.plain)
    #expect(text.contains("\nNo current conditions reported.\n"))
  }

  @Test(arguments: [
    (0.0, "N"), (22.4, "N"), (22.6, "NE"), (90, "E"), (225, "SW"), (337.6, "N"), (360, "N"),
    (-45, "NW"),
  ])
  func namesCompassPoints(degrees: Double, expected: String) {
    #expect(
      ValueFormatter(units: MeasurementUnits(), ascii: false).compassPoint(degrees) == expected)
  }
}
