#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    if let data = Self.encode(location) { cache.save(data, for: key) }
    return location
  }

  private struct Stored: Codable {
    var latitude: Double
    var longitude: Double
    var name: String?
    var provider: String?
    var countryCode: String?
    var regions: [String]?
    var timeZone: String?
  }

  static func encode(_ location: Location) -> Data? {
    var provider: String?
    if case .ipLookup(let name) = location.source { provider = name }
    let stored = Stored(
      latitude: location.latitude, longitude: location.longitude, name: location.name,
      provider: provider, countryCode: location.countryCode, regions: location.regions,
      timeZone: location.timeZone)
    return try? JSONEncoder().encode(stored)
  }

  static func decode(_ data: Data) -> Location? {
    guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else { return nil }
    let source =
      stored.provider.map { Location.Source.ipLookup(provider: $0.sanitizedForTerminal()) }
      ?? .configuration
    return try? Location(
      latitude: stored.latitude, longitude: stored.longitude, name: stored.name, source: source,
      countryCode: stored.countryCode, regions: stored.regions ?? [], timeZone: stored.timeZone)
  }
}
