import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs the test where `programs` are all on the PATH, and always under CI, which installs
  /// them (`.ci/run`): there a missing one makes the test fail. Elsewhere the test is skipped,
  /// and the run says so, rather than passing without testing.
  static func needs(_ programs: String...) -> Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["CI"] != nil
        || programs.allSatisfy { I3EndToEndTests.program($0) != nil },
      "needs \(programs.joined(separator: ", "))")
  }
}
