#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Stored answers by key, with the instant each was stored. The store decides where they
/// live; reading never fails (a missing or damaged entry is nil) and writing never throws (a
/// cache that cannot be written is only slower), but says whether it wrote.
package protocol CacheStore: Sendable {
  /// The entry for `key`, or nil when there is none or it cannot be read.
  func read(_ key: String) -> CachedData?
  /// Stores `data` for `key`, replacing what was there, as stored at `date`; false when it
  /// could not.
  @discardableResult func write(_ data: [UInt8], for key: String, at date: Date) -> Bool
  /// Deletes the entry for `key`, if there is one.
  func remove(_ key: String)
}
