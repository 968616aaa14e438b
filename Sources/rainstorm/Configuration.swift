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
  /// Seconds each request may take.
  var timeout = 10.0
  var color = ColorChoice.auto
  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested = false
  var weatherBaseURL: URL
  var ipLookupURL: URL

  /// Whether output gets ANSI colour, given where standard output goes.
  func usesColor(stdoutIsTerminal: Bool, term: String?) -> Bool {
    switch color {
    case .always: true
    case .never: false
    case .auto: stdoutIsTerminal && !noColorRequested && term != "dumb"
    }
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
    return configuration
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
    return Configuration(
      action: action,
      ipLookupAllowed: !noIP,
      ipLookupDisabledBy: noIP ? "RAINSTORM_NO_IP_LOOKUP" : nil,
      noColorRequested: !(environment["NO_COLOR"] ?? "").isEmpty,
      weatherBaseURL: try url(environment, "RAINSTORM_WEATHER_URL", WeatherRequest.defaultBaseURL),
      ipLookupURL: try url(environment, "RAINSTORM_IP_LOOKUP_URL", IPGeolocationService.defaultURL)
    )
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
    guard let value = plainDecimal(text) else {
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
    guard let value = plainDecimal(text), value > 0, value <= 3600 else {
      throw UsageError(
        message: "--timeout expects seconds between 0 and 3600, "
          + "got '\(text.sanitizedForTerminal())'")
    }
    return value
  }

  private static func plainDecimal(_ text: String) -> Double? {
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits.removeFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
    else { return nil }
    return Double(text)
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
