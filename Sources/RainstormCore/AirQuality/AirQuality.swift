import Foundation

/// Air quality, UV and pollen for a place from Open-Meteo's air quality API (CAMS data): now,
/// and each day's worst, computed from the hourly values in the place's time.
public struct AirQuality: Equatable, Sendable {
  /// The values at one time. A value the model lacks (pollen outside Europe) is nil.
  public struct Reading: Equatable, Sendable {
    /// When, in the place's time.
    public var time: LocalDateTime?
    /// The European AQI.
    public var europeanAQI: Double?
    /// The US AQI.
    public var usAQI: Double?
    /// Fine particles, µg/m³.
    public var pm25: Double?
    /// Particles, µg/m³.
    public var pm10: Double?
    /// Ozone, µg/m³.
    public var ozone: Double?
    /// Nitrogen dioxide, µg/m³.
    public var nitrogenDioxide: Double?
    /// The UV index.
    public var uvIndex: Double?
    /// Pollen, grains/m³, for the plants the model has (Europe only), in `AirQuality.pollen`
    /// order.
    public var pollen: [(plant: String, grains: Double)]

    /// The index value on `index`.
    public func aqi(_ index: AirQualityIndex) -> Double? {
      index == .european ? europeanAQI : usAQI
    }

    /// Whether two readings hold the same values.
    public static func == (lhs: Reading, rhs: Reading) -> Bool {
      lhs.time == rhs.time && lhs.europeanAQI == rhs.europeanAQI && lhs.usAQI == rhs.usAQI
        && lhs.pm25 == rhs.pm25 && lhs.pm10 == rhs.pm10 && lhs.ozone == rhs.ozone
        && lhs.nitrogenDioxide == rhs.nitrogenDioxide && lhs.uvIndex == rhs.uvIndex
        && lhs.pollen.map(\.plant) == rhs.pollen.map(\.plant)
        && lhs.pollen.map(\.grains) == rhs.pollen.map(\.grains)
    }
  }

  /// A day's worst, from its hours.
  public struct Day: Equatable, Sendable {
    /// The date, in the place's time.
    public var date: LocalDate
    /// The highest European AQI.
    public var europeanAQIMax: Double?
    /// The highest US AQI.
    public var usAQIMax: Double?
    /// The highest UV index.
    public var uvIndexMax: Double?
    /// The highest PM2.5, µg/m³.
    public var pm25Max: Double?
    /// The highest PM10, µg/m³.
    public var pm10Max: Double?
    /// The highest pollen count of each plant the model has, grains/m³.
    public var pollenMax: [String: Double] = [:]

    /// The highest value on `index`.
    public func aqiMax(_ index: AirQualityIndex) -> Double? {
      index == .european ? europeanAQIMax : usAQIMax
    }
  }

  /// The plants whose pollen the API gives, as it names them (`birch_pollen` is `birch`).
  public static let pollen = ["alder", "birch", "grass", "mugwort", "olive", "ragweed"]

  /// Now, when the answer has it.
  public var current: Reading?
  /// The days, in order.
  public var days: [Day]

  /// Creates air quality data.
  public init(current: Reading?, days: [Day]) {
    self.current = current
    self.days = days
  }

  /// The variables asked for now and by the hour.
  static let currentVariables =
    ["european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "uv_index"]
    + pollen.map { "\($0)_pollen" }
  static let hourlyVariables =
    ["european_aqi", "us_aqi", "pm2_5", "pm10", "uv_index"] + pollen.map { "\($0)_pollen" }

  /// The largest value each kind of variable can take before it is taken as a broken answer:
  /// index values, concentrations in µg/m³, the UV index and pollen grains per m³.
  static func limit(_ variable: String) -> Double {
    if variable.hasSuffix("aqi") { return 10_000 }
    if variable == "uv_index" { return 100 }
    if variable.hasSuffix("_pollen") { return 1_000_000 }
    return 100_000
  }

  /// Reads an answer of the air quality API for one place.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when the body is not that shape, its
  ///   hourly arrays disagree in length, or a value is one air cannot have (negative, or past
  ///   `limit`).
  public static func read(_ body: Data, host: String) throws(ServiceError) -> AirQuality {
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
  public static func readAll(_ body: Data, count: Int, host: String) throws(ServiceError)
    -> [AirQuality]
  {
    let answers: [AirAnswer]
    do {
      answers =
        count == 1
        ? [try JSONDecoder().decode(AirAnswer.self, from: body)]
        : try JSONDecoder().decode([AirAnswer].self, from: body)
    } catch {
      throw .unreadable(host: host, detail: "expected air quality as JSON, got \(body.excerpt())")
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
    func checked(_ variable: String, _ value: Double?) throws(ServiceError) -> Double? {
      guard let value else { return nil }
      guard value.isFinite, value >= 0, value <= limit(variable) else {
        throw .unreadable(
          host: host,
          detail: "\(variable) is \(value.decimalString(maximumFractionDigits: 3)), "
            + "which no air has")
      }
      return value
    }
    var current: Reading?
    if let now = answer.current {
      var pollen: [(plant: String, grains: Double)] = []
      for plant in Self.pollen {
        if let grains = try checked("\(plant)_pollen", now["\(plant)_pollen"]?.number) {
          pollen.append((plant, grains))
        }
      }
      current = Reading(
        time: now["time"]?.text.flatMap { LocalDateTime(iso8601: Substring($0)) },
        europeanAQI: try checked("european_aqi", now["european_aqi"]?.number),
        usAQI: try checked("us_aqi", now["us_aqi"]?.number),
        pm25: try checked("pm2_5", now["pm2_5"]?.number),
        pm10: try checked("pm10", now["pm10"]?.number),
        ozone: try checked("ozone", now["ozone"]?.number),
        nitrogenDioxide: try checked("nitrogen_dioxide", now["nitrogen_dioxide"]?.number),
        uvIndex: try checked("uv_index", now["uv_index"]?.number),
        pollen: pollen)
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
        for variable in hourlyVariables {
          let value = try checked(variable, hourly[variable]?[index].number)
          switch variable {
          case "european_aqi": day.europeanAQIMax = larger(day.europeanAQIMax, value)
          case "us_aqi": day.usAQIMax = larger(day.usAQIMax, value)
          case "uv_index": day.uvIndexMax = larger(day.uvIndexMax, value)
          case "pm2_5": day.pm25Max = larger(day.pm25Max, value)
          case "pm10": day.pm10Max = larger(day.pm10Max, value)
          default:
            let plant = String(variable.dropLast("_pollen".count))
            day.pollenMax[plant] = larger(day.pollenMax[plant], value)
          }
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

/// One place's answer of the air quality API, as decoded before its values are checked.
private struct AirAnswer: Decodable {
  var current: [String: AirValue]?
  var hourly: [String: [AirValue]]?
}
private enum AirValue: Decodable {
  case number(Double)
  case text(String)
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .text(try container.decode(String.self))
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
