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

  /// Every other action, once the settings are read, with the checks that involve more than
  /// one setting: `--print-config` wins; `--search` and `--stdin` take no other place.
  mutating func action(_ command: Arguments) throws(UsageError) -> Action {
    let placeOnCommandLine: Bool
    if case .commandLine? = origins[Setting.location.key] {
      placeOnCommandLine = true
    } else {
      placeOnCommandLine = false
    }
    if case .name(let placeQuery, let source)? = place {
      place = .name(try query(placeQuery.text, subject: "the place"), source: source)
    }
    let readsStandardInput = command.flags.contains(CommandOption.stdin.name)
    var action = Action.forecast
    if let name = command.values[CommandOption.search.name] {
      guard !placeOnCommandLine, !readsStandardInput else {
        throw UsageError(message: "--search takes the name itself; give no other place")
      }
      switch format {
      case .human, .json, .tsv: break
      case .template:
        throw UsageError(message: "--search writes human, json or tsv, not a template")
      case .wttr, .bar:
        throw UsageError(message: "--search writes human, json or tsv, not \(format.name)")
      }
      action = .search(try query(name, subject: "--search"))
    }
    if readsStandardInput {
      if placeOnCommandLine {
        throw UsageError(message: "--stdin reads places itself; give no other place")
      }
      if case .bar(let bar) = format {
        throw UsageError(
          message: "--stdin writes one answer per place; \(bar.rawValue) shows one place in a "
            + "bar (use json, tsv, line or a template)")
      }
      action = .batch
    }
    if case .bar(let bar) = format, pastDates != nil {
      throw UsageError(
        message: "\(bar.rawValue) shows the weather now; --date needs human, json, tsv or a "
          + "template")
    }
    if watch { action = .watch }
    if command.flags.contains(CommandOption.printConfig.name) {
      action = .printConfig
    }
    return action
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
