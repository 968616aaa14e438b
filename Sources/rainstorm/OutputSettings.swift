import RainstormCore

/// What writing reads of the configuration, and nothing more: the format, the language and
/// character set, colour and icons, what the answer shows, whether notes are written, what the
/// exit status answers, and what a failure's words depend on. Made once
/// (`Configuration.outputSettings`); the answer, the notes, the exit status and the failures
/// are written from it alone, as `ServiceSettings` is all that asking reads.
struct OutputSettings: Equatable, Sendable {
  var format: Configuration.OutputFormat
  var language: Language
  /// Why the language asked for is not used (said once as a note), or nil when it is.
  var languageFallback: String?
  /// Whether the locale is UTF-8; when not, all text stays ASCII whatever the icons.
  var localeIsUTF8: Bool
  var icons: IconStyle
  var color: Configuration.ColorChoice
  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested: Bool
  /// Days of forecast shown.
  var days: Int
  /// Hours of hourly forecast shown (`Configuration.shownHours`).
  var hours: Int
  /// Minutes ahead the rain outlook looks.
  var rainMinutes: Int
  /// `--models`: each compared model in the table of days.
  var showsModels: Bool
  /// How much of the warnings is shown.
  var alerts: Configuration.AlertsChoice
  /// `--normals`: every day compared with the last 30 years, not only the unusual ones.
  var allNormals: Bool
  /// Only the rain line is written: `--rain-within` with no format chosen.
  var rainLineOnly: Bool
  /// Notes are left off standard error (`--quiet`); errors are still written.
  var quiet: Bool
  /// `--rain-within`: the minutes the exit status answers for.
  var rainWithinMinutes: Int?
  /// `--fail-on-alert`: the level at or above which a warning in force sets exit status 4.
  var failOnAlert: AlertSeverity?
  /// The time limit, as a failure names it.
  var timeout: Double
  /// The country place names are looked up in, as a failed search names it.
  var country: String?
  /// What turned IP lookup off, as a failure without a place names it.
  var ipLookupDisabledBy: String?
  /// What the run does: a failed search and a batch's line say what to do their own way.
  var action: Configuration.Action

  /// Whether this run's output gets colour (`Screen.color`): the one place it is decided.
  func usesColor(_ context: CommandContext) -> Bool {
    Screen.color(
      format: format, choice: color, noColorRequested: noColorRequested,
      stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"])
  }
}

/// What a run writes for, decided in one place for every mode.
enum Screen {
  /// Whether output gets colour, given where standard output goes: ANSI colour in the human
  /// format, the bar's own colour markup in bar formats (which a bar reads from a pipe, so
  /// only `NO_COLOR` turns it off under `auto`). The other formats are data, never coloured.
  static func color(
    format: Configuration.OutputFormat, choice: Configuration.ColorChoice,
    noColorRequested: Bool, stdoutIsTerminal: Bool, term: String?
  ) -> Bool {
    if case .bar = format {
      switch choice {
      case .always: return true
      case .never: return false
      case .auto: return !noColorRequested
      }
    }
    guard format == .human else { return false }
    switch choice {
    case .always: return true
    case .never: return false
    case .auto: return stdoutIsTerminal && !noColorRequested && term != "dumb"
    }
  }

  /// `NO_COLOR` set to a value that is not empty.
  static func noColorRequested(_ environment: [String: String]) -> Bool {
    !(environment["NO_COLOR"] ?? "").isEmpty
  }
}

extension Configuration {
  /// The settings writing reads (`OutputSettings`).
  var outputSettings: OutputSettings {
    OutputSettings(
      format: format, language: language, languageFallback: languageFallback,
      localeIsUTF8: localeIsUTF8, icons: icons, color: color, noColorRequested: noColorRequested,
      days: days, hours: shownHours, rainMinutes: rainMinutes, showsModels: showsModels,
      alerts: alerts, allNormals: normals == .all, rainLineOnly: printsRainLineOnly,
      quiet: quiet, rainWithinMinutes: rainWithinMinutes, failOnAlert: failOnAlert,
      timeout: timeout, country: country, ipLookupDisabledBy: ipLookupDisabledBy, action: action)
  }
}
