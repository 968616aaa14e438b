#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Reads a MET Norway Locationforecast 2.0 answer (`compact` or `complete`) into a `Forecast`
/// in the place's time and the units asked for.
///
/// MET answers in UTC and in metric units, with a series of instants (hourly for about two
/// and a half days, then six-hourly) each followed by summaries of the next 1, 6 and 12 hours.
/// Current conditions are the first instant. Hours are the instants with a next-hour summary.
/// Days are computed in the place's zone: low and high from the instants (and the six-hour
/// extremes of `complete` that lie within the day), precipitation summed over the summaries
/// that cover the day without overlap (a six-hour amount split evenly over its hours), chance
/// the highest of them, condition the most severe. Today counts from the first instant; a
/// last day the series does not cover to its end is left out. Feels-like temperature and
/// sunrise and sunset are not in the answer and stay missing.
enum MetNorwayReader {
  /// Reads `body`.
  ///
  /// - Parameters:
  ///   - zone: the place's zone (or its solar-time stand-in).
  ///   - units: the units to convert to, rounded as Open-Meteo rounds its answers.
  /// - Throws: `ServiceError.unreadable` naming what is wrong.
  static func read(
    _ body: [UInt8], zone: ZoneRules, units: MeasurementUnits, host: String, now: Date? = nil
  ) throws(ServiceError) -> Forecast {
    let answer: Answer
    do {
      answer = try Answer(JSONObject(parsing: body))
    } catch {
      let isObject = body.first.map { $0 == UInt8(ascii: "{") } == true
      throw .reading(
        error, host: host,
        detail: isObject
          ? "not a Locationforecast answer: \(body.excerpt())"
          : "expected JSON, got \(body.excerpt())")
    }
    do throws(ReadError) {
      let steps = try steps(answer)
      if let now { try checkPresent(steps, now: now) }
      return forecast(steps, zone: zone, units: units)
    } catch {
      throw .unreadable(host: host, detail: error.detail)
    }
  }

  /// Why an answer that is JSON is still not a forecast.
  struct ReadError: Error {
    let detail: String
  }

  /// The most steps an answer may have: MET sends about 90.
  static let maximumSteps = 1000
  /// The longest a series may span: Locationforecast reaches about 10 days ahead.
  static let maximumSpanSeconds = 12 * 86_400

  /// Refuses a series that does not start near `now`: one from 2000 or 2090 is not the
  /// weather now, whatever it says.
  static func checkPresent(_ steps: [Step], now: Date) throws(ReadError) {
    guard let first = steps.first else { return }
    guard Forecast.isNearNow(first.time, now) else {
      throw ReadError(
        detail: "the series starts at "
          + LocalDateTime(secondsSinceEpoch: Double(first.time), utcOffsetSeconds: 0).description
          + "Z, not near now")
    }
  }

  /// The units MET documents for the values rainstorm reads; an answer in others is refused.
  static let expectedUnits = [
    "air_temperature": "celsius", "air_temperature_max": "celsius",
    "air_temperature_min": "celsius", "wind_speed": "m/s", "precipitation_amount": "mm",
    "relative_humidity": "%", "wind_from_direction": "degrees",
    "probability_of_precipitation": "%", "air_pressure_at_sea_level": "hPa",
  ]

  /// One instant of the series, checked, in metric units.
  struct Step: Equatable {
    /// Seconds since 1970.
    var time: Int
    var temperature: Double?
    var humidity: Double?
    var windSpeed: Double?
    var windDirection: Double?
    var pressure: Double?
    var nextHour: Period?
    var nextSixHours: Period?
  }

  /// A summary of the hours after a step.
  struct Period: Equatable {
    var symbol: String?
    var precipitation: Double?
    var probability: Double?
    var temperatureMax: Double?
    var temperatureMin: Double?
  }

  // MARK: - Checking

