/// Reads Open-Meteo forecast JSON into `Forecast` values with `JSONScanner`, keeping only the
/// fields declared in `ForecastFields` and naming the path of anything it cannot read.
struct ForecastReader {
  /// Why a body is not a forecast.
  enum ReadError: Error, Equatable {
    /// The body does not start like JSON.
    case notJSON
    /// The JSON is broken at this byte offset.
    case malformed(offset: Int)
    /// A value of the wrong kind at this path, such as `current.temperature_2m`.
    case unexpected(path: String)
    /// Readable JSON that is still not a forecast, explained.
    case invalid(String)
    /// The run's work deadline passed before the body was read.
    case outOfTime

    func detail(body: [UInt8]) -> String {
      switch self {
      case .notJSON: "expected JSON, got \(body.excerpt())"
      case .malformed(let offset): "broken JSON at byte \(offset)"
      case .unexpected(let path): "unexpected value at \(path.isEmpty ? "the top level" : path)"
      case .invalid(let detail): detail
      case .outOfTime: "the time limit passed while reading it"
      }
    }
  }

  private var scanner: JSONScanner
  private let units: MeasurementUnits
  private let required: ForecastBlocks
  private let readsHourly: Bool
  /// The fields of each block as the answer names them: with `_best_match` when models were
  /// compared, and the daily block with the compared models' own keys after the table's.
  private let hourlyFields: [ForecastField<Forecast.Hour>]
  private let quarterHourlyFields: [ForecastField<Forecast.QuarterHour>]
  private let dailyFields: [ForecastField<Forecast.Day>]
  private let comparedModels: [String]
  /// Where each forecast read says it is, for matching a batch's answers to its places.
  private(set) var placements: [Placement] = []

  /// What a forecast object says about the place it answers for.
  struct Placement {
    /// The grid point's coordinates, when sent.
    var latitude: Double?
    var longitude: Double?
    /// Its place's index in the request (`location_id`; Open-Meteo leaves it out for the
    /// first).
    var locationID: Int?
    /// Whether it says its offset from UTC: without one, its times could be anywhere.
    var hasOffset = false
  }

  init(
    body: [UInt8], units: MeasurementUnits, requiring required: ForecastBlocks = [],
    readsHourly: Bool = true, comparing comparedModels: [String] = []
  ) {
    scanner = JSONScanner([UInt8](body))
    self.units = units
    self.required = required
    self.readsHourly = readsHourly
    self.comparedModels = comparedModels
    let suffix = comparedModels.isEmpty ? "" : "_best_match"
    hourlyFields = ForecastFields.hourly.map { $0.suffixed(suffix) }
    quarterHourlyFields = ForecastFields.quarterHourly.map { $0.suffixed(suffix) }
    dailyFields =
      ForecastFields.daily.map { $0.suffixed(suffix) }
      + comparedModels.enumerated().flatMap { index, model in
        ForecastFields.comparedDaily(model: model, index: index)
      }
  }

  /// One forecast, or the array a request for several places is answered with.
  mutating func forecasts() throws(ReadError) -> [Forecast] {
    guard scanner.peek() == UInt8(ascii: "[") else { return [try forecast(path: "")] }
    var forecasts: [Forecast] = []
    try array("") { (reader: inout ForecastReader, index: Int) throws(ReadError) in
      forecasts.append(try reader.forecast(path: "[\(index)]"))
    }
    return forecasts
  }

