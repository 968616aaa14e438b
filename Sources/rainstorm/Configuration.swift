import Foundation
import RainstormCore

/// What the user asked for, from the arguments and the environment, validated.
struct Configuration: Equatable, Sendable {
  /// What the invocation does.
  enum Action: Equatable, Sendable {
    case forecast
    case help
    case version
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
  enum ColorChoice: String, Equatable, Sendable {
    case auto
    case always
    case never
  }

  var action = Action.forecast
  /// Coordinates given on the command line, already validated.
  var location: Location?
  /// Whether IP lookup is allowed.
  var ipLookupAllowed = true
  /// What turned IP lookup off, to name it in messages: `--no-ip` or the variable.
  var ipLookupDisabledBy: String?
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
  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested = false
  var weatherBaseURL: URL
  var ipLookupURL: URL

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

/// A bad argument or environment value: exit 64 with this one-line message.
struct UsageError: Error, Equatable {
  let message: String
}

extension Configuration {
  /// Parses arguments and environment; checks everything before any request is made.
  ///
  /// - Throws: `UsageError` naming the first problem found.
  static func parse(arguments: [String], environment: [String: String]) throws(UsageError)
    -> Configuration
  {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        if let extra = remaining.first {
          throw UsageError(message: "unexpected argument '\(extra.sanitizedForTerminal())'")
        }
        break
      }
      let (option, inlineValue) = try recognize(argument)
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw UsageError(message: "--\(option.name) takes no value")
        }
        flags.insert(option.name)
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst() else {
        throw UsageError(message: "--\(option.name) needs a value (\(option.valueName ?? ""))")
      }
      values[option.name] = value
    }

    if flags.contains(CommandOption.help.name) { return try defaults(environment, .help) }
    if flags.contains(CommandOption.version.name) { return try defaults(environment, .version) }

