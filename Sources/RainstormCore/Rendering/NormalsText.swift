/// How the days compare with normal, as each output format shows it.
package enum NormalsText {
  /// `normals_status`: `ok`, `stale`, `unavailable`, or `off` when not asked for.
  package static func status(_ report: WeatherReport) -> String {
    report.normals?.status.name ?? "off"
  }

  /// Lines under the table of days: a heading, then one line per day that is notably unusual
  /// (or per day, with `all`), naming what is unusual.
  static func humanLines(
    _ report: WeatherReport, days: ArraySlice<Forecast.Day>, formatter: ValueFormatter,
    all: Bool
  ) -> [String] {
    guard let record = report.normals?.record else { return [] }
    var lines: [String] = []
    for day in days {
      let normal = record.normal(for: day)
      guard all || normal.isNotable else { continue }
      var parts: [String] = []
      if let high = normal.temperatureMax, all || high.isNotable {
        parts.append(formatter.say("normals.high", [("comparison", temperature(high, formatter))]))
      }
      if let low = normal.temperatureMin, all || low.isNotable {
        parts.append(formatter.say("normals.low", [("comparison", temperature(low, formatter))]))
      }
      if let amount = normal.precipitationSum, all || amount.isNotable,
        let value = formatter.precipitation(amount.mean + amount.difference),
        let usual = formatter.precipitation(amount.mean)
      {
        let wetter = amount.difference >= 0
        let years = wetter ? amount.yearsBelow : amount.yearCount - amount.yearsBelow
        parts.append(
          formatter.say(
            wetter ? "normals.wetter" : "normals.drier", count: amount.yearCount,
            [
              ("amount", value), ("usual", usual),
              ("years", formatter.number(Double(years))),
            ]))
      }
      guard !parts.isEmpty else { continue }
      lines.append(
        formatter.say(
          "normals.day",
          [("date", formatter.day(day.date)), ("comparisons", formatter.clauses(parts))]))
    }
    guard !lines.isEmpty else { return [] }
    let heading = formatter.say(
      all ? "normals.headingAll" : "normals.headingUnusual",
      [
        ("first", formatter.language.locale.number(String(record.years.lowerBound))),
        ("last", formatter.language.locale.number(String(record.years.upperBound))),
      ])
    return [heading] + lines
  }

  /// `3.2°C warmer than usual (warmer than 27 of 30 years)`.
  private static func temperature(
    _ comparison: NormalsRecord.Comparison, _ formatter: ValueFormatter
  )
    -> String
  {
    let warmer = comparison.difference >= 0
    let size = formatter.temperature(abs(comparison.difference), fractionDigits: 1) ?? "-"
    let years = warmer ? comparison.yearsBelow : comparison.yearCount - comparison.yearsBelow
    return formatter.say(
      warmer ? "normals.warmer" : "normals.cooler", count: comparison.yearCount,
      [("difference", size), ("years", formatter.number(Double(years)))])
  }

  /// A day's JSON `normal` block, or null when normals were not asked for or are unknown.
  static func json(_ report: WeatherReport, day: Forecast.Day, units: MeasurementUnits)
    -> JSONValue
  {
    guard let record = report.normals?.record else { return .null }
    let normal = record.normal(for: day)
    let comparison = { (value: NormalsRecord.Comparison?, quantity: Quantity) -> JSONValue in
      guard let value else { return .null }
      return .object([
        ("mean", .measure(value.mean, quantity, units)),
        ("difference", .measure(value.difference, quantity, units)),
        ("percentile", .measure(value.percentile, .percent, units)),
        ("years_below", .number(Double(value.yearsBelow))),
        ("years", .number(Double(value.yearCount))),
      ])
    }
    return .object([
      ("window_days", .number(Double(2 * NormalsRecord.halfWindow + 1))),
      ("first_year", .number(Double(record.years.lowerBound))),
      ("last_year", .number(Double(record.years.upperBound))),
      ("notable", .bool(normal.isNotable)),
      (ForecastFields.dailyHigh.key, comparison(normal.temperatureMax, .temperature)),
      (ForecastFields.dailyLow.key, comparison(normal.temperatureMin, .temperature)),
      (ForecastFields.dailyPrecipitation.key, comparison(normal.precipitationSum, .precipitation)),
    ])
  }
}
