/// A language's words: templates by key, read from one of the `Catalog+CODE.swift` texts
/// (`Catalog.english` explains the format).
package struct Catalog: Sendable {
  /// Templates by key; a counted phrase's forms as `key.category`.
  package let entries: [String: String]

  /// Reads a catalog's text; a line that is not `key = template` is skipped (the catalog
  /// tests reject it). The key is the line's first word, the template what follows ` = `.
  package init(_ text: String) {
    var entries: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.first != "#", let space = trimmed.firstIndex(of: " ") else { continue }
      let rest = trimmed[space...]
      guard rest.hasPrefix(" = ") else { continue }
      var value = rest.dropFirst(3).drop { $0 == " " }
      while value.last == " " { value.removeLast() }
      entries[String(trimmed[..<space])] = String(value)
    }
    self.entries = entries
  }

  /// English's words, read once, when first needed.
  static let englishWords = Catalog(english)

  /// The text of the catalog for `code`, nil for a language without one yet.
  package static func text(_ code: String) -> String? {
    switch code {
    case "en": english
    case "de": german
    case "fr": french
    case "es": spanish
    case "it": italian
    case "pt-PT": portuguesePortugal
    case "pt-BR": portugueseBrazil
    case "nl": dutch
    case "pl": polish
    case "cs": czech
    case "sk": slovak
    case "sl": slovenian
    case "hr": croatian
    case "sr": serbianCyrillic
    case "sr-Latn": serbianLatin
    case "bg": bulgarian
    case "ro": romanian
    case "hu": hungarian
    case "el": greek
    case "tr": turkish
    case "ru": russian
    case "uk": ukrainian
    case "sv": swedish
    case "nb": norwegianBokmal
    case "da": danish
    case "fi": finnish
    case "et": estonian
    case "lv": latvian
    case "lt": lithuanian
    case "is": icelandic
    case "ca": catalan
    case "ja": japanese
    case "ko": korean
    case "zh-Hans": chineseSimplified
    case "zh-Hant": chineseTraditional
    case "hi": hindi
    case "id": indonesian
    case "vi": vietnamese
    case "th": thai
    case "ar": arabic
    case "he": hebrew
    case "fa": persian
    default: nil
    }
  }
}
