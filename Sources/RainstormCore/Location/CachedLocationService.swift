/// A location service whose answers are kept for a while: asked again only when the kept
/// answer is older than `lifetime` (or fresh entries may not be used).
public struct CachedLocationService: LocationService {
  private let base: any LocationService
  private let key: String
  private let lifetime: Double
  private let cache: Cache

  /// Wraps `base`; its locations are stored under `key`.
  public init(_ base: any LocationService, key: String, lifetime: Double, cache: Cache) {
    self.base = base
    self.key = key
    self.lifetime = lifetime
    self.cache = cache
  }

  /// The kept location while it is fresh, else the base service's answer (then kept).
  public func requestLocation() async throws(LocationServiceError) -> Location {
    if let kept = cache.value(key, youngerThan: lifetime, fresh: true, decode: Self.decode) {
      return kept.value
    }
    let location = try await base.requestLocation()
    cache.save(Self.encode(location), for: key)
    return location
  }

  static func encode(_ location: Location) -> [UInt8] {
    var members: [(String, JSONValue)] = [
      ("latitude", .number(location.latitude)), ("longitude", .number(location.longitude)),
    ]
    if let name = location.name { members.append(("name", .string(name))) }
    if case .ipLookup(let provider) = location.source {
      members.append(("provider", .string(provider)))
    }
    if let code = location.countryCode { members.append(("countryCode", .string(code))) }
    members.append(("regions", .array(location.regions.map(JSONValue.string))))
    if let zone = location.timeZone { members.append(("timeZone", .string(zone))) }
    return Array(JSONValue.object(members).serialized(compact: true).utf8)
  }

  static func decode(_ data: [UInt8]) -> Location? {
    do {
      let stored = try JSONObject(parsing: data)
      guard let latitude = try stored.number("latitude"),
        let longitude = try stored.number("longitude")
      else { return nil }
      let source =
        try stored.string("provider").map {
          Location.Source.ipLookup(provider: $0.sanitizedForTerminal())
        } ?? .configuration
      return try Location(
        latitude: latitude, longitude: longitude, name: stored.string("name"), source: source,
        countryCode: stored.string("countryCode"), regions: stored.strings("regions") ?? [],
        timeZone: stored.string("timeZone"))
    } catch {
      return nil
    }
  }
}
