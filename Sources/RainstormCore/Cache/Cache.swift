#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The cache as rainstorm uses it: a store, how long each kind of answer stays fresh, how old
/// a forecast may be to stand in for a failed refresh, and the clock.
package struct Cache: Sendable {
  /// Where entries live.
  package var store: any CacheStore
  /// Whether fresh entries may be used instead of asking (false with `--refresh`).
  package var readsFresh: Bool
  /// Seconds a forecast stays fresh (15 minutes by default).
  package var forecastLifetime: Double
  /// Seconds an IP location stays fresh (1 hour by default).
  package var locationLifetime: Double
  /// Seconds a place search stays fresh (30 days by default).
  package var searchLifetime: Double
  /// Seconds a forecast may be old to be shown, marked stale, when a refresh fails.
  package var staleLimit: Double
  /// The current instant.
  package var now: @Sendable () -> Date

  /// Creates a cache with the default lifetimes unless given.
  package init(
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

  /// How long a forecast server's `Expires` may keep its answer fresh: 6 hours. Forecasts are
  /// remade every hour or few; beyond this the answer is due whatever the server said.
  package static let forecastExpiresBound: Double = 6 * 3600
  /// How long a warning service's `Expires` may keep its answer fresh: 1 hour. A warning
  /// issued since must not wait longer to be seen.
  package static let warningsExpiresBound: Double = 3600

  /// Seconds an answer stored at `storedAt` stays fresh: the longer of rainstorm's `lifetime`
  /// for it (the user's setting, where there is one) and the life its server gave it
  /// (`expires`), which counts only up to `bound`. A setting may lengthen a lifetime, but
  /// never makes rainstorm ask a server again before the `Expires` it gave (MET Norway's terms
  /// ask for that); past the bound the answer is due, whatever the server said. `--refresh`
  /// (`readsFresh` false) asks anyway. Forecasts and warnings read `Expires`; the other kinds
  /// of answer keep for their `lifetime`, as this says with no `expires`.
  package static func freshFor(lifetime: Double, storedAt: Date, expires: Date?, bound: Double)
    -> Double
  {
    guard let expires else { return lifetime }
    return max(lifetime, min(expires.timeIntervalSince(storedAt), bound))
  }

  /// Whether an answer stored at `storedAt` may be used without asking: fresh entries may be
  /// used and it is younger than `freshFor` says (and not from the future).
  package func isFresh(storedAt: Date, lifetime: Double, expires: Date?, bound: Double) -> Bool {
    guard readsFresh else { return false }
    let age = now().timeIntervalSince(storedAt)
    return age >= 0
      && age < Self.freshFor(lifetime: lifetime, storedAt: storedAt, expires: expires, bound: bound)
  }

  /// The entry for `key` if it is younger than `age` seconds (and not from the future).
  package func entry(_ key: String, youngerThan age: Double) -> CachedData? {
    guard let entry = store.read(key) else { return nil }
    let elapsed = now().timeIntervalSince(entry.storedAt)
    return elapsed >= 0 && elapsed < age ? entry : nil
  }

  /// What `decode` reads from the entry for `key` while it is younger than `age` (and, with
  /// `fresh`, only while fresh entries may be used). An entry that `decode` cannot read is
  /// removed: an answer that fails once is never served again, fresh or stale.
  ///
  /// A fresh entry is read within the run's `WorkDeadline`, and kept when only the deadline
  /// stopped it. Any other (a stale answer standing in, often after the time ran out) is read
  /// without one: it was read in time once, when it was kept.
  package func value<Value>(
    _ key: String, youngerThan age: Double, fresh: Bool = false, decode: ([UInt8]) -> Value?
  ) -> (value: Value, storedAt: Date)? {
    guard !fresh || readsFresh, let entry = entry(key, youngerThan: age) else { return nil }
    let decoded =
      fresh ? decode(entry.data) : WorkDeadline.$current.withValue(.none) { decode(entry.data) }
    guard let value = decoded else {
      if !fresh || !WorkDeadline.current.hasPassed { store.remove(key) }
      return nil
    }
    return (value, entry.storedAt)
  }

  /// Stores `data` for `key` as fetched at `date` (now when not given); false when it could
  /// not be written.
  @discardableResult package func save(_ data: [UInt8], for key: String, at date: Date? = nil)
    -> Bool
  {
    store.write(data, for: key, at: date ?? now())
  }
}
