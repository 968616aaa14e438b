/// A one-line output format with `%` placeholders, such as `%l: %c %t`.
///
/// A placeholder with nothing to show (`%c` with no icons, `%u` with no rain due) takes one
/// following space with it, or at the end of the line the space before it, so lines gain no
/// double or trailing spaces; a missing value shows as `-`.
package struct Template: Equatable, Sendable {
  /// The placeholders and what each shows, in the order help lists them: those of the fields
  /// in `ForecastFields` (daily ones show today's value), and those that combine fields.
  package static var placeholders: [(code: Character, meaning: String)] {
    Self.leading
      + ForecastFields.current.compactMap { field in field.placeholder.map { ($0, field.label) } }
      + Self.wind
      + ForecastFields.daily.compactMap { field in
        field.placeholder.map { ($0, "today's \(field.label)") }
      }
      + Self.trailing
  }

  /// Whether `code` is a placeholder: the parser's question, answered without making the
  /// meanings of the whole table at each start.
  static func isPlaceholder(_ code: Character) -> Bool {
    leading.contains { $0.code == code } || wind.contains { $0.code == code }
      || trailing.contains { $0.code == code }
      || ForecastFields.current.contains { $0.placeholder == code }
      || ForecastFields.daily.contains { $0.placeholder == code }
  }

  private static let leading: [(code: Character, meaning: String)] =
    [
      ("l", "place name (its first part), or the coordinates"),
      ("c", "condition icon"),
    ]

  private static let wind: [(code: Character, meaning: String)] = [
    ("w", "wind: arrow and speed")
  ]

  private static let trailing: [(code: Character, meaning: String)] =
    [
      (
        "r", "rain outlook by the hour: \"rain now\", \"rain in 2 h\", \"no rain in the next 12 h\""
      ),
      (
        "R",
        "rain outlook by the quarter hour: \"rain in 25 min\", \"rain until 15:45\", \"no rain\""
      ),
      ("u", "the same when rain is due within the outlook's 6 h, else nothing"),
      (
        "k",
        "today's highest precipitation probability, labelled: \"70% chance today\"; else nothing"
      ),
      (
        "n",
        """
        the radar's nearest rain, with the radar setting on: "rain 12 km W in 25 min", \
        "rain now"; nothing when none is within 150 km or no radar covers the place; - when the \
        radar could not be read
        """
      ),
      ("a", "official warnings shown (in force or due), a number; - when unknown"),
      ("A", "the highest warning level in force: minor ... extreme, none; - when unknown"),
      ("W", "a warning sign and the highest level while a warning is in force, else nothing"),
      ("q", "the air quality index now (with --air, or asked by this code); - when unknown"),
      ("Q", "the air quality index's category now: good, fair ...; - when unknown"),
      ("v", "the UV index now and its category: \"2.1 low\"; - when unknown"),
      ("N", "the forecast provider: Open-Meteo or MET Norway"),
      ("%", "a literal %"),
    ]

  /// The template of the `line` format.
  package static let line = "%l: %c %t %w, %k, %u, %n %W"

  /// The `line` format's template, parsed (it is fixed and known to parse).
  package static let lineFormat: Template = {
    do {
      return try Template(line)
    } catch {
      preconditionFailure("the line template does not parse: \(error)")
    }
  }()

  /// Hours of hourly forecast `%r` looks ahead.
  package static let rainOutlookHours = 12

  private enum Token: Equatable, Sendable {
    case literal(String)
    case placeholder(Character)
  }

  private let tokens: [Token]
  /// The template as written.
  package let text: String

  /// Parses a template.
  ///
  /// - Throws: `TemplateError` for an unknown placeholder or a lone `%` at the end.
  package init(_ text: String) throws(TemplateError) {
    var tokens: [Token] = []
    var literal = ""
    var characters = text.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      guard let code = characters.next() else { throw .lonePercent }
      guard Self.isPlaceholder(code) else {
        throw .unknownPlaceholder("%\(code)")
      }
      if code == "%" {
        literal.append("%")
        continue
      }
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
      tokens.append(.placeholder(code))
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    self.tokens = tokens
    self.text = text
  }

  /// Whether the template shows air quality (`%q`, `%Q`, `%v`), which is then asked for.
  package var needsAir: Bool {
    tokens.contains { [.placeholder("q"), .placeholder("Q"), .placeholder("v")].contains($0) }
  }

  /// Whether the template needs the hourly forecast (`%r`).
  package var needsHourly: Bool {
    tokens.contains(.placeholder("r"))
  }

  /// The text between two facts that is written only between two written ones: `, ` after
  /// a placeholder that gave nothing, or before one, is left out.
  private static let separator = ", "

  /// The report as one line, followed by a newline. An empty placeholder takes the space
  /// after it with it, and a `, ` (`separator`) between two placeholders is written only
  /// between two that give something (a space when what follows is not the next fact).
  package func render(_ report: WeatherReport, options: RenderOptions) -> String {
    let values = PlaceholderValues(report: report, options: options)
    var output = ""
    var dropSpace = false
    // A separator waits for the next placeholder with a value; one before nothing is dropped.
    var separatorDue = false
    var wroteSinceSeparator = false
    for (index, token) in tokens.enumerated() {
      switch token {
      case .literal(Self.separator) where index > 0 && index < tokens.count - 1:
        if wroteSinceSeparator { separatorDue = true }
        wroteSinceSeparator = false
        dropSpace = false
      case .literal(var text):
        if dropSpace, text.first == " " { text.removeFirst() }
        output += text
        dropSpace = false
      case .placeholder(let code):
        // Values may come from a server; the literal text is the user's own, kept as written
        // (a tab or a newline in it is meant).
        let value = values.value(for: code).sanitizedForTerminal()
        if !value.isEmpty, separatorDue {
          while output.last == " " { output.removeLast() }
          output += tokens[index - 1] == .literal(Self.separator) ? Self.separator : " "
          separatorDue = false
        }
        output += value
        wroteSinceSeparator = wroteSinceSeparator || !value.isEmpty
        dropSpace = value.isEmpty
        if dropSpace, index == tokens.count - 1, output.last == " " { output.removeLast() }
      }
    }
    return output + "\n"
  }
}