  private static func steps(_ answer: Answer) throws(ReadError) -> [Step] {
    for (name, unit) in answer.properties.meta?.units ?? [:] {
      if let expected = expectedUnits[name], unit != expected {
        throw ReadError(detail: "\(name) is in '\(unit.escapedForMessage)', not \(expected)")
      }
    }
    let series = answer.properties.timeseries
    guard !series.isEmpty else { throw ReadError(detail: "the time series is empty") }
    guard series.count <= maximumSteps else {
      throw ReadError(
        detail: "the time series has \(series.count) steps, more than \(maximumSteps)")
    }
    var steps: [Step] = []
    for (index, raw) in series.enumerated() {
      let path = "timeseries[\(index)]"
      guard let instant = Instant.parse(raw.time) else {
        throw ReadError(detail: "\(path).time is not a time: '\(raw.time.escapedForMessage)'")
      }
      let time = Int(instant.timeIntervalSince1970)
      if let last = steps.last, time <= last.time {
        throw ReadError(detail: "\(path).time is not after the step before it")
      }
      if let first = steps.first, time - first.time > maximumSpanSeconds {
        throw ReadError(
          detail: "\(path).time is more than \(maximumSpanSeconds / 86_400) days after the "
            + "first step: not a Locationforecast series")
      }
      let details = raw.data.instant?.details ?? [:]
      let value = { (name: String) throws(ReadError) -> Double? in
        try checked(details[name], name, at: "\(path).data.instant.details")
      }
      steps.append(
        Step(
          time: time, temperature: try value("air_temperature"),
          humidity: try value("relative_humidity"), windSpeed: try value("wind_speed"),
          windDirection: try value("wind_from_direction"),
          pressure: try value("air_pressure_at_sea_level"),
          nextHour: try period(raw.data.nextHour, at: "\(path).data.next_1_hours"),
          nextSixHours: try period(raw.data.nextSixHours, at: "\(path).data.next_6_hours")))
    }
    return steps
  }

  private static func period(_ raw: Answer.Period?, at path: String) throws(ReadError) -> Period? {
    guard let raw else { return nil }
    let details = raw.details ?? [:]
    let value = { (name: String) throws(ReadError) -> Double? in
      try checked(details[name], name, at: "\(path).details")
    }
    return Period(
      symbol: raw.symbolCode, precipitation: try value("precipitation_amount"),
      probability: try value("probability_of_precipitation"),
      temperatureMax: try value("air_temperature_max"),
      temperatureMin: try value("air_temperature_min"))
  }

  /// The kind of each value read, whose physical range (`ForecastField.Kind.range`) it must
  /// lie in, in MET's units.
  private static let kinds: [String: Quantity] = [
    "air_temperature": .temperature, "air_temperature_max": .temperature,
    "air_temperature_min": .temperature, "relative_humidity": .percent,
    "wind_speed": .windSpeed, "wind_from_direction": .direction,
    "precipitation_amount": .precipitation, "probability_of_precipitation": .percent,
    "air_pressure_at_sea_level": .pressure,
  ]

  /// MET's units: °C, m/s, mm.
  private static let metUnits = MeasurementUnits(windSpeed: .ms)

  private static func checked(_ value: Double?, _ name: String, at path: String)
    throws(ReadError) -> Double?
  {
    guard let value else { return nil }
    let range = kinds[name]?.range(in: metUnits)
    guard value.isFinite, range?.contains(value) ?? true else {
      throw ReadError(
        detail: "\(path).\(name) is \(value), which no weather has (\(range.map(describe) ?? ""))")
    }
    return value
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    "\(range.lowerBound.decimalString(maximumFractionDigits: 1)) to "
      + range.upperBound.decimalString(maximumFractionDigits: 1)
  }

  // MARK: - The forecast

