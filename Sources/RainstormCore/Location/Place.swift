/// One result of a place search.
public struct Place: Equatable, Sendable {
  /// The place's own name, such as `Melbourne`.
  public var name: String
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double
  /// The first-level region (state, province), when known.
  public var region: String?
  /// The second-level region (county, district), when known.
  public var district: String?
  /// The country's name, when known.
  public var country: String?
  /// The ISO 3166-1 alpha-2 country code, when known.
  public var countryCode: String?
  /// How many people live there, when known.
  public var population: Int?
  /// The IANA time zone, when known.
  public var timezone: String?

  /// Creates a place; text fields are expected to be sanitised already.
  public init(
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
  public var fullName: String {
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
