import Foundation
import RainstormCore

/// What the user asked for, from the arguments and the environment, validated.
struct Configuration: Equatable, Sendable {
  /// What the invocation does.
  enum Action: Equatable, Sendable {
    case forecast
    case help
    case version
    /// Show every effective setting and where it came from.
    case printConfig
    /// List the places that match a name.
    case search(PlaceQuery)
    /// Print a completion script for a shell.
    case completionScript(Shell)
    /// Print the man page.
    case manPage
  }

  /// What the answer is written as.
  enum OutputFormat: Equatable, Sendable {
    case human
    case json
    case tsv
    /// `line` is the template `Template.line`.
    case template(Template)
  }

  /// When to use colour.
  enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    case auto
    case always
    case never
  }

  var action = Action.forecast
  /// The place from the command line, the environment or the config file; nil means IP lookup.
  var place: PlaceChoice?
  /// The country place names are looked up in, upper case.
  var country: String?
  /// Whether IP lookup is allowed.
  var ipLookupAllowed = true
  /// The unit system named by `units`; the per-quantity units may differ from it.
  var unitSystem = MeasurementUnits.System.metric
  /// Whether to read places from standard input.
  var readsStandardInput = false
  var format = OutputFormat.human
  var units = MeasurementUnits()
  var days = 7
  /// Hours of hourly forecast to show; 0 for none.
  var hours = 0
  var icons = IconStyle.emoji
  /// Whether the locale is UTF-8; when not, all text stays ASCII whatever the icons.
  var localeIsUTF8 = true
  /// Seconds each request may take.
  var timeout = 10.0
  var color = ColorChoice.auto
  /// What turned IP lookup off, to name it in messages: `--no-ip`, a variable, a config line.
  var ipLookupDisabledBy: String? {
    guard !ipLookupAllowed, let origin = origins[Setting.ipLookup.key] else { return nil }
    return origin.subject(key: Setting.ipLookup.key)
  }
  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested = false
  var weatherBaseURL: URL
  var geocodingBaseURL: URL
  /// Where IP providers are asked instead of their own hosts (tests, mirrors); nil for theirs.
  var ipLookupBaseURL: URL?
  /// Whether answers are kept on disk (`cache`, `--no-cache`).
  var cacheEnabled = true
  /// Minutes a forecast, an IP location and (days) a place search stay fresh.
  var forecastCacheMinutes = 15
  var locationCacheMinutes = 60
  var searchCacheDays = 30
  /// `--refresh`: ask even when the cache has a fresh answer (and keep the new one).
  var refresh = false
  /// Where the cache lives; nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
  var cacheDirectory: String?
  /// The config file that was read, looked for, or skipped.
  var configFile = ConfigFile.Status.disabled
  /// Where each setting's value came from, by key; absent means the built-in default.
  var origins: [String: SettingOrigin] = [:]

  /// Whether output gets ANSI colour, given where standard output goes. Only the human
  /// format is ever coloured: the others are data.
  func usesColor(stdoutIsTerminal: Bool, term: String?) -> Bool {
    guard format == .human else { return false }
    switch color {
    case .always: return true
    case .never: return false
    case .auto: return stdoutIsTerminal && !noColorRequested && term != "dumb"
    }
  }

  /// What to ask the forecast service for: the days, and enough hours for the hourly output
  /// and for a template's rain outlook.
  var forecastOptions: ForecastOptions {
    var fetchHours = hours
    if case .template(let template) = format, template.needsHourly {
      fetchHours = max(fetchHours, Template.rainOutlookHours)
    }
    return ForecastOptions(days: days, hours: fetchHours, units: units)
  }
}

extension Configuration {
  /// The `line` format's template, which is known to parse.
  static let lineTemplate: Template = {
    do {
      return try Template(Template.line)
    } catch {
      preconditionFailure("the line template does not parse: \(error)")
    }
  }()
}

/// A bad argument, environment value or config line, or a config file that cannot be read:
/// a one-line message (`Failure` chooses the exit status from the kind).
struct UsageError: Error, Equatable {
  /// What kind of problem it is.
  enum Kind: Equatable {
    /// A value, option or line is wrong.
    case invalid
    /// The config file exists (or was named) but cannot be read.
    case unreadableFile
  }

  let message: String
  var kind = Kind.invalid
}

extension Configuration.OutputFormat {
  /// Reads `human`, `json`, `line`, `tsv` or a template with `%` placeholders.
  init(_ text: String) throws(SettingError) {
    switch text {
    case "human": self = .human
    case "json": self = .json
    case "tsv": self = .tsv
    case "line": self = .template(Configuration.lineTemplate)
    case _ where text.contains("%"):
      do {
        self = .template(try Template(text))
      } catch .unknownPlaceholder(let placeholder) {
        throw SettingError(
          reason: "has an unknown placeholder '\(placeholder.sanitizedForTerminal())' "
            + "(placeholders are listed in --help)")
      } catch {
        throw SettingError(reason: "ends with a lone '%' (write %% for %)")
      }
    default:
      throw SettingError(
        reason: "must be human, json, line, tsv or a template with % placeholders, "
          + "got '\(text.sanitizedForTerminal())'")
    }
  }

