import RainstormCore

extension Configuration {
  /// The actions that need no settings, decided before any is read, so that a broken config
  /// file or variable does not stop `--help`: help, version, a completion script, the man page.
  static func standaloneAction(_ command: Arguments) throws(UsageError) -> Action? {
    if command.flags.contains(CommandOption.help.name) { return .help }
    if command.flags.contains(CommandOption.version.name) { return .version }
    if let name = command.values[CommandOption.completionScript.name] {
      guard let shell = Shell(rawValue: name) else {
        throw UsageError(
          message: "--\(CommandOption.completionScript.name) expects bash, zsh or fish, got '"
            + "\(name.escapedForMessage)'")
      }
      return .completionScript(shell)
    }
    if command.flags.contains(CommandOption.manPage.name) { return .manPage }
    // Any case, as codes are (`DE`, `LIST`).
    if command.values[Setting.lang.option?.name ?? ""]?.lowercased() == "list" {
      return .languageList
    }
    if command.values[Setting.alerts.option?.name ?? ""] == "sources" { return .alertSources }
    return nil
  }

  /// Every other action, once the settings are read: `--print-config` wins over `--watch`,
  /// which wins over `--stdin` and `--search`; `--radar` with `--watch` is the radar, watched
  /// (`validate` refuses what cannot go together).
  mutating func action(_ command: Arguments) throws(UsageError) -> Action {
    if case .name(let placeQuery, let source)? = place {
      place = .name(try query(placeQuery.text, subject: "the place"), source: source)
    }
    if command.flags.contains(CommandOption.printConfig.name) { return .printConfig }
    if watch, !radar { return .watch }
    if command.flags.contains(CommandOption.stdin.name) { return .batch }
    if let name = command.values[CommandOption.search.name] {
      return .search(try query(name, subject: "--search"))
    }
    return radar ? .radar : .forecast
  }

  /// A place name with the configured country.
  private func query(_ text: String, subject: String) throws(UsageError) -> PlaceQuery {
    do {
      return try PlaceQuery(text, country: country)
    } catch {
      throw UsageError(message: "\(subject) \(error.reason)")
    }
  }
}
