import Foundation

/// Stored answers by key, with the instant each was stored. The store decides where they
/// live; reading never fails (a missing or damaged entry is nil) and writing never throws (a
/// cache that cannot be written is only slower).
public protocol CacheStore: Sendable {
  /// The entry for `key`, or nil when there is none or it cannot be read.
  func read(_ key: String) -> CachedData?
  /// Stores `data` for `key`, replacing what was there, as stored at `date`.
  func write(_ data: Data, for key: String, at date: Date)
}

/// One stored answer.
public struct CachedData: Equatable, Sendable {
  /// The bytes as they were stored.
  public var data: Data
  /// When they were stored.
  public var storedAt: Date

  /// Creates an entry.
  public init(data: Data, storedAt: Date) {
    self.data = data
    self.storedAt = storedAt
  }
}

/// The cache as rainstorm uses it: a store, how long each kind of answer stays fresh, how old
/// a forecast may be to stand in for a failed refresh, and the clock.
public struct Cache: Sendable {
  /// Where entries live.
  public var store: any CacheStore
  /// Whether fresh entries may be used instead of asking (false with `--refresh`).
  public var readsFresh: Bool
  /// Seconds a forecast stays fresh (15 minutes by default).
  public var forecastLifetime: Double
  /// Seconds an IP location stays fresh (1 hour by default).
  public var locationLifetime: Double
  /// Seconds a place search stays fresh (30 days by default).
  public var searchLifetime: Double
  /// Seconds a forecast may be old to be shown, marked stale, when a refresh fails.
  public var staleLimit: Double
  /// The current instant.
  public var now: @Sendable () -> Date

  /// Creates a cache with the default lifetimes unless given.
  public init(
    store: any CacheStore, readsFresh: Bool = true, forecastLifetime: Double = 900,
    locationLifetime: Double = 3600, searchLifetime: Double = 30 * 86_400,
    staleLimit: Double = 86_400, now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.readsFresh = readsFresh
    self.forecastLifetime = forecastLifetime
    self.locationLifetime = locationLifetime
    self.searchLifetime = searchLifetime
    self.staleLimit = staleLimit
    self.now = now
  }

  /// The entry for `key` if it is younger than `lifetime` and fresh entries may be used.
  public func fresh(_ key: String, lifetime: Double) -> CachedData? {
    guard readsFresh else { return nil }
    return entry(key, youngerThan: lifetime)
  }

  /// The entry for `key` if it is younger than `age` seconds (and not from the future).
  public func entry(_ key: String, youngerThan age: Double) -> CachedData? {
    guard let entry = store.read(key) else { return nil }
    let elapsed = now().timeIntervalSince(entry.storedAt)
    return elapsed >= 0 && elapsed < age ? entry : nil
  }

  /// Stores `data` for `key` as of now.
  public func save(_ data: Data, for key: String) {
    store.write(data, for: key, at: now())
  }
}

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
    if let entry = cache.fresh(key, lifetime: lifetime),
      let location = Self.decode(entry.data)
    {
      return location
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
  }

  static func encode(_ location: Location) -> Data? {
    var provider: String?
    if case .ipLookup(let name) = location.source { provider = name }
    let stored = Stored(
      latitude: location.latitude, longitude: location.longitude, name: location.name,
      provider: provider)
    return try? JSONEncoder().encode(stored)
  }

  static func decode(_ data: Data) -> Location? {
    guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else { return nil }
    let source =
      stored.provider.map { Location.Source.ipLookup(provider: $0.sanitizedForTerminal()) }
      ?? .configuration
    return try? Location(
      latitude: stored.latitude, longitude: stored.longitude, name: stored.name, source: source)
  }
}
