import Foundation
import RainstormCore
import Testing

/// The status-bar formats: a golden file each from the recorded Zagreb forecast, the JSON ones
/// parsed back, the classes, the stale marker, the placeholder, and each bar's escaping against
/// a hostile place name.
@Suite struct BarFormatTests {
  static let options = RenderOptions(
    color: true, hours: BarSummary.defaultHours, days: 3, rainMinutes: 360,
    now: HumanRendererTests.now)

  static func summary(_ report: WeatherReport = FormatGoldenTests.report) -> BarSummary {
    BarSummary(report, options: options)
  }

  static func render(_ format: BarFormat, _ summary: BarSummary = summary(), color: Bool = true)
    -> String
  {
    BarRenderer.render(summary, as: format, color: color)
  }

  static func json(_ text: String) throws -> [String: Any] {
    #expect(text.hasSuffix("}\n"))
    #expect(text.filter { $0 == "\n" }.count == 1, "one line: \(text)")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return try #require(object)
  }

  /// Zagreb with a warning in force and the current conditions changed: for classes.
  static func report(code: Int, temperature: Double, warning: AlertSeverity? = nil)
    -> WeatherReport
  {
    var report = FormatGoldenTests.report
    report.forecast.current?.weatherCode = WeatherCode(code)
    report.forecast.current?.temperature = temperature
    if let warning {
      report.alerts = AlertReport(
        status: .ok, source: .nws,
        alerts: [
          Alert(
            issuer: "NWS", event: "Wind Warning", severity: warning, issuerLevel: "Severe",
            onset: HumanRendererTests.now.addingTimeInterval(-3600),
            expires: HumanRendererTests.now.addingTimeInterval(3600))
        ])
    }
    return report
  }

  @Test(arguments: [
    (BarFormat.waybar, "bar-waybar.json"), (.i3bar, "bar-i3bar.json"),
    (.i3blocks, "bar-i3blocks.txt"), (.tmux, "bar-tmux.txt"), (.polybar, "bar-polybar.txt"),
    (.swiftbar, "bar-swiftbar.txt"), (.xbar, "bar-xbar.txt"),
  ])
  func matchesItsGoldenFile(format: BarFormat, golden: String) {
    let actual = Self.render(format)
    let expected = Golden.expected(golden, actual: actual)
    #expect(expected != nil, "golden file \(golden) missing or just recorded")
    #expect(actual == expected)
  }

  @Test func waybarIsOneJSONObjectWithTextTooltipClassAndPercentage() throws {
    let object = try Self.json(Self.render(.waybar))
    #expect(object["text"] as? String == "Zagreb: 🌙 13°C -")
    #expect(object["alt"] as? String == "clear")
    #expect(object["class"] as? [String] == ["clear"])
    #expect(object["percentage"] as? Int == 0)
    let tooltip = try #require(object["tooltip"] as? String).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(tooltip.first == "Zagreb, Croatia")
    #expect(tooltip.contains("Now, 01:00 Europe/Zagreb"))
    // Six hours from the current one, then three days.
    #expect(tooltip.filter { $0.hasPrefix("0") && $0.dropFirst(2).hasPrefix(":00 ") }.count == 6)
    #expect(tooltip.filter { $0.hasPrefix("Tue ") || $0.hasPrefix("Wed ") }.count >= 2)
    #expect(tooltip.last == "Weather data by Open-Meteo.com (CC BY 4.0)")
  }

  @Test func i3barIsOneBlockWithFullAndShortText() throws {
    let object = try Self.json(Self.render(.i3bar))
    #expect(object["name"] as? String == "rainstorm")
    #expect(object["full_text"] as? String == "Zagreb: 🌙 13°C -")
    #expect(object["short_text"] as? String == "🌙 13°C")
    #expect(object["color"] == nil, "a clear sky has no colour of its own")
    #expect(object["urgent"] == nil)
  }

  @Test func classesFollowTheConditionTheTemperatureAndWarnings() throws {
    let stormy = Self.summary(Self.report(code: 95, temperature: 31))
    #expect(stormy.classes == ["storm", "hot"])
    #expect(stormy.color == "#c678dd")
    let snowy = Self.summary(Self.report(code: 73, temperature: -2))
    #expect(snowy.classes == ["snow", "cold"])
    #expect(Self.summary(Self.report(code: 45, temperature: 5)).classes == ["fog"])
    #expect(Self.summary(Self.report(code: 66, temperature: 1)).classes == ["rain"])
    #expect(Self.summary(Self.report(code: 3, temperature: 1)).classes == ["cloudy"])
    let warned = Self.summary(Self.report(code: 61, temperature: 12, warning: .severe))
    #expect(warned.classes == ["rain", "alert", "alert-severe"])
    #expect(warned.color == "#ff8c1a")
    #expect(warned.text.hasSuffix(" ⚠ severe"))
    #expect(warned.tooltip.contains { $0.hasPrefix("⚠ Severe warning: Wind Warning, until ") })
    let block = try Self.json(Self.render(.i3bar, warned))
    #expect(block["urgent"] as? Bool == true)
    #expect(block["color"] as? String == "#ff8c1a")
    let waybar = try Self.json(Self.render(.waybar, warned))
    #expect(waybar["class"] as? [String] == ["rain", "alert", "alert-severe"])
  }

