/// A place on Earth that a forecast can be asked for, with how rainstorm came to know it.
public struct Location: Equatable, Sendable {
  /// How a location was found; shown to the user so they know what the forecast is for.
  public enum Source: Equatable, Sendable {
    /// Coordinates the user gave on the command line.
    case coordinates
    /// A place-name search.
    case search
    /// An IP geolocation lookup, through the named provider host (for example `ipapi.co`).
    case ipLookup(provider: String)
    /// A default saved in the configuration.
    case configuration
  }

  /// Degrees north of the equator, -90...90.
  public let latitude: Double
  /// Degrees east of Greenwich, -180...180.
  public let longitude: Double
  /// A human-readable name, already stripped of control characters, when one is known.
  public let name: String?
  /// How this location was found.
  public let source: Source
  /// The ISO 3166-1 alpha-2 code of the country, upper case, when the place search or the IP
  /// lookup gave one: it chooses the official warnings source.
  public let countryCode: String?
  /// The names of the regions that hold the place, largest first (state or province, then
  /// county or district), when the place search or the IP lookup gave them: warnings issued
  /// per region (MeteoAlarm) are matched by these.
  public let regions: [String]
  /// The IANA time zone of the place, such as `Europe/Oslo`, when the place search or the IP
  /// lookup gave one that looks like a zone name: forecasts from a service that answers in UTC
  /// (MET Norway) are put into it.
  public let timeZone: String?

  /// Creates a validated location.
  ///
  /// - Throws: `LocationValidationError` when a coordinate is not finite or out of range.
  public init(
    latitude: Double, longitude: Double, name: String? = nil, source: Source,
    countryCode: String? = nil, regions: [String?] = [], timeZone: String? = nil
  ) throws(LocationValidationError) {
    guard latitude.isFinite, (-90.0...90.0).contains(latitude) else {
      throw .latitudeOutOfRange(latitude)
    }
    guard longitude.isFinite, (-180.0...180.0).contains(longitude) else {
      throw .longitudeOutOfRange(longitude)
    }
    self.latitude = latitude
    self.longitude = longitude
    self.name = name.flatMap { Self.cleanName($0).nonEmpty }
    self.source = source
    // Anything but two ASCII letters is no country code.
    self.countryCode = countryCode.flatMap { code in
      code.utf8.count == 2 && code.allSatisfy { $0.isASCII && $0.isLetter }
        ? code.uppercased() : nil
    }
    self.regions = regions.compactMap { $0.flatMap { Self.cleanName($0).nonEmpty } }
    self.timeZone = timeZone.flatMap(Self.zoneName)
  }

  /// The same place under other names (cleaned and cut as every name is).
  func renamed(name: String?, regions: [String]) -> Location {
    (try? Location(
      latitude: latitude, longitude: longitude, name: name, source: source,
      countryCode: countryCode, regions: regions, timeZone: timeZone)) ?? self
  }

  /// The most characters a place or region name keeps: a name from a server is no longer
  /// than that, and a longer one (a poisoned answer) would be carried into every match and
  /// every cached entry.
  public static let nameLimit = 200

  /// A name from an answer without control characters, cut to `nameLimit` characters.
  static func cleanName(_ name: String) -> String {
    let cleaned = name.sanitizedForTerminal()
    guard cleaned.utf8.count > nameLimit else { return cleaned }
    return String(cleaned.prefix(nameLimit))
  }

  /// `name` when it has the shape of an IANA zone name (`Area/Place`, letters, digits, `/`,
  /// `_`, `-`, `+`, at most 64 bytes, no `..`): anything else from a server is no zone.
  static func zoneName(_ name: String) -> String? {
    let allowed = name.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2F || byte == 0x5F || byte == 0x2D
        || byte == 0x2B
    }
    guard allowed, (1...64).contains(name.utf8.count), !name.containsBytes(of: ".."),
      !name.hasPrefix("/")
    else { return nil }
    return name
  }
}

/// Why a pair of coordinates cannot be a `Location`.
public enum LocationValidationError: Error, Equatable, Sendable {
  /// The latitude is not a finite number in -90...90.
  case latitudeOutOfRange(Double)
  /// The longitude is not a finite number in -180...180.
  case longitudeOutOfRange(Double)
}