  /// The format as written in settings.
  var name: String {
    switch self {
    case .human: "human"
    case .json: "json"
    case .tsv: "tsv"
    case .template(let template): template.text == Template.line ? "line" : template.text
    }
  }
}

/// One value for one setting, and where it came from.
struct SettingAssignment: Sendable {
  let setting: Setting
  let value: String
  let origin: SettingOrigin
}

extension Configuration {
  /// Reads the command line, the environment and the config file, in that order of
  /// precedence, and checks every value before any request is made.
  ///
  /// - Throws: `UsageError` naming the first problem found, with where the value came from.
  static func parse(
    arguments: [String], environment: [String: String],
    readFile: (String) -> FileContents = { _ in .missing }
  ) throws(UsageError) -> Configuration {
    let command = try Arguments(arguments)
    let utf8 = localeIsUTF8(environment)
    var configuration = Configuration(
      icons: utf8 ? .emoji : .ascii,
      localeIsUTF8: utf8,
      noColorRequested: !(environment["NO_COLOR"] ?? "").isEmpty,
      weatherBaseURL: builtInURL(WeatherRequest.defaultBaseURL),
      geocodingBaseURL: builtInURL(GeocodingLocationService.defaultBaseURL)
    )
    if command.flags.contains(CommandOption.help.name) {
      configuration.action = .help
      return configuration
    }
    if command.flags.contains(CommandOption.version.name) {
      configuration.action = .version
      return configuration
    }
    if let name = command.values[CommandOption.completionScript.name] {
      guard let shell = Shell(rawValue: name) else {
        throw UsageError(
          message: "--\(CommandOption.completionScript.name) expects bash, zsh or fish, got '"
            + "\(name.sanitizedForTerminal())'")
      }
      configuration.action = .completionScript(shell)
      return configuration
    }
    if command.flags.contains(CommandOption.manPage.name) {
      configuration.action = .manPage
      return configuration
    }

    configuration.weatherBaseURL =
      try url(environment, "RAINSTORM_WEATHER_URL")
      ?? configuration.weatherBaseURL
    configuration.geocodingBaseURL =
      try url(environment, "RAINSTORM_GEOCODING_URL")
      ?? configuration.geocodingBaseURL
    configuration.ipLookupBaseURL = try url(environment, "RAINSTORM_IP_LOOKUP_URL")
    configuration.cacheDirectory = FileCacheStore.defaultDirectory(environment)
    configuration.refresh = command.flags.contains(CommandOption.refresh.name)

    let file = try ConfigFile.load(command, environment: environment, readFile: readFile)
    configuration.configFile = file.status
    for layer in [file.assignments, environmentAssignments(environment), try assignments(command)] {
      try configuration.apply(layer)
    }
    try configuration.finish(command)
    return configuration
  }

  /// Applies one source's values in the order of `Setting.all`; for a key given twice, the
  /// last value counts.
  private mutating func apply(_ layer: [SettingAssignment]) throws(UsageError) {
    for setting in Setting.all {
      guard let assignment = layer.last(where: { $0.setting.key == setting.key }) else {
        continue
      }
      do {
        try setting.apply(&self, assignment.value, assignment.origin)
      } catch {
        throw UsageError(
          message: "\(assignment.origin.subject(key: setting.key)) \(error.reason)")
      }
      origins[setting.key] = assignment.origin
    }
  }

  /// `RAINSTORM_<KEY>` for every setting, and `RAINSTORM_NO_IP_LOOKUP`; empty means unset.
  private static func environmentAssignments(_ environment: [String: String])
    -> [SettingAssignment]
  {
    var assignments: [SettingAssignment] = []
    for setting in Setting.all {
      if let value = environment[setting.environmentName], !value.isEmpty {
        assignments.append(
          SettingAssignment(
            setting: setting, value: value, origin: .environment(setting.environmentName)))
      }
    }
    let noIPLookup = "RAINSTORM_NO_IP_LOOKUP"
    if let value = environment[noIPLookup], !value.isEmpty {
      // Set, it turns lookup off even when RAINSTORM_IP_LOOKUP turns it on: the safe reading.
      switch try? Setting.boolean(value) {
      case true?:
        assignments.append(
          SettingAssignment(setting: .ipLookup, value: "off", origin: .environment(noIPLookup)))
      case false?:
        break
      case nil:
        // Not a yes or no: let the setting say so, naming the variable.
        assignments.append(
          SettingAssignment(setting: .ipLookup, value: value, origin: .environment(noIPLookup)))
      }
    }
    return assignments
  }

