import Foundation

/// Reads Open-Meteo forecast JSON into `Forecast` values with `JSONScanner`, keeping only the
/// fields rainstorm shows and naming the path of anything it cannot read.
struct ForecastReader {
  /// Why a body is not a forecast.
  enum Failure: Error {
    /// The body does not start like JSON.
    case notJSON
    /// The JSON is broken at this byte offset.
    case malformed(offset: Int)
    /// A value of the wrong kind at this path, such as `current.temperature_2m`.
    case unexpected(path: String)
    /// Readable JSON that is still not a forecast, explained.
    case invalid(String)

    func detail(body: Data) -> String {
      switch self {
      case .notJSON: "expected JSON, got \(body.excerpt())"
      case .malformed(let offset): "broken JSON at byte \(offset)"
      case .unexpected(let path): "unexpected value at \(path.isEmpty ? "the top level" : path)"
      case .invalid(let detail): detail
      }
    }
  }

  private var scanner: JSONScanner
  private let units: MeasurementUnits
  private let readsHourly: Bool

  init(body: Data, units: MeasurementUnits, readsHourly: Bool = true) {
    scanner = JSONScanner([UInt8](body))
    self.units = units
    self.readsHourly = readsHourly
  }

  /// One forecast, or the array a request for several places is answered with.
  mutating func forecasts() throws(Failure) -> [Forecast] {
    guard scanner.peek() == UInt8(ascii: "[") else { return [try forecast(path: "")] }
    try lift("") { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.beginArray()
    }
    var forecasts: [Forecast] = []
    var first = true
    while try lift(
      "",
      { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
        try scanner.nextElement(first: &first)
      })
    {
      forecasts.append(try forecast(path: "[\(forecasts.count)]"))
    }
    return forecasts
  }

