import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Configuration {
  /// Whether the locale's character set is UTF-8, by POSIX precedence: `LC_ALL`, then
  /// `LC_CTYPE`, then `LANG`; unset means the C locale, which is ASCII.
  static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name = locale?.lowercased() else { return false }
    return name.containsBytes(of: "utf-8") || name.containsBytes(of: "utf8")
  }

  /// A URL from the environment, or nil when the variable is unset or empty.
  static func url(_ environment: [String: String], _ name: String) throws(UsageError)
    -> WebAddress?
  {
    guard let text = environment[name], !text.isEmpty else { return nil }
    guard let url = WebAddress(text), url.isWeb else {
      throw UsageError(
        message: "\(name) must be an http or https URL, got '\(text.escapedForMessage)'")
    }
    return url
  }
}
