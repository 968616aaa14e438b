/// Where a setting's value came from.
enum SettingOrigin: Equatable, Sendable {
  /// The built-in default.
  case builtIn
  /// Set along with another setting, such as `temperature_unit` by `units`.
  case derived(from: String)
  /// A line of the config file.
  case file(path: String, line: Int)
  /// An environment variable.
  case environment(String)
  /// The command line: an option such as `--days`, or `the place name` for positional words.
  case commandLine(String)

  /// What a bad value is called in an error message, before the reason.
  func subject(key: String) -> String {
    switch self {
    case .builtIn, .derived: key
    case .file(let path, let line): "\(path):\(line): \(key)"
    case .environment(let name), .commandLine(let name): name
    }
  }

  /// Where the value came from, for `--print-config`.
  var description: String {
    switch self {
    case .builtIn: "default"
    case .derived(let key): "from \(key)"
    case .file(let path, let line): "\(path), line \(line)"
    case .environment(let name): "environment, \(name)"
    case .commandLine(let name): "command line, \(name)"
    }
  }
}
