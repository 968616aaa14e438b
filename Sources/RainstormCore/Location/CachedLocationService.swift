#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// A location service whose answers are kept for a while: asked again only when the kept
/// answer is older than `lifetime` (or fresh entries may not be used).
package struct CachedLocationService: LocationService {
  /// How long a kept location stands in when asking again fails: a day, or `lifetime` when
  /// longer. A computer's IP location changes when it travels, not by the hour.
  package static let fallbackLifetime: Double = 86_400

  private let base: any LocationService
  private let key: String
  private let lifetime: Double
  private let cache: Cache
  private let onKeptAnswer: @Sendable (_ error: LocationServiceError, _ storedAt: Date) -> Void

  /// Wraps `base`; its locations are stored under `key`. `onKeptAnswer` is called when
  /// asking failed and a kept location stands in, with why and when it was kept.
  package init(
    _ base: any LocationService, key: String, lifetime: Double, cache: Cache,
    onKeptAnswer: @escaping @Sendable (_ error: LocationServiceError, _ storedAt: Date) -> Void =
      { _, _ in }
  ) {
    self.base = base
    self.key = key
    self.lifetime = lifetime
    self.cache = cache
    self.onKeptAnswer = onKeptAnswer
  }

  /// The kept location while it is fresh, else the base service's answer (then kept); when
  /// asking fails for a reason that passes (not a refusal), a location kept within
  /// `fallbackLifetime`.
  package func requestLocation() async throws(LocationServiceError) -> Location {
    if let kept = cache.value(key, youngerThan: lifetime, fresh: true, decode: Self.decode) {
      return kept.value
    }
    let location: Location
    do {
      location = try await base.requestLocation()
    } catch {
      guard Self.passes(error),
        let kept = cache.value(
          key, youngerThan: max(lifetime, Self.fallbackLifetime), decode: Self.decode)
      else { throw error }
      onKeptAnswer(error, kept.storedAt)
      return kept.value
    }
    cache.save(Self.encode(location), for: key)
    return location
  }

  /// Whether `error` may pass by itself: every service that failed failed for a while.
  static func passes(_ error: LocationServiceError) -> Bool {
    switch error {
    case .requestFailed(let cause): cause.isTransient
    case .lookupsFailed(let causes): !causes.isEmpty && causes.allSatisfy(\.isTransient)
    case .notAuthorized, .notFound: false
    }
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
