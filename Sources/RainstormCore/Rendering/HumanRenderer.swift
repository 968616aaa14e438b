/// Renders a weather report for a person at a terminal: a header, current conditions, an
/// optional hourly chart and a table of days.
///
/// Pure: everything it shows comes from its arguments.
public enum HumanRenderer {
  /// The report as lines of text, each ending in a newline.
  public static func render(_ report: WeatherReport, options: RenderOptions) -> String {
    let forecast = report.forecast
    let color = options.color
    let formatter = ValueFormatter(units: forecast.units, ascii: options.asciiText)
    var lines: [String] = []
    lines.append(header(report.location, formatter: formatter, color: color))
    lines.append(TextStyle.dim.apply(to: report.location.source.phrase, enabled: color))
    lines.append("")
    if let past = options.pastDates {
      lines.append(TextStyle.bold.apply(to: "Past weather, \(past)", enabled: color))
      let days = forecast.daily.prefix(options.days)
      if days.isEmpty {
        lines.append("No days reported.")
      } else {
        lines.append(contentsOf: dailyTable(days, report, formatter, options).lines(color: color))
      }
      lines += ["", TextStyle.dim.apply(to: forecast.provider.attribution, enabled: color)]
      return lines.map { $0 + "\n" }.joined()
    }
    let alertLines = AlertText.humanLines(report, options: options, formatter: formatter)
    if options.alertsOnly {
      lines += alertLines.isEmpty ? [AlertText.noneLine(report)] : alertLines
      if let attribution = AlertText.attribution(report, options: options) {
        lines += ["", TextStyle.dim.apply(to: attribution, enabled: color)]
      }
      return lines.map { $0 + "\n" }.joined()
    }
    if !alertLines.isEmpty { lines += alertLines + [""] }
    lines.append(contentsOf: currentLines(forecast, formatter, options))
    lines.append(contentsOf: AirText.humanLines(report, options: options))
    if options.rainMinutes > 0 {
      lines.append(
        RainText.sentence(RainText.outlook(report, options: options), formatter: formatter))
    }
    let chart = HourlyChart(
      hours: forecast.hours(from: options.now, count: options.hours), formatter: formatter)
    let chartLines = chart.lines()
    if !chartLines.isEmpty {
      lines.append("")
      lines.append(TextStyle.bold.apply(to: chartLines[0], enabled: color))
      lines.append(contentsOf: chartLines.dropFirst())
    } else if options.hours > 0 {
      lines += ["", "No hourly forecast from the current hour."]
    }
    let days = forecast.daily.prefix(options.days)
    if !days.isEmpty {
      lines.append("")
      lines.append(
        contentsOf: dailyTable(days, report, formatter, options).lines(color: color))
      let agreements = days.map { ModelAgreement($0, units: forecast.units) }
      if agreements.contains(where: { $0?.disagrees == true }) {
        let models = days.first?.models.map { ModelAgreement.shortName($0.model) } ?? []
        let spread = formatter.temperature(
          ModelAgreement.temperatureSpreadCelsius
            * (forecast.units.temperature == .celsius ? 1 : 1.8))
        lines.append(
          TextStyle.dim.apply(
            to: "\(disagreementMark) the models (\(models.joined(separator: ", "))) disagree: "
              + "highs or lows \(spread ?? "-") or more apart, or rain in some and not others"
              + (options.showsModels ? "" : " (--models shows them)"),
            enabled: color))
      }
    }
    let normalLines = NormalsText.humanLines(
      report, days: forecast.daily.prefix(options.days), formatter: formatter,
      all: options.allNormals)
    if !normalLines.isEmpty { lines += [""] + normalLines }
    lines += ["", TextStyle.dim.apply(to: forecast.provider.attribution, enabled: color)]
    if let attribution = AlertText.attribution(report, options: options) {
      lines.append(TextStyle.dim.apply(to: attribution, enabled: color))
    }
    return lines.map { $0 + "\n" }.joined()
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
    guard let current = forecast.current else { return ["No current conditions reported."] }
    var heading = "Now"
    if let time = current.time {
      heading += ", \(time.clockTime) \(forecast.timezone)"
    }
    var summary: [String] = []
    if let code = current.weatherCode {
      let icon = code.icon(options.icons, isDay: current.isDay ?? true)
      summary.append(icon.isEmpty ? code.description : "\(icon) \(code)")
    }
    if let temperature = formatter.temperature(current.temperature, fractionDigits: 1),
      let value = current.temperature
    {
      summary.append(temperatureStyle(value, forecast.units).apply(to: temperature, enabled: color))
    }
    if let apparent = formatter.temperature(current.apparentTemperature, fractionDigits: 1) {
      summary.append("feels like \(apparent)")
    }
    var details: [String] = []
    if let humidity = formatter.percent(current.relativeHumidity) {
      details.append("humidity \(humidity)")
    }
    if let dewPoint = formatter.temperature(current.dewPoint) {
      details.append("dew point \(dewPoint)")
    }
    if let speed = formatter.windSpeed(current.windSpeed) {
      var wind = "wind \(speed)"
      if let direction = current.windDirection {
        wind += " from \(formatter.compassPoint(direction))"
      }
      details.append(wind)
    }
    if let precipitation = formatter.precipitation(current.precipitation) {
      details.append("precipitation \(precipitation)")
    }
    var air: [String] = []
    if var pressure = formatter.pressure(current.pressure) {
      if let change = formatter.pressureChange(current.pressureTrend) {
        pressure += " (\(change) in 3 h)"
      }
      air.append("pressure \(pressure)")
    }
    if let visibility = formatter.distance(current.visibility) {
      air.append("visibility \(visibility)")
    }
    var lines = [TextStyle.bold.apply(to: heading, enabled: color)]
    if !summary.isEmpty { lines.append(summary.joined(separator: ", ")) }
    if !details.isEmpty { lines.append(details.joined(separator: ", ").capitalizingFirst()) }
    if !air.isEmpty { lines.append(air.joined(separator: ", ").capitalizingFirst()) }
    if summary.isEmpty && details.isEmpty && air.isEmpty {
      lines.append("No current conditions reported.")
    }
    return lines
  }

