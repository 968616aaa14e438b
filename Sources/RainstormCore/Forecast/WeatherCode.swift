/// A WMO weather interpretation code (WMO 4677, as Open-Meteo uses it) with words and an icon.
public struct WeatherCode: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The raw code, such as 61 for light rain.
  public let rawValue: Int

  /// Wraps a code; any integer is accepted, and codes outside the table read as unknown.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Every code in the table, in ascending order: those Open-Meteo documents, and the WMO 4677
  /// codes for sleet (68, 69, 83, 84) and heavy thunderstorms (97) that MET Norway's symbols
  /// need.
  public static let knownCodes: [Int] = table.keys.sorted()

  /// Whether the code is one of the documented ones.
  public var isKnown: Bool {
    Self.table[rawValue] != nil
  }

  /// Short English words for the condition, such as `Light rain`; unknown codes say so.
  public var description: String {
    Self.table[rawValue]?.words ?? "Unknown (code \(rawValue))"
  }

  /// An emoji for the condition; clear and mainly clear skies have a night variant.
  public func emoji(isDay: Bool = true) -> String {
    guard let entry = Self.table[rawValue] else { return "❔" }
    if !isDay, let night = entry.nightEmoji { return night }
    return entry.emoji
  }

  /// The icon for the condition in `style`: an emoji, a one-column Unicode symbol, a
  /// two-character ASCII sign, or nothing.
  public func icon(_ style: IconStyle, isDay: Bool = true) -> String {
    switch style {
    case .emoji: return emoji(isDay: isDay)
    case .none: return ""
    case .unicode, .ascii:
      let clearNight = !isDay && (rawValue == 0 || rawValue == 1)
      if style == .unicode { return clearNight ? "☾" : group.unicode }
      return clearNight ? "C" : group.ascii
    }
  }

  /// The code's broad kind; `.unknown` outside the table.
  var group: Group {
    Self.table[rawValue]?.group ?? .unknown
  }

  private struct Entry {
    let words: String
    let emoji: String
    let group: Group
    var nightEmoji: String?
  }

  /// The broad kind of weather, which icons and status-bar classes are chosen by.
  enum Group {
    case clear, partlyCloudy, overcast, fog, rain, freezing, snow, thunder, unknown

    var unicode: String {
      switch self {
      case .clear: "☀"
      case .partlyCloudy: "☼"
      case .overcast: "☁"
      case .fog: "≡"
      case .rain: "☂"
      case .freezing: "☂"
      case .snow: "❄"
      case .thunder: "ϟ"
      case .unknown: "?"
      }
    }

    var ascii: String {
      switch self {
      case .clear: "O"
      case .partlyCloudy: "O~"
      case .overcast: "~~"
      case .fog: "=="
      case .rain: "//"
      case .freezing: "/*"
      case .snow: "**"
      case .thunder: "/!"
      case .unknown: "??"
      }
    }
  }

  private static let table: [Int: Entry] = [
    0: Entry(words: "Clear sky", emoji: "☀️", group: .clear, nightEmoji: "🌙"),
    1: Entry(words: "Mainly clear", emoji: "🌤️", group: .clear, nightEmoji: "🌙"),
    2: Entry(words: "Partly cloudy", emoji: "⛅", group: .partlyCloudy),
    3: Entry(words: "Overcast", emoji: "☁️", group: .overcast),
    45: Entry(words: "Fog", emoji: "🌫️", group: .fog),
    48: Entry(words: "Rime fog", emoji: "🌫️", group: .fog),
    51: Entry(words: "Light drizzle", emoji: "🌦️", group: .rain),
    53: Entry(words: "Drizzle", emoji: "🌦️", group: .rain),
    55: Entry(words: "Dense drizzle", emoji: "🌧️", group: .rain),
    56: Entry(words: "Light freezing drizzle", emoji: "🌧️", group: .freezing),
    57: Entry(words: "Freezing drizzle", emoji: "🌧️", group: .freezing),
    61: Entry(words: "Light rain", emoji: "🌦️", group: .rain),
    63: Entry(words: "Rain", emoji: "🌧️", group: .rain),
    65: Entry(words: "Heavy rain", emoji: "🌧️", group: .rain),
    66: Entry(words: "Light freezing rain", emoji: "🌧️", group: .freezing),
    67: Entry(words: "Freezing rain", emoji: "🌧️", group: .freezing),
    68: Entry(words: "Light sleet", emoji: "🌨️", group: .freezing),
    69: Entry(words: "Sleet", emoji: "🌨️", group: .freezing),
    71: Entry(words: "Light snow", emoji: "🌨️", group: .snow),
    73: Entry(words: "Snow", emoji: "🌨️", group: .snow),
    75: Entry(words: "Heavy snow", emoji: "❄️", group: .snow),
    77: Entry(words: "Snow grains", emoji: "🌨️", group: .snow),
    80: Entry(words: "Light showers", emoji: "🌦️", group: .rain),
    81: Entry(words: "Showers", emoji: "🌧️", group: .rain),
    82: Entry(words: "Violent showers", emoji: "⛈️", group: .rain),
    83: Entry(words: "Light sleet showers", emoji: "🌨️", group: .freezing),
    84: Entry(words: "Sleet showers", emoji: "🌨️", group: .freezing),
    85: Entry(words: "Light snow showers", emoji: "🌨️", group: .snow),
    86: Entry(words: "Heavy snow showers", emoji: "❄️", group: .snow),
    95: Entry(words: "Thunderstorm", emoji: "⛈️", group: .thunder),
    96: Entry(words: "Thunderstorm, light hail", emoji: "⛈️", group: .thunder),
    97: Entry(words: "Heavy thunderstorm", emoji: "⛈️", group: .thunder),
    99: Entry(words: "Thunderstorm, heavy hail", emoji: "⛈️", group: .thunder),
  ]
}
