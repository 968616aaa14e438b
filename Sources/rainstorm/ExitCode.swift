/// The exit statuses rainstorm documents (README, `--help` and the man page), following BSD
/// `sysexits.h`.
enum ExitCode: Int32, CaseIterable {
  case success = 0
  case notFound = 1
  case noRain = 3
  case alertInForce = 4
  case usage = 64
  case dataError = 65
  case noInput = 66
  case unavailable = 69
  case software = 70
  case systemError = 71
  case ioError = 74
  case temporaryFailure = 75
  case noPermission = 77

  /// What the status means, for the exit-status table in `--help`.
  var meaning: String {
    switch self {
    case .success: "success"
    case .notFound: "the place was not found"
    case .noRain: "with --rain-within: no rain is expected within that time"
    case .alertInForce: "with --fail-on-alert: a warning at that level or above is in force"
    case .usage: "bad arguments or configuration"
    case .dataError: "a service answered with something rainstorm cannot read"
    case .unavailable: "a service is unavailable (no connection, HTTP error, error body)"
    case .noInput: "standard input could not be read (with --stdin)"
    case .software: "internal error (a bug; please report it)"
    case .systemError: "the system lacks what rainstorm needs to ask (/proc is not mounted)"
    case .ioError: "the answer could not be written to standard output"
    case .temporaryFailure: "temporary failure: timed out or rate-limited; try again later"
    case .noPermission: "IP lookup is turned off and no location was given"
    }
  }

  /// How the status-bar formats differ, said under the table in `--help` and the man page.
  static let barFormatsNote =
    "A status-bar format (-f waybar, i3bar, i3blocks, tmux, polybar, swiftbar, xbar) that "
    + "cannot show the weather prints its placeholder with the reason and exits 0, since the "
    + "bars hide a failed command; a mistake in the config file or the environment shows as "
    + "\"rainstorm: config error\" with 0; only one on the command line fails (64, 66)."
}