  /// The settings given as options or as the place words.
  private static func assignments(_ command: Arguments) throws(UsageError) -> [SettingAssignment] {
    var assignments: [SettingAssignment] = []
    let latitude = command.values[CommandOption.latitude.name]
    let longitude = command.values[CommandOption.longitude.name]
    if let coordinates = try coordinates(latitude: latitude, longitude: longitude) {
      guard command.words.isEmpty else {
        throw UsageError(
          message: "give the place once: as words or with --lat and --lon, not both")
      }
      assignments.append(
        SettingAssignment(
          setting: .location, value: coordinates, origin: .commandLine("--lat/--lon")))
    } else if !command.words.isEmpty {
      assignments.append(
        SettingAssignment(
          setting: .location, value: command.words.joined(separator: " "),
          origin: .commandLine("the place")))
    }
    for setting in Setting.all {
      guard let option = setting.option else { continue }
      let name = "--\(option.name)"
      if option.valueName == nil, command.flags.contains(option.name) {
        // A setting's flag (--no-ip, --no-cache) turns it off.
        assignments.append(
          SettingAssignment(setting: setting, value: "off", origin: .commandLine(name)))
      } else if let value = command.values[option.name] {
        assignments.append(
          SettingAssignment(setting: setting, value: value, origin: .commandLine(name)))
      }
    }
    return assignments
  }

  /// The checks that involve more than one setting, and the action.
  private mutating func finish(_ command: Arguments) throws(UsageError) {
    let placeOnCommandLine: Bool
    if case .commandLine? = origins[Setting.location.key] {
      placeOnCommandLine = true
    } else {
      placeOnCommandLine = false
    }
    if case .name(let placeQuery, let source)? = place {
      place = .name(try query(placeQuery.text, subject: "the place"), source: source)
    }
    if let name = command.values[CommandOption.search.name] {
      guard !placeOnCommandLine, !command.flags.contains(CommandOption.stdin.name) else {
        throw UsageError(message: "--search takes the name itself; give no other place")
      }
      if case .template = format {
        throw UsageError(message: "--search writes human, json or tsv, not a template")
      }
      action = .search(try query(name, subject: "--search"))
    }
    if command.flags.contains(CommandOption.stdin.name) {
      if placeOnCommandLine {
        throw UsageError(message: "--stdin reads places itself; give no other place")
      }
      readsStandardInput = true
    }
    if command.flags.contains(CommandOption.printConfig.name) {
      action = .printConfig
    }
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

extension Configuration {
  /// Whether the locale's character set is UTF-8, by POSIX precedence: `LC_ALL`, then
  /// `LC_CTYPE`, then `LANG`; unset means the C locale, which is ASCII.
  private static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name = locale?.lowercased() else { return false }
    return name.contains("utf-8") || name.contains("utf8")
  }

  /// `--lat` and `--lon`, both or neither, each checked, as `lat,lon`.
  private static func coordinates(latitude: String?, longitude: String?) throws(UsageError)
    -> String?
  {
    switch (latitude, longitude) {
    case (nil, nil):
      return nil
    case (.some, nil):
      throw UsageError(message: "--lat needs --lon too (for example --lat 45.6 --lon 17.22)")
    case (nil, .some):
      throw UsageError(message: "--lon needs --lat too (for example --lat 45.6 --lon 17.22)")
    case (let latitude?, let longitude?):
      try degrees(latitude, option: "--lat", limit: 90)
      try degrees(longitude, option: "--lon", limit: 180)
      return "\(latitude),\(longitude)"
    }
  }

  /// A plain decimal number (no exponent, no `nan` or `inf`) within ±`limit`.
  private static func degrees(_ text: String, option: String, limit: Double) throws(UsageError) {
    guard let value = Coordinate.parse(text) else {
      throw UsageError(
        message: "\(option) expects a number of degrees, got '\(text.sanitizedForTerminal())'")
    }
    guard (-limit...limit).contains(value) else {
      throw UsageError(
        message: "\(option) must be between -\(Int(limit)) and \(Int(limit)), got \(text)")
    }
  }

  /// A URL from the environment, or nil when the variable is unset or empty.
  private static func url(_ environment: [String: String], _ name: String) throws(UsageError)
    -> URL?
  {
    guard let text = environment[name], !text.isEmpty else { return nil }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else {
      throw UsageError(
        message: "\(name) must be an http or https URL, got '\(text.sanitizedForTerminal())'")
    }
    return url
  }

  private static func builtInURL(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("bad built-in URL \(text)") }
    return url
  }
}
