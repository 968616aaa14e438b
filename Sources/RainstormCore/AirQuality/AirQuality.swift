#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Air quality, UV and pollen for a place from Open-Meteo's air quality API (CAMS data): now,
/// and each day's worst, computed from the hourly values in the place's time.
package struct AirQuality: Equatable, Sendable {
  /// The values at one time. A value the model lacks (pollen outside Europe) is nil.
  package struct Reading: Equatable, Sendable {
    /// When, in the place's time.
    package var time: LocalDateTime?
    /// The European AQI.
    package var europeanAQI: Double?
    /// The US AQI.
    package var usAQI: Double?
    /// Fine particles, µg/m³.
    package var pm25: Double?
    /// Particles, µg/m³.
    package var pm10: Double?
    /// Ozone, µg/m³.
    package var ozone: Double?
    /// Nitrogen dioxide, µg/m³.
    package var nitrogenDioxide: Double?
    /// The UV index.
    package var uvIndex: Double?
    /// Pollen, grains/m³, by plant, for the plants the model has (Europe only).
    package var pollenGrains: [String: Double] = [:]

    /// One plant's pollen, nil where the model has none.
    package subscript(pollen plant: String) -> Double? {
      get { pollenGrains[plant] }
      set { pollenGrains[plant] = newValue }
    }

    /// The plants the model has and their pollen, in `AirQuality.pollen` order.
    package var pollen: [(plant: String, grains: Double)] {
      AirQuality.pollen.compactMap { plant in pollenGrains[plant].map { (plant, $0) } }
    }

    /// The index value on `index`.
    package func aqi(_ index: AirQualityIndex) -> Double? {
      index == .european ? europeanAQI : usAQI
    }
  }

  /// A day's worst, from its hours.
  package struct Day: Equatable, Sendable {
    /// The date, in the place's time.
    package var date: LocalDate
    /// The highest European AQI.
    package var europeanAQIMax: Double?
    /// The highest US AQI.
    package var usAQIMax: Double?
    /// The highest UV index.
    package var uvIndexMax: Double?
    /// The highest PM2.5, µg/m³.
    package var pm25Max: Double?
    /// The highest PM10, µg/m³.
    package var pm10Max: Double?
    /// The highest pollen count of each plant the model has, grains/m³.
    package var pollenMax: [String: Double] = [:]

    /// One plant's highest pollen count, nil where the model has none.
    package subscript(pollenMax plant: String) -> Double? {
      get { pollenMax[plant] }
      set { pollenMax[plant] = newValue }
    }

    /// The highest value on `index`.
    package func aqiMax(_ index: AirQualityIndex) -> Double? {
      index == .european ? europeanAQIMax : usAQIMax
    }
  }

  /// The plants whose pollen the API gives, as it names them (`birch_pollen` is `birch`).
  package static let pollen = ["alder", "birch", "grass", "mugwort", "olive", "ragweed"]

  /// Now, when the answer has it.
  package var current: Reading?
  /// The days, in order.
  package var days: [Day]

  /// Creates air quality data.
  package init(current: Reading?, days: [Day]) {
    self.current = current
    self.days = days
  }

  /// Why the air quality is not that of now, or nil when it is: the date of its current
  /// values (else of its first day), in the place's time, must be near the UTC date of `now`
  /// (`Forecast.presentWindow` in whole days; the answer carries no offset to be exact with).
  package func notPresent(at now: Date) -> String? {
    guard let date = current?.time?.date ?? days.first?.date else { return nil }
    let today = LocalDate(utcDayOf: now).daysSinceEpoch
    let window = Forecast.presentWindow
    guard
      (today - window.before / 86_400...today + window.after / 86_400).contains(
        date.daysSinceEpoch)
    else { return "the air quality is for \(date), not near now" }
    return nil
  }

  /// The variables asked for now and by the hour.
  static let currentVariables = AirFields.current.map(\.variable)
  static let hourlyVariables = AirFields.dailyMaxima.map(\.variable)

  /// Reads an answer of the air quality API for one place.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when the body is not that shape, its
  ///   hourly arrays disagree in length, or a value is one air cannot have (negative, or past
  ///   `limit`).
  package static func read(_ body: [UInt8], host: String) throws(ServiceError) -> AirQuality {
    let all = try readAll(body, count: 1, host: host)
    guard let first = all.first else {
      throw .unreadable(host: host, detail: "expected air quality, got none")
    }
    return first
  }

  /// Reads an answer for `count` places: one object for one place, else an array of them in
  /// the order the request listed the places.
  ///
  /// - Throws: `ServiceError.unreadable` as `read` does, or when the number of places differs.
  package static func readAll(_ body: [UInt8], count: Int, host: String) throws(ServiceError)
    -> [AirQuality]
  {
    let answers: [AirAnswer]
    do {
      let document = try JSONValue.parse(body)
      if count == 1 {
        answers = [try AirAnswer(document)]
      } else {
        guard case .array(let elements) = document else {
          throw JSONValue.Mismatch(detail: "expected an array")
        }
        answers = try elements.map(AirAnswer.init)
      }
    } catch {
      throw .reading(
        error, host: host, detail: "expected air quality as JSON, got \(body.excerpt())")
    }
    guard answers.count == count else {
      throw .unreadable(
        host: host, detail: "expected air quality for \(count) places, got \(answers.count)")
    }
    var all: [AirQuality] = []
    for answer in answers { all.append(try read(answer, host: host)) }
    return all
  }

  private static func read(_ answer: AirAnswer, host: String) throws(ServiceError) -> AirQuality {
    // A value outside what its kind can take is a broken answer, as for forecasts.
    func checked<Row>(_ field: ForecastField<Row>, _ value: Double?) throws(ServiceError)
      -> Double?
    {
      guard let value else { return nil }
      guard value.isFinite, field.kind.range(in: MeasurementUnits())?.contains(value) ?? true
      else {
        throw .unreadable(
          host: host,
          detail: "\(field.variable) is \(value.decimalString(maximumFractionDigits: 3)), "
            + "which no air has")
      }
      return value
    }
    // An answer without either block is not the one asked for, however valid its JSON.
    guard answer.current != nil || answer.hourly?["time"] != nil else {
      throw .unreadable(host: host, detail: "the answer has neither current nor hourly values")
    }
    var current: Reading?
    if let now = answer.current {
      var reading = Reading(
        time: now["time"]?.text.flatMap { LocalDateTime(iso8601: Substring($0)) })
      for field in AirFields.current {
        guard case .number(let slot) = field.storage else { continue }
        slot.set(&reading, try checked(field, now[field.variable]?.number))
      }
      current = reading
    }
    var days: [Day] = []
    if let hourly = answer.hourly, let times = hourly["time"] {
      for variable in hourlyVariables {
        if let values = hourly[variable], values.count != times.count {
          throw .unreadable(
            host: host,
            detail: "hourly \(variable) has \(values.count) values for \(times.count) times")
        }
      }
      for (index, time) in times.enumerated() {
        guard let text = time.text, let moment = LocalDateTime(iso8601: Substring(text)) else {
          throw .unreadable(host: host, detail: "hourly time \(index + 1) is not a time")
        }
        if days.last?.date != moment.date {
          days.append(Day(date: moment.date))
        }
        var day = days[days.count - 1]
        for field in AirFields.dailyMaxima {
          guard case .number(let slot) = field.storage else { continue }
          let value = try checked(field, hourly[field.variable]?[index].number)
          slot.set(&day, larger(slot.get(day), value))
        }
        days[days.count - 1] = day
      }
    }
    return AirQuality(current: current, days: days)
  }

  private static func larger(_ kept: Double?, _ new: Double?) -> Double? {
    guard let new else { return kept }
    return max(kept ?? new, new)
  }
}

/// One place's answer of the air quality API, as read before its values are checked.
private struct AirAnswer {
  var current: [String: AirValue]?
  var hourly: [String: [AirValue]]?

  init(_ value: JSONValue) throws {
    let answer = try JSONObject(value)
    if let current = try answer.object("current") {
      var values: [String: AirValue] = [:]
      for key in current.keys { values[key] = try AirValue(current[key]) }
      self.current = values
    }
    if let hourly = try answer.object("hourly") {
      var columns: [String: [AirValue]] = [:]
      for key in hourly.keys {
        guard let column = try hourly.array(key) else { continue }
        columns[key] = try column.map(AirValue.init)
      }
      self.hourly = columns
    }
  }
}

private enum AirValue {
  case number(Double)
  case text(String)
  case null

  /// A number, a string or null; anything else is not an air quality answer.
  init(_ value: JSONValue?) throws(JSONValue.Mismatch) {
    switch value {
    case nil, .null?: self = .null
    case .number(let number)?: self = .number(number)
    case .string(let text)?: self = .text(text)
    default: throw JSONValue.Mismatch(detail: "expected a number, a string or null")
    }
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}
