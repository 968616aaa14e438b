import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `--version` says for a bug report: the version, the system and processor it was built
/// for, the C library it runs on (Linux), the Swift it was built with, and the kind of build.
enum BuildInfo {
  /// `rainstorm 0.1.0 (Linux x86_64, glibc 2.36, Swift 6.3, release build)`.
  static var line: String {
    let parts = [platform, libc(), "Swift \(swift)", debug ? "debug build" : "release build"]
    return "rainstorm \(Rainstorm.version) (\(parts.compactMap { $0 }.joined(separator: ", ")))"
  }

  static var platform: String {
    #if os(Linux)
      let system = "Linux"
    #elseif os(macOS)
      let system = "macOS"
    #else
      let system = "unknown system"
    #endif
    #if arch(x86_64)
      return system + " x86_64"
    #elseif arch(arm64)
      return system + " arm64"
    #else
      return system
    #endif
  }

  /// The Swift language version of the compiler that built it.
  static var swift: String {
    #if compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  static var debug: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// The glibc it runs on (`glibc 2.36`), nil elsewhere.
  static func libc() -> String? {
    #if os(Linux)
      typealias Version = @convention(c) () -> UnsafePointer<CChar>?
      guard let symbol = dlsym(nil, "gnu_get_libc_version"),
        let version = unsafeBitCast(symbol, to: Version.self)()
      else { return nil }
      return "glibc " + String(cString: version)
    #else
      return nil
    #endif
  }
}
