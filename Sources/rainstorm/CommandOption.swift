/// One command-line option. The parser and `--help` both read `CommandOption.all`, so they
/// cannot disagree.
struct CommandOption: Sendable {
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

  static let latitude = CommandOption(
    name: "lat", valueName: "DEGREES", help: "latitude, -90 to 90 (needs --lon)")
  static let longitude = CommandOption(
    name: "lon", valueName: "DEGREES", help: "longitude, -180 to 180 (needs --lat)")
  static let noIPLookup = CommandOption(
    name: "no-ip", help: "never look up your location from your IP address")
  static let timeout = CommandOption(
    name: "timeout", valueName: "SECONDS", help: "time limit for each request (default 10)")
  static let color = CommandOption(
    name: "color", valueName: "WHEN", choices: ["auto", "always", "never"],
    help: "colour: auto (the default), always or never")
  static let help = CommandOption(name: "help", short: "h", help: "show this help and exit")
  static let version = CommandOption(
    name: "version", short: "V", help: "show the version and exit")

  /// Every option, in the order `--help` lists them.
  static let all: [CommandOption] = [
    .latitude, .longitude, .noIPLookup, .timeout, .color, .help, .version,
  ]

  /// `-h, --help` or `--lat DEGREES`, as help shows it.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--\(name)"
    if let valueName { text += " \(valueName)" }
    return text
  }
}
