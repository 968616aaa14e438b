#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read from the C library's `environ`.
enum ProcessEnvironment {
  /// Each `NAME=value` entry; an entry without `=` is left out, and for a name given twice
  /// the first wins, as `getenv` finds it.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    #if canImport(Darwin)
      guard let entries = _NSGetEnviron()?.pointee else { return variables }
    #else
      guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else {
        return variables
      }
    #endif
    var count = 0
    while entries[count] != nil { count += 1 }
    variables.reserveCapacity(count)
    // From the last entry to the first, each stored over the one before: the first of a name
    // given twice stays, with one lookup an entry.
    for index in stride(from: count - 1, through: 0, by: -1) {
      guard let entry = entries[index] else { continue }
      // Split at the byte, not by Characters: a shell's environment is dozens of entries.
      guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
      let name = String(
        decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)),
        as: UTF8.self)
      variables[name] = String(cString: equals + 1)
    }
    return variables
  }
}
