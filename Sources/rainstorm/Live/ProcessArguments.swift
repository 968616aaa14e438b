#if os(Linux)
  import CLinuxShim
#endif

/// The process's own arguments, program name first: on Linux as the C library gave them to a
/// constructor before `main` (`CLinuxShim`), elsewhere as the Swift runtime has them.
///
/// Not `CommandLine.arguments` on Linux: the runtime finds `argv` there by reading
/// `/proc/self/maps` and walking back from `environ`, and finds nothing in a chroot without
/// `/proc` or under a preloaded library that moves `environ` (libfaketime). rainstorm then ran
/// as if no argument had been given: `--version` looked the place up by IP address, and
/// `--lat 50 --lon 8` answered for somewhere else.
enum ProcessArguments {
  /// The arguments, or nil when they cannot be known.
  static func current() -> [String]? {
    #if os(Linux)
      var count: Int32 = 0
      guard let vector = rainstorm_captured_arguments(&count), count >= 0 else { return nil }
      // As CommandLine.arguments reads them: ill-formed UTF-8 repaired.
      return (0..<Int(count)).map { vector[$0].map { String(cString: $0) } ?? "" }
    #else
      return CommandLine.arguments
    #endif
  }

  /// What rainstorm says, with exit status 70, when it cannot read its own arguments: it
  /// never runs as if none were given.
  static let unreadable =
    "rainstorm: cannot read its own command-line arguments (the C library gave none); "
    + "nothing was done\n"
}
