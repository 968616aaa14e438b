/// Air quality, UV and pollen as each output format shows them.
package enum AirText {
  /// `air_quality.status`: `ok`, `stale`, `unavailable`, or `off` when not asked for.
  package static func status(_ report: WeatherReport) -> String {
    report.airQuality?.status.name ?? "off"
  }

  /// The values, when the service answered (now or earlier).
  private static func air(_ report: WeatherReport) -> (AirQualityIndex, AirQuality)? {
    guard let airQuality = report.airQuality, let air = airQuality.air else { return nil }
    return (airQuality.index, air)
  }

  /// `%q`: the index value now, as a whole number.
  static func indexValue(_ report: WeatherReport, _ formatter: ValueFormatter) -> String? {
    guard let (index, air) = air(report), let value = air.current?.aqi(index) else { return nil }
    return whole(value, formatter)
  }

  /// `%Q`: the index's category now.
  static func category(_ report: WeatherReport, _ language: Language) -> String? {
    guard let (index, air) = air(report) else { return nil }
    return index.category(air.current?.aqi(index), in: language)
  }

  /// The UV index now as a number, for TSV.
  static func uvValue(_ report: WeatherReport) -> String? {
    air(report)?.1.current?.uvIndex.map { TSVRenderer.number($0, .uvIndex) }
  }

  /// `%v`: the UV index now and its category, `2.1 low`.
  static func uv(_ report: WeatherReport, _ formatter: ValueFormatter) -> String? {
    guard let value = air(report)?.1.current?.uvIndex,
      let category = UVIndex.category(value, in: formatter.language)
    else { return nil }
    return "\(uvNumber(value, formatter)) \(category)"
  }

  private static func uvNumber(_ value: Double, _ formatter: ValueFormatter) -> String {
    formatter.language.locale.number(value.decimalString(maximumFractionDigits: 1))
  }

  /// The human lines under the current conditions: the index and its category (coloured
  /// only when colour is on), the pollutants and UV; then pollen, when some is in the air.
  static func humanLines(
    _ report: WeatherReport, options: RenderOptions, formatter: ValueFormatter
  ) -> [String] {
    guard let (index, air) = air(report), let now = air.current else { return [] }
    let ascii = options.asciiText
    let unit = ascii ? " ug/m3" : " µg/m³"
    var parts: [String] = []
    if let value = now.aqi(index), let category = index.category(value, in: formatter.language) {
      let style = self.style(index.rank(value))
      parts.append(
        formatter.say(
          "air.line",
          [
            ("category", style.apply(to: category, enabled: options.color)),
            ("index", index.name), ("value", whole(value, formatter)),
          ]))
    } else {
      parts.append(formatter.say("air.unknown", [("index", index.name)]))
    }
    let pollutants: [(String, Double?)] = [
      ("PM2.5", now.pm25), ("PM10", now.pm10), (formatter.say("air.ozone"), now.ozone),
      (ascii ? "NO2" : "NO₂", now.nitrogenDioxide),
    ]
    for (name, value) in pollutants {
      if let value { parts.append("\(name) \(whole(value, formatter))\(unit)") }
    }
    if let value = now.uvIndex, let category = UVIndex.category(value, in: formatter.language) {
      parts.append(
        formatter.say("air.uv", [("value", uvNumber(value, formatter)), ("category", category)]))
    }
    var lines = [formatter.list(parts)]
    let pollen = now.pollen.filter { $0.grains > 0 }
    if !pollen.isEmpty {
      let plants = formatter.list(
        pollen.map { "\(formatter.say("pollen.\($0.plant)")) \(whole($0.grains, formatter))" })
      lines.append(
        formatter.say("air.pollen", [("plants", plants)]) + (ascii ? " grains/m3" : " grains/m³"))
    }
    return lines
  }

  /// The daily table's cell: the day's worst category on the index, in its colour.
  static func dayCell(_ report: WeatherReport, _ date: LocalDate, _ language: Language)
    -> TextTable.Cell?
  {
    guard let (index, air) = air(report),
      let value = air.days.first(where: { $0.date == date })?.aqiMax(index),
      let category = index.category(value, in: language)
    else { return nil }
    return TextTable.Cell(text: category, style: style(index.rank(value)))
  }

  /// The columns TSV adds to each day: empty unless air quality was asked and the service
  /// forecasts that day.
  static let tsvColumns = ["aqi_max", "air_category", "uv_index_max"]

  /// The cells of `tsvColumns` for the day `date`.
  static func tsvCells(_ report: WeatherReport, _ date: LocalDate) -> [String] {
    guard let (index, air) = air(report), let day = air.days.first(where: { $0.date == date })
    else { return ["", "", ""] }
    return [
      TSVRenderer.number(day.aqiMax(index), .airIndex), index.category(day.aqiMax(index)) ?? "",
      TSVRenderer.number(day.uvIndexMax, .uvIndex),
    ]
  }

  /// Whether the daily table has an air column.
  static func hasDays(_ report: WeatherReport) -> Bool {
    !(air(report)?.1.days.isEmpty ?? true)
  }

  /// Good in green, fair and moderate in yellow, worse in red.
  private static func style(_ rank: Int?) -> TextStyle {
    switch rank ?? 0 {
    case 0: .color(32, bold: false)
    case 1, 2: .color(33, bold: false)
    default: .color(31, bold: true)
    }
  }

  private static func whole(_ value: Double, _ formatter: ValueFormatter) -> String {
    formatter.language.locale.number(value.decimalString(maximumFractionDigits: 0))
  }

  /// The JSON `air_quality` block, or null when air quality was not asked for.
  static func json(_ report: WeatherReport, options: RenderOptions) -> JSONValue {
    guard let airQuality = report.airQuality else { return .null }
    let index = airQuality.index
    var members: [(String, JSONValue)] = [
      ("status", .string(airQuality.status.name)),
      ("index", .string(index.rawValue)),
      (
        "units",
        .object([
          ("aqi", .string(index.name)), ("pm2_5", .string("µg/m³")), ("pm10", .string("µg/m³")),
          ("ozone", .string("µg/m³")), ("nitrogen_dioxide", .string("µg/m³")),
          ("uv_index", .string("")), ("pollen", .string("grains/m³")),
        ])
      ),
    ]
    let number = { (value: Double?) -> JSONValue in
      .measure(value, .airIndex, MeasurementUnits())
    }
    guard let air = airQuality.air else {
      members += [("current", .null), ("daily", .array([]))]
      return .object(members)
    }
    if let now = air.current {
      members.append(
        (
          "current",
          .object(
            [
              ("time", .optional(now.time?.description)),
              ("aqi", number(now.aqi(index))),
              ("category", .optional(index.category(now.aqi(index)))),
            ] + values(now, AirFields.current, pollenKey: "pollen")
              + [("uv_category", .optional(UVIndex.category(now.uvIndex)))])
        ))
    } else {
      members.append(("current", .null))
    }
    members.append(
      (
        "daily",
        .array(
          air.days.prefix(max(options.days, 1)).map { day in
            .object(
              [
                ("date", .string(day.date.description)),
                ("aqi_max", number(day.aqiMax(index))),
                ("category", .optional(index.category(day.aqiMax(index)))),
              ] + values(day, AirFields.dailyMaxima, pollenKey: "pollen_max")
                + [("uv_category", .optional(UVIndex.category(day.uvIndexMax)))])
          })
      ))
    return .object(members)
  }

  /// The table's values of `row` by JSON key, the pollen ones gathered under `pollenKey`.
  private static func values<Row>(
    _ row: Row, _ fields: [ForecastField<Row>], pollenKey: String
  ) -> [(String, JSONValue)] {
    let value = { (field: ForecastField<Row>) -> JSONValue in
      guard case .number(let slot) = field.storage else { return .null }
      return .measure(slot.get(row), field.kind, MeasurementUnits())
    }
    let pollen = fields.filter { $0.kind == .pollen }.map { ($0.key, value($0)) }
    return fields.filter { $0.kind != .pollen }.map { ($0.key, value($0)) }
      + [(pollenKey, .object(pollen))]
  }
}