  private static func dailyTable(
    _ days: ArraySlice<Forecast.Day>, _ report: WeatherReport, _ formatter: ValueFormatter,
    _ options: RenderOptions
  ) -> TextTable {
    let models = options.showsModels ? days.first?.models.map(\.model) ?? [] : []
    let air = AirText.hasDays(report)
    var table = TextTable(
      alignments: [.left, .left, .right, .right, .right, .right, .right]
        + (air ? [.left] : []) + models.map { _ in .right })
    table.rows.append(
      (["Day", "Weather", "Low", "High", "Precip", "Chance", "Wind"] + (air ? ["Air"] : [])
        + models.map(ModelAgreement.shortName)).map {
          TextTable.Cell(text: $0, style: .bold)
        })
    for day in days {
      let date = day.date
      let weather = day.weatherCode.map { code in
        let icon = code.icon(options.icons)
        return icon.isEmpty ? code.description : "\(icon) \(code)"
      }
      let mark =
        ModelAgreement(day, units: formatter.units)?.disagrees == true
        ? " \(disagreementMark)" : ""
      let modelCells = models.indices.map { index -> TextTable.Cell in
        guard index < day.models.count else { return TextTable.Cell(text: missing) }
        let model = day.models[index]
        guard
          model.temperatureMin != nil || model.temperatureMax != nil
            || model.precipitationSum != nil
        else { return TextTable.Cell(text: missing) }
        let low = formatter.temperature(model.temperatureMin) ?? missing
        let high = formatter.temperature(model.temperatureMax) ?? missing
        let amount = formatter.precipitation(model.precipitationSum) ?? missing
        return TextTable.Cell(text: "\(low)/\(high) \(amount)")
      }
      table.rows.append(
        [
          TextTable.Cell(
            text: "\(date.weekdayAbbreviation) \(date.day) \(date.monthAbbreviation)\(mark)"),
          TextTable.Cell(text: weather ?? missing),
          temperatureCell(day.temperatureMin, formatter),
          temperatureCell(day.temperatureMax, formatter),
          TextTable.Cell(text: formatter.precipitation(day.precipitationSum) ?? missing),
          TextTable.Cell(text: formatter.percent(day.precipitationProbabilityMax) ?? missing),
          TextTable.Cell(text: formatter.windSpeed(day.windSpeedMax) ?? missing),
        ]
          + (air ? [AirText.dayCell(report, date) ?? TextTable.Cell(text: missing)] : [])
          + modelCells)
    }
    return table
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
