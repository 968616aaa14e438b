/// One result of a place search.
package struct Place: Equatable, Sendable {
  /// The place's own name, such as `Melbourne`.
  package var name: String
  /// Degrees north.
  package var latitude: Double
  /// Degrees east.
  package var longitude: Double
  /// The first-level region (state, province), when known.
  package var region: String?
  /// The second-level region (county, district), when known.
  package var district: String?
  /// The country's name, when known.
  package var country: String?
  /// The ISO 3166-1 alpha-2 country code, when known.
  package var countryCode: String?
  /// How many people live there, when known.
  package var population: Int?
  /// The IANA time zone, when known.
  package var timezone: String?

  /// Creates a place; text fields are expected to be sanitised already.
  package init(
    name: String, latitude: Double, longitude: Double, region: String? = nil,
    district: String? = nil, country: String? = nil, countryCode: String? = nil,
    population: Int? = nil, timezone: String? = nil
  ) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.region = region
    self.district = district
    self.country = country
    self.countryCode = countryCode
    self.population = population
    self.timezone = timezone
  }

  /// The name in full: place, region and country (or its code), without repeats.
  package var fullName: String {
    var parts = [name]
    for part in [region, country ?? countryCode] {
      if let part, !part.isEmpty, part != parts.last { parts.append(part) }
    }
    return parts.joined(separator: ", ")
  }

  /// Whether `qualifier` names this place's region, district, country or country code (case
  /// and accents ignored), or is its region's ISO 3166-2 code where `Subdivisions` knows it
  /// (`IL` for Illinois).
  func matches(qualifier: String) -> Bool {
    let wanted = qualifier.folded
    if [region, district, country, countryCode].contains(where: { $0?.folded == wanted }) {
      return true
    }
    guard let countryCode, let region,
      let named = Subdivisions.name(country: countryCode, code: qualifier)
    else { return false }
    return named.folded == region.folded
  }
}

extension Place {
  var regionKey: String {
    "\(region?.folded ?? "")|\(countryCode?.folded ?? country?.folded ?? "")"
  }
}
