#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// One stored answer.
package struct CachedData: Equatable, Sendable {
  /// The bytes as they were stored.
  package var data: [UInt8]
  /// When they were stored.
  package var storedAt: Date

  /// Creates an entry.
  package init(data: [UInt8], storedAt: Date) {
    self.data = data
    self.storedAt = storedAt
  }
}
