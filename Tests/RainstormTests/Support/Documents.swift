import Foundation

/// The repository's Markdown documents, read where they are checked out.
enum Documents {
  /// The package's root: the folder of `Package.swift`.
  static let packageDirectory = Fixture.testsDirectory.deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The documents for people: the README for users, and those for maintainers.
  static let all = [
    "README.md", "Sources/README.md", "Tests/README.md", "Tests/Benchmark/README.md",
  ]

  /// The text of the file at `path`, relative to the package's root; empty when it cannot be
  /// read (the tests that need it then fail on what is missing).
  static func text(_ path: String) -> String {
    let url = packageDirectory.appendingPathComponent(path)
    return String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
  }

  /// The README, which keeps the status-bar configurations a test runs.
  static let readme = text("README.md")
}
