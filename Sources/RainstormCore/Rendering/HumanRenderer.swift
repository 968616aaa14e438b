/// Renders a weather report for a person at a terminal: a header, current conditions, an
/// optional hourly chart and a table of days.
///
/// Pure: everything it shows comes from its arguments.
public enum HumanRenderer {
  /// The report as lines of text, each ending in a newline.
  public static func render(_ report: WeatherReport, options: RenderOptions) -> String {
    let forecast = report.forecast
    let color = options.color
    let formatter = options.formatter(forecast.units)
    let fit = { (lines: [String]) in fitted(lines, options) }
    var lines: [String] = []
    lines += fit([
      header(report.location, formatter: formatter, color: color),
      TextStyle.dim.apply(to: report.location.source.phrase(formatter.language), enabled: color),
    ])
    lines.append("")
    if let past = options.pastDates {
      lines += fit([
        TextStyle.bold.apply(
          to: formatter.say("past.heading", [("dates", "\(past)")]), enabled: color)
      ])
      let days = forecast.daily.prefix(options.days)
      if days.isEmpty {
        lines.append(formatter.say("table.noDays"))
      } else {
        lines.append(contentsOf: dayTables(days, report, formatter, options))
      }
      lines += [""] + fit([TextStyle.dim.apply(to: credit(forecast, formatter), enabled: color)])
      return lines.map { $0 + "\n" }.joined()
    }
    let alertLines = AlertText.humanLines(report, options: options, formatter: formatter)
    if options.alertsOnly {
      lines += alertLines.isEmpty ? fit([AlertText.noneLine(report, options.language)]) : alertLines
      if let attribution = AlertText.attribution(report, options: options) {
        lines += [""] + fit([TextStyle.dim.apply(to: attribution, enabled: color)])
      }
      return lines.map { $0 + "\n" }.joined()
    }
    if !alertLines.isEmpty {
      lines += alertLines + [""]
    } else if options.fullAlerts {
      // Asked for in full (`--alerts full`), the warnings say that there are none, as the list
      // does: silence would read as not checked.
      lines += fit([AlertText.noneLine(report, options.language)]) + [""]
    }
    lines += fit(currentLines(forecast, formatter, options))
    lines += fit(AirText.humanLines(report, options: options, formatter: formatter))
    let outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    if options.rainMinutes > 0 {
      lines += fit([RainText.sentence(outlook, formatter: formatter)])
    }
    if let radar = RadarText.line(report, formatter: formatter) { lines += fit([radar]) }
    let chart = HourlyChart(
      hours: forecast.hours(from: options.now, count: options.hours), formatter: formatter,
      width: options.width)
    let chartLines = chart.lines()
    if !chartLines.isEmpty {
      lines.append("")
      lines.append(TextStyle.bold.apply(to: chartLines[0], enabled: color))
      lines.append(contentsOf: chartLines.dropFirst())
    } else if options.hours > 0 {
      lines += [""] + fit([formatter.say("chart.none")])
    }
    let days = forecast.daily.prefix(options.days)
    if !days.isEmpty {
      lines.append("")
      lines.append(contentsOf: dayTables(days, report, formatter, options))
      let agreements = days.map { ModelAgreement($0, units: forecast.units) }
      if agreements.contains(where: { $0?.disagrees == true }) {
        let models = days.first?.models.map { ModelAgreement.shortName($0.model) } ?? []
        let spread = formatter.temperature(
          ModelAgreement.temperatureSpreadCelsius
            * (forecast.units.temperature == .celsius ? 1 : 1.8))
        let legend = formatter.say(
          options.showsModels ? "models.disagree" : "models.disagreeHint",
          [
            ("mark", disagreementMark), ("models", formatter.list(models)),
            ("spread", spread ?? missing),
          ])
        lines += fitted(
          [TextStyle.dim.apply(to: legend, enabled: color)], options, hangingIndent: 2)
      }
    }
    let normalLines = NormalsText.humanLines(
      report, days: forecast.daily.prefix(options.days), formatter: formatter,
      all: options.allNormals)
    if !normalLines.isEmpty { lines += [""] + fitted(normalLines, options, hangingIndent: 2) }
    lines += [""] + fit([TextStyle.dim.apply(to: credit(forecast, formatter), enabled: color)])
    lines += fit(
      RainText.radarCredits(outlook, report, formatter: formatter).map {
        TextStyle.dim.apply(to: $0, enabled: color)
      })
    if let attribution = AlertText.attribution(report, options: options) {
      lines += fit([TextStyle.dim.apply(to: attribution, enabled: color)])
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Lines of prose word-wrapped to the terminal's width (`String.wrapped`); unchanged when
  /// it is unlimited.
  static func fitted(_ lines: [String], _ options: RenderOptions, hangingIndent: Int = 0)
    -> [String]
  {
    guard let width = options.width else { return lines }
    return lines.flatMap { $0.wrapped(toDisplayWidth: width, hangingIndent: hangingIndent) }
  }

  /// The forecast provider's credit in the formatter's language.
  static func credit(_ forecast: Forecast, _ formatter: ValueFormatter) -> String {
    formatter.say(forecast.provider.creditKey)
  }

  private static func header(_ location: Location, formatter: ValueFormatter, color: Bool)
    -> String
  {
    let coordinates = location.coordinateText(ascii: formatter.ascii)
    guard let name = location.name else {
      return TextStyle.bold.apply(to: coordinates, enabled: color)
    }
    return TextStyle.bold.apply(to: name, enabled: color) + " (\(coordinates))"
  }

  static func currentLines(
    _ forecast: Forecast, _ formatter: ValueFormatter, _ options: RenderOptions
  ) -> [String] {
    let color = options.color
    let none = formatter.say("now.none")
    guard let current = forecast.current else { return [none] }
    let heading =
      current.time.map {
        formatter.say(
          "now.headingAt", [("time", formatter.clock($0)), ("zone", forecast.timezone)])
      } ?? formatter.say("now.heading")
    var summary: [String] = []
    if let code = current.weatherCode {
      let icon = code.icon(options.icons, isDay: current.isDay ?? true)
      let words = formatter.words(code)
      summary.append(icon.isEmpty ? words : "\(icon) \(words)")
    }
    if let temperature = formatter.temperature(current.temperature, fractionDigits: 1),
      let value = current.temperature
    {
      summary.append(temperatureStyle(value, forecast.units).apply(to: temperature, enabled: color))
    }
    if let apparent = formatter.temperature(current.apparentTemperature, fractionDigits: 1) {
      summary.append(formatter.say("now.feelsLike", [("temperature", apparent)]))
    }
    var details: [String] = []
    if let humidity = formatter.percent(current.relativeHumidity) {
      details.append(formatter.say("now.humidity", [("percent", humidity)]))
    }
    if let dewPoint = formatter.temperature(current.dewPoint) {
      details.append(formatter.say("now.dewPoint", [("temperature", dewPoint)]))
    }
    if let speed = formatter.windSpeed(current.windSpeed) {
      details.append(
        current.windDirection.map {
          formatter.say(
            "now.windFrom", [("speed", speed), ("direction", formatter.compassPoint($0))])
        } ?? formatter.say("now.wind", [("speed", speed)]))
    }
    if let precipitation = formatter.precipitation(current.precipitation) {
      details.append(formatter.say("now.precipitation", [("amount", precipitation)]))
    }
    var air: [String] = []
    if let pressure = formatter.pressure(current.pressure) {
      air.append(
        formatter.pressureChange(current.pressureTrend).map {
          formatter.say("now.pressureChange", [("pressure", pressure), ("change", $0)])
        } ?? formatter.say("now.pressure", [("pressure", pressure)]))
    }
    if let visibility = formatter.distance(current.visibility) {
      air.append(formatter.say("now.visibility", [("distance", visibility)]))
    }
    var lines = [TextStyle.bold.apply(to: heading, enabled: color)]
    if !summary.isEmpty { lines.append(formatter.list(summary)) }
    if !details.isEmpty { lines.append(formatter.list(details).capitalizingFirst()) }
    if !air.isEmpty { lines.append(formatter.list(air).capitalizingFirst()) }
    if summary.isEmpty && details.isEmpty && air.isEmpty { lines.append(none) }
    return lines
  }

  /// The table of days, fitted to the terminal's width. Each compared model (`--models`) has
  /// a column when the whole table fits; else the models have a table of their own under it,
  /// a row for each day and model, which fits a narrow terminal.
  private static func dayTables(
    _ days: ArraySlice<Forecast.Day>, _ report: WeatherReport, _ formatter: ValueFormatter,
    _ options: RenderOptions
  ) -> [String] {
    let models = options.showsModels ? days.first?.models.map(\.model) ?? [] : []
    let color = options.color
    let table = dailyTable(days, report, formatter, options, models: models)
    guard let width = options.width, !models.isEmpty, table.width > width else {
      return table.lines(color: color, width: options.width, ascii: formatter.ascii)
    }
    return dailyTable(days, report, formatter, options, models: [])
      .lines(color: color, width: width, ascii: formatter.ascii) + [""]
      + modelTable(days, models, formatter).lines(color: color, width: width)
  }

  /// The table of days, with a column for each of `models`. In a narrow terminal the wind
  /// goes first, then the precipitation amount; then the weather's words are cut, and the
  /// chance of precipitation and the air quality go. A day that is over (in the place's zone)
  /// shows what was measured: no chance, and no chance column when every day shown is over.
  private static func dailyTable(
    _ days: ArraySlice<Forecast.Day>, _ report: WeatherReport, _ formatter: ValueFormatter,
    _ options: RenderOptions, models: [String]
  ) -> TextTable {
    let air = AirText.hasDays(report)
    let today = LocalDateTime(
      secondsSinceEpoch: options.now.timeIntervalSince1970,
      utcOffsetSeconds: report.forecast.utcOffsetSeconds
    ).date
    let chance = days.contains { $0.date >= today }
    // Columns after the chance's move one left without it.
    let after = chance ? 1 : 0
    var table = TextTable(
      alignments: [.left, .left, .right, .right, .right] + (chance ? [.right] : []) + [.right]
        + (air ? [.left] : []) + models.map { _ in .right })
    table.narrowing = [.drop([5 + after]), .drop([4]), .shorten(1, minimum: 8)]
    if chance { table.narrowing.append(.drop([5])) }
    if air { table.narrowing.append(.drop([6 + after])) }
    let keys: [String] =
      ["day", "weather", "low", "high", "precipitation"] + (chance ? ["chance"] : []) + ["wind"]
    var titles = keys.map { formatter.say("table." + $0) }
    if air { titles.append(formatter.say("table.air")) }
    titles += models.map(ModelAgreement.shortName)
    table.rows.append(titles.map { TextTable.Cell(text: $0, style: .bold) })
    for day in days {
      let date = day.date
      let weather = day.weatherCode.map { code in
        let icon = code.icon(options.icons)
        let words = formatter.words(code)
        return icon.isEmpty ? words : "\(icon) \(words)"
      }
      let mark =
        ModelAgreement(day, units: formatter.units)?.disagrees == true
        ? " \(disagreementMark)" : ""
      let modelCells = models.indices.map { index -> TextTable.Cell in
        guard let model = modelDay(day, index) else { return TextTable.Cell(text: missing) }
        let low = formatter.temperature(model.temperatureMin) ?? missing
        let high = formatter.temperature(model.temperatureMax) ?? missing
        let amount = formatter.precipitation(model.precipitationSum) ?? missing
        return TextTable.Cell(text: "\(low)/\(high) \(amount)")
      }
      var cells = [
        TextTable.Cell(text: formatter.day(date) + mark),
        TextTable.Cell(text: weather ?? missing),
        temperatureCell(day.temperatureMin, formatter),
        temperatureCell(day.temperatureMax, formatter),
        TextTable.Cell(text: formatter.precipitation(day.precipitationSum) ?? missing),
      ]
      if chance {
        let percent = date < today ? nil : formatter.percent(day.precipitationProbabilityMax)
        cells.append(TextTable.Cell(text: percent ?? missing))
      }
      cells.append(TextTable.Cell(text: formatter.windSpeed(day.windSpeedMax) ?? missing))
      table.rows.append(
        cells
          + (air
            ? [AirText.dayCell(report, date, formatter.language) ?? TextTable.Cell(text: missing)]
            : [])
          + modelCells)
    }
    return table
  }

  /// The compared models' values in a table of their own: a row for each day and model, the
  /// day named on its first. In a terminal too narrow even for that, the amounts go.
  private static func modelTable(
    _ days: ArraySlice<Forecast.Day>, _ models: [String], _ formatter: ValueFormatter
  ) -> TextTable {
    var table = TextTable(alignments: [.left, .left, .right, .right, .right])
    table.narrowing = [.drop([4])]
    table.rows.append(
      ["day", "model", "low", "high", "precipitation"].map {
        TextTable.Cell(text: formatter.say("table." + $0), style: .bold)
      })
    for day in days {
      let date = day.date
      for (index, model) in models.enumerated() {
        let values = modelDay(day, index)
        table.rows.append(
          [
            index == 0 ? formatter.day(date) : "",
            ModelAgreement.shortName(model),
            formatter.temperature(values?.temperatureMin) ?? missing,
            formatter.temperature(values?.temperatureMax) ?? missing,
            formatter.precipitation(values?.precipitationSum) ?? missing,
          ].map { TextTable.Cell(text: $0) })
      }
    }
    return table
  }

  /// The `index`th compared model's values for `day`, or nil when it has none.
  private static func modelDay(_ day: Forecast.Day, _ index: Int) -> Forecast.ModelDay? {
    guard index < day.models.count else { return nil }
    let model = day.models[index]
    guard
      model.temperatureMin != nil || model.temperatureMax != nil || model.precipitationSum != nil
    else { return nil }
    return model
  }

  private static let missing = "-"

  /// Marks a day where the compared models disagree (`ModelAgreement`).
  private static let disagreementMark = "*"

  private static func temperatureCell(_ value: Double?, _ formatter: ValueFormatter)
    -> TextTable.Cell
  {
    guard let value, let text = formatter.temperature(value) else {
      return TextTable.Cell(text: missing)
    }
    return TextTable.Cell(text: text, style: temperatureStyle(value.rounded(), formatter.units))
  }

  /// Colour by how the temperature feels: blue below freezing to red above 30 °C.
  private static func temperatureStyle(_ value: Double, _ units: MeasurementUnits) -> TextStyle {
    let celsius = units.temperature == .fahrenheit ? (value - 32) * 5 / 9 : value
    switch celsius {
    case ..<0: return .color(34, bold: false)
    case ..<10: return .color(36, bold: false)
    case ..<20: return .color(32, bold: false)
    case ..<30: return .color(33, bold: false)
    default: return .color(31, bold: false)
    }
  }
}
