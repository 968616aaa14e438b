/// A place name as the user wrote it: `Paris`, `Melbourne, Florida`, `Hollywood, US`, with an
/// optional country code to narrow the search.
package struct PlaceQuery: Equatable, Sendable {
  /// The whole text, trimmed, as shown in messages.
  package let text: String
  /// The part searched for: the text up to the first comma.
  package let name: String
  /// The comma-separated parts after the name; each must match the region, the district, the
  /// country or the country code of a result.
  package let qualifiers: [String]
  /// An ISO 3166-1 alpha-2 country code, upper case, or nil for anywhere.
  package let country: String?

  /// The longest text accepted; place names are far shorter.
  package static let maximumLength = 200

  /// Reads a place name and an optional country code.
  ///
  /// - Throws: `PlaceQueryError` when the name is too short or too long, or the country is not
  ///   two letters.
  package init(_ text: String, country: String? = nil) throws(PlaceQueryError) {
    let trimmed = text.trimmingWhitespace
    guard trimmed.count <= Self.maximumLength else { throw .tooLong }
    guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .controlCharacters }
    let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0).trimmingWhitespace }
    let name = parts.first ?? ""
    // The geocoder answers nothing for a single character.
    guard name.count >= 2 else { throw .tooShort }
    if let country {
      guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw .badCountry(country.escapedForMessage)
      }
    }
    self.text = trimmed
    self.name = name
    self.qualifiers = parts.dropFirst().filter { !$0.isEmpty }
    self.country = country?.uppercased()
  }
}

extension PlaceQuery {
  /// Whether `word` could be the region that a comma before it would make a qualifier: a
  /// state's or province's name or code (`Texas`, `IL`), or a country's name or code
  /// (`France`, `US`). "Salt Lake City" does not end in one: its last word is part of the name.
  package static func couldBeRegion(_ word: String) -> Bool {
    if Subdivisions.contains(word) { return true }
    if word.utf8.count == 2, WMOSources.countryName(word) != nil { return true }
    let wanted = word.folded
    return WMOSources.namedCountries.contains { WMOSources.countryName($0)?.folded == wanted }
  }
}

/// Why a text cannot be searched for as a place.
package enum PlaceQueryError: Error, Equatable, Sendable {
  /// Less than two characters before the first comma.
  case tooShort
  /// More than `PlaceQuery.maximumLength` characters.
  case tooLong
  /// The text holds control characters.
  case controlCharacters
  /// The country is not a two-letter code; the text is kept, sanitised, for the message.
  case badCountry(String)

  /// What is wrong, as a phrase that follows what was given (`--search needs ...`).
  package var reason: String {
    switch self {
    case .tooShort: "needs at least 2 characters"
    case .tooLong: "can have at most \(PlaceQuery.maximumLength) characters"
    case .controlCharacters: "cannot hold control characters"
    case .badCountry(let text): "expects a two-letter country code such as FR, got '\(text)'"
    }
  }
}
