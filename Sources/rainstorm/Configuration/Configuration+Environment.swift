import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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

  /// The language the environment asks for, the way GNU programs choose their messages'
  /// language: `LANGUAGE` (a colon-separated list, the first language rainstorm speaks
  /// wins) unless the locale is `C` or `POSIX`, then `LC_ALL`, `LC_MESSAGES`, `LANG`. `C`,
  /// `POSIX`, nothing set, or a language rainstorm does not speak is English.
  ///
  /// - Returns: the language, and the variable that chose it (nil for English by default).
  static func localeLanguage(_ environment: [String: String]) -> (Language, variable: String?) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { name in environment[name].map { (name: name, value: $0) } }
      .first { !$0.value.isEmpty }
    let isPlain = { (name: String) in
      let base = name.split(separator: ".").first.map(String.init) ?? name
      return base == "C" || base == "POSIX"
    }
    guard let locale, !isPlain(locale.value) else { return (.english, nil) }
    // The first 32 entries: a list longer than any person writes is not read to its end.
    for name in (environment["LANGUAGE"] ?? "").split(separator: ":").prefix(32) {
      if let language = Language.matching(String(name)) { return (language, "LANGUAGE") }
    }
    guard let language = Language.matching(locale.value) else { return (.english, nil) }
    return (language, locale.name)
  }

  /// A URL from the environment, or nil when the variable is unset or empty.
  static func url(_ environment: [String: String], _ name: String) throws(UsageError)
    -> WebAddress?
  {
    guard let text = environment[name], !text.isEmpty else { return nil }
    guard let url = WebAddress(text), url.isWeb else {
      throw UsageError(
        message: "\(name) must be an http or https URL, got '\(text.escapedForMessage)'",
        inSettings: true)
    }
    return url
  }
}
