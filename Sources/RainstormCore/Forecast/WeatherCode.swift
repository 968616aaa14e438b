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
    words(in: .english)
  }

  /// The condition in `language`'s words; unknown codes say so.
  public func words(in language: Language) -> String {
    isKnown
      ? language.say("weather.\(rawValue)")
      : language.say("weather.unknown", [("code", language.locale.number(String(rawValue)))])
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

  /// A condition's icons and kind; its words are in the catalogs (`weather.CODE`).
  private struct Entry {
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
    0: Entry(emoji: "☀️", group: .clear, nightEmoji: "🌙"),
    1: Entry(emoji: "🌤️", group: .clear, nightEmoji: "🌙"),
    2: Entry(emoji: "⛅", group: .partlyCloudy),
    3: Entry(emoji: "☁️", group: .overcast),
    45: Entry(emoji: "🌫️", group: .fog),
    48: Entry(emoji: "🌫️", group: .fog),
    51: Entry(emoji: "🌦️", group: .rain),
    53: Entry(emoji: "🌦️", group: .rain),
    55: Entry(emoji: "🌧️", group: .rain),
    56: Entry(emoji: "🌧️", group: .freezing),
    57: Entry(emoji: "🌧️", group: .freezing),
    61: Entry(emoji: "🌦️", group: .rain),
    63: Entry(emoji: "🌧️", group: .rain),
    65: Entry(emoji: "🌧️", group: .rain),
    66: Entry(emoji: "🌧️", group: .freezing),
    67: Entry(emoji: "🌧️", group: .freezing),
    68: Entry(emoji: "🌨️", group: .freezing),
    69: Entry(emoji: "🌨️", group: .freezing),
    71: Entry(emoji: "🌨️", group: .snow),
    73: Entry(emoji: "🌨️", group: .snow),
    75: Entry(emoji: "❄️", group: .snow),
    77: Entry(emoji: "🌨️", group: .snow),
    80: Entry(emoji: "🌦️", group: .rain),
    81: Entry(emoji: "🌧️", group: .rain),
    82: Entry(emoji: "⛈️", group: .rain),
    83: Entry(emoji: "🌨️", group: .freezing),
    84: Entry(emoji: "🌨️", group: .freezing),
    85: Entry(emoji: "🌨️", group: .snow),
    86: Entry(emoji: "❄️", group: .snow),
    95: Entry(emoji: "⛈️", group: .thunder),
    96: Entry(emoji: "⛈️", group: .thunder),
    97: Entry(emoji: "⛈️", group: .thunder),
    99: Entry(emoji: "⛈️", group: .thunder),
  ]
}
