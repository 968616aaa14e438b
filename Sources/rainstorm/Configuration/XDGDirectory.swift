/// Base directories as the XDG Base Directory specification finds them.
enum XDGDirectory {
  /// `$variable` when it is an absolute path, else `$HOME/fallback` (`.config`, `.cache`),
  /// without a trailing slash; nil when neither is set. A relative value is ignored, as the
  /// specification says.
  static func base(_ variable: String, else fallback: String, _ environment: [String: String])
    -> String?
  {
    if let base = environment[variable], base.hasPrefix("/") {
      return withoutTrailingSlashes(base)
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return withoutTrailingSlashes(home) + "/" + fallback
  }

  private static func withoutTrailingSlashes(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