  /// One forecast object; `path` names it in errors (empty for the top level).
  mutating func forecast(path: String) throws(ReadError) -> Forecast {
    guard let byte = scanner.peek() else {
      throw path.isEmpty ? .notJSON : .malformed(offset: scanner.offset)
    }
    if path.isEmpty, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") { throw .notJSON }
    var forecast = Forecast(
      timezone: "GMT", timezoneAbbreviation: "GMT", utcOffsetSeconds: 0, units: units,
      current: nil, hourly: [], daily: [])
    let prefix = path.isEmpty ? "" : path + "."
    var found: ForecastBlocks = []
    var placement = Placement()
    try object(path) { (reader: inout ForecastReader, key: String) throws(ReadError) in
      let keyPath = prefix + key
      switch key {
      case "current" where reader.scanner.peek() == UInt8(ascii: "{"): found.insert(.current)
      case "hourly" where reader.scanner.peek() == UInt8(ascii: "{"): found.insert(.hourly)
      case "daily" where reader.scanner.peek() == UInt8(ascii: "{"): found.insert(.daily)
      default: break
      }
      switch key {
      case "latitude": placement.latitude = try reader.number(keyPath)
      case "longitude": placement.longitude = try reader.number(keyPath)
      case "location_id":
        if let id = try reader.number(keyPath) {
          guard id >= 0, id < 1_000_000, let whole = Int(exactly: id) else {
            throw .invalid(
              "\(keyPath) is \(JSONValue.number(id).serialized()), not a place's index")
          }
          placement.locationID = whole
        }
      case "utc_offset_seconds":
        if let seconds = try reader.number(keyPath) {
          placement.hasOffset = true
          let limit = Double(maximumUTCOffsetSeconds)
          guard (-limit...limit).contains(seconds), let whole = Int(exactly: seconds) else {
            throw .invalid(
              "\(keyPath) is \(JSONValue.number(seconds).serialized()), "
                + "not an offset from UTC of at most 18 h")
          }
          forecast.utcOffsetSeconds = whole
        }
      case "timezone":
        forecast.timezone = try reader.string(keyPath)?.sanitizedForTerminal() ?? "GMT"
      case "timezone_abbreviation":
        forecast.timezoneAbbreviation = try reader.string(keyPath)?.sanitizedForTerminal() ?? "GMT"
      case "current": forecast.current = try reader.current(keyPath)
      case "hourly" where reader.readsHourly:
        forecast.hourly = try reader.series(keyPath, reader.hourlyFields, of: "a time") {
          text throws(ReadError) in
          guard let time = LocalDateTime(iso8601: text) else { return nil }
          return Forecast.Hour(time: time)
        }
      case "minutely_15":
        forecast.quarterHours = try reader.series(
          keyPath, reader.quarterHourlyFields, of: "a time"
        ) { text throws(ReadError) in
          LocalDateTime(iso8601: text).map { Forecast.QuarterHour(time: $0) }
        }
      case "daily":
        let models = reader.comparedModels.map { Forecast.ModelDay(model: $0) }
        forecast.daily = try reader.series(keyPath, reader.dailyFields, of: "a date") {
          text throws(ReadError) in
          LocalDate(iso8601: text).map {
            var day = Forecast.Day(date: $0)
            day.models = models
            return day
          }
        }
      default: try reader.skip(keyPath)
      }
    }
    let missing = [
      (ForecastBlocks.current, "current"), (.hourly, "hourly"), (.daily, "daily"),
    ].filter { required.contains($0.0) && !found.contains($0.0) }.map(\.1)
    if !missing.isEmpty {
      let blocks = missing.joined(separator: " and ")
      throw .invalid(
        "\(path.isEmpty ? "the answer" : path) has no \(blocks) "
          + (missing.count == 1 ? "block" : "blocks") + ": not the forecast asked for")
    }
    if units.windSpeed == .bft {
      forecast.convertWindToBeaufort()
    }
    forecast.deriveValues(
      sunAt: placement.latitude.flatMap { latitude in
        placement.longitude.map { (latitude, $0) }
      })
    placements.append(placement)
    return forecast
  }

  /// Checks that the body ends after the value read.
  mutating func end() throws(ReadError) {
    do {
      try scanner.expectEnd()
    } catch {
      throw error.named(path: "")
    }
  }

  // MARK: - Blocks

