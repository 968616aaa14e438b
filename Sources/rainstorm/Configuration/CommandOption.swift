import RainstormCore

/// One command-line option. The parser, `--help`, the man page and the completion scripts all
/// read `CommandOption.all`, so they cannot disagree. An option that sets a setting is declared
/// with its setting, in `Setting` (key, variable, values, how it is applied and shown); the
/// others are declared here, with how they write their field (`write`).
///
/// A class: the table is made at every start and read by the parser; as a struct of eleven
/// fields, copied out of it, the gate's `line` row rose 4.1% (measured 2026-12-07).
final class CommandOption: Sendable {
  /// The heading an option is listed under.
  enum Group: String, CaseIterable, Sendable {
    case place = "Place"
    case output = "Output"
    case watching = "Watching"
    case units = "Units"
    case network = "Network and cache"
    case general = "General"
  }

  /// The long name without dashes, such as `lat`.
  let name: String
  /// The one-letter short form, if any.
  let short: Character?
  /// The placeholder for the value in help (`DEGREES`), or nil for a flag that takes none.
  let valueName: String?
  /// The accepted values of an enumerated option.
  var choices: [String] { makeChoices() }
  /// One line of help.
  var help: String { makeHelp() }
  /// The longer text of the man page, where help had to leave something out.
  var details: String? { makeDetails() }
  /// Where help and the man page list it.
  let group: Group
  /// Whether the value is a file name (completed as one).
  let takesFile: Bool
  /// How an option that no setting stands behind writes its typed field (a setting's option
  /// is written through `Setting.apply`, with its origin).
  let write: Write?
  /// The option this one means something only with: given without it, the command line is
  /// refused (`--notify works only while watching: add --watch`).
  let needs: Need?
  /// The options this one cannot be given with, and why: `--date shows past days; it cannot
  /// be used with --air`. Both are checked by `Configuration.validate`, in the order of `all`.
  let excludes: Exclusion?

  // The texts only help, the man page and the completion scripts read are made when read,
  // not for every option at every start.
  private let makeChoices: @Sendable () -> [String]
  private let makeHelp: @Sendable () -> String
  private let makeDetails: @Sendable () -> String?

  init(
    name: String, short: Character? = nil, valueName: String? = nil,
    choices: @autoclosure @escaping @Sendable () -> [String] = [],
    help: @autoclosure @escaping @Sendable () -> String,
    details: @autoclosure @escaping @Sendable () -> String? = nil, group: Group = .general,
    takesFile: Bool = false, write: Write? = nil, needs: Need? = nil,
    excludes: Exclusion? = nil
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    makeChoices = choices
    makeHelp = help
    makeDetails = details
    self.group = group
    self.takesFile = takesFile
    self.write = write
    self.needs = needs
    self.excludes = excludes
  }

  /// An option another needs, by name, and what the other does only with it.
  struct Need: Sendable {
    /// The needed option's name.
    let name: String
    /// What the needing option does only with it, such as `works only while watching`.
    let only: String
  }

