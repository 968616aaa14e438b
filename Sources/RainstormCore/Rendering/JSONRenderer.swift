/// A member of a JSON object as the man page lists it: its key, its type and what it means.
package struct JSONField: Sendable {
  /// The member's name.
  package let key: String
  /// Its JSON type, such as `number or null`.
  package let type: String
  /// What it means, in a few words.
  package let meaning: String

  package init(_ key: String, _ type: String, _ meaning: String) {
    self.key = key
    self.type = type
    self.meaning = meaning
  }
}

/// Renders a weather report as the documented JSON document (`schema_version` 1).
package enum JSONRenderer {
  /// The version of the document's shape; it changes only when a field changes meaning.
  package static let schemaVersion = 1

  /// The members of each block's objects, in order, with their meanings: derived from
  /// `ForecastFields`, `RainText.jsonFields`, `RadarText.jsonFields` and `AlertText.jsonFields`, so that the man page's
  /// JSON FIELDS section (`ManPage.jsonFields`) is made from the same declarations the writer
  /// follows.
  package static let blocks: [(block: String, fields: [JSONField])] = [
    (
      "current",
      [JSONField("time", "string or null", "when they were valid")]
        + fields(ForecastFields.current)
    ),
    ("rain", RainText.jsonFields),
    ("radar", RadarText.jsonFields),
    ("alerts[]", AlertText.jsonFields),
    (
      "daily[]",
      [JSONField("date", "string", "the local date")] + fields(ForecastFields.daily) + [
        JSONField(
          "confidence", "object or null",
          """
          how far the compared weather models agree on the day (see MODEL AGREEMENT); null when \
          fewer than two have values for it (or with --days 0). Its members: models_disagree \
          (boolean: the day is marked), temperature_max_spread, temperature_min_spread, \
          precipitation_sum_spread (highest minus lowest, or null), agree_on_rain (boolean or \
          null), and models, each compared model's temperature_min, temperature_max and \
          precipitation_sum by its Open-Meteo name (null where the model has no data for the \
          place)
          """),
        JSONField(
          "normal", "object or null",
          """
          with normals asked (--normals or normals = notable): the day against the same week in \
          the last 30 complete years (see NORMALS); null otherwise. Its members: window_days \
          (7), first_year, last_year, notable (boolean), and temperature_max, temperature_min, \
          precipitation_sum, each null or an object with mean (the mean of each year's week), \
          difference (the day's value minus it), years_below (years whose week was below the \
          day's value), years (years with values) and percentile (years_below / years × 100)
          """),
      ]
    ),
    (
      "hourly[]",
      [JSONField("time", "string", "the local hour")] + fields(ForecastFields.hourly)
    ),
  ]

  /// The keys of each block's objects, in order.
  package static var blockKeys: [(block: String, keys: [String])] {
    blocks.map { ($0.block, $0.fields.map(\.key)) }
  }

  /// A table's fields as JSON members: a weather code is followed by its words.
  private static func fields<Row>(_ fields: [ForecastField<Row>]) -> [JSONField] {
    fields.flatMap { field -> [JSONField] in
      switch field.storage {
      case .number: return [JSONField(field.key, "number or null", field.meaning)]
      case .flag: return [JSONField(field.key, "boolean or null", field.meaning)]
      case .localTime: return [JSONField(field.key, "string or null", field.meaning)]
      case .weatherCode:
        return [
          JSONField(field.key, "number or null", field.meaning),
          JSONField(
            "condition", "string or null",
            "the code in words in the language of lang, Unknown (code N) for codes outside the "
              + "table"),
        ]
      }
    }
  }

  /// The report as one JSON document followed by a newline; `compact` puts it on one line.
  package static func render(_ report: WeatherReport, options: RenderOptions, compact: Bool = false)
    -> String
  {
    document(report, options: options).serialized(compact: compact) + "\n"
  }

  /// `models_status`: `ok` when the days carry compared models, `unsupported` when the
  /// provider compares none (MET Norway), `unavailable` when their request failed, `off` when
  /// none were asked for.
  static func modelsStatus(_ forecast: Forecast) -> String {
    if forecast.provider != .openMeteo { return "unsupported" }
    if forecast.modelComparisonFailure != nil { return "unavailable" }
    return forecast.daily.contains { !$0.models.isEmpty } ? "ok" : "off"
  }

  /// The report as a JSON value.
  package static func document(_ report: WeatherReport, options: RenderOptions) -> JSONValue {
    let forecast = report.forecast
    let offset = forecast.utcOffsetSeconds
    let offsets = UTCOffsets(forecast)
    var members: [(String, JSONValue)] = [
      ("schema_version", .int(schemaVersion)),
      ("lang", .string(options.language.code)),
      ("location", location(report.location)),
      (
        "units",
        .object([
          ("temperature", .string(forecast.units.temperature.label)),
          ("wind_speed", .string(forecast.units.windSpeed.label)),
          ("precipitation", .string(forecast.units.precipitation.label)),
          ("relative_humidity", .string("%")),
          ("precipitation_probability", .string("%")),
          ("wind_direction", .string("°")),
        ])
      ),
      ("timezone", .string(forecast.timezone)),
      ("utc_offset_seconds", .int(offset)),
      (
        "fetched_at",
        .optional(
          report.fetchedAt.map {
            LocalDateTime(secondsSinceEpoch: $0.timeIntervalSince1970, utcOffsetSeconds: offset)
              .iso8601(utcOffsetSeconds: offset)
          })
      ),
      ("stale", .bool(report.staleBecause != nil)),
      ("provider", .string(forecast.provider.rawValue)),
      ("provider_fallback", .bool(report.fallbackBecause != nil)),
      (
        "current",
        forecast.current.map {
          current($0, units: forecast.units, offsets: offsets, language: options.language)
        } ?? .null
      ),
      (
        "past",
        options.pastDates.map { range in
          .object([
            ("start", .string(range.start.description)), ("end", .string(range.end.description)),
          ])
        } ?? .null
      ),
    ]
    if options.rainMinutes > 0 {
      members.append(
        (
          "rain",
          RainText.json(
            report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes),
            units: forecast.units,
            offsets: offsets)
        ))
    }
    if let radar = report.radar {
      members.append(("radar", RadarText.json(radar, forecast: forecast)))
    }
    members += [
      ("alerts_status", .string(AlertText.status(report))),
      ("alerts_source", .optional(report.alerts?.source?.name)),
      ("alerts_match", .optional(report.alerts?.match?.rawValue)),
      ("alerts", AlertText.json(report, options: options)),
      ("air_quality", AirText.json(report, options: options)),
      ("normals_status", .string(NormalsText.status(report))),
      ("models_status", .string(modelsStatus(forecast))),
      (
        "daily",
        .array(
          forecast.daily.prefix(options.days).map {
            day(
              $0, units: forecast.units, offsets: offsets, report: report,
              language: options.language)
          }
        )
      ),
    ]
    if options.hours > 0 {
      let hours = forecast.hours(from: options.now, count: options.hours)
      members.append(
        (
          "hourly",
          .array(
            hours.map {
              hour($0, units: forecast.units, offsets: offsets, language: options.language)
            })
        ))
    }
    return .object(members)
  }

  private static func location(_ location: Location) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("latitude", .number(location.latitude)),
      ("longitude", .number(location.longitude)),
      ("name", .optional(location.name)),
      ("source", .string(location.source.jsonName)),
    ]
    if case .ipLookup(let provider) = location.source {
      members.append(("provider", .string(provider)))
    }
    return .object(members)
  }

  private static func current(
    _ current: Forecast.Current, units: MeasurementUnits, offsets: UTCOffsets, language: Language
  )
    -> JSONValue
  {
    .object(
      [("time", .optional(current.time?.iso8601(offsets)))]
        + members(
          current, ForecastFields.current, units: units, offsets: offsets, language: language))
  }

  private static func day(
    _ day: Forecast.Day, units: MeasurementUnits, offsets: UTCOffsets, report: WeatherReport,
    language: Language
  ) -> JSONValue {
    .object(
      [("date", .string(day.date.description))]
        + members(day, ForecastFields.daily, units: units, offsets: offsets, language: language)
        + [
          ("confidence", confidence(day, units: units)),
          ("normal", NormalsText.json(report, day: day, units: units)),
        ])
  }

  /// The compared models' agreement on a day, each model's values (null where it has none),
  /// or null when fewer than two models have values.
  private static func confidence(_ day: Forecast.Day, units: MeasurementUnits) -> JSONValue {
    guard let agreement = ModelAgreement(day, units: units) else { return .null }
    let (low, high, rain) = (
      ForecastFields.dailyLow, ForecastFields.dailyHigh, ForecastFields.dailyPrecipitation
    )
    return .object([
      ("models_disagree", .bool(agreement.disagrees)),
      (high.key + "_spread", .measure(agreement.highSpread, .temperature, units)),
      (low.key + "_spread", .measure(agreement.lowSpread, .temperature, units)),
      (rain.key + "_spread", .measure(agreement.precipitationSpread, .precipitation, units)),
      ("agree_on_rain", agreement.agreeOnRain.map(JSONValue.bool) ?? .null),
      (
        "models",
        .object(
          day.models.map { model in
            (
              model.model,
              .object([
                (low.key, .measure(model.temperatureMin, .temperature, units)),
                (high.key, .measure(model.temperatureMax, .temperature, units)),
                (rain.key, .measure(model.precipitationSum, .precipitation, units)),
              ])
            )
          })
      ),
    ])
  }

  private static func hour(
    _ hour: Forecast.Hour, units: MeasurementUnits, offsets: UTCOffsets, language: Language
  ) -> JSONValue {
    .object(
      [("time", .string(hour.time.iso8601(offsets)))]
        + members(hour, ForecastFields.hourly, units: units, offsets: offsets, language: language))
  }

  /// One member per field, in the table's order, each number to its quantity's precision; a
  /// weather code is followed by its words as `condition`.
  private static func members<Row>(
    _ row: Row, _ fields: [ForecastField<Row>], units: MeasurementUnits, offsets: UTCOffsets,
    language: Language
  ) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    for field in fields {
      switch field.storage {
      case .number(let slot):
        members.append((field.key, .measure(slot.get(row), field.kind, units)))
      case .weatherCode(let slot):
        let code = slot.get(row)
        members.append((field.key, code.map { .int($0.rawValue) } ?? .null))
        members.append(("condition", .optional(code?.words(in: language))))
      case .flag(let slot):
        members.append((field.key, slot.get(row).map(JSONValue.bool) ?? .null))
      case .localTime(let slot):
        members.append(
          (field.key, .optional(slot.get(row)?.iso8601(offsets))))
      }
    }
    return members
  }
}
