/// Renders a weather report for a person at a terminal: a header, current conditions and a
/// table of days.
///
/// Pure: everything it shows comes from its arguments.
public enum HumanRenderer {
  /// How to draw the text.
  public struct Options: Equatable, Sendable {
    /// Whether to use ANSI colour and bold.
    public var color: Bool

    /// Creates options.
    public init(color: Bool) {
      self.color = color
    }
  }

  /// The report as lines of text, each ending in a newline.
  public static func render(_ report: WeatherReport, options: Options) -> String {
    let forecast = report.forecast
    let color = options.color
    var lines: [String] = []
    lines.append(header(report.location, color: color))
    lines.append(TextStyle.dim.apply(to: report.location.source.phrase, enabled: color))
    lines.append("")
    lines.append(contentsOf: currentLines(forecast, color: color))
    if !forecast.daily.isEmpty {
      lines.append("")
      lines.append(contentsOf: dailyTable(forecast).lines(color: color))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func header(_ location: Location, color: Bool) -> String {
    let coordinates = location.coordinateText
    guard let name = location.name else {
      return TextStyle.bold.apply(to: coordinates, enabled: color)
    }
    return TextStyle.bold.apply(to: name, enabled: color) + " (\(coordinates))"
  }

  private static func currentLines(_ forecast: Forecast, color: Bool) -> [String] {
    let units = forecast.units
    guard let current = forecast.current else { return ["No current conditions reported."] }
    var heading = "Now"
    if let time = current.time {
      heading += ", \(time.clockTime) \(forecast.timezone)"
    }
    var summary: [String] = []
    if let code = current.weatherCode {
      summary.append("\(code.emoji(isDay: current.isDay ?? true)) \(code)")
    }
    if let temperature = current.temperature {
      let text = temperatureText(temperature, units.temperature, fractionDigits: 1)
      summary.append(
        temperatureStyle(temperature, units.temperature).apply(to: text, enabled: color))
    }
    if let apparent = current.apparentTemperature {
      summary.append(
        "feels like \(temperatureText(apparent, units.temperature, fractionDigits: 1))")
    }
    var details: [String] = []
    if let humidity = current.relativeHumidity {
      details.append("humidity \(humidity.fixedString(fractionDigits: 0))%")
    }
    if let speed = current.windSpeed {
      var wind = "wind \(speed.fixedString(fractionDigits: 0)) \(units.windSpeed)"
      if let direction = current.windDirection {
        wind += " from \(compassPoint(direction))"
      }
      details.append(wind)
    }
    if let precipitation = current.precipitation {
      details.append(
        "precipitation \(precipitation.fixedString(fractionDigits: 1)) \(units.precipitation)")
    }
    var lines = [TextStyle.bold.apply(to: heading, enabled: color)]
    if !summary.isEmpty { lines.append(summary.joined(separator: ", ")) }
    if !details.isEmpty { lines.append(capitalizingFirst(details.joined(separator: ", "))) }
    if summary.isEmpty && details.isEmpty { lines.append("No current conditions reported.") }
    return lines
  }

  private static func dailyTable(_ forecast: Forecast) -> TextTable {
    let units = forecast.units
    var table = TextTable(alignments: [.left, .left, .right, .right, .right, .right, .right])
    table.rows.append(
      ["Day", "Weather", "Low", "High", "Precip", "Chance", "Wind"].map {
        TextTable.Cell(text: $0, style: .bold)
      })
    for day in forecast.daily {
      let date = day.date
      table.rows.append([
        TextTable.Cell(text: "\(date.weekdayAbbreviation) \(date.day) \(date.monthAbbreviation)"),
        TextTable.Cell(text: day.weatherCode.map { "\($0.emoji()) \($0)" } ?? missing),
        temperatureCell(day.temperatureMin, units.temperature),
        temperatureCell(day.temperatureMax, units.temperature),
        TextTable.Cell(
          text: day.precipitationSum.map {
            "\($0.fixedString(fractionDigits: 1)) \(units.precipitation)"
          } ?? missing),
        TextTable.Cell(
          text: day.precipitationProbabilityMax.map { "\($0.fixedString(fractionDigits: 0))%" }
            ?? missing),
        TextTable.Cell(
          text: day.windSpeedMax.map { "\($0.fixedString(fractionDigits: 0)) \(units.windSpeed)" }
            ?? missing),
      ])
    }
    return table
  }

  private static let missing = "-"

  private static func temperatureCell(_ value: Double?, _ unit: String) -> TextTable.Cell {
    guard let value else { return TextTable.Cell(text: missing) }
    return TextTable.Cell(
      text: temperatureText(value, unit, fractionDigits: 0),
      style: temperatureStyle(value.rounded(), unit)
    )
  }

  private static func temperatureText(_ value: Double, _ unit: String, fractionDigits: Int)
    -> String
  {
    "\(value.fixedString(fractionDigits: fractionDigits))\(unit)"
  }

  /// Colour by how the temperature feels: blue below freezing to red above 30 °C.
  private static func temperatureStyle(_ value: Double, _ unit: String) -> TextStyle {
    let celsius = unit.contains("F") ? (value - 32) * 5 / 9 : value
    switch celsius {
    case ..<0: return .color(34, bold: false)
    case ..<10: return .color(36, bold: false)
    case ..<20: return .color(32, bold: false)
    case ..<30: return .color(33, bold: false)
    default: return .color(31, bold: false)
    }
  }

  /// The 8-point compass name for a direction in degrees clockwise from north.
  static func compassPoint(_ degrees: Double) -> String {
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = degrees.truncatingRemainder(dividingBy: 360) + (degrees < 0 ? 360 : 0)
    let index = Int((normalized / 45).rounded()) % points.count
    return points[index]
  }

  private static func capitalizingFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension Location {
  /// The coordinates as `45.60°N, 17.22°E`.
  public var coordinateText: String {
    let north = latitude >= 0 ? "N" : "S"
    let east = longitude >= 0 ? "E" : "W"
    return "\(latitude.magnitude.fixedString(fractionDigits: 2))°\(north), "
      + "\(longitude.magnitude.fixedString(fractionDigits: 2))°\(east)"
  }
}

extension Location.Source {
  /// How the place was found, as a phrase under the header.
  public var phrase: String {
    switch self {
    case .coordinates: "for the coordinates you gave"
    case .search: "found by place search"
    case .ipLookup(let provider): "from your IP address via \(provider)"
    case .configuration: "your configured default location"
    }
  }
}
