import Foundation

/// A fresh, empty folder under the system's temporary one, for a test's HOME (config file,
/// cache) or its own files: `defer { TemporaryHome.remove(home) }` after making it.
enum TemporaryHome {
  /// Makes the folder, named after `purpose` and made unique.
  static func make(_ purpose: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Removes it and everything in it.
  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}
