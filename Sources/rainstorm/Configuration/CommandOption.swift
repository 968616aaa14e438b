import RainstormCore

/// One command-line option. The parser, `--help`, the man page and the completion scripts all
/// read `CommandOption.all`, so they cannot disagree.
struct CommandOption: Sendable {
  /// The heading an option is listed under.
  enum Group: String, CaseIterable, Sendable {
    case place = "Place"
    case output = "Output"
    case units = "Units"
    case network = "Network and cache"
    case configuration = "Configuration"
    case general = "General"
  }

  /// The long name without dashes, such as `lat`.
  let name: String
  /// The one-letter short form, if any.
  var short: Character?
  /// The placeholder for the value in help (`DEGREES`), or nil for a flag that takes none.
  var valueName: String?
  /// The accepted values of an enumerated option.
  var choices: [String] = []
  /// One line of help.
  let help: String
  /// The longer text of the man page, where help had to leave something out.
  var details: String?
  /// Where help and the man page list it.
  var group: Group = .general
  /// Whether the value is a file name (completed as one).
  var takesFile = false
  /// How an option that no setting stands behind writes its typed field (a setting's option
  /// is written through `Setting.apply`, with its origin).
  var write: Write?

  /// How an option writes the configuration.
  enum Write: Sendable {
    /// An option with a value: reads and checks it.
    case value(@Sendable (inout Configuration, String) throws(UsageError) -> Void)
    /// A flag: sets what it stands for.
    case flag(@Sendable (inout Configuration) -> Void)
  }