  /// The `current` block: one value per field.
  private mutating func current(_ path: String) throws(ReadError) -> Forecast.Current? {
    guard try !null(path) else { return nil }
    var current = Forecast.Current()
    let fields = Dictionary(
      ForecastFields.current.map { ($0.variable, $0) }, uniquingKeysWith: { first, _ in first })
    try object(path) { (reader: inout ForecastReader, key: String) throws(ReadError) in
      let keyPath = path + "." + key
      if key == "time" {
        guard let text = try reader.string(keyPath) else { return }
        guard let time = LocalDateTime(iso8601: text[...]) else {
          throw .invalid("\(keyPath) is not a time: \(text.prefix(40))")
        }
        current.time = time
      } else if let field = fields[key] {
        switch field.storage {
        case .localTime(let storage):
          let time = try reader.string(keyPath).flatMap { LocalDateTime(iso8601: $0[...]) }
          storage.set(&current, time)
        default:
          let value = try reader.number(keyPath)
          try reader.check(value, field, at: keyPath)
          field.store(value, in: &current)
        }
      } else {
        try reader.skip(keyPath)
      }
    }
    return current
  }

  /// An hourly or daily block: a `time` array and one array per field, read into one row per
  /// time. `row` makes the row for a time, or nil when the text is not `what` it must be.
  private mutating func series<Row>(
    _ path: String, _ fields: [ForecastField<Row>], of what: String,
    row: (ArraySlice<UInt8>) throws(ReadError) -> Row?
  ) throws(ReadError) -> [Row] {
    guard try !null(path) else { return [] }
    var times: [ArraySlice<UInt8>]?
    // One column per field, in the order of `fields`; nil when the answer has none.
    var numbers = [[Double?]?](repeating: nil, count: fields.count)
    var localTimes = [[LocalDateTime?]?](repeating: nil, count: fields.count)
    try object(path) { (reader: inout ForecastReader, key: String) throws(ReadError) in
      let keyPath = path + "." + key
      if key == "time" {
        times = try reader.timeTexts(keyPath)
      } else if let column = fields.firstIndex(where: { $0.variable == key }) {
        if case .localTime = fields[column].storage {
          localTimes[column] = try reader.localTimes(keyPath)
        } else {
          numbers[column] = try reader.numbers(keyPath)
        }
      } else {
        try reader.skip(keyPath)
      }
    }
    guard let times else { throw .invalid("\(path) has no time") }
    var rows: [Row] = []
    rows.reserveCapacity(times.count)
    for (index, text) in times.enumerated() {
      guard var made = try row(text) else {
        throw .invalid("\(path).time[\(index)] is not \(what): \(Self.quote(text))")
      }
      for (column, field) in fields.enumerated() {
        if case .localTime(let storage) = field.storage {
          storage.set(&made, localTimes[column]?.element(at: index))
        } else if let values = numbers[column] {
          let value = values.element(at: index)
          try check(value, field, at: "\(path).\(field.variable)[\(index)]")
          field.store(value, in: &made)
        }
      }
      rows.append(made)
    }
    return rows
  }

  // MARK: - Values

  /// Refuses a value the field's quantity cannot physically take.
  private func check<Row>(
    _ value: Double?, _ field: ForecastField<Row>, at path: @autoclosure () -> String
  ) throws(ReadError) {
    guard let value, let range = field.kind.range(in: units), !range.contains(value) else {
      return
    }
    throw .invalid(
      "\(path()) is \(JSONValue.number(value).serialized()), outside what a \(field.label) can be "
        + "(\(range.lowerBound.decimalString(maximumFractionDigits: 1)) to "
        + "\(range.upperBound.decimalString(maximumFractionDigits: 1)))")
  }

