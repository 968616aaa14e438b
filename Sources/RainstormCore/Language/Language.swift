/// The language rainstorm writes in: its words (a `Catalog`, English where it lacks a key),
/// and how it writes numbers, units, dates, times and counts (`LocaleData`, from CLDR).
///
/// Chosen once by the edge (`--lang`, the `lang` setting, the locale) and carried by
/// `RenderOptions` and `ValueFormatter`; only the chosen language's catalog is read.
public struct Language: Sendable, Equatable {
  /// CLDR's data for the language.
  package private(set) var locale: LocaleData
  /// The language's own words; nil for English, whose are read only when first needed.
  private let ownWords: Catalog?
  private let plurals: PluralRules

  /// The BCP 47 code, such as `pt-BR`.
  public var code: String { locale.code }

  /// English, the source language, with rainstorm's own compact forms (`Tue 29 Sep`,
  /// `14:30`) rather than CLDR's (`Tue, Sep 29`, `2:30 PM`).
  public static let english: Language = {
    var locale =
      LocaleData.generated("en")
      ?? LocaleData(
        code: "en", englishName: "English", nativeName: "English", rightToLeft: false,
        digits: nil, decimal: ".", percent: "{0}%",
        units: "{0}°C|{0}°F|{0} km/h|{0} m/s|{0} mph|{0} kn|{0} mm|{0} in|{0} hPa|{0} inHg"
          + "|{0} m|{0} km|{0} mi",
        weekdays: "Sun|Mon|Tue|Wed|Thu|Fri|Sat",
        months: "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec", dayMonth: "", dayMonthYear: "",
        time: "", time12: "{h}:{mm} {a}", time24: "{HH}:{mm}", dayPeriods: "AM|PM",
        plurals: "one: i in 1 and v in 0")
    locale.dayMonth = "{E} {d} {MMM}"
    locale.dayMonthYear = "{E} {d} {MMM} {y}"
    locale.time = "{HH}:{mm}"
    return Language(locale: locale, words: nil)
  }()

  /// Every language CLDR's table covers, in `--lang list` order.
  package static let codes = LocaleData.generatedCodes.split(separator: " ").map(String.init)

  /// The codes of the languages with a catalog, in `--lang list` order.
  public static var available: [String] {
    codes.filter { Catalog.text($0) != nil }
  }

  /// The language `code` (exactly as `codes` spells it), or nil when it has no catalog yet.
  public init?(code: String) {
    if code == "en" {
      self = .english
      return
    }
    guard let locale = LocaleData.generated(code), let text = Catalog.text(code) else {
      return nil
    }
    self.init(locale: locale, words: Catalog(text))
  }

  private init(locale: LocaleData, words: Catalog?) {
    self.locale = locale
    ownWords = words
    plurals = PluralRules(locale.plurals)
  }

  /// The language's words.
  private var words: Catalog { ownWords ?? Catalog.englishWords }

  /// English's words, for a key this language lacks: read only then (a complete language
  /// never reads them).
  private var fallback: Catalog { Catalog.englishWords }

  /// The language a BCP 47 tag or POSIX locale name asks for (`pt-BR`, `pt_BR.UTF-8`,
  /// `de_AT`, `zh_TW`, `sr_RS@latin`), falling back from a region to the language; nil when
  /// rainstorm does not speak it.
  package static func matching(_ tag: String) -> Language? {
    code(matching: tag).flatMap { Language(code: $0) }
  }

