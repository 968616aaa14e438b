#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let status = await Command.run(.live())
exit(status.rawValue)
