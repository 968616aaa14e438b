/// A language's words: templates by key, read from one of the `Catalog+CODE.swift` texts
/// (`Catalog.english` explains the format).
package struct Catalog: Sendable {
  /// Templates by key; a counted phrase's forms as `key.category`.
  package let entries: [String: String]

  /// Reads a catalog's text; a line that is not `key = template` is skipped (the catalog
  /// tests reject it).
  package init(_ text: String) {
    var entries: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty, trimmed.first != "#",
        let separator = trimmed.firstRange(of: " = ")
      else { continue }
      var value = trimmed[separator.upperBound...]
      while value.last == " " { value.removeLast() }
      entries[String(trimmed[..<separator.lowerBound])] = String(value.drop { $0 == " " })
    }
    self.entries = entries
  }

  /// The text of the catalog for `code`, nil for a language without one yet.
  package static func text(_ code: String) -> String? {
    switch code {
    case "en": english
    case "de": german
    case "fr": french
    case "pl": polish
    case "ja": japanese
    case "ar": arabic
    case "pt-BR": portugueseBrazil
    default: nil
    }
  }
}
