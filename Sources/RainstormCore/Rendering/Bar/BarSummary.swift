/// What every status-bar format shows, decided once from a report: a long and a short text, a
/// tooltip, classes for style sheets, a percentage and a colour. Each `BarFormat` writes it in
/// its bar's protocol, escaped for that bar.
///
/// Its text is plain: values from servers are already cleaned of control characters, and the
/// markup of each bar is added (and escaped) by `BarRenderer`.
package struct BarSummary: Equatable, Sendable {
  /// The text for the bar: the `line` format's (`Zagreb: ☀️ 12°C ↗ 5 km/h 0%`), with the age
  /// of a stale forecast after it.
  package var text: String
  /// The text for a crowded bar: the icon and the temperature.
  package var shortText: String
  /// Lines for a tooltip or a menu: the place, now, the rain outlook, warnings, the next hours,
  /// the days, the age of a stale forecast and the attribution. Empty lines separate them.
  package var tooltip: [String]
  /// Classes for style sheets, in `classNames` order.
  package var classes: [String]
  /// The highest chance of precipitation in the hours the tooltip shows (or, with none, today's),
  /// 0 to 100; nil when unknown.
  package var percentage: Int?
  /// The colour the bar text is drawn in (`#rrggbb`) when colour is on, chosen by the first
  /// class that has one; nil for the bar's own colour.
  package var color: String?
  /// The place the text starts with, as shown there: its own run of text for bars that
  /// reorder bidirectional text (`BarRenderer`); empty for none.
  package var place = ""
  /// Whether the text's language is written right to left (Arabic, Hebrew, Persian).
  package var rightToLeft = false

  /// Every class a summary can carry, in the order they are listed.
  package static let classNames: [(name: String, meaning: String)] = [
    ("clear", "clear or mainly clear sky"),
    ("cloudy", "partly cloudy or overcast"),
    ("fog", "fog"),
    ("rain", "drizzle, rain, showers, freezing rain or sleet"),
    ("snow", "snow or snow showers"),
    ("storm", "thunderstorm"),
    ("hot", "30 °C (86 °F) or warmer"),
    ("cold", "0 °C (32 °F) or colder"),
    ("alert", "an official warning is in force"),
    ("alert-LEVEL", "the highest level in force: alert-minor, -moderate, -severe or -extreme"),
    ("stale", "a refresh failed: the forecast is a kept one (its age is in the text and tooltip)"),
    ("unavailable", "no forecast at all: the placeholder"),
    ("config-error", "a mistake in the config file or the environment: the placeholder says so"),
  ]

  /// The most columns the place takes in the bar's text, so that a long name cannot push the
  /// weather and the clock off the bar; the tooltip and menu keep the whole name.
  package static let placeWidth = 30

  /// The most columns a bar's text takes, in every language and with any place name: the
  /// README's tmux line (`status-right-length 80` with `' %H:%M'`) keeps its clock. The place
  /// gives way first, then the end of the text.
  package static let textWidth = 74

  /// Hours the tooltip shows when `--hours` is not given.
  package static let defaultHours = 6

  /// Creates a summary from its parts (for tests and placeholders).
  package init(
    text: String, shortText: String, tooltip: [String], classes: [String], percentage: Int?,
    color: String?
  ) {
    self.text = text
    self.shortText = shortText
    self.tooltip = tooltip
    self.classes = classes
    self.percentage = percentage
    self.color = color
  }

  /// The summary of `report`, with the tooltip's hours and days as `options` give them.
  package init(_ report: WeatherReport, options: RenderOptions) {
    let forecast = report.forecast
    let formatter = options.formatter(forecast.units)
    var lineOptions = options
    lineOptions.placeWidth = Self.placeWidth
    let stale = report.staleBecause.map { _ in
      ElapsedTime.phrase(
        report.fetchedAt.map { options.now.timeIntervalSince($0) } ?? 0, in: options.language)
    }
    let mark = stale.map { " (\($0))" } ?? ""
    var text = Self.render(Template.lineFormat, report, lineOptions) + mark
    let over = text.displayWidth - Self.textWidth
    if over > 0 {
      lineOptions.placeWidth = max(8, Self.placeWidth - over)
      text = (Self.render(Template.lineFormat, report, lineOptions) + mark)
        .truncated(toDisplayWidth: Self.textWidth, ascii: formatter.ascii)
    }
    self.text = text
    place = Self.render(Self.placeFormat, report, lineOptions)
    rightToLeft = options.language.locale.rightToLeft
    shortText = Self.render(Self.shortFormat, report, options)
    let hours = forecast.hours(from: options.now, count: options.hours)
    percentage =
      (hours.compactMap(\.precipitationProbability).max()
      ?? forecast.today?.precipitationProbabilityMax)
      .map { Int(min(max($0, 0), 100).rounded()) }

    var classes: [String] = []
    if let code = forecast.current?.weatherCode {
      switch code.group {
      case .clear: classes.append("clear")
      case .partlyCloudy, .overcast: classes.append("cloudy")
      case .fog: classes.append("fog")
      case .rain, .freezing: classes.append("rain")
      case .snow: classes.append("snow")
      case .thunder: classes.append("storm")
      case .unknown: break
      }
    }
    if let value = forecast.current?.temperature {
      let celsius = forecast.units.temperature == .fahrenheit ? (value - 32) * 5 / 9 : value
      if celsius >= 30 { classes.append("hot") }
      if celsius <= 0 { classes.append("cold") }
    }
    // A warning in force is shown even when others could not be read.
    let warning = report.alerts?.highestInForce(at: options.now)
    if let warning { classes += ["alert", "alert-\(warning.name)"] }
    if stale != nil { classes.append("stale") }
    self.classes = classes
    color = Self.color(classes: classes, warning: warning)

    var tooltip = [
      report.location.name ?? report.location.coordinateText(ascii: formatter.ascii)
    ]
    tooltip += HumanRenderer.currentLines(forecast, formatter, options)
    let outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    if options.rainMinutes > 0 { tooltip.append(RainText.sentence(outlook, formatter: formatter)) }
    if let radar = RadarText.line(report, formatter: formatter) { tooltip.append(radar) }
    tooltip += AlertText.shown(report, options: options).map {
      AlertText.title($0, now: options.now, offset: forecast.utcOffsetSeconds, formatter: formatter)
    }
    if let problem = AlertText.problemLine(report, options.language) { tooltip.append(problem) }
    if !hours.isEmpty {
      tooltip.append("")
      tooltip += hours.map { Self.hourLine($0, formatter, options) }
    }
    let days = forecast.daily.prefix(options.days)
    if !days.isEmpty {
      tooltip.append("")
      tooltip += days.map { Self.dayLine($0, formatter, options) }
    }
    tooltip.append("")
    if let stale { tooltip.append(formatter.say("bar.kept", [("ago", stale)])) }
    tooltip.append(HumanRenderer.credit(forecast, formatter))
    tooltip += RainText.radarCredits(outlook, report, formatter: formatter)
    self.tooltip = tooltip.map { $0.sanitizedForTerminal() }
  }

  /// The placeholder for when there is no forecast at all: short, in the bar's grey, with
  /// the reason in the tooltip.
  package static func unavailable(reason: String) -> BarSummary {
    unavailable(reason: reason, language: .english)
  }

  /// The placeholder in `language` (the reason, an error message, stays English).
  package static func unavailable(reason: String, language: Language) -> BarSummary {
    BarSummary(
      text: language.say("bar.unavailable"), shortText: language.say("bar.unavailableShort"),
      tooltip: [reason.sanitizedForTerminal()], classes: ["unavailable"], percentage: nil,
      color: grey)
  }

  /// What a bar shows for a mistake in the config file or the environment: "rainstorm:
  /// config error" (a fixed English text: the language setting may be the mistake), with the
  /// message in the tooltip.
  package static func configError(reason: String) -> BarSummary {
    BarSummary(
      text: "rainstorm: config error", shortText: "config error",
      tooltip: [reason.sanitizedForTerminal()], classes: ["unavailable", "config-error"],
      percentage: nil, color: "#f5c211")
  }

  /// Stale and unavailable text: 5.9:1 on a dark bar (#888888 was 4.5).
  private static let grey = "#9e9e9e"

  private static func color(classes: [String], warning: AlertSeverity?) -> String? {
    if classes.contains("stale") { return grey }
    switch warning {
    case .minor?, .moderate?: return "#f5c211"
    case .severe?: return "#ff8c1a"
    case .extreme?: return "#ff4040"
    case nil: break
    }
    let colors = [
      "storm": "#c678dd", "hot": "#ff6e40", "cold": "#6ab0ff", "snow": "#e0f0ff",
      "rain": "#4fc3f7", "fog": "#a0a0a0",
    ]
    for name in ["storm", "hot", "cold", "snow", "rain", "fog"] where classes.contains(name) {
      return colors[name]
    }
    return nil
  }

  /// The short text's template: the icon and the temperature.
  private static let shortFormat: Template? = try? Template("%c %t")
  private static let placeFormat: Template? = try? Template("%l")

  private static func render(
    _ template: Template?, _ report: WeatherReport, _ options: RenderOptions
  ) -> String {
    var text = template?.render(report, options: options) ?? ""
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// `14:00 ☀️ 13°C 0% 0.0 mm`
  private static func hourLine(
    _ hour: Forecast.Hour, _ formatter: ValueFormatter, _ options: RenderOptions
  ) -> String {
    let icon = hour.weatherCode?.icon(options.icons, isDay: hour.isDay ?? true) ?? ""
    return [
      formatter.clock(hour.time), icon, formatter.temperature(hour.temperature) ?? "-",
      formatter.percent(hour.precipitationProbability) ?? "-",
      formatter.precipitation(hour.precipitation) ?? "-",
    ].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `Mon 23 Nov ☀️ 8°C to 14°C, 0.0 mm, 10%`
  private static func dayLine(
    _ day: Forecast.Day, _ formatter: ValueFormatter, _ options: RenderOptions
  ) -> String {
    let date = day.date
    let icon = day.weatherCode?.icon(options.icons) ?? ""
    let low = formatter.temperature(day.temperatureMin) ?? "-"
    let high = formatter.temperature(day.temperatureMax) ?? "-"
    let range = formatter.say("bar.range", [("low", low), ("high", high)])
    let values = formatter.list([
      range, formatter.precipitation(day.precipitationSum) ?? "-",
      formatter.percent(day.precipitationProbabilityMax) ?? "-",
    ])
    return [formatter.day(date), icon, values].filter { !$0.isEmpty }.joined(separator: " ")
  }
}