  private mutating func timeTexts(_ path: String) throws(ReadError) -> [ArraySlice<UInt8>] {
    var texts: [ArraySlice<UInt8>] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(ReadError) in
      texts.append(try reader.stringBytes("\(path)[\(index)]"))
    }
    return texts
  }

  private mutating func numbers(_ path: String) throws(ReadError) -> [Double?]? {
    guard try !null(path) else { return nil }
    var values: [Double?] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(ReadError) in
      values.append(try reader.number("\(path)[\(index)]"))
    }
    return values
  }

  /// Sunrise and sunset: a time that cannot be read is missing, not an error.
  private mutating func localTimes(_ path: String) throws(ReadError) -> [LocalDateTime?] {
    guard try !null(path) else { return [] }
    var times: [LocalDateTime?] = []
    try array(path) { (reader: inout ForecastReader, index: Int) throws(ReadError) in
      let text = try reader.string("\(path)[\(index)]")
      times.append(text.flatMap { LocalDateTime(iso8601: $0[...]) })
    }
    return times
  }

  // MARK: - Scanner steps, naming the path on failure

  /// Reads an object, calling `member` for each key with the scanner at its value.
  private mutating func object(
    _ path: String, member: (inout ForecastReader, String) throws(ReadError) -> Void
  ) throws(ReadError) {
    do {
      try scanner.beginObject()
    } catch {
      throw error.named(path: path)
    }
    var first = true
    while true {
      let key: String?
      do {
        key = try scanner.nextKey(first: &first)
      } catch {
        throw error.named(path: path)
      }
      guard let key else { return }
      try member(&self, key)
    }
  }

  /// Reads an array, calling `element` for each index with the scanner at its value.
  private mutating func array(
    _ path: String, element: (inout ForecastReader, Int) throws(ReadError) -> Void
  ) throws(ReadError) {
    do {
      try scanner.beginArray()
    } catch {
      throw error.named(path: path)
    }
    var first = true
    var index = 0
    while true {
      let more: Bool
      do {
        more = try scanner.nextElement(first: &first)
      } catch {
        throw error.named(path: path)
      }
      guard more else { return }
      try element(&self, index)
      index += 1
    }
  }

  private mutating func number(_ path: @autoclosure () -> String) throws(ReadError) -> Double? {
    do {
      return try scanner.readNull() ? nil : scanner.readNumber()
    } catch {
      throw error.named(path: path())
    }
  }

  private mutating func string(_ path: @autoclosure () -> String) throws(ReadError) -> String? {
    do {
      return try scanner.readNull() ? nil : scanner.readString()
    } catch {
      throw error.named(path: path())
    }
  }

  /// The path is built only for an error: this runs once per time in an answer.
  private mutating func stringBytes(_ path: @autoclosure () -> String) throws(ReadError)
    -> ArraySlice<UInt8>
  {
    do {
      return try scanner.readStringBytes()
    } catch {
      throw error.named(path: path())
    }
  }

  private mutating func null(_ path: String) throws(ReadError) -> Bool {
    do {
      return try scanner.readNull()
    } catch {
      throw error.named(path: path)
    }
  }

  private mutating func skip(_ path: String) throws(ReadError) {
    do {
      try scanner.skipValue()
    } catch {
      throw error.named(path: path)
    }
  }

  private static func quote(_ text: ArraySlice<UInt8>) -> String {
    String(String(decoding: text, as: UTF8.self).prefix(40))
  }
}

extension JSONScanner.ScanError {
  /// The reader's error for this scanner error at `path`.
  fileprivate func named(path: String) -> ForecastReader.ReadError {
    switch self {
    case .malformed(let offset): .malformed(offset: offset)
    case .unexpectedKind: .unexpected(path: path)
    case .outOfTime: .outOfTime
    }
  }
}

extension ForecastField {
  /// Stores a number read for this field in `row`: a weather code must be whole, a flag is
  /// true unless 0.
  fileprivate func store(_ value: Double?, in row: inout Row) {
    switch storage {
    case .number(let slot): slot.set(&row, value)
    case .weatherCode(let slot):
      slot.set(&row, value.flatMap { Int(exactly: $0) }.map(WeatherCode.init))
    case .flag(let slot): slot.set(&row, value.map { $0 != 0 })
    case .localTime: break
    }
  }
}

extension Array {
  /// The element at `index` of an array of optionals, nil when out of range.
  fileprivate func element<Value>(at index: Int) -> Value? where Element == Value? {
    indices.contains(index) ? self[index] : nil
  }
}