  static func forecast(_ steps: [Step], zone: ZoneRules, units: MeasurementUnits) -> Forecast {
    let convert = MetricConversion(units: units)
    let first = steps[0]
    let firstCondition = (first.nextHour ?? first.nextSixHours)?.symbol.flatMap(
      MetNorwaySymbol.condition)
    var current = Forecast.Current(
      time: zone.localTime(at: first.time), temperature: first.temperature.map(convert.temperature),
      relativeHumidity: first.humidity.map(convert.whole), weatherCode: firstCondition?.code,
      windSpeed: first.windSpeed.map(convert.windSpeed),
      windDirection: first.windDirection.map(convert.whole), isDay: firstCondition?.isDay)
    current.pressure = first.pressure
    var hourly: [Forecast.Hour] = []
    var quarterHours: [Forecast.QuarterHour] = []
    for (index, step) in steps.enumerated() {
      guard let hour = step.nextHour else { continue }
      // An hour whose next step is not an hour later is not part of the hourly stretch.
      if index + 1 < steps.count, steps[index + 1].time - step.time != 3600 { continue }
      let condition = hour.symbol.flatMap(MetNorwaySymbol.condition)
      var entry = Forecast.Hour(
        time: zone.localTime(at: step.time),
        temperature: step.temperature.map(convert.temperature),
        relativeHumidity: step.humidity.map(convert.whole),
        precipitationProbability: hour.probability.map(convert.whole),
        precipitation: hour.precipitation.map(convert.precipitation),
        weatherCode: condition?.code, windSpeed: step.windSpeed.map(convert.windSpeed),
        windDirection: step.windDirection.map(convert.whole), isDay: condition?.isDay)
      entry.pressure = step.pressure
      hourly.append(entry)
      // The hour's amount spread over its quarters: timing only to the hour (see RainText).
      for quarter in 1...4 {
        quarterHours.append(
          Forecast.QuarterHour(
            time: zone.localTime(at: step.time + quarter * 900),
            precipitation: hour.precipitation.map { convert.precipitationUnrounded($0 / 4) },
            weatherCode: condition?.code))
      }
    }
    var forecast = Forecast(
      timezone: zone.name, timezoneAbbreviation: zone.abbreviation(at: first.time),
      utcOffsetSeconds: zone.offset(at: first.time), units: units, current: current,
      hourly: hourly, quarterHours: quarterHours,
      daily: days(steps, zone: zone).map { $0.day(convert) }, provider: .metNorway)
    forecast.deriveValues()
    return forecast
  }

  /// A day's values as they are gathered, in metric units.
  struct DayTotals: Equatable {
    var date: LocalDate
    var temperatureMin: Double?
    var temperatureMax: Double?
    /// Precipitation over the hours of the day the series covers; nil when a covered hour has
    /// no amount.
    var precipitation: Double? = 0
    var probabilityMax: Double?
    var windSpeedMax: Double?
    var weatherCode: WeatherCode?

    mutating func temperature(_ value: Double?) {
      guard let value else { return }
      temperatureMin = min(temperatureMin ?? value, value)
      temperatureMax = max(temperatureMax ?? value, value)
    }

    func day(_ convert: MetricConversion) -> Forecast.Day {
      Forecast.Day(
        date: date, weatherCode: weatherCode,
        temperatureMin: temperatureMin.map(convert.temperature),
        temperatureMax: temperatureMax.map(convert.temperature),
        precipitationSum: precipitation.map(convert.precipitation),
        precipitationProbabilityMax: probabilityMax.map(convert.whole),
        windSpeedMax: windSpeedMax.map(convert.windSpeed))
    }
  }

  /// The days of the series in `zone`, from the first step's; the last day only when the
  /// summaries reach past its end.
  static func days(_ steps: [Step], zone: ZoneRules) -> [DayTotals] {
    var days: [DayTotals] = []
    var positions: [LocalDate: Int] = [:]
    func index(_ date: LocalDate) -> Int {
      if let known = positions[date] { return known }
      days.append(DayTotals(date: date))
      positions[date] = days.count - 1
      return days.count - 1
    }
    var coveredUntil: Int?
    for (position, step) in steps.enumerated() {
      let day = index(zone.localTime(at: step.time).date)
      days[day].temperature(step.temperature)
      if let speed = step.windSpeed {
        days[day].windSpeedMax = max(days[day].windSpeedMax ?? speed, speed)
      }
      // The summary that covers the time to the next step without overlapping it.
      let gap = position + 1 < steps.count ? steps[position + 1].time - step.time : nil
      let period: Period?
      let hours: Int
      if let hour = step.nextHour, gap == nil || gap == 3600 {
        (period, hours) = (hour, 1)
      } else if let six = step.nextSixHours, gap == nil || gap.map({ $0 >= 6 * 3600 }) == true {
        (period, hours) = (six, 6)
      } else if let gap {
        (period, hours) = (nil, max(1, (gap + 3599) / 3600))
      } else {
        continue
      }
      var dates: [Int] = []
      for slice in 0..<hours {
        let date = index(zone.localTime(at: step.time + slice * 3600).date)
        dates.append(date)
        guard let period else {
          days[date].precipitation = nil
          continue
        }
        if let amount = period.precipitation {
          days[date].precipitation = days[date].precipitation.map { $0 + amount / Double(hours) }
        } else {
          days[date].precipitation = nil
        }
        if let chance = period.probability {
          days[date].probabilityMax = max(days[date].probabilityMax ?? chance, chance)
        }
        // The most severe condition: WMO codes rise with severity.
        if let code = period.symbol.flatMap(MetNorwaySymbol.condition)?.code,
          code.rawValue > days[date].weatherCode?.rawValue ?? -1
        {
          days[date].weatherCode = code
        }
      }
      // Six-hour extremes count for a day only when the six hours lie within it.
      if let period, Set(dates).count == 1, let date = dates.first {
        days[date].temperature(period.temperatureMax)
        days[date].temperature(period.temperatureMin)
      }
      coveredUntil = step.time + hours * 3600
    }
    guard let coveredUntil, days.count > 1 else { return days }
    // The last covered hour's day is complete only when the series goes on past it.
    let lastDate = zone.localTime(at: coveredUntil).date
    return days.filter { $0.date < lastDate || $0.date == days[0].date }
  }
}

