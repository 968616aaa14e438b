/// A WMO weather interpretation code (WMO 4677, as Open-Meteo uses it) with words and an icon.
public struct WeatherCode: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The raw code, such as 61 for light rain.
  public let rawValue: Int

  /// Wraps a code; any integer is accepted, and codes outside the table read as unknown.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Every code Open-Meteo documents, in ascending order.
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

  private struct Entry {
    let words: String
    let emoji: String
    var nightEmoji: String?
  }

  private static let table: [Int: Entry] = [
    0: Entry(words: "Clear sky", emoji: "☀️", nightEmoji: "🌙"),
    1: Entry(words: "Mainly clear", emoji: "🌤️", nightEmoji: "🌙"),
    2: Entry(words: "Partly cloudy", emoji: "⛅"),
    3: Entry(words: "Overcast", emoji: "☁️"),
    45: Entry(words: "Fog", emoji: "🌫️"),
    48: Entry(words: "Rime fog", emoji: "🌫️"),
    51: Entry(words: "Light drizzle", emoji: "🌦️"),
    53: Entry(words: "Drizzle", emoji: "🌦️"),
    55: Entry(words: "Dense drizzle", emoji: "🌧️"),
    56: Entry(words: "Light freezing drizzle", emoji: "🌧️"),
    57: Entry(words: "Freezing drizzle", emoji: "🌧️"),
    61: Entry(words: "Light rain", emoji: "🌦️"),
    63: Entry(words: "Rain", emoji: "🌧️"),
    65: Entry(words: "Heavy rain", emoji: "🌧️"),
    66: Entry(words: "Light freezing rain", emoji: "🌧️"),
    67: Entry(words: "Freezing rain", emoji: "🌧️"),
    71: Entry(words: "Light snow", emoji: "🌨️"),
    73: Entry(words: "Snow", emoji: "🌨️"),
    75: Entry(words: "Heavy snow", emoji: "❄️"),
    77: Entry(words: "Snow grains", emoji: "🌨️"),
    80: Entry(words: "Light showers", emoji: "🌦️"),
    81: Entry(words: "Showers", emoji: "🌧️"),
    82: Entry(words: "Violent showers", emoji: "⛈️"),
    85: Entry(words: "Light snow showers", emoji: "🌨️"),
    86: Entry(words: "Heavy snow showers", emoji: "❄️"),
    95: Entry(words: "Thunderstorm", emoji: "⛈️"),
    96: Entry(words: "Thunderstorm, light hail", emoji: "⛈️"),
    99: Entry(words: "Thunderstorm, heavy hail", emoji: "⛈️"),
  ]
}