/// Why a template cannot be used: exit 64 naming the problem.
package enum TemplateError: Error, Equatable, Sendable {
  /// A `%` followed by a letter that is not a placeholder, such as `%q`.
  case unknownPlaceholder(String)
  /// The template ends with a `%` that starts nothing.
  case lonePercent
}

private struct PlaceholderValues {
  let report: WeatherReport
  let options: RenderOptions
  let formatter: ValueFormatter

  init(report: WeatherReport, options: RenderOptions) {
    self.report = report
    self.options = options
    formatter = options.formatter(report.forecast.units)
  }

  private static let missing = "-"

  func value(for code: Character) -> String {
    let forecast = report.forecast
    let current = forecast.current
    switch code {
    case "l":
      let place =
        report.location.name?.split(separator: ",").first.map(String.init)
        ?? report.location.coordinateText(ascii: formatter.ascii)
      guard let width = options.placeWidth else { return place }
      return place.truncated(toDisplayWidth: width, ascii: formatter.ascii)
    case "c":
      return current?.weatherCode?.icon(options.icons, isDay: current?.isDay ?? true) ?? ""
    case "w":
      guard let speed = formatter.windSpeed(current?.windSpeed) else { return Self.missing }
      return formatter.windArrow(from: current?.windDirection).map { "\($0) \(speed)" } ?? speed
    case "r": return rainOutlook()
    case "R":
      return RainText.short(
        report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes),
        formatter: formatter)
        ?? Self.missing
    case "n": return RadarText.placeholder(report, formatter: formatter, missing: Self.missing)
    case "a":
      return AlertText.count(report, options: options).map { formatter.number(Double($0)) }
        ?? Self.missing
    case "A": return AlertText.highest(report, options: options) ?? Self.missing
    case "W": return AlertText.marker(report, options: options, ascii: formatter.ascii)
    case "q": return AirText.indexValue(report, formatter) ?? Self.missing
    case "Q": return AirText.category(report, formatter.language) ?? Self.missing
    case "v": return AirText.uv(report, formatter) ?? Self.missing
    case "N": return forecast.provider.displayName
    case "k":
      let chance = formatter.percent(forecast.today?.precipitationProbabilityMax)
      return chance.map { formatter.say("rain.chanceToday", [("percent", $0)]) } ?? ""
    case "u":
      let outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
      guard outlook?.spell != nil else { return "" }
      return RainText.short(outlook, formatter: formatter) ?? ""
    default:
      if let field = ForecastFields.current.first(where: { $0.placeholder == code }) {
        return current.flatMap { formatter.text(field, of: $0) } ?? Self.missing
      }
      if let field = ForecastFields.daily.first(where: { $0.placeholder == code }) {
        return forecast.today.flatMap { formatter.text(field, of: $0) } ?? Self.missing
      }
      return ""
    }
  }

  /// An hour counts as rain when it has at least 0.1 mm (0.004 in) or a 50% chance. Where the
  /// 15-minute forecast covers now, it decides whether it rains now, as it does for `%R`.
  private func rainOutlook() -> String {
    let forecast = report.forecast
    let threshold = forecast.units.precipitation == .mm ? 0.1 : 0.004
    let quarters = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    if quarters?.isRainingNow ?? ((forecast.current?.precipitation ?? 0) >= threshold) {
      return formatter.say("rain.hourly.now")
    }
    let hours = forecast.hours(from: options.now, count: Template.rainOutlookHours)
    guard !hours.isEmpty else { return formatter.say("rain.hourly.unknown") }
    let isWet = { (hour: Forecast.Hour) in
      (hour.precipitation ?? 0) >= threshold || (hour.precipitationProbability ?? 0) >= 50
    }
    guard let index = hours.firstIndex(where: isWet) else {
      return formatter.say("rain.hourly.none", count: hours.count)
    }
    let wait = index - hours.startIndex
    guard wait == 0 else { return formatter.say("rain.hourly.in", count: wait) }
    // The hour in progress is wet, but the quarter hours say it is dry now.
    return formatter.say(quarters == nil ? "rain.hourly.now" : "rain.hourly.withinAnHour")
  }
}
