import RainstormCore

extension Configuration {
  /// What `--watch` and its options ask for: the loop, notifications and commands.
  struct WatchSettings: Equatable, Sendable {
    /// `--notify`: desktop notifications of rain to come and of warnings.
    var notifies = false
    /// `--notify-before`: how long before rain starts it is said (and `--on-rain` runs).
    var leadMinutes = 15
    /// `--notify-level`: the lowest level of a warning that is said (and runs `--on-alert`).
    var level = AlertSeverity.moderate
    /// The commands of `--on-rain`, `--on-dry`, `--on-alert` and `--on-change`.
    var hooks: [WatchHook: String] = [:]
    /// `--hook-timeout`: seconds a command may run before it is stopped.
    var hookTimeout = 30.0
  }

  /// A warning level as `--fail-on-alert` and `--notify-level` take it.
  static func level(_ text: String, option: String) throws(UsageError) -> AlertSeverity {
    guard let level = AlertSeverity(name: text) else {
      throw UsageError(
        message: "\(option) expects minor, moderate, severe or extreme, "
          + "got '\(text.escapedForMessage)'")
    }
    return level
  }

  /// The format `--watch` writes: the `line` format instead of the human one, which takes a
  /// screen.
  var watchFormat: OutputFormat {
    format == .human ? .template(Template.lineFormat) : format
  }
}

/// A command `--watch` runs when something happens (`--on-rain CMD` ...).
enum WatchHook: String, CaseIterable, Sendable {
  /// Rain is expected to start within `--notify-before`.
  case rain
  /// Rain that was expected or falling is no longer expected within `--notify-before`.
  case dry
  /// A warning at `--notify-level` or above comes into force, or is lifted.
  case alert
  /// What rainstorm writes changed.
  case change

  /// The option that sets the command.
  var option: CommandOption {
    switch self {
    case .rain: .onRain
    case .dry: .onDry
    case .alert: .onAlert
    case .change: .onChange
    }
  }
}

/// A variable an `--on-...` command is given, with what it holds: declared once, set from
/// here (`WatchLoop`, `ProcessHookRunner`) and listed from here in the man page.
enum HookVariable: String, CaseIterable, Sendable {
  case event = "RAINSTORM_EVENT"
  case place = "RAINSTORM_PLACE"
  case latitude = "RAINSTORM_LATITUDE"
  case longitude = "RAINSTORM_LONGITUDE"
  case message = "RAINSTORM_MESSAGE"
  case rainStart = "RAINSTORM_RAIN_START"
  case rainMinutes = "RAINSTORM_RAIN_MINUTES"
  case rainMillimetres = "RAINSTORM_RAIN_MM"
  case rainKind = "RAINSTORM_RAIN_KIND"
  case rainIntensity = "RAINSTORM_RAIN_INTENSITY"
  case alertEvent = "RAINSTORM_ALERT_EVENT"
  case alertLevel = "RAINSTORM_ALERT_LEVEL"
  case alertState = "RAINSTORM_ALERT_STATE"
  case alertIssuer = "RAINSTORM_ALERT_ISSUER"
  case alertExpires = "RAINSTORM_ALERT_EXPIRES"
  case text = "RAINSTORM_TEXT"
  case textTruncated = "RAINSTORM_TEXT_TRUNCATED"
  case textFile = "RAINSTORM_TEXT_FILE"

  /// What it holds, for the man page.
  var meaning: String {
    switch self {
    case .event: "rain, dry, alert or change"
    case .place: "the place's name, or its coordinates"
    case .latitude, .longitude: "its coordinates, in degrees"
    case .message: "what the notification says (rain, dry and alert)"
    case .rainStart: "rain: when it starts, in the place's time (2026-09-29T01:30+02:00)"
    case .rainMinutes: "rain: minutes from now until it starts"
    case .rainMillimetres: "rain: how much the spell brings, in millimetres"
    case .rainKind: "rain: rain, snow or freezing rain"
    case .rainIntensity: "rain: light, moderate or heavy"
    case .alertEvent: "alert: the warning's event, as its issuer words it"
    case .alertLevel: "alert: minor, moderate, severe or extreme"
    case .alertState: "alert: new, or lifted"
    case .alertIssuer: "alert: who issued it"
    case .alertExpires: "alert: when it ends, in the place's time, when known"
    case .text: "change: what was written, on one line, cut at 64 KiB"
    case .textTruncated: "change: 1 when RAINSTORM_TEXT was cut, else 0"
    case .textFile:
      "change: a file with the whole text, made by rainstorm and removed after the command"
    }
  }
}

