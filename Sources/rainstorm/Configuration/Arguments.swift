import RainstormCore

/// The command line split into options, their values and the other words, before any value is
/// checked.
struct Arguments: Equatable {
  /// Options given without a value, by long name.
  var flags: Set<String> = []
  /// Options' values by long name; the last one given wins.
  var values: [String: String] = [:]
  /// The words that are not options: a place name or `lat,lon`.
  var words: [String] = []

  /// Whether `option` was given, with a value or as a flag.
  func gives(_ option: CommandOption) -> Bool {
    gives(name: option.name)
  }

  /// Whether the option named `name` is on the command line, as a flag or with a value.
  func gives(name: String) -> Bool {
    flags.contains(name) || values[name] != nil
  }

  /// Splits `arguments`. Words after `--`, words such as `-33.9,18.4` that are coordinates,
  /// and negative numbers (`-33.9 18.4`: no option is a digit) are never options.
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        words += remaining
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1, Coordinate.pair(argument) == nil,
        Double.plainDecimal(argument) == nil
      else {
        words.append(argument)
        continue
      }
      let (option, inlineValue) = try Self.recognize(argument)
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
  }

  private static func recognize(_ argument: String) throws(UsageError) -> (CommandOption, String?) {
    let shown = argument.escapedForMessage
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name = body.prefix { $0 != "=" }
      let value = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = CommandOption.all.first(where: { $0.name == name }) else {
        let nearest = String(name).nearest(among: CommandOption.all.map(\.name))
        throw UsageError(
          message: "unknown option '\(shown)'" + (nearest.map { "; did you mean '--\($0)'?" } ?? "")
        )
      }
      return (option, value)
    }
    guard argument.count == 2,
      let option = CommandOption.all.first(where: { $0.short == argument.last })
    else {
      throw UsageError(message: "unknown option '\(shown)'")
    }
    return (option, nil)
  }
}
