#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
