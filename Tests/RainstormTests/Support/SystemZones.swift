import RainstormCore
import Testing

@testable import rainstorm

/// Runs a test, or every test of a suite, with the system's time zones in force
/// (`ZoneFiles.current`), as the command binds them for a run; without it no zone is known.
struct SystemZones: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ZoneFiles.$current.withValue(.system) { try await function() }
  }
}

extension Trait where Self == SystemZones {
  /// The system's time zones in force for the test.
  static var systemZones: Self { SystemZones() }
}