  @Test func fahrenheitIsHotAndColdAtTheSameTemperatures() {
    var report = Self.report(code: 0, temperature: 87)
    report.forecast.units.temperature = .fahrenheit
    #expect(Self.summary(report).classes == ["clear", "hot"])
    report.forecast.current?.temperature = 32
    #expect(Self.summary(report).classes == ["clear", "cold"])
  }

  @Test func aKeptForecastIsMarkedStaleWithItsAge() throws {
    var report = FormatGoldenTests.report
    report.staleBecause = .timedOut(host: "api.open-meteo.com")
    report.fetchedAt = HumanRendererTests.now.addingTimeInterval(-2 * 3600 - 60)
    let summary = Self.summary(report)
    #expect(summary.classes == ["clear", "stale"])
    #expect(summary.text == "Zagreb: 🌙 13°C - (2 h ago)")
    #expect(summary.tooltip.contains("Kept forecast from 2 h ago: the refresh failed"))
    #expect(summary.color == "#9e9e9e")
    #expect(Self.render(.tmux, summary) == "#[fg=#9e9e9e,bg=#222222]\(summary.text)#[default]\n")
    let waybar = try Self.json(Self.render(.waybar, summary))
    #expect((waybar["class"] as? [String])?.contains("stale") == true)
  }