  /// Options that cannot be given with one, by name, and the reason.
  struct Exclusion: Sendable {
    /// What the option does that the others contradict, such as `shows past days`.
    let reason: String
    /// The names of the options it cannot be given with.
    let names: [String]
  }

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
  static let search = CommandOption(
    name: "search", valueName: "NAME",
    help: "list the places called NAME and exit",
    details: "list the places called NAME, with their region, country, coordinates and "
      + "population, and exit", group: .place)
  static let stdin = CommandOption(
    name: "stdin", help: "read places from standard input, one a line",
    details: "read places from standard input, one a line: 'lat,lon' or 'lat lon', then "
      + "optionally a tab and a label, and a tab and a country code", group: .place)
  static let rainWithin = CommandOption(
    name: "rain-within", valueName: "DURATION",
    help: "exit 0 if rain is due within DURATION, else 3",
    details: "answer by exit status: 0 if rain is expected within DURATION (30m, 2h, or "
      + "minutes: 90), 3 if not; prints only the rain line unless a format is chosen",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      configuration.rainWithinMinutes = try Configuration.duration(text, option: "--rain-within")
    })
  static let models = CommandOption(
    name: "models",
    help: "add each model's low, high and precipitation",
    details: "show the compared weather models' low, high and precipitation in the table of "
      + "days",
    group: .output, write: .flag { $0.showsModels = true })
  static let date = CommandOption(
    name: "date", valueName: "WHEN",
    help: "past days instead: YYYY-MM-DD, -3d or FIRST..LAST",
    details: "the weather of a past day or days instead of the forecast: YYYY-MM-DD, today, "
      + "yesterday, -3d or FIRST..LAST (at most 366 days, from 1940), the words read on the "
      + "place's calendar",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      do throws(DateRange.ParseError) {
        configuration.pastDates = try PastDates.parse(text)
      } catch {
        throw UsageError(message: "--date \(error.reason)")
      }
    },
    // The past has no current conditions, hours, rain to come, warnings or air quality;
    // settings from the file or the environment are ignored, options are refused.
    excludes: Exclusion(
      reason: "shows past days",
      names: ["fail-on-alert", "rain-within", "hours", "air", "normals", "stdin"]))
  static let radar = CommandOption(
    name: "radar", help: "a radar map around the place (Germany, the US)",
    details: "draw the radar around the place instead of the forecast: the newest measured "
      + "frame of DWD's radar composite through Bright Sky (Germany and the land around it), or "
      + "of the NWS's through the Iowa Environmental Mesonet (the contiguous US), with borders, "
      + "coasts and the place, sized to the terminal (see RADAR)",
    group: .output, write: .flag { $0.radar = true },
    excludes: Exclusion(
      reason: "draws the radar",
      names: ["stdin", "search", "date", "rain-within", "fail-on-alert"]
        + ["notify", "notify-before", "notify-level", "hook-timeout"]
        + WatchHook.allCases.map { "on-\($0.rawValue)" }))
  static let failOnAlert = CommandOption(
    name: "fail-on-alert", valueName: "LEVEL", choices: AlertSeverity.allCases.map(\.name),
    help: "exit 4 if a warning at LEVEL or above is in force",
    details: "exit 4 when a warning at LEVEL (minor, moderate, severe or extreme) or above is in "
      + "force",
    group: .output,
    write: .value { configuration, text throws(UsageError) in
      configuration.failOnAlert = try Configuration.level(text, option: "--fail-on-alert")
    })
  static let refresh = CommandOption(
    name: "refresh", help: "ask the services even when the cache is fresh",
    group: .network, write: .flag { $0.refresh = true })
  static let config = CommandOption(
    name: "config", valueName: "FILE",
    help: "read FILE, not ~/.config/rainstorm/config", group: .general,
    takesFile: true)
  static let noConfig = CommandOption(
    name: "no-config", help: "read no config file", group: .general)
  static let printConfig = CommandOption(
    name: "print-config", help: "show each setting and where it came from",
    group: .general)
  static let help = CommandOption(name: "help", short: "h", help: "show this help and exit")
  static let version = CommandOption(
    name: "version", short: "V", help: "show the version, system and build, and exit")

  static let completionScript = CommandOption(
    name: "generate-completion-script", valueName: "SHELL", choices: Shell.allCases.map(\.rawValue),
    help: "print a bash, zsh or fish completion script")
  static let manPage = CommandOption(
    name: "generate-manpage", help: "print the man page (roff) and exit")

  /// Every option, in the order `--help` lists them within their groups: one list, the
  /// settings' options among them (the list was once joined from 16 lists, each copied).
  static let all: [CommandOption] = [
    latitude, longitude, Setting.country.option, search, Setting.ipLookup.option, stdin,
    Setting.format.option, Setting.days.option, Setting.hours.option, rainWithin, models,
    Setting.normals.option, date, Setting.alerts.option, failOnAlert, radar,
    watch, notify, notifyBefore, notifyLevel, onRain, onDry, onAlert, onChange, hookTimeout,
    Setting.air.option, Setting.airIndex.option, Setting.icons.option, Setting.lang.option,
    Setting.color.option, Setting.quiet.option, Setting.units.option,
    Setting.temperatureUnit.option, Setting.windUnit.option, Setting.precipitationUnit.option,
    Setting.provider.option, Setting.timeout.option, refresh, Setting.cache.option,
    config, noConfig, printConfig, help, version, completionScript, manPage,
  ].compactMap { $0 }

  /// `-h, --help` or `--lat DEGREES`, as help shows it.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--\(name)"
    if let valueName { text += " \(valueName)" }
    return text
  }
}
