import RainstormCore

extension Configuration {
  /// The checks across options and settings, once every layer is applied and the action
  /// decided, all here: what cannot be asked together is a usage error before any request.
  /// First what each option declares (`CommandOption.needs` and `excludes`, in the order of
  /// `CommandOption.all`), then what depends on values, from wherever they came.
  func validate(_ command: Arguments) throws(UsageError) {
    for option in CommandOption.all where command.gives(option) {
      if let need = option.needs, !command.gives(name: need.name) {
        throw UsageError(message: "--\(option.name) \(need.only): add --\(need.name)")
      }
      if let exclusion = option.excludes,
        let other = exclusion.names.first(where: { command.gives(name: $0) })
      {
        throw UsageError(
          message: "--\(option.name) \(exclusion.reason); it cannot be used with --\(other)")
      }
    }
    try validatePlace(command)
    try validateFormat(command)
    if pastDates != nil, provider == .metNorway {
      let origin = origins[Setting.provider.key]?.description ?? "configuration"
      throw UsageError(
        message: "--date needs Open-Meteo's archive, but the provider is met-norway "
          + "(\(origin)); pass --provider auto")
    }
    if failOnAlert != nil, alerts == .off {
      let origin = origins[Setting.alerts.key]?.description ?? "configuration"
      throw UsageError(
        message: "--fail-on-alert needs warnings, but they are turned off (\(origin)); "
          + "drop one of the two or pass --alerts on")
    }
  }

  /// `--search` and `--stdin` take no other place.
  private func validatePlace(_ command: Arguments) throws(UsageError) {
    let placeOnCommandLine: Bool
    if case .commandLine? = origins[Setting.location.key] {
      placeOnCommandLine = true
    } else {
      placeOnCommandLine = false
    }
    let readsStandardInput = command.flags.contains(CommandOption.stdin.name)
    if command.values[CommandOption.search.name] != nil, placeOnCommandLine || readsStandardInput {
      throw UsageError(message: "--search takes the name itself; give no other place")
    }
    if readsStandardInput, placeOnCommandLine {
      throw UsageError(message: "--stdin reads places itself; give no other place")
    }
  }

  /// The formats each mode can write: `--search` a list, `--stdin` an answer a place,
  /// `--watch` a line at a time, `--date` no bar (checked for the options given, so that
  /// `--print-config` shows only what could run).
  private func validateFormat(_ command: Arguments) throws(UsageError) {
    if command.gives(.search) {
      switch format {
      case .human, .json, .tsv: break
      case .template:
        throw UsageError(message: "--search writes human, json or tsv, not a template")
      case .wttr, .bar:
        throw UsageError(message: "--search writes human, json or tsv, not \(format.name)")
      }
    }
    if command.gives(.radar), format != .human {
      throw UsageError(message: "--radar draws a map for people; it writes no \(format.name)")
    }
    if command.gives(.stdin), case .bar(let bar) = format {
      throw UsageError(
        message: "--stdin writes one answer per place; \(bar.rawValue) shows one place in a "
          + "bar (use json, tsv, line or a template)")
    }
    if watch {
      switch format {
      case .bar(.tmux):
        throw UsageError(
          message: "tmux runs the command itself every status-interval, so tmux's format has no "
            + "--watch: drop --watch and let tmux run rainstorm")
      case .bar(.swiftbar), .bar(.xbar), .tsv:
        throw UsageError(
          message: "--watch writes a line at a time; \(format.name) is not written continuously "
            + "(use line, json, a template, waybar, i3bar, i3blocks or polybar)")
      case .human where Setting.format.option.map(command.gives) == true && !radar:
        // From the config file or the environment, human is everyone's format and --watch
        // writes lines; asked for on the command line it is refused, never swapped silently.
        throw UsageError(
          message: "--watch writes a line at a time, and human takes a screen: drop --format "
            + "human for the line format, or use json, a template or a bar")
      case .human, .json, .template, .wttr, .bar: break
      }
    }
    if case .bar(let bar) = format, pastDates != nil {
      throw UsageError(
        message: "\(bar.rawValue) shows the weather now; --date needs human, json, tsv or a "
          + "template")
    }
  }
}