extension WatchHook {
  /// The variables a command is given, with what they hold (the man page lists them); the
  /// coordinates on one line.
  static var variables: [(name: String, meaning: String)] {
    var rows: [(name: String, meaning: String)] = []
    for variable in HookVariable.allCases {
      if variable == .longitude, let last = rows.popLast() {
        rows.append(("\(last.name), \(variable.rawValue)", variable.meaning))
      } else {
        rows.append((variable.rawValue, variable.meaning))
      }
    }
    return rows
  }
}

extension CommandOption {
  static let watch = CommandOption(
    name: "watch", help: "keep running; write again when the answer changes",
    details: "keep running, and write the answer again (a line in line, json, template and "
      + "wttr formats, a block or object in waybar, i3bar, i3blocks and polybar; the line "
      + "format when the format is human, and -f human given with it is refused) whenever it "
      + "changes, countdowns included; the services are asked when their answers are due, "
      + "never more often than every 5 minutes; SIGUSR1 asks now; SIGTERM, SIGINT or a closed "
      + "output end it with status 0",
    group: .watching, write: .flag { $0.watch = true },
    excludes: Exclusion(
      reason: "keeps running", names: ["search", "stdin", "rain-within", "fail-on-alert", "date"]))
  /// What the options of `--watch` need.
  private static let watching = Need(name: "watch", only: "works only while watching")
  static let notify = CommandOption(
    name: "notify", help: "notify before rain and of warnings",
    details: "send a desktop notification (notify-send, else gdbus; osascript on macOS; else "
      + "the terminal's OSC 777 and OSC 9 when writing to one) once when rain is expected "
      + "within --notify-before, once when a warning at --notify-level or above comes into "
      + "force, and once when it is lifted; a changed event updates its notification",
    group: .watching, write: .flag { $0.watchSettings.notifies = true }, needs: watching)
  static let notifyBefore = CommandOption(
    name: "notify-before", valueName: "TIME",
    help: "how long before rain (default 15m)",
    details: "how long before rain is expected to start to notify and run --on-rain: 30m, 1h "
      + "or minutes (default 15m, at most 6 hours)",
    group: .watching,
    write: .value { configuration, text throws(UsageError) in
      configuration.watchSettings.leadMinutes = try Configuration.duration(
        text, option: "--notify-before", maximumMinutes: RainOutlook.defaultHorizonMinutes)
    }, needs: watching)
  static let notifyLevel = CommandOption(
    name: "notify-level", valueName: "LEVEL", choices: AlertSeverity.allCases.map(\.name),
    help: "the lowest warning level (default moderate)", group: .watching,
    write: .value { configuration, text throws(UsageError) in
      configuration.watchSettings.level = try Configuration.level(text, option: "--notify-level")
    }, needs: watching)
  static let onRain = hookOption(
    .rain, "when rain is due soon", "when rain is expected within --notify-before")
  static let onDry = hookOption(
    .dry, "when the rain is no longer due",
    "when the rain told of is no longer expected within --notify-before")
  static let onAlert = hookOption(
    .alert, "when a warning starts or is lifted",
    "when a warning at --notify-level or above comes into force, and when it is lifted")
  static let onChange = hookOption(
    .change, "whenever the output changes", "whenever what rainstorm writes changes")
  static let hookTimeout = CommandOption(
    name: "hook-timeout", valueName: "SECONDS",
    help: "stop an --on-... CMD after SECONDS (default 30)", group: .watching,
    write: .value { configuration, text throws(UsageError) in
      guard let seconds = Double.plainDecimal(text), seconds > 0, seconds <= 3600 else {
        throw UsageError(
          message: "--hook-timeout expects seconds, more than 0 and at most 3600, got '"
            + "\(text.escapedForMessage)'")
      }
      configuration.watchSettings.hookTimeout = seconds
    }, needs: watching)

  /// `--on-EVENT CMD`.
  private static func hookOption(_ hook: WatchHook, _ when: String, _ whenInFull: String)
    -> CommandOption
  {
    CommandOption(
      name: "on-\(hook.rawValue)", valueName: "CMD", help: "run CMD \(when)",
      details: "run CMD with /bin/sh -c \(whenInFull), with what happened in RAINSTORM_ variables "
        + "(see WATCHING), one command at a time, its output to standard error",
      group: .watching,
      write: .value { configuration, text throws(UsageError) in
        guard !text.allSatisfy(\.isWhitespace) else {
          throw UsageError(message: "--on-\(hook.rawValue) expects a command, got nothing")
        }
        configuration.watchSettings.hooks[hook] = text
      }, needs: watching)
  }
}
