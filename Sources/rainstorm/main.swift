#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Not an async main: see MainLoop.
let status = MainLoop.run { await Command.run(.live()) }
exit(status.rawValue)
