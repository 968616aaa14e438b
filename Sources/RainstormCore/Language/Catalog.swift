/// A language's words: templates by key, read from one of the `Catalog+CODE.swift` texts
/// (`Catalog.english` explains the format).
package struct Catalog: Sendable {
  /// Templates by key; a counted phrase's forms as `key.category`.
  package let entries: [String: String]

  /// Reads a catalog's text; a line that is not `key = template` is skipped (the catalog
  /// tests reject it). The key is the line's first word, the template what follows ` = `. Read
  /// as UTF-8 bytes: by characters, reading English's took a quarter of a cached run.
  package init(_ text: String) {
    var entries: [String: String] = [:]
    let read = { (bytes: UnsafeBufferPointer<UInt8>) in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if let (key, value) = Self.entry(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
          entries[key] = value
        }
        start = end + 1
      }
    }
    text.withUTF8Bytes(read)
    self.entries = entries
  }

  /// The key and template of a `key = template` line, spaces around the template dropped.
  private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (String, String)? {
    let space = UInt8(ascii: " ")
    var first = 0
    while first < line.count, line[first] == space { first += 1 }
    guard first < line.count, line[first] != UInt8(ascii: "#") else { return nil }
    var keyEnd = first
    while keyEnd < line.count, line[keyEnd] != space { keyEnd += 1 }
    guard keyEnd + 2 < line.count, line[keyEnd + 1] == UInt8(ascii: "="),
      line[keyEnd + 2] == space
    else { return nil }
    var valueStart = keyEnd + 3
    while valueStart < line.count, line[valueStart] == space { valueStart += 1 }
    var valueEnd = line.count
    while valueEnd > valueStart, line[valueEnd - 1] == space { valueEnd -= 1 }
    return (
      String(decoding: UnsafeBufferPointer(rebasing: line[first..<keyEnd]), as: UTF8.self),
      String(decoding: UnsafeBufferPointer(rebasing: line[valueStart..<valueEnd]), as: UTF8.self)
    )
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
