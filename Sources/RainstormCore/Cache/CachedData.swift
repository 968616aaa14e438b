#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// One stored answer.
public struct CachedData: Equatable, Sendable {
  /// The bytes as they were stored.
  public var data: [UInt8]
  /// When they were stored.
  public var storedAt: Date

  /// Creates an entry.
  public init(data: [UInt8], storedAt: Date) {
    self.data = data
    self.storedAt = storedAt
  }
}
