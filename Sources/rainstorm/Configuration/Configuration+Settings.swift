import RainstormCore

extension Configuration {
  /// `--print-config`: every setting as a config-file line, with where its value came from.
  /// The output is itself a valid config file.
  var settingsText: String {
    var lines = [
      "# rainstorm \(Rainstorm.version) settings. Precedence: command line, environment,",
      "# config file, default. Config file: \(configFile.description.sanitizedForTerminal())",
    ]
    var entries: [(assignment: String, origin: String)] = []
    for setting in Setting.all {
      let origin = (origins[setting.key] ?? .builtIn).description.sanitizedForTerminal()
      if let value = setting.show(self) {
        let shown = ConfigFile.quoted(value.sanitizedForTerminal())
        entries.append(("\(setting.key) = \(shown)", origin))
      } else {
        let unset = setting.key == Setting.location.key ? " (IP lookup finds you)" : ""
        entries.append(("# \(setting.key): not set\(unset)", ""))
      }
    }
    let set = entries.filter { !$0.origin.isEmpty }
    let width = min(40, set.map(\.assignment.count).max() ?? 0)
    for entry in entries where entry.origin.isEmpty {
      lines.append(entry.assignment)
    }
    for entry in set {
      let padding = String(repeating: " ", count: max(0, width - entry.assignment.count))
      lines.append("\(entry.assignment)\(padding)  # \(entry.origin)")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
