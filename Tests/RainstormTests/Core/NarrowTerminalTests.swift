import Foundation
import Testing

@testable import RainstormCore

/// The human format in a terminal of a given width (`RenderOptions.width`): every line fits,
/// and the table of days leaves columns out or cuts words, never a number.
@Suite struct NarrowTerminalTests {
  /// `HumanRendererTests.fullReport` with everything the human format can show: 72 hours
  /// from its first midnight, three compared models that disagree, the recorded Phoenix
  /// warning (moved to the report's days), the recorded Enschede air quality (its days given
  /// the report's dates) and a 30-year record in which every day is unusual.
  static let widest: WeatherReport = {
    var report = HumanRendererTests.fullReport
    let offset = report.forecast.utcOffsetSeconds
    report.forecast.hourly = (0..<72).map { (hour: Int) -> Forecast.Hour in
      let seconds = Double(midnight + hour * 3600)
      let temperature: Double = -3 + 9 * sin(Double(hour) / 4)
      return Forecast.Hour(
        time: LocalDateTime(secondsSinceEpoch: seconds, utcOffsetSeconds: offset),
        temperature: temperature, precipitationProbability: Double(hour % 11 * 10))
    }
    for index in report.forecast.daily.indices {
      let day = report.forecast.daily[index]
      report.forecast.daily[index].models = ForecastOptions.defaultComparedModels.enumerated().map {
        number, model in
        Forecast.ModelDay(
          model: model, temperatureMin: (day.temperatureMin ?? 0) - Double(number) * 2,
          temperatureMax: (day.temperatureMax ?? 0) + Double(number) * 2.5,
          precipitationSum: number == 1 ? 0 : (day.precipitationSum ?? 0) * Double(number + 9))
      }
    }
    let answer = try! AlertReader.read(
      Fixture.data(Fixture.nwsPhoenixHeat), source: .nws, latitude: 33.45, longitude: -112.07,
      host: "h")
    let alerts = answer.alerts.map { alert in
      var alert = alert
      alert.onset = now.addingTimeInterval(3 * 3600)
      alert.expires = now.addingTimeInterval(50 * 3600)
      return alert
    }
    report.alerts = AlertReport(status: .ok, source: .nws, alerts: alerts)
    var air = try! AirQuality.read(Fixture.data(Fixture.airQualityEnschede), host: "h")
    air.days = zip(air.days, report.forecast.daily).map { airDay, day in
      var airDay = airDay
      airDay.date = day.date
      return airDay
    }
    report.airQuality = AirQualityReport(status: .ok, index: .european, air: air)
    let record = ClimateRecordTests.record { year, _ in Double(year - 2010) }
    report.normals = NormalsReport(status: .ok, record: record)
    return report
  }()

  /// Local midnight starting the report's first day (21 November 2026, GMT-8), in seconds
  /// since 1970.
  static let midnight = LocalDate(year: 2026, month: 11, day: 21)!.daysSinceEpoch * 86_400 + 28_800

  /// The report's current time, 09:15.
  static let now = Date(timeIntervalSince1970: Double(midnight + 9 * 3600 + 15 * 60))