  /// One forecast object; `path` names it in errors (empty for the top level).
  mutating func forecast(path: String) throws(Failure) -> Forecast {
    guard let byte = scanner.peek() else {
      throw path.isEmpty ? .notJSON : .malformed(offset: scanner.offset)
    }
    if path.isEmpty, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") { throw .notJSON }
    var forecast = Forecast(
      timezone: "GMT", timezoneAbbreviation: "GMT", utcOffsetSeconds: 0, units: units,
      current: nil, hourly: [], daily: [])
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.beginObject()
    }
    let prefix = path.isEmpty ? "" : path + "."
    var first = true
    while let key = try nextKey(&first, path) {
      switch key {
      case "utc_offset_seconds":
        if let seconds = try number(prefix + key) {
          guard let whole = Int(exactly: seconds) else { throw .unexpected(path: prefix + key) }
          forecast.utcOffsetSeconds = whole
        }
      case "timezone":
        forecast.timezone = try string(prefix + key)?.sanitizedForTerminal() ?? "GMT"
      case "timezone_abbreviation":
        forecast.timezoneAbbreviation = try string(prefix + key)?.sanitizedForTerminal() ?? "GMT"
      case "current": forecast.current = try current(prefix + key)
      case "hourly" where readsHourly: forecast.hourly = try hourly(prefix + key)
      case "daily": forecast.daily = try daily(prefix + key)
      default: try skip(prefix + key)
      }
    }
    if units.windSpeed == .bft {
      forecast.convertWindToBeaufort()
    }
    return forecast
  }

  /// Checks that the body ends after the value read.
  mutating func end() throws(Failure) {
    try lift("") { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.expectEnd()
    }
  }

  // MARK: - Blocks

  private mutating func current(_ path: String) throws(Failure) -> Forecast.Current? {
    guard try !null(path) else { return nil }
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.beginObject()
    }
    var current = Forecast.Current()
    var first = true
    while let key = try nextKey(&first, path) {
      let keyPath = path + "." + key
      switch key {
      case "time":
        guard let text = try string(keyPath) else { continue }
        guard let time = LocalDateTime(iso8601: text[...]) else {
          throw .invalid("\(keyPath) is not a time: \(text.prefix(40))")
        }
        current.time = time
      case "temperature_2m": current.temperature = try number(keyPath)
      case "apparent_temperature": current.apparentTemperature = try number(keyPath)
      case "relative_humidity_2m": current.relativeHumidity = try number(keyPath)
      case "weather_code": current.weatherCode = wmoCode(try number(keyPath))
      case "wind_speed_10m": current.windSpeed = try number(keyPath)
      case "wind_direction_10m": current.windDirection = try number(keyPath)
      case "precipitation": current.precipitation = try number(keyPath)
      case "is_day": current.isDay = try number(keyPath).map { $0 != 0 }
      default: try skip(keyPath)
      }
    }
    return current
  }

  private static let hourlyColumns: Set<String> = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m",
    "precipitation_probability", "precipitation", "weather_code", "wind_speed_10m",
    "wind_direction_10m", "is_day",
  ]

  private mutating func hourly(_ path: String) throws(Failure) -> [Forecast.Hour] {
    guard let (texts, columns) = try block(path, columns: Self.hourlyColumns) else { return [] }
    var hours: [Forecast.Hour] = []
    hours.reserveCapacity(texts.count)
    let temperature = columns["temperature_2m"] ?? []
    let apparent = columns["apparent_temperature"] ?? []
    let humidity = columns["relative_humidity_2m"] ?? []
    let probability = columns["precipitation_probability"] ?? []
    let precipitation = columns["precipitation"] ?? []
    let code = columns["weather_code"] ?? []
    let speed = columns["wind_speed_10m"] ?? []
    let direction = columns["wind_direction_10m"] ?? []
    let isDay = columns["is_day"] ?? []
    for (index, text) in texts.enumerated() {
      guard let time = LocalDateTime(iso8601: text) else {
        throw .invalid("\(path).time[\(index)] is not a time: \(Self.quote(text))")
      }
      hours.append(
        Forecast.Hour(
          time: time,
          temperature: temperature.element(at: index),
          apparentTemperature: apparent.element(at: index),
          relativeHumidity: humidity.element(at: index),
          precipitationProbability: probability.element(at: index),
          precipitation: precipitation.element(at: index),
          weatherCode: wmoCode(code.element(at: index)),
          windSpeed: speed.element(at: index),
          windDirection: direction.element(at: index),
          isDay: isDay.element(at: index).map { $0 != 0 }))
    }
    return hours
  }

  private static let dailyColumns: Set<String> = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum",
    "precipitation_probability_max", "wind_speed_10m_max",
  ]

  private mutating func daily(_ path: String) throws(Failure) -> [Forecast.Day] {
    var sunrise: [LocalDateTime?] = []
    var sunset: [LocalDateTime?] = []
    let block = try block(path, columns: Self.dailyColumns) {
      (reader: inout ForecastReader, key: String) throws(Failure) -> Bool in
      switch key {
      case "sunrise": sunrise = try reader.times(path + "." + key)
      case "sunset": sunset = try reader.times(path + "." + key)
      default: return false
      }
      return true
    }
    guard let (texts, columns) = block else { return [] }
    var days: [Forecast.Day] = []
    days.reserveCapacity(texts.count)
    let code = columns["weather_code"] ?? []
    let minimum = columns["temperature_2m_min"] ?? []
    let maximum = columns["temperature_2m_max"] ?? []
    let precipitation = columns["precipitation_sum"] ?? []
    let probability = columns["precipitation_probability_max"] ?? []
    let wind = columns["wind_speed_10m_max"] ?? []
    for (index, text) in texts.enumerated() {
      guard let date = LocalDate(iso8601: text) else {
        throw .invalid("\(path).time[\(index)] is not a date: \(Self.quote(text))")
      }
      days.append(
        Forecast.Day(
          date: date,
          weatherCode: wmoCode(code.element(at: index)),
          temperatureMin: minimum.element(at: index),
          temperatureMax: maximum.element(at: index),
          precipitationSum: precipitation.element(at: index),
          precipitationProbabilityMax: probability.element(at: index),
          windSpeedMax: wind.element(at: index),
          sunrise: sunrise.element(at: index),
          sunset: sunset.element(at: index)))
    }
    return days
  }

  /// An hourly or daily block: its `time` strings (as bytes) and the number columns asked
  /// for; nil when the block is null. `other` may read further keys and says if it did.
  private mutating func block(
    _ path: String, columns wanted: Set<String>,
    other: (inout ForecastReader, String) throws(Failure) -> Bool = { _, _ in false }
  ) throws(Failure) -> ([ArraySlice<UInt8>], [String: [Double?]])? {
    guard try !null(path) else { return nil }
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.beginObject()
    }
    var times: [ArraySlice<UInt8>]?
    var columns: [String: [Double?]] = [:]
    var first = true
    while let key = try nextKey(&first, path) {
      if key == "time" {
        times = try timeTexts(path + ".time")
      } else if wanted.contains(key) {
        columns[key] = try numbers(path + "." + key)
      } else if try !other(&self, key) {
        try skip(path + "." + key)
      }
    }
    guard let times else { throw .invalid("\(path) has no time") }
    return (times, columns)
  }

  // MARK: - Values

  private mutating func timeTexts(_ path: String) throws(Failure) -> [ArraySlice<UInt8>] {
    var texts: [ArraySlice<UInt8>] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(Failure) in
      texts.append(
        try reader.lift("\(path)[\(index)]") {
          (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
          try scanner.readStringBytes()
        })
    }
    return texts
  }

  private mutating func numbers(_ path: String) throws(Failure) -> [Double?]? {
    guard try !null(path) else { return nil }
    var values: [Double?] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(Failure) in
      values.append(try reader.number("\(path)[\(index)]"))
    }
    return values
  }

  /// Sunrise and sunset: a time that cannot be read is missing, not an error.
  private mutating func times(_ path: String) throws(Failure) -> [LocalDateTime?] {
    guard try !null(path) else { return [] }
    var times: [LocalDateTime?] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(Failure) in
      let text = try reader.string("\(path)[\(index)]")
      times.append(text.flatMap { LocalDateTime(iso8601: $0[...]) })
    }
    return times
  }

  private mutating func array(
    _ path: String, element: (inout ForecastReader, Int) throws(Failure) -> Void
  ) throws(Failure) {
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.beginArray()
    }
    var first = true
    var index = 0
    while try lift(
      path,
      { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
        try scanner.nextElement(first: &first)
      })
    {
      try element(&self, index)
      index += 1
    }
  }

  private mutating func number(_ path: @autoclosure () -> String) throws(Failure) -> Double? {
    try lift(path()) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.readNull() ? nil : scanner.readNumber()
    }
  }

  private mutating func string(_ path: String) throws(Failure) -> String? {
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.readNull() ? nil : scanner.readString()
    }
  }

  private mutating func null(_ path: String) throws(Failure) -> Bool {
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.readNull()
    }
  }

  private mutating func skip(_ path: String) throws(Failure) {
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.skipValue()
    }
  }

  private mutating func nextKey(_ first: inout Bool, _ path: String) throws(Failure) -> String? {
    try lift(path) { (scanner: inout JSONScanner) throws(JSONScanner.Failure) in
      try scanner.nextKey(first: &first)
    }
  }

  /// Runs a scanner step, naming `path` when the value there is of the wrong kind.
  private mutating func lift<Value>(
    _ path: @autoclosure () -> String,
    _ step: (inout JSONScanner) throws(JSONScanner.Failure) -> Value
  ) throws(Failure) -> Value {
    do {
      return try step(&scanner)
    } catch {
      switch error {
      case .malformed(let offset): throw .malformed(offset: offset)
      case .unexpectedKind: throw .unexpected(path: path())
      }
    }
  }

  private static func quote(_ text: ArraySlice<UInt8>) -> String {
    String(String(decoding: text, as: UTF8.self).prefix(40))
  }
}

private func wmoCode(_ value: Double?) -> WeatherCode? {
  guard let value, let code = Int(exactly: value) else { return nil }
  return WeatherCode(code)
}

extension Array {
  /// The element at `index` of an array of optionals, nil when out of range.
  fileprivate func element<Value>(at index: Int) -> Value? where Element == Value? {
    indices.contains(index) ? self[index] : nil
  }
}
