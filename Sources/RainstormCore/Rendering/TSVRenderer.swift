/// Renders reports as tab-separated values: a header row, then one row per day, per hour, or
/// per place. No colour, no icons; a missing value is an empty field.
package enum TSVRenderer {
  /// A header and one row per day, or per hour when hours are asked for.
  package static func render(_ report: WeatherReport, options: RenderOptions) -> String {
    if options.alertsOnly {
      return table(header: AlertText.tsvColumns, rows: AlertText.tsvRows(report, options: options))
    }
    let forecast = report.forecast
    let offsets = UTCOffsets(forecast)
    if options.hours > 0 {
      let hours = forecast.hours(from: options.now, count: options.hours)
      return table(
        header: hourColumns,
        rows: hours.map { hour in
          [hour.time.iso8601(offsets)]
            + cells(hour, ForecastFields.hourly, units: forecast.units, offsets: offsets)
        })
    }
    return table(
      header: dayColumns,
      rows: forecast.daily.prefix(options.days).map { day in
        [day.date.description]
          + cells(day, ForecastFields.daily, units: forecast.units, offsets: offsets)
          + AirText.tsvCells(report, day.date)
      })
  }

  /// The header row for one row per place (batch), or per warning with `--alerts list`.
  package static func placeHeader(_ options: RenderOptions) -> String {
    table(header: options.alertsOnly ? AlertText.tsvColumns : placeColumns, rows: [])
  }

  /// One row for a place: where it is, its current conditions, today's summary, the rain
  /// outlook (empty when unknown; `rain_checked_until` alone when no rain is expected) and its
  /// warnings.
  package static func placeRow(_ report: WeatherReport, options: RenderOptions) -> String {
    if options.alertsOnly {
      return table(header: nil, rows: AlertText.tsvRows(report, options: options))
    }
    let forecast = report.forecast
    let offsets = UTCOffsets(forecast)
    let location = report.location
    var row = [
      location.name ?? "", number(location.latitude), number(location.longitude),
      forecast.current?.time?.iso8601(offsets) ?? "",
    ]
    row += cells(forecast.current, ForecastFields.current, units: forecast.units, offsets: offsets)
    row += cells(forecast.today, todayFields, units: forecast.units, offsets: offsets)
    let outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    let spell = outlook?.spell
    let written = outlook.map(RainText.forScripts)
    row += [
      written?.checkedUntil.iso8601(offsets) ?? "",
      written?.start?.iso8601(offsets) ?? "",
      written?.minutesUntil.map(String.init) ?? "",
      written?.end?.iso8601(offsets) ?? "", spell?.kind.rawValue ?? "",
      spell?.intensity.rawValue ?? "", number(spell?.amount, .precipitation, forecast.units),
    ]
    row += [
      AlertText.status(report), AlertText.count(report, options: options).map(String.init) ?? "",
      AlertText.highest(report, options: options) ?? "",
      AirText.indexValue(report, ValueFormatter(units: forecast.units, ascii: false)) ?? "",
      AirText.category(report, .english) ?? "",
      AirText.uvValue(report) ?? "", forecast.provider.rawValue,
    ]
    return table(header: nil, rows: [row])
  }

  /// The daily values a place's row ends with.
  static let todayFields = [
    ForecastFields.dailyLow, ForecastFields.dailyHigh, ForecastFields.dailyChance,
  ]

  static let dayColumns = ["date"] + columns(ForecastFields.daily) + AirText.tsvColumns

  static let hourColumns = ["time"] + columns(ForecastFields.hourly)

  static let placeColumns =
    ["name", "latitude", "longitude", "time"] + columns(ForecastFields.current)
    + columns(todayFields) + rainColumns + alertColumns + ["aqi", "air_category", "uv_index"]
    + ["provider"]

  /// The warnings' status, how many are shown and the highest level in force (empty when
  /// the list cannot be trusted).
  static let alertColumns = ["alerts_status", "alerts_count", "alerts_highest"]

  static let rainColumns = [
    "rain_checked_until", "rain_starts_at", "rain_minutes_until", "rain_ends_at", "rain_kind",
    "rain_intensity", "rain_amount",
  ]

  /// The columns of the fields TSV shows: a weather code is followed by `condition`.
  private static func columns<Row>(_ fields: [ForecastField<Row>]) -> [String] {
    fields.filter(\.inTSV).flatMap { field -> [String] in
      if case .weatherCode = field.storage { return [field.key, "condition"] }
      return [field.key]
    }
  }

  /// The cells of the fields TSV shows, for `row` (empty cells when there is no row), each
  /// number to its quantity's precision.
  private static func cells<Row>(
    _ row: Row?, _ fields: [ForecastField<Row>], units: MeasurementUnits, offsets: UTCOffsets
  ) -> [String] {
    fields.filter(\.inTSV).flatMap { field -> [String] in
      guard let row else {
        if case .weatherCode = field.storage { return ["", ""] }
        return [""]
      }
      switch field.storage {
      case .number(let slot): return [number(slot.get(row), field.kind, units)]
      case .weatherCode(let slot):
        let code = slot.get(row)
        return [code.map { String($0.rawValue) } ?? "", code?.description ?? ""]
      case .flag(let slot): return [slot.get(row).map { $0 ? "true" : "false" } ?? ""]
      case .localTime(let slot):
        return [slot.get(row)?.iso8601(offsets) ?? ""]
      }
    }
  }

  static func table(header: [String]?, rows: [[String]]) -> String {
    var lines = header.map { [$0] } ?? []
    lines += rows
    return lines.map { fields in
      fields.map { $0.sanitizedForTerminal() }.joined(separator: "\t") + "\n"
    }.joined()
  }

  /// A number as JSON writes it; empty when missing.
  static func number(_ value: Double?) -> String {
    guard let value else { return "" }
    return JSONValue.number(value).serialized(compact: true)
  }

  /// A quantity's value to its precision; empty when missing.
  static func number(
    _ value: Double?, _ quantity: Quantity, _ units: MeasurementUnits = MeasurementUnits()
  ) -> String {
    number(value.map { quantity.rounded($0, in: units) })
  }
}