    var configuration = try defaults(environment, .forecast)
    configuration.location = try coordinates(
      latitude: values[CommandOption.latitude.name],
      longitude: values[CommandOption.longitude.name])
    if let text = values[CommandOption.timeout.name] {
      configuration.timeout = try timeout(text)
    }
    if let text = values[CommandOption.color.name] {
      configuration.color = try choice(text, for: .color)
    }
    if flags.contains(CommandOption.noIPLookup.name) {
      configuration.ipLookupAllowed = false
      configuration.ipLookupDisabledBy = "--no-ip"
    }
    if flags.contains(CommandOption.stdin.name) {
      if configuration.location != nil {
        throw UsageError(message: "--stdin reads places itself; leave out --lat and --lon")
      }
      configuration.readsStandardInput = true
    }
    if let text = values[CommandOption.format.name] {
      configuration.format = try format(text)
    }
    if let text = values[CommandOption.units.name] {
      let system: MeasurementUnits.System = try choice(text, for: .units)
      configuration.units = system.units
    }
    if let text = values[CommandOption.temperatureUnit.name] {
      configuration.units.temperature = try choice(text, for: .temperatureUnit)
    }
    if let text = values[CommandOption.windUnit.name] {
      configuration.units.windSpeed = try choice(text, for: .windUnit)
    }
    if let text = values[CommandOption.precipitationUnit.name] {
      configuration.units.precipitation = try choice(text, for: .precipitationUnit)
    }
    if let text = values[CommandOption.days.name] {
      configuration.days = try count(text, for: .days, in: 0...ForecastOptions.maximumDays)
    }
    if let text = values[CommandOption.hours.name] {
      configuration.hours = try count(text, for: .hours, in: 1...ForecastOptions.maximumHours)
    }
    if let text = values[CommandOption.icons.name] {
      configuration.icons = try choice(text, for: .icons)
    }
    return configuration
  }

  private static func format(_ text: String) throws(UsageError) -> OutputFormat {
    switch text {
    case "human": return .human
    case "json": return .json
    case "tsv": return .tsv
    case "line": return .template(lineTemplate)
    case _ where text.contains("%"):
      do {
        return .template(try Template(text))
      } catch .unknownPlaceholder(let placeholder) {
        throw UsageError(
          message: "--format: unknown placeholder '\(placeholder.sanitizedForTerminal())' "
            + "(placeholders are listed in --help)")
      } catch {
        throw UsageError(message: "--format: the template ends with a lone '%' (write %% for %)")
      }
    default:
      throw UsageError(
        message: "--format must be human, json, line, tsv or a template with % placeholders, "
          + "got '\(text.sanitizedForTerminal())'")
    }
  }

  /// The `line` format's template, which is known to parse.
  static let lineTemplate: Template = {
    do {
      return try Template(Template.line)
    } catch {
      preconditionFailure("the line template does not parse: \(error)")
    }
  }()

  private static func count(_ text: String, for option: CommandOption, in range: ClosedRange<Int>)
    throws(UsageError) -> Int
  {
    guard text.allSatisfy(\.isASCIIDigit), let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "--\(option.name) expects a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), got '\(text.sanitizedForTerminal())'")
    }
    return value
  }

  private static func recognize(_ argument: String) throws(UsageError) -> (CommandOption, String?) {
    let shown = argument.sanitizedForTerminal()
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name = body.prefix { $0 != "=" }
      let value = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = CommandOption.all.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown option '\(shown)'")
      }
      return (option, value)
    }
    if argument.hasPrefix("-"), argument.count == 2,
      let option = CommandOption.all.first(where: { $0.short == argument.last })
    {
      return (option, nil)
    }
    if argument.hasPrefix("-"), argument.count > 1 {
      throw UsageError(message: "unknown option '\(shown)'")
    }
    throw UsageError(
      message: "unexpected argument '\(shown)'; give a place as --lat DEGREES --lon DEGREES")
  }

  private static func defaults(_ environment: [String: String], _ action: Action)
    throws(UsageError) -> Configuration
  {
    let noIP = try boolean(environment, "RAINSTORM_NO_IP_LOOKUP")
    let utf8 = localeIsUTF8(environment)
    return Configuration(
      action: action,
      ipLookupAllowed: !noIP,
      ipLookupDisabledBy: noIP ? "RAINSTORM_NO_IP_LOOKUP" : nil,
      icons: utf8 ? .emoji : .ascii,
      localeIsUTF8: utf8,
      noColorRequested: !(environment["NO_COLOR"] ?? "").isEmpty,
      weatherBaseURL: try url(environment, "RAINSTORM_WEATHER_URL", WeatherRequest.defaultBaseURL),
      ipLookupURL: try url(environment, "RAINSTORM_IP_LOOKUP_URL", IPGeolocationService.defaultURL)
    )
  }

  /// Whether the locale's character set is UTF-8, by POSIX precedence: `LC_ALL`, then
  /// `LC_CTYPE`, then `LANG`; unset means the C locale, which is ASCII.
  private static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name = locale?.lowercased() else { return false }
    return name.contains("utf-8") || name.contains("utf8")
  }

  private static func coordinates(latitude: String?, longitude: String?) throws(UsageError)
    -> Location?
  {
    switch (latitude, longitude) {
    case (nil, nil):
      return nil
    case (.some, nil):
      throw UsageError(message: "--lat needs --lon too (for example --lat 45.6 --lon 17.22)")
    case (nil, .some):
      throw UsageError(message: "--lon needs --lat too (for example --lat 45.6 --lon 17.22)")
    case (let latitude?, let longitude?):
      let lat = try degrees(latitude, option: "--lat", limit: 90)
      let lon = try degrees(longitude, option: "--lon", limit: 180)
      do {
        return try Location(latitude: lat, longitude: lon, source: .coordinates)
      } catch {
        throw UsageError(message: "--lat and --lon are not a place on Earth")
      }
    }
  }

  /// A plain decimal number (no exponent, no `nan` or `inf`) within ±`limit`.
  private static func degrees(_ text: String, option: String, limit: Double) throws(UsageError)
    -> Double
  {
    guard let value = Coordinate.parse(text) else {
      throw UsageError(
        message: "\(option) expects a number of degrees, got '\(text.sanitizedForTerminal())'")
    }
    guard (-limit...limit).contains(value) else {
      throw UsageError(
        message: "\(option) must be between -\(Int(limit)) and \(Int(limit)), got \(text)")
    }
    return value
  }

  private static func timeout(_ text: String) throws(UsageError) -> Double {
    guard let value = Coordinate.parse(text), value > 0, value <= 3600 else {
      throw UsageError(
        message: "--timeout expects seconds between 0 and 3600, "
          + "got '\(text.sanitizedForTerminal())'")
    }
    return value
  }

  private static func choice<Value: RawRepresentable<String>>(
    _ text: String, for option: CommandOption
  ) throws(UsageError) -> Value {
    guard let value = Value(rawValue: text) else {
      let list = option.choices.joined(separator: ", ")
      throw UsageError(
        message: "--\(option.name) must be one of \(list), got '\(text.sanitizedForTerminal())'")
    }
    return value
  }

  private static func boolean(_ environment: [String: String], _ name: String)
    throws(UsageError) -> Bool
  {
    switch environment[name]?.lowercased() {
    case nil, "", "0", "false", "no", "off": return false
    case "1", "true", "yes", "on": return true
    case let other?:
      throw UsageError(message: "\(name) must be 1 or 0, got '\(other.sanitizedForTerminal())'")
    }
  }

  private static func url(_ environment: [String: String], _ name: String, _ fallback: String)
    throws(UsageError) -> URL
  {
    let text = environment[name].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else {
      throw UsageError(
        message: "\(name) must be an http or https URL, got '\(text.sanitizedForTerminal())'")
    }
    return url
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool {
    isASCII && isNumber
  }
}
