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