  static func options(width: Int?, color: Bool = false, fullAlerts: Bool = false)
    -> RenderOptions
  {
    var options = RenderOptions(
      color: color, hours: 48, rainMinutes: 360, showsModels: true, fullAlerts: fullAlerts,
      width: width, now: now)
    options.allNormals = true
    return options
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  static func withoutEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test(arguments: [40, 60, 80], [false, true])
  func everyLineFits(width: Int, color: Bool) {
    let text = HumanRenderer.render(Self.widest, options: Self.options(width: width, color: color))
    for line in Self.lines(text) {
      #expect(Self.withoutEscapes(line).displayWidth <= width, "too wide: \(line)")
      #expect(!line.hasSuffix(" "), "trailing space: \(line)")
    }
    // Everything is still there: the chart, both tables, the legend, the normals, the warning.
    let shown = Self.withoutEscapes(text)
    for part in [
      "Next 48 hours", "\nTemperature ", "\nHour        ", "\nDay ", "Model", "ICON",
      "\n* the models (GFS, ICON,", "\nAgainst the same week in 1996-2025:",
      "Extreme Heat Warning", "\nAir: ", "\nWeather data by Open-Meteo.com",
    ] {
      #expect(shown.contains(part), "\(width): \(part) missing")
    }
  }

  @Test func theUnlimitedOutputIsTooWideForSixtyColumns() {
    // What the test above guards against: each part of the widest report, at no limit.
    let lines = Self.lines(HumanRenderer.render(Self.widest, options: Self.options(width: nil)))
    let widest = { (prefix: String) in
      lines.filter { $0.hasPrefix(prefix) }.map(\.displayWidth).max() ?? 0
    }
    #expect(widest("Day ") > 100)
    #expect(widest("Temperature ") == 60)
    #expect(widest("* the models") > 100)
    #expect(widest("Sat 21 Nov: ") > 100)
    #expect(widest("Air: ") > 60)
  }

  @Test(arguments: [40, 60])
  func colourIsOnlyEscapesAndEachLineEndsItsOwn(width: Int) {
    let plain = HumanRenderer.render(Self.widest, options: Self.options(width: width))
    let colored = HumanRenderer.render(
      Self.widest, options: Self.options(width: width, color: true))
    #expect(Self.withoutEscapes(colored) == plain)
    // The legend is dim: its wrapped lines turn dim on again after their indent.
    #expect(colored.contains("\n  \u{1B}[2m"))
    // A style that a wrapped line leaves on is turned off at its end and on again.
    for line in Self.lines(colored) where line.contains("\u{1B}[") {
      let last = line.components(separatedBy: "\u{1B}[").last ?? ""
      #expect(last.hasPrefix("0m"), "style left on: \(line.debugDescription)")
    }
  }

  /// The cells of the table whose header row starts with `header`: its rows up to the next
  /// empty line or the models' legend, split at runs of two spaces or more (a cell has none).
  static func table(_ text: String, header: String) -> [[String]] {
    Self.lines(text).drop { !$0.hasPrefix(header) }.prefix { !$0.isEmpty && !$0.hasPrefix("* ") }
      .map {
        $0.replacingOccurrences(of: " {2,}", with: "\t", options: .regularExpression)
          .components(separatedBy: "\t")
      }
  }

  @Test(arguments: [40, 60, 80])
  func theTableOfDaysKeepsEveryNumberOfTheColumnsItShows(width: Int) throws {
    let wide = Self.table(
      HumanRenderer.render(Self.widest, options: Self.options(width: nil)), header: "Day ")
    let text = HumanRenderer.render(Self.widest, options: Self.options(width: width))
    let narrow = Self.table(text, header: "Day  ")
    try #require(wide.count == 8 && narrow.count == 8)
    for line in Self.lines(text) where line.hasPrefix("Day ") || line.contains(" Nov") {
      #expect(line.displayWidth <= width, "too wide: \(line)")
    }
    let header = try #require(narrow.first)
    #expect(header.count >= 4, "\(header)")
    for (row, cells) in narrow.enumerated() {
      #expect(cells.count == header.count, "\(cells)")
      for (column, cell) in cells.enumerated() {
        let wideColumn = try #require(wide[0].firstIndex(of: header[column]))
        let whole = wide[row][wideColumn]
        if header[column] == "Weather", cell.hasSuffix("…") {
          // Words may be cut, and end in an ellipsis.
          #expect(whole.hasPrefix(cell.dropLast()), "\(cell) cut from \(whole)")
        } else {
          #expect(cell == whole, "\(header[column]): \(cell), not \(whole)")
        }
      }
    }
    // Each model's low, high and amount, in the models' own table under it: the same numbers
    // as in the wide table's columns.
    let models = Self.table(text, header: "Day         Model")
    let names = ["GFS", "ICON", "GEM"]
    try #require(models.count == 1 + 7 * names.count)
    for (index, cells) in models.dropFirst().enumerated() {
      let day = wide[1 + index / names.count]
      let name = names[index % names.count]
      let whole = day[try #require(wide[0].firstIndex(of: name))]
      #expect(cells.dropFirst().first == name)
      let shown =
        cells.count == 5 ? "\(cells[2])/\(cells[3]) \(cells[4])" : "\(cells[2])/\(cells[3])"
      #expect(whole.hasPrefix(shown), "\(name): \(shown), not \(whole)")
      #expect(index % names.count != 0 || cells.first == day.first?.dropLast(2).description)
    }
  }

  @Test func theLeastMissedColumnsGoFirst() {
    let headers = { (width: Int) -> [String] in
      Self.table(
        HumanRenderer.render(HumanRendererTests.fullReport, options: Self.options(width: width)),
        header: "Day "
      ).first ?? []
    }
    let all = ["Day", "Weather", "Low", "High", "Precip", "Chance", "Wind"]
    #expect(headers(80) == all)
    #expect(headers(79) == ["Day", "Weather", "Low", "High", "Precip", "Chance"])
    #expect(headers(60) == ["Day", "Weather", "Low", "High", "Chance"])
    #expect(headers(40) == ["Day", "Weather", "Low", "High"])
    let forty = HumanRenderer.render(
      HumanRendererTests.fullReport, options: Self.options(width: 40))
    #expect(forty.contains("\nSat 21 Nov  ⛈️ Thunderstor…  -12°C  32°C\n"))
    // With room for them, the models keep their columns in the table of days.
    let wide = HumanRenderer.render(Self.widest, options: Self.options(width: 200))
    #expect(!wide.contains("Model"))
    #expect(Self.table(wide, header: "Day ").first == all + ["Air", "GFS", "ICON", "GEM"])
  }

  @Test func theHourlyChartPutsMoreHoursInAColumn() {
    let rows = { (width: Int) in
      Self.lines(HumanRenderer.render(Self.widest, options: Self.options(width: width)))
        .filter { $0.hasPrefix("Temperature ") || $0.hasPrefix("Precip. %") }
    }
    // 48 hours: one a column in 60 columns (48 beside the labels), two a column in 40.
    #expect(rows(60).map { $0.count - HourlyChart.labelWidth } == [48, 48])
    #expect(rows(40).map { $0.count - HourlyChart.labelWidth } == [24, 24])
  }

  @Test func aWebAddressLongerThanTheLineIsKeptWhole() {
    let text = HumanRenderer.render(
      Self.widest, options: Self.options(width: 60, fullAlerts: true))
    let address =
      "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.100e8a8a9b501102c576e99a7a80bb2161bde297.003.1"
    #expect(text.contains("\n  \(address)\n"))
    for line in Self.lines(text) where line.displayWidth > 60 {
      #expect(line == "  \(address)")
    }
  }

  @Test func noLimitOrRoomToSpareChangesNothing() {
    for report in [HumanRendererTests.fullReport, HumanRendererTests.zagrebReport, Self.widest] {
      for options in [
        Self.options(width: nil), Self.options(width: nil, color: true),
        Self.options(width: nil, fullAlerts: true), HumanRendererTests.plain,
      ] {
        let unlimited = HumanRenderer.render(report, options: options)
        var roomy = options
        roomy.width = 4096
        #expect(HumanRenderer.render(report, options: roomy) == unlimited)
      }
    }
  }

  @Test func theGoldenFilesAreTheOutputWithNoLimit() {
    let check = { (name: String, text: String) in
      #expect(text == Golden.expected(name, actual: text), "\(name)")
    }
    var plain = HumanRendererTests.plain
    plain.width = nil
    var colored = HumanRendererTests.colored
    colored.width = nil
    check("human-full.txt", HumanRenderer.render(HumanRendererTests.fullReport, options: plain))
    check(
      "human-full-color.txt", HumanRenderer.render(HumanRendererTests.fullReport, options: colored))
    check("human-zagreb.txt", HumanRenderer.render(HumanRendererTests.zagrebReport, options: plain))
    var hourly = FormatGoldenTests.options(hours: 24)
    hourly.width = nil
    check("human-hourly-utf8.txt", HumanRenderer.render(FormatGoldenTests.report, options: hourly))
  }

  @Test(arguments: [40, 60])
  func theSearchTableFitsAndKeepsItsNumbers(width: Int) throws {
    let answer = try GeocodingLocationService.places(
      from: Fixture.data(Fixture.geocodingHollywood), host: "h")
    let wide = PlaceListRenderer.human(answer, color: false)
    let narrow = PlaceListRenderer.human(answer, color: false, width: width)
    #expect(Self.lines(wide).contains { $0.displayWidth > 60 })
    for line in Self.lines(narrow) {
      #expect(line.displayWidth <= width, "too wide: \(line)")
    }
    let split = { (text: String) in
      Self.lines(text).map {
        $0.replacingOccurrences(of: " {2,}", with: "\t", options: .regularExpression)
          .components(separatedBy: "\t")
      }
    }
    let wideRows = split(wide)
    for (row, cells) in split(narrow).enumerated() {
      for (column, cell) in cells.enumerated() where !cell.hasSuffix("…") {
        #expect(cell == wideRows[row][column], "\(cell), not \(wideRows[row][column])")
      }
    }
    #expect(PlaceListRenderer.human(answer, color: false, width: nil) == wide)
  }
}