  static let latitude = CommandOption(
    name: "lat", valueName: "DEGREES", help: "latitude, -90 to 90 (needs --lon)", group: .place)
  static let longitude = CommandOption(
    name: "lon", valueName: "DEGREES", help: "longitude, -180 to 180 (needs --lat)", group: .place)
  static let country = CommandOption(
    name: "country", valueName: "CODE", help: "look place names up in this country (FR, US, ...)",
    group: .place)
  static let search = CommandOption(
    name: "search", valueName: "NAME",
    help: "list the places called NAME and exit",
    details: "list the places called NAME, with their region, country, coordinates and "
      + "population, and exit", group: .place)
  static let noIPLookup = CommandOption(
    name: "no-ip", help: "never look up your location from your IP address", group: .place)
  static let stdin = CommandOption(
    name: "stdin", help: "read places from standard input, one a line",
    details: "read places from standard input, one a line: 'lat,lon' or 'lat lon', then "
      + "optionally a tab and a label, and a tab and a country code", group: .place)
  static let format = CommandOption(
    name: "format", short: "f", valueName: "FORMAT", choices: Configuration.OutputFormat.names,
    help: "human (default), json, line, tsv, a bar (waybar, i3bar, i3blocks, tmux, polybar, "
      + "swiftbar, xbar), wttr:FORMAT or a template such as '%l %t'", group: .output)
  static let units = CommandOption(
    name: "units", valueName: "SYSTEM", choices: MeasurementUnits.System.allCases.map(\.rawValue),
    help: "metric (default), imperial (°F, mph, inch) or uk (°C, mph, mm)", group: .units)
  static let temperatureUnit = CommandOption(
    name: "temperature-unit", valueName: "UNIT", choices: TemperatureUnit.allCases.map(\.rawValue),
    help: "celsius or fahrenheit", group: .units)
  static let windUnit = CommandOption(
    name: "wind-unit", valueName: "UNIT", choices: WindSpeedUnit.allCases.map(\.rawValue),
    help: "kmh, ms, mph, kn or bft (Beaufort)", group: .units)
  static let precipitationUnit = CommandOption(
    name: "precipitation-unit", valueName: "UNIT",
    choices: PrecipitationUnit.allCases.map(\.rawValue), help: "mm or inch", group: .units)
  static let days = CommandOption(
    name: "days", valueName: "N", help: "days of forecast, 0 to 16 (default 7)",
    group: .output)
  static let hours = CommandOption(
    name: "hours", valueName: "N", help: "hourly forecast for the next N hours, 0 to 384",
    group: .output)
  static let rainWithin = CommandOption(
    name: "rain-within", valueName: "DURATION",
    help: "exit 0 if rain is due within DURATION, else 3",
    details: "answer by exit status: 0 if rain is expected within DURATION (30m, 2h, or "
      + "minutes: 90), 3 if not; prints only the rain line unless a format is chosen",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      configuration.rainWithinMinutes = try Configuration.rainDuration(text)
    })
  static let models = CommandOption(
    name: "models",
    help: "add each model's low, high and precipitation",
    details: "show the compared weather models' low, high and precipitation in the table of "
      + "days",
    group: .output, write: .flag { $0.showsModels = true })
  static let alerts = CommandOption(
    name: "alerts", valueName: "WHEN", choices: Configuration.AlertsChoice.allCases.map(\.rawValue),
    help: "official warnings: on (default), full, list or off",
    details: "official warnings: on (the default), full (with their text), list (only the "
      + "warnings) or off (nothing asked)",
    group: .output)
  static let date = CommandOption(
    name: "date", valueName: "WHEN",
    help: "past days instead of the forecast: YYYY-MM-DD, yesterday, -3d or FIRST..LAST",
    details: "the weather of a past day or days instead of the forecast: YYYY-MM-DD, today, "
      + "yesterday, -3d or FIRST..LAST (at most 366 days, from 1940), the words read on the "
      + "place's calendar",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      configuration.pastDates = text
    })
  static let normals = CommandOption(
    name: "normals",
    help: "compare each day with the last 30 years",
    details: "compare every day's high, low and precipitation with the same week in the last "
      + "30 years",
    group: .output)
  static let air = CommandOption(
    name: "air",
    help: "air quality, pollen and the UV index",
    details: "air quality (an index and its category), PM2.5, PM10, ozone, NO2, UV and pollen",
    group: .output)
  static let airIndex = CommandOption(
    name: "air-index", valueName: "INDEX",
    choices: Configuration.AirIndexChoice.allCases.map(\.rawValue),
    help: "auto (US AQI in the US, European elsewhere), european or us",
    group: .output)
  static let failOnAlert = CommandOption(
    name: "fail-on-alert", valueName: "LEVEL", choices: AlertSeverity.allCases.map(\.name),
    help: "exit 4 when a warning at LEVEL (minor ... extreme) or above is in force",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      guard let level = AlertSeverity(name: text) else {
        throw UsageError(
          message: "--fail-on-alert expects minor, moderate, severe or extreme, "
            + "got '\(text.escapedForMessage)'")
      }
      configuration.failOnAlert = level
    })
  static let icons = CommandOption(
    name: "icons", valueName: "STYLE", choices: IconStyle.allCases.map(\.rawValue),
    help: "emoji (default in UTF-8), unicode, ascii or none", group: .output)
  static let provider = CommandOption(
    name: "provider", valueName: "NAME",
    choices: Configuration.ProviderChoice.allCases.map(\.rawValue),
    help: "auto (Open-Meteo, then MET Norway; default), open-meteo or met-norway",
    group: .network)
  static let timeout = CommandOption(
    name: "timeout", valueName: "SECONDS",
    help: "time limit for the whole run (default 10)", group: .network)
  static let refresh = CommandOption(
    name: "refresh", help: "ask the services even when the cache is fresh",
    group: .network, write: .flag { $0.refresh = true })
  static let noCache = CommandOption(
    name: "no-cache", help: "neither read nor write the cache", group: .network
  )
  static let config = CommandOption(
    name: "config", valueName: "FILE",
    help: "read settings from FILE (default ~/.config/rainstorm/config)", group: .configuration,
    takesFile: true)
  static let noConfig = CommandOption(
    name: "no-config", help: "read no config file", group: .configuration)
  static let printConfig = CommandOption(
    name: "print-config", help: "show each setting and where it came from",
    group: .configuration)
  static let color = CommandOption(
    name: "color", valueName: "WHEN", choices: ["auto", "always", "never"],
    help: "colour: auto (the default), always or never", group: .output)
  static let quiet = CommandOption(
    name: "quiet", short: "q", help: "no notes on standard error, only errors",
    details: "write no notes on standard error (other places with the name, a fallback "
      + "provider, an older forecast, what could not be shown); errors are still written",
    group: .output)
  static let help = CommandOption(name: "help", short: "h", help: "show this help and exit")
  static let version = CommandOption(
    name: "version", short: "V", help: "show the version and exit")

  static let completionScript = CommandOption(
    name: "generate-completion-script", valueName: "SHELL", choices: Shell.allCases.map(\.rawValue),
    help: "print a completion script for bash, zsh or fish and exit")
  static let manPage = CommandOption(
    name: "generate-manpage", help: "print the man page (roff) and exit")

  /// Every option, in the order `--help` lists them within their groups.
  static let all: [CommandOption] = [
    .latitude, .longitude, .country, .search, .noIPLookup, .stdin, .format, .days, .hours,
    .rainWithin, .models, .normals, .date, .alerts, .failOnAlert, .air, .airIndex, .icons, .color,
    .quiet, .units,
    .temperatureUnit,
    .windUnit, .precipitationUnit,
    .provider, .timeout,
    .refresh,
    .noCache, .config, .noConfig, .printConfig, .help, .version, .completionScript, .manPage,
  ]

  /// `-h, --help` or `--lat DEGREES`, as help shows it.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--\(name)"
    if let valueName { text += " \(valueName)" }
    return text
  }
}