  @Test(arguments: BarFormat.allCases)
  func thePlaceholderIsShortAndValid(format: BarFormat) throws {
    let summary = BarSummary.unavailable(reason: "cannot reach api.open-meteo.com (refused)")
    let text = Self.render(format, summary)
    #expect(text.contains("weather unavailable"))
    switch format {
    case .waybar:
      let object = try Self.json(text)
      #expect(object["class"] as? [String] == ["unavailable"])
      #expect(object["tooltip"] as? String == "cannot reach api.open-meteo.com (refused)")
      #expect(object["percentage"] == nil)
    case .i3bar:
      let object = try Self.json(text)
      #expect(object["short_text"] as? String == "n/a")
      #expect(object["color"] as? String == "#9e9e9e")
    case .i3blocks: #expect(text == "weather unavailable\nn/a\n#9e9e9e\n")
    case .tmux: #expect(text == "#[fg=#9e9e9e,bg=#222222]weather unavailable#[default]\n")
    case .polybar: #expect(text == "%{F#9e9e9e}weather unavailable%{F-}\n")
    case .swiftbar:
      #expect(
        text.hasPrefix("weather unavailable | emojize=false symbolize=false color=#9e9e9e\n---\n"))
    case .xbar:
      #expect(text.hasPrefix("weather unavailable | emojize=false ansi=false color=#9e9e9e\n---\n"))
    }
  }

  @Test(arguments: BarFormat.allCases)
  func withoutColourThereIsNoColourMarkup(format: BarFormat) {
    let summary = Self.summary(Self.report(code: 95, temperature: 31))
    let text = Self.render(format, summary, color: false)
    for markup in ["#[fg=", "%{F", "color=", "\"color\"", "#c678dd"] {
      #expect(!text.contains(markup), "\(format): \(markup)")
    }
  }

  // MARK: - Hostile text

  /// A name that tries every bar's markup at once, with quotes and a backslash for JSON.
  static let hostileName =
    "#[fg=red]X#(touch /tmp/pwned) %{F#f00}%{A1:reboot:}Y | bash=/bin/sh terminal=false "
    + "<span foreground=\"red\">Z</span> & 'q' \"d\" \\ #{host}, Croatia"

  static var hostile: WeatherReport {
    var report = FormatGoldenTests.report
    report.location = try! Location(
      latitude: 45.6, longitude: 17.22, name: hostileName, source: .search)
    return report
  }

  static var hostileSummary: BarSummary {
    var summary = BarSummary(hostile, options: options)
    // The first part of the name is in the text; the whole name heads the tooltip. Make the
    // text carry the whole name too, and a warning-like line with a leading "--".
    summary.text = hostileName
    summary.tooltip.append("--" + hostileName)
    return summary
  }

  @Test func waybarEscapesPangoMarkupAndJSON() throws {
    let object = try Self.json(Self.render(.waybar, Self.hostileSummary))
    let text = try #require(object["text"] as? String)
    #expect(text == BarRenderer.pangoEscaped(Self.hostileName))
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("\""))
    #expect(
      text.contains("&lt;span foreground=&quot;red&quot;&gt;Z&lt;/span&gt; &amp; &#39;q&#39;"))
    let tooltip = try #require(object["tooltip"] as? String)
    #expect(!tooltip.contains("<"), "tooltips are Pango markup too")
  }

  @Test func i3barKeepsTheTextExactlyInValidJSON() throws {
    let object = try Self.json(Self.render(.i3bar, Self.hostileSummary))
    #expect(object["full_text"] as? String == Self.hostileName)
    #expect(object["markup"] == nil, "markup stays i3bar's default, none")
  }

  @Test func tmuxWritesEveryHashSoThatBothOfItsReadingsLeaveIt() {
    let text = Self.render(.tmux, Self.hostileSummary)
    #expect(!text.hasPrefix("#[fg="), "a place with no class has no colour")
    #expect(
      text.hasPrefix("##[fg=red]X####(touch /tmp/pwned) %{F####f00}%{A1:reboot:}Y | bash="))
    #expect(text.contains(" \\ ####{host}, Croatia"))
    #expect(
      BarRenderer.tmuxEscaped("a#b ## #[x ##[x end#") == "a####b ######## ##[x ####[x end####")
  }

  /// What polybar 3.6 shows of a text and the tags it reads in it, by its parser's rule
  /// (`src/tags/parser.cpp`): every `%{` starts a tag that ends at the next `}`; any other
  /// character, `%` included, is text.
  static func polybarReading(_ text: some StringProtocol) -> (shown: String, tags: [String]) {
    var shown = ""
    var tags: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("%{") {
        let tag = rest.dropFirst(2).prefix { $0 != "}" }
        tags.append(String(tag))
        rest = rest.dropFirst(2 + tag.count + 1)
      } else {
        shown.append(first)
        rest = rest.dropFirst()
      }
    }
    return (shown, tags)
  }

  @Test func polybarShowsTheTextAsItIsAndReadsOnlyItsOwnTags() {
    let summary = Self.hostileSummary
    var coloured = summary
    coloured.color = "#ff0000"
    let plain = Self.polybarReading(Self.render(.polybar, summary).dropLast())
    #expect(plain.shown == Self.hostileName)
    #expect(plain.tags.allSatisfy { $0 == "O0" }, "\(plain.tags)")
    let inColour = Self.polybarReading(Self.render(.polybar, coloured).dropLast())
    #expect(inColour.shown == Self.hostileName)
    #expect(inColour.tags.first == "F#ff0000" && inColour.tags.last == "F-")
    #expect(inColour.tags.dropFirst().dropLast().allSatisfy { $0 == "O0" })
    // Ordinary percent signs stay as they are: no full-width ％, which common fonts lack.
    #expect(BarRenderer.polybarEscaped("90% 5%") == "90% 5%")
    #expect(BarRenderer.polybarEscaped("100%{x}") == "100%%{O0}{x}")
  }

  @Test func swiftbarKeepsOneParameterSeparatorPerLineAndNoSubmenus() {
    let lines = Self.render(.swiftbar, Self.hostileSummary).split(separator: "\n")
    for line in lines where line != "---" {
      #expect(line.filter { $0 == "|" }.count == 1, "\(line)")
      #expect(line.hasSuffix(" | emojize=false symbolize=false"))
      #expect(!line.hasPrefix("-"), "\(line)")
    }
    #expect(
      lines.first?.hasPrefix("#[fg=red]X#(touch /tmp/pwned) %{F#f00}%{A1:reboot:}Y ¦ bash=") == true
    )
    #expect(lines.contains { $0.hasPrefix("\u{2010}-#[fg=red]") })
  }

  /// The line parameters each program reads, from their sources: xbar's
  /// `pkg/plugins/item_params.go` (matryer/xbar, `setValueByKey`), which refuses the whole
  /// output over any other ("unknown parameter: symbolize"), and SwiftBar's
  /// `MenuLineParameters.swift`, which ignores others.
  static let knownParameters: [BarFormat: Set<String>] = [
    .xbar: [
      "disabled", "key", "href", "color", "font", "size", "shell", "bash", "templateImage",
      "image", "terminal", "refresh", "dropdown", "length", "trim", "alternate", "emojize", "ansi",
    ],
    .swiftbar: [
      "href", "bash", "shell", "color", "font", "size", "dropdown", "trim", "length", "emojize",
      "symbolize", "ansi", "refresh", "terminal", "image", "templateimage", "tooltip",
    ],
  ]

  @Test(arguments: [BarFormat.swiftbar, .xbar])
  func everyLineNamesOnlyParametersItsProgramKnows(format: BarFormat) throws {
    let known = try #require(Self.knownParameters[format])
    for summary in [Self.summary(Self.report(code: 95, temperature: 31)), Self.hostileSummary] {
      for line in Self.render(format, summary).split(separator: "\n") where line != "---" {
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        #expect(parts.count == 2, "\(line)")
        for parameter in (parts.last ?? "").split(separator: " ") {
          let key = String(parameter.prefix { $0 != "=" })
          #expect(known.contains(key), "\(format) does not know '\(key)': \(line)")
        }
        #expect(parts.last?.contains(format == .xbar ? "ansi=false" : "symbolize=false") == true)
      }
    }
  }

  @Test func i3blocksIsAlwaysTwoOrThreeLines() {
    var summary = Self.hostileSummary
    #expect(Self.render(.i3blocks, summary).split(separator: "\n").count == 2)
    summary.color = "#ff0000"
    let lines = Self.render(.i3blocks, summary).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4 && lines[3].isEmpty && lines[2] == "#ff0000")
  }

  /// tmux's `status-right-length 80` with `' %H:%M'` leaves 74 columns: every bar text fits
  /// them in every language, with a 244-character name, a warning and the stale mark.
  @Test(arguments: Language.available)
  func everyBarTextFitsSeventyFourColumns(code: String) throws {
    var report = Self.report(code: 95, temperature: 31, warning: .extreme)
    let name = String(repeating: "Llanfairpwllgwyngyllgogerychwyrndrobwll ", count: 6) + "Wales"
    report.location = try Location(latitude: 45.6, longitude: 17.22, name: name, source: .search)
    report.staleBecause = .timedOut(host: "api.open-meteo.com", seconds: 10)
    report.fetchedAt = Self.options.now.addingTimeInterval(-7200)
    var options = Self.options
    options.language = try #require(Language(code: code))
    for ascii in [false, true] {
      options.localeIsUTF8 = !ascii
      let summary = BarSummary(report, options: options)
      #expect(summary.text.displayWidth <= BarSummary.textWidth, "\(code): \(summary.text)")
      #expect(summary.text.displayWidth >= 40, "\(code): \(summary.text)")
      // The tooltip keeps the name as the place has it.
      #expect(summary.tooltip.first == report.location.name)
    }
  }

  @Test(arguments: [false, true])
  func aLongPlaceIsCutInTheBarTextAndWholeInTheTooltip(ascii: Bool) throws {
    var report = FormatGoldenTests.report
    let name = String(repeating: "Llanfairpwllgwyngyll東京 ", count: 6) + ", Wales"
    report.location = try Location(latitude: 45.6, longitude: 17.22, name: name, source: .search)
    var options = Self.options
    options.localeIsUTF8 = !ascii
    let summary = BarSummary(report, options: options)
    let place = try #require(summary.text.split(separator: ":").first.map(String.init))
    #expect(place.displayWidth <= BarSummary.placeWidth, "\(place)")
    #expect(place.hasSuffix(ascii ? "..." : "…"))
    #expect(summary.text.contains(" 13"), "the weather follows the place: \(summary.text)")
    #expect(summary.tooltip.first == name)
    // A short name is left alone.
    #expect(Self.summary().text.hasPrefix("Zagreb: "))
  }

  @Test func truncatingNeverSplitsAWideCharacter() {
    #expect("東京都庁".truncated(toDisplayWidth: 6) == "東京…")
    #expect("東京都庁".truncated(toDisplayWidth: 8) == "東京都庁")
    #expect("Zagreb".truncated(toDisplayWidth: 4, ascii: true) == "Z...")
    #expect("Zagreb".truncated(toDisplayWidth: 2, ascii: true) == "..")
    #expect("a b c d".truncated(toDisplayWidth: 5) == "a b…")
  }

  @Test func aNameFromAServerIsCutToTwoHundredCharacters() throws {
    let long = String(repeating: "word ", count: 60_000)
    let location = try Location(
      latitude: 1, longitude: 1, name: long, source: .search, regions: [long, "Region"])
    #expect(location.name?.count == Location.nameLimit)
    #expect(location.regions.map(\.count) == [Location.nameLimit, 6])
  }

  @Test func controlCharactersFromAServerNeverReachABar() {
    var report = FormatGoldenTests.report
    report.location = try! Location(
      latitude: 45.6, longitude: 17.22, name: "Zag\u{1B}[2Jreb\n\u{202E}line two, Croatia",
      source: .search)
    let summary = BarSummary(report, options: Self.options)
    for line in [summary.text, summary.shortText] + summary.tooltip {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, "\(line)")
    }
  }
}