/// Metric values in the units asked for, rounded as Open-Meteo rounds the same quantities in
/// its answers (0.1 °C or °F, 0.1 of any wind unit, 0.1 mm or 0.001 in, whole percent and
/// degrees), so both providers' values print alike.
struct MetricConversion {
  let units: MeasurementUnits

  func temperature(_ celsius: Double) -> Double {
    Self.rounded(units.temperature == .celsius ? celsius : celsius * 9 / 5 + 32, digits: 1)
  }

  func windSpeed(_ metresPerSecond: Double) -> Double {
    if units.windSpeed == .bft {
      return Double(beaufortForce(metresPerSecond: Self.rounded(metresPerSecond, digits: 1)))
    }
    return Self.rounded(metresPerSecond * 3.6 / units.windSpeed.kilometresPerHour, digits: 1)
  }

  func precipitation(_ millimetres: Double) -> Double {
    Self.rounded(
      units.precipitation.amount(fromMillimetres: millimetres),
      digits: units.precipitation == .mm ? 1 : 3)
  }

  /// A share of an amount, not rounded: quarter hours of an hour's amount.
  func precipitationUnrounded(_ millimetres: Double) -> Double {
    units.precipitation.amount(fromMillimetres: millimetres)
  }

  /// Percent and degrees: whole numbers.
  func whole(_ value: Double) -> Double {
    value.rounded()
  }

  static func rounded(_ value: Double, digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}

/// The parts of a Locationforecast answer rainstorm reads.
private struct Answer {
  struct Properties {
    var meta: Meta?
    var timeseries: [Step]
  }

  struct Meta {
    var units: [String: String]?
  }

  struct Step {
    var time: String
    var data: StepData
  }

  struct StepData {
    var instant: InstantData?
    var nextHour: Period?
    var nextSixHours: Period?
  }

  struct InstantData {
    var details: [String: Double]?
  }

  struct Period {
    var symbolCode: String?
    var details: [String: Double]?

    init?(_ object: JSONObject?) throws(JSONValue.Mismatch) {
      guard let object else { return nil }
      symbolCode = try object.object("summary")?.string("symbol_code")
      details = try object.numbers("details")
    }
  }

  var properties: Properties

  /// Reads the answer; `properties`, its `timeseries` and each step's `time` and `data` must
  /// be there.
  init(_ answer: JSONObject) throws(JSONValue.Mismatch) {
    guard let properties = try answer.object("properties"),
      let series = try properties.objects("timeseries")
    else { throw JSONValue.Mismatch(detail: "the answer has no properties.timeseries") }
    var units: [String: String]?
    if let table = try properties.object("meta")?.object("units") {
      var read: [String: String] = [:]
      for name in table.keys { read[name] = try table.string(name) }
      units = read
    }
    var steps: [Step] = []
    steps.reserveCapacity(series.count)
    for step in series {
      guard let time = try step.string("time"), let data = try step.object("data") else {
        throw JSONValue.Mismatch(detail: "a step has no time or data")
      }
      steps.append(
        Step(
          time: time,
          data: StepData(
            instant: try data.object("instant").map {
              (instant) throws(JSONValue.Mismatch) in
              InstantData(details: try instant.numbers("details"))
            },
            nextHour: try Period(data.object("next_1_hours")),
            nextSixHours: try Period(data.object("next_6_hours")))))
    }
    self.properties = Properties(meta: units.map { Meta(units: $0) }, timeseries: steps)
  }
}