  /// The code of `codes` that `tag` asks for, whether or not it has a catalog yet.
  package static func code(matching tag: String) -> String? {
    var text = Substring(tag)
    var latin = false
    if let at = text.firstIndex(of: "@") {
      latin = text[text.index(after: at)...].lowercased() == "latin"
      text = text[..<at]
    }
    if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
    let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    guard let language = parts.first, !language.isEmpty else { return nil }
    let rest = Set(parts.dropFirst())
    let base =
      ["iw": "he", "in": "id", "no": "nb", "nn": "nb", "zh": "zh", "pt": "pt"][
        language] ?? language
    switch base {
    case "zh":
      let traditional = !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"])
      return traditional ? "zh-Hant" : "zh-Hans"
    case "pt":
      return rest.contains("pt") || !rest.isDisjoint(with: ["ao", "mz", "cv", "gw", "st", "tl"])
        ? "pt-PT" : "pt-BR"
    case "sr":
      return latin || rest.contains("latn") ? "sr-Latn" : "sr"
    default:
      if parts.count > 1, let exact = lowercasedCodes[parts.joined(separator: "-")] {
        return exact
      }
      return lowercasedCodes[base]
    }
  }

  /// The language with times of day on the 12- or 24-hour `clock`, or its own (nil).
  package func withClock(_ clock: Int?) -> Language {
    var language = self
    language.locale = locale.withClock(clock)
    return language
  }

  /// The language's two-letter code (ISO 639-1), as place search and warning services take
  /// it: `pt` for `pt-BR`, `zh` for `zh-Hant`.
  package var searchCode: String {
    String(code.prefix { $0 != "-" })
  }

  /// `codes` by their lower-case spelling.
  private static let lowercasedCodes = Dictionary(
    codes.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  /// The template `key` with its slots filled; English's when this language lacks it.
  package func say(_ key: String, _ slots: [(String, String)] = []) -> String {
    SlotTemplate.fill(words.entries[key] ?? fallback.entries[key] ?? key, slots)
  }

  /// The counted phrase `key` in the form `count` takes, `{n}` the count in this language's
  /// digits.
  package func say(_ key: String, count: Int, _ slots: [(String, String)] = []) -> String {
    let category = plurals.category(count)
    let template =
      words.entries["\(key).\(category)"] ?? words.entries["\(key).other"]
      ?? fallback.entries["\(key).\(Language.english.plurals.category(count))"]
      ?? fallback.entries["\(key).other"] ?? key
    return SlotTemplate.fill(template, [("n", locale.number(String(count)))] + slots)
  }

  /// The plural categories this language has, `other` last.
  package var pluralCategories: [String] { plurals.definedCategories }

  /// The plural category of `count` in this language.
  package func pluralCategory(_ count: Int) -> String { plurals.category(count) }

  /// English's keys this language has (a counted phrase counts once), and how many there are.
  package var completeness: (translated: Int, total: Int) {
    let stems = Set(fallback.entries.keys.map(Self.stem))
    let have = Set(words.entries.keys.map(Self.stem))
    return (stems.intersection(have).count, stems.count)
  }

  /// The keys of this language's own catalog.
  package var keys: Dictionary<String, String>.Keys { words.entries.keys }

  /// The template of `key` in this language's own catalog, nil when it lacks it.
  package func template(_ key: String) -> String? { words.entries[key] }

  /// Whether everything the language writes is ASCII, so that it can be shown where the
  /// character set is not UTF-8.
  package var isASCII: Bool {
    words.entries.values.allSatisfy { $0.allSatisfy(\.isASCII) }
      && [locale.weekdays, locale.months, locale.decimal].allSatisfy { $0.allSatisfy(\.isASCII) }
  }

  /// `items` joined by the template `key`, whose `{first}` is an item and `{rest}` the items
  /// after it joined the same way: `a, b, c` with `list.pair`, `a or b` with `note.or`.
  package func joined(_ items: [String], by key: String) -> String {
    guard let last = items.last else { return "" }
    return items.dropLast().reversed().reduce(last) { rest, item in
      say(key, [("first", item), ("rest", rest)])
    }
  }

  /// `key` without a plural category.
  package static func stem(_ key: String) -> String {
    guard let dot = key.lastIndex(of: "."),
      PluralRules.categories.contains(String(key[key.index(after: dot)...]))
    else { return key }
    return String(key[..<dot])
  }

  /// Languages are the same when their codes are.
  public static func == (lhs: Language, rhs: Language) -> Bool {
    lhs.code == rhs.code
  }
}
