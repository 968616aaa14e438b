/// wttr.in's one-line format (`-f 'wttr:%l: %c %t'`), so that bar and prompt lines written for
/// wttr.in work unchanged: its `%` codes, its presets 1 to 4, and its URL spelling (`+` for a
/// space, `%20`, `%3A`, a literal `\n` for a new line).
///
/// Each code is written as wttr.in writes it (`+12°C`, `↙11km/h`, `⛅️ ` with its padding) in
/// rainstorm's units; a code whose data rainstorm does not have (`%P`, pressure) or does not
/// know writes nothing, as wttr.in does for an unknown code.
package struct WttrFormat: Equatable, Sendable {
  /// wttr.in's presets, `format=1` to `format=4`.
  package static let presets: [(name: String, format: String)] = [
    ("1", "%c %t"),
    ("2", "%c \u{1F321}\u{FE0F}%t \u{1F32C}\u{FE0F}%w"),
    ("3", "%l: %c %t"),
    ("4", "%l: %c \u{1F321}\u{FE0F}%t \u{1F32C}\u{FE0F}%w"),
  ]

  /// Every code wttr.in documents, with what rainstorm writes for it (for the man page).
  package static let codes: [(code: Character, meaning: String)] = [
    ("c", "condition icon (an emoji, with the space wttr.in pads some with)"),
    ("C", "condition in words"),
    ("x", "condition as wttr.in's plain-text symbol (o, m, //, *)"),
    ("h", "humidity (63%)"),
    ("t", "temperature with its sign (+12°C)"),
    ("f", "feels-like temperature (+10°C)"),
    ("w", "wind: an arrow and the speed (11km/h after it)"),
    ("l", "place name (its first part), or the coordinates"),
    ("m", "moon phase, one of eight emoji, computed"),
    ("M", "moon day, 0 to 27, computed"),
    ("p", "precipitation now (0.2mm)"),
    ("o", "chance of precipitation this hour (80%)"),
    ("P", "pressure at sea level (1013hPa)"),
    ("u", "UV index now (3; asks the air quality service)"),
    ("D", "dawn (07:02:14), computed"),
    ("S", "sunrise (07:33:00)"),
    ("z", "zenith, solar noon, computed"),
    ("s", "sunset"),
    ("d", "dusk, computed"),
    ("T", "local time now (14:05:09+0100)"),
    ("Z", "the place's time zone (Europe/Zagreb)"),
  ]

  private enum Token: Equatable, Sendable {
    case literal(String)
    case code(Character)
  }

  private let tokens: [Token]
  /// The format as written after `wttr:`.
  package let text: String

  /// Reads a wttr.in format or preset name.
  ///
  /// - Throws: `WttrFormatError.empty` for an empty format.
  package init(_ text: String) throws(WttrFormatError) {
    guard !text.isEmpty else { throw .empty }
    self.text = text
    let format = Self.presets.first { $0.name == text }?.format ?? text
    var tokens: [Token] = []
    var literal = ""
    var characters = Array(format)
    characters.append(" ")  // a sentinel, never read as part of a code
    var index = 0
    while index < characters.count - 1 {
      let character = characters[index]
      let next = characters[index + 1]
      index += 1
      switch character {
      case "+":
        literal.append(" ")
      case "\\" where next == "n":
        literal.append("\n")
        index += 1
      case "%":
        if let decoded = Self.decodedByte(
          next, index + 1 < characters.count - 1 ? characters[index + 1] : nil)
        {
          literal.append(decoded)
          index += 2
        } else if next.isASCII, next.isLetter {
          if !literal.isEmpty { tokens.append(.literal(literal)) }
          literal = ""
          tokens.append(.code(next))
          index += 1
        } else {
          literal.append("%")
        }
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    self.tokens = tokens
  }

  /// A URL escape of printable ASCII (`%20`, `%3A`, `%2B`, `%25`): its first digit is 2 to 7,
  /// so it never starts with a code's letter.
  private static func decodedByte(_ high: Character, _ low: Character?) -> Character? {
    guard let low, let first = high.wholeNumberValue, (2...7).contains(first),
      let second = low.hexDigitValue, low.isASCII
    else { return nil }
    let value = UInt8(first * 16 + second)
    guard value < 0x7F else { return nil }
    return Character(Unicode.Scalar(value))
  }

  /// Whether a code needs the hourly forecast (`%o`).
  package var needsHourly: Bool {
    tokens.contains(.code("o"))
  }

  /// Whether a code needs air quality (`%u`), which is then asked for.
  package var needsAir: Bool {
    tokens.contains(.code("u"))
  }

  /// The report in the format, ending in one newline.
  package func render(_ report: WeatherReport, options: RenderOptions) -> String {
    var output = ""
    for token in tokens {
      switch token {
      case .literal(let text): output += text
      case .code(let code): output += value(code, report, options).sanitizedForTerminal()
      }
    }
    while output.hasSuffix("\n") { output.removeLast() }
    return output + "\n"
  }

  private func value(_ code: Character, _ report: WeatherReport, _ options: RenderOptions)
    -> String
  {
    let forecast = report.forecast
    let current = forecast.current
    let ascii = options.asciiText
    let formatter = ValueFormatter(units: forecast.units, ascii: ascii)
    let location = report.location
    let today = LocalDateTime(
      secondsSinceEpoch: options.now.timeIntervalSince1970,
      utcOffsetSeconds: forecast.utcOffsetSeconds)
    let sun = { (event: SkyClock.SunEvent) in
      SkyClock.seconds(
        of: event, on: today.date, latitude: location.latitude, longitude: location.longitude,
        utcOffsetSeconds: forecast.utcOffsetSeconds
      ).map(SkyClock.clock) ?? ""
    }
    switch code {
    case "c":
      guard let weatherCode = current?.weatherCode else { return "" }
      let condition = WttrCondition(weatherCode)
      return ascii ? condition.plain : condition.symbol
    case "C": return current?.weatherCode?.words(in: options.language) ?? ""
    case "x": return current?.weatherCode.map { WttrCondition($0).plain } ?? ""
    case "h": return formatter.percent(current?.relativeHumidity) ?? ""
    case "P":
      // wttr.in writes whole hectopascals without a space, whatever the units.
      guard let pressure = current?.pressure, pressure.isFinite else { return "" }
      return pressure.fixedString(fractionDigits: 0) + "hPa"
    case "t": return signedTemperature(current?.temperature, formatter)
    case "f": return signedTemperature(current?.apparentTemperature, formatter)
    case "w":
      guard let speed = current?.windSpeed, speed.isFinite else { return "" }
      let digits = forecast.units.windSpeed == .ms ? 1 : 0
      return (formatter.windArrow(from: current?.windDirection) ?? "")
        + speed.fixedString(fractionDigits: digits) + forecast.units.windSpeed.label
    case "l":
      return location.name?.split(separator: ",").first.map(String.init)
        ?? location.coordinateText(ascii: ascii)
    case "m":
      let age = SkyClock.moonAge(at: options.now)
      let phases = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
      let asciiPhases = [
        "new", "waxing crescent", "first quarter", "waxing gibbous", "full",
        "waning gibbous", "last quarter", "waning crescent",
      ]
      let index = Int(32 * age / 28 + 2) % 32 / 4
      return ascii ? asciiPhases[index] : phases[index]
    case "M": return String(Int(SkyClock.moonAge(at: options.now)))
    case "p":
      return formatter.precipitation(current?.precipitation)?.replacingBytes(of: " ", with: "")
        ?? ""
    case "o":
      let hour = forecast.hours(from: options.now, count: 1).first
      return formatter.percent(
        hour?.precipitationProbability ?? forecast.today?.precipitationProbabilityMax) ?? ""
    case "u":
      guard let uv = report.airQuality?.air?.current?.uvIndex, uv.isFinite else { return "" }
      return uv.fixedString(fractionDigits: 0)
    case "D": return sun(.dawn)
    case "z": return sun(.noon)
    case "d": return sun(.dusk)
    case "S":
      return forecast.today?.sunrise.map { "\($0.clockTime):00" } ?? sun(.sunrise)
    case "s":
      return forecast.today?.sunset.map { "\($0.clockTime):00" } ?? sun(.sunset)
    case "T":
      let seconds = Int(options.now.timeIntervalSince1970.rounded(.down))
      let secondOfDay = today.hour * 3600 + today.minute * 60 + (seconds % 60 + 60) % 60
      let offset = forecast.utcOffsetSeconds
      // `+0100`: the offset's hours and minutes, as a clock's first five digits.
      let zone = SkyClock.clock(Int(offset.magnitude) % 86_400).prefix(5).replacingBytes(
        of: ":", with: "")
      return SkyClock.clock(secondOfDay) + (offset < 0 ? "-" : "+") + zone
    case "Z": return forecast.timezone
    default: return ""
    }
  }

  /// `+12°C`, `-3°C`: wttr.in's whole degrees with a sign.
  private func signedTemperature(_ value: Double?, _ formatter: ValueFormatter) -> String {
    guard let text = formatter.temperature(value) else { return "" }
    return text.hasPrefix("-") ? text : "+" + text
  }
}

/// Why a wttr.in format cannot be used: exit 64.
package enum WttrFormatError: Error, Equatable, Sendable {
  /// Nothing after `wttr:`.
  case empty
}

/// wttr.in's condition for a WMO code: its emoji (with the padding wttr.in gives each) and its
/// plain-text symbol.
struct WttrCondition {
  let symbol: String
  let plain: String

  init(_ code: WeatherCode) {
    let sunny = ("\u{2600}\u{FE0F}", "o")
    let partlyCloudy = ("\u{26C5}\u{FE0F} ", "m")
    let veryCloudy = ("\u{2601}\u{FE0F}", "mmm")
    let fog = ("\u{1F32B} ", "=")
    let lightRain = ("\u{1F326}", "/")
    let lightShowers = ("\u{1F326}", ".")
    let heavyRain = ("\u{1F327}", "///")
    let heavyShowers = ("\u{1F327}", "//")
    let lightSleet = ("\u{1F327}", "x")
    let lightSleetShowers = ("\u{1F327}", "x/")
    let lightSnow = ("\u{1F328} ", "*")
    let lightSnowShowers = ("\u{1F328} ", "*/")
    let heavySnow = ("\u{2744}\u{FE0F}", "**")
    let heavySnowShowers = ("\u{2744}\u{FE0F}", "*/*")
    let thunderyShowers = ("\u{26C8}", "!/")
    let thunderyHeavyRain = ("\u{1F329} ", "/!/")
    let unknown = ("\u{2728} ", "?")
    let entry: (String, String)
    switch code.rawValue {
    case 0, 1: entry = sunny
    case 2: entry = partlyCloudy
    case 3: entry = veryCloudy
    case 45, 48: entry = fog
    case 51, 53, 55, 61: entry = lightRain
    case 63, 65, 82: entry = heavyRain
    case 56, 57, 66, 67, 68: entry = lightSleet
    case 69, 71, 77: entry = lightSnow
    case 73, 75: entry = heavySnow
    case 80: entry = lightShowers
    case 81: entry = heavyShowers
    case 83, 84: entry = lightSleetShowers
    case 85: entry = lightSnowShowers
    case 86: entry = heavySnowShowers
    case 95, 96: entry = thunderyShowers
    case 97, 99: entry = thunderyHeavyRain
    default: entry = unknown
    }
    (symbol, plain) = entry
  }
}
