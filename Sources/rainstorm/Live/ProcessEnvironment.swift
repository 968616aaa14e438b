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
    var index = 0
    while let entry = entries[index] {
      index += 1
      let text = String(cString: entry)
      guard let equals = text.firstIndex(of: "=") else { continue }
      let name = String(text[..<equals])
      if variables[name] == nil {
        variables[name] = String(text[text.index(after: equals)...])
      }
    }
    return variables
  }
}
