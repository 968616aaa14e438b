import RainstormCore

/// The config file: `key = value` lines, `#` comments, keys from `Setting.all`.
enum ConfigFile {
  /// Which file was used.
  enum Status: Equatable, Sendable {
    /// `--no-config`.
    case disabled
    /// Neither `XDG_CONFIG_HOME` nor `HOME` is set, so there is no default file.
    case noPath
    /// The default file does not exist.
    case notFound(String)
    /// The file was read.
    case read(String)

    /// For `--print-config`.
    var description: String {
      switch self {
      case .disabled: "none (--no-config)"
      case .noPath: "none (neither XDG_CONFIG_HOME nor HOME is set)"
      case .notFound(let path): "\(path) (not found)"
      case .read(let path): path
      }
    }
  }

  /// The largest config file read; a real one is a few hundred bytes.
  static let maximumSize = 65_536

  /// `$XDG_CONFIG_HOME/rainstorm/config`, or `~/.config/rainstorm/config`; a relative
  /// `XDG_CONFIG_HOME` is ignored, as the XDG specification says.
  static func defaultPath(_ environment: [String: String]) -> String? {
    XDGDirectory.base("XDG_CONFIG_HOME", else: ".config", environment)
      .map { $0 + "/rainstorm/config" }
  }

  /// The file `--config` names, or the default file unless `--no-config`, read and parsed.
  ///
  /// - Throws: `UsageError`: exit 66 when a file named with `--config` is missing or any
  ///   file is unreadable, 64 for a bad line.
  static func load(
    _ command: Arguments, environment: [String: String], readFile: (String) -> FileContents
  ) throws(UsageError) -> (status: Status, assignments: [SettingAssignment], problems: [Problem]) {
    let explicit = command.values[CommandOption.config.name]
    if command.flags.contains(CommandOption.noConfig.name) {
      if explicit != nil {
        throw UsageError(message: "--config and --no-config contradict each other")
      }
      return (.disabled, [], [])
    }
    guard let path = explicit ?? defaultPath(environment) else { return (.noPath, [], []) }
    let shown = path.escapedForMessage
    switch readFile(path) {
    case .missing where explicit == nil:
      return (.notFound(path), [], [])
    case .missing:
      throw UsageError(message: "--config: no such file: \(shown)", kind: .unreadableFile)
    case .unreadable(let reason):
      throw UsageError(
        message: "cannot read config file \(shown): \(reason)", kind: .unreadableFile,
        inSettings: true)
    case .text(let text):
      do {
        let read = try read(text, path: shown)
        return (.read(path), read.assignments, read.problems)
      } catch {
        var error = error
        error.inSettings = true
        throw error
      }
    }
  }

  /// A wrong line of a config file: its number, and the message naming the file and it.
  struct Problem: Equatable {
    let line: Int
    let message: String

    /// One error for every problem, in line order, each on a line of its own (`Command.fail`
    /// writes each as a line of its own; a bar's tooltip joins them).
    static func error(_ problems: [Problem]) -> UsageError? {
      guard !problems.isEmpty else { return nil }
      let lines = problems.sorted { $0.line < $1.line }.map(\.message)
      return UsageError(message: lines.joined(separator: "\n"), inSettings: true)
    }
  }

  /// The format the file sets, read past any line that is wrong: a bar shows the file's
  /// mistakes in its own format. Nil when the file sets none or cannot be read.
  static func format(
    _ command: Arguments, environment: [String: String], readFile: (String) -> FileContents
  ) -> String? {
    guard !command.flags.contains(CommandOption.noConfig.name),
      let path = command.values[CommandOption.config.name] ?? defaultPath(environment),
      case .text(let file) = readFile(path)
    else { return nil }
    let assignments = try? read(file, path: path).assignments
    return assignments?.last { $0.setting.key == Setting.format.key }?.value
  }

  /// The assignments in a config file's text, in order.
  ///
  /// - Throws: `UsageError` naming the file, each wrong line and its key, in line order.
  static func parse(_ text: String, path: String) throws(UsageError) -> [SettingAssignment] {
    let read = try read(text, path: path)
    if let error = Problem.error(read.problems) { throw error }
    return read.assignments
  }

  /// The assignments of the lines of a config file's text that can be read, in order, and
  /// the lines that cannot (a bar reads its format past the file's mistakes).
  ///
  /// - Throws: `UsageError` for a file too large to be a config file.
  static func read(_ text: String, path: String) throws(UsageError)
    -> (assignments: [SettingAssignment], problems: [Problem])
  {
    guard text.utf8.count <= maximumSize else {
      throw UsageError(message: "\(path): larger than \(maximumSize / 1024) KiB; not a config file")
    }
    var assignments: [SettingAssignment] = []
    var problems: [Problem] = []
    // A byte-order mark that an editor put at the start is not part of the first key.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // "\r\n" is one Character in Swift, and a newline.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, rawLine) in lines.enumerated() {
      let number = index + 1
      let line = String(rawLine).trimmingWhitespace
      if line.isEmpty || line.hasPrefix("#") { continue }
      let problem = { (message: String) in
        problems.append(Problem(line: number, message: "\(path):\(number): \(message)"))
      }
      guard let equals = line.firstIndex(of: "=") else {
        problem("expected 'key = value', got '\(excerpt(line))'")
        continue
      }
      let key = String(line[..<equals]).trimmingWhitespace
      guard let setting = Setting.named(key) else {
        let keys = Setting.all.map(\.key)
        let hint =
          key.nearest(among: keys).map { "did you mean '\($0)'?" }
          ?? "keys: \(keys.joined(separator: ", "))"
        problem("unknown key '\(excerpt(key))'; \(hint)")
        continue
      }
      guard let value = Self.value(String(line[line.index(after: equals)...])) else {
        problem("\(setting.key): text after the closing quote")
        continue
      }
      guard !value.isEmpty else {
        problem("\(setting.key) has no value")
        continue
      }
      assignments.append(
        SettingAssignment(
          setting: setting, value: value, origin: .file(path: path, line: number)))
    }
    return (assignments, problems)
  }

  /// The text after `=`: trimmed, without a trailing ` # comment`. Double quotes around it
  /// keep spaces and `#` inside; nil when something other than a comment follows them.
  private static func value(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace
    if trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") {
      let rest = String(trimmed[trimmed.index(after: close)...]).trimmingWhitespace
      guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
    }
    return withoutComment(trimmed)
  }

  /// `text` up to a `#` that follows a space or tab.
  private static func withoutComment(_ text: String) -> String {
    var previous: Character = " "
    for index in text.indices {
      if text[index] == "#", previous.isWhitespace {
        return String(text[..<index]).trimmingWhitespace
      }
      previous = text[index]
    }
    return text
  }

  /// A value as config-file text: quoted when it would not read back the same unquoted. (A
  /// value holding `"` and `#` cannot be written; no setting accepts one.)
  static func quoted(_ value: String) -> String {
    let needsQuotes =
      value.contains("#") || value.hasPrefix("\"") || value != value.trimmingWhitespace
    return needsQuotes ? "\"\(value)\"" : value
  }

  private static func excerpt(_ text: String) -> String {
    let shown = text.escapedForMessage
    return shown.count <= 40 ? shown : shown.prefix(40) + "…"
  }
}
