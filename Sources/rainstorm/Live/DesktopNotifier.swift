import RainstormCore
import Synchronization

/// Shows `--notify`'s notifications: through the freedesktop notification service
/// (`notify-send`, else `gdbus`), `osascript` on macOS, else the terminal's own notification
/// escapes (OSC 777, which foot, WezTerm, Ghostty and VTE read, and OSC 9, iTerm2's and kitty's)
/// when writing to a terminal. Each topic keeps its notification's id, so that an update
/// replaces it. The texts are passed as arguments, never read by a shell; the body is escaped
/// for the markup a notification service may read in it.
final class DesktopNotifier: Notifying {
  /// How notifications are shown.
  enum Route: Equatable, Sendable {
    case notifySend(String)
    case gdbus(String)
    case osascript(String)
    /// The escapes, written to a terminal.
    case terminal
    case none

    /// The program's name, as a note says it.
    var name: String {
      switch self {
      case .notifySend: "notify-send"
      case .gdbus: "gdbus"
      case .osascript: "osascript"
      case .terminal, .none: "the terminal"
      }
    }
  }

  /// Seconds a notifier may take.
  static let timeout = 5.0

  /// The way found when first needed: every run makes a notifier, few send a notification,
  /// and looking through PATH cost a one-shot run a tenth of a millisecond.
  private let found = Mutex<Route?>(nil)
  private let platform: Platform
  private let environment: [String: String]
  private let writeTerminal: (@Sendable (String) -> Void)?
  private let note: @Sendable (String) -> Void
  private let ids = Mutex<[String: String]>([:])
  private let failed = Mutex(false)
  /// The first line a notifier wrote to standard error when it failed, for the note.
  private let complaint = Mutex<String?>(nil)

  /// The notifier the system has: `writeTerminal` writes to a terminal when rainstorm writes
  /// to one (standard output or error), and `note` says once that notifications fail.
  init(
    environment: [String: String], writeTerminal: (@Sendable (String) -> Void)?,
    note: @escaping @Sendable (String) -> Void, platform: Platform = .current
  ) {
    self.environment = environment
    self.writeTerminal = writeTerminal
    self.note = note
    self.platform = platform
  }

  /// The way notifications go here.
  var route: Route {
    found.withLock { found in
      if let route = found { return route }
      let route = Self.route(
        environment: environment, terminal: writeTerminal != nil, platform: platform)
      found = route
      return route
    }
  }

  /// The first way that exists here.
  static func route(environment: [String: String], terminal: Bool, platform: Platform) -> Route {
    switch platform {
    case .macOS:
      if let path = ChildProcess.find("osascript", path: "/usr/bin") { return .osascript(path) }
    case .linux:
      let path = environment["PATH"]
      if let found = ChildProcess.find("notify-send", path: path) { return .notifySend(found) }
      if let found = ChildProcess.find("gdbus", path: path) { return .gdbus(found) }
    }
    return terminal ? .terminal : .none
  }

  func send(topic: String, title: String, body: String) {
    let id = ids.withLock { $0[topic] }
    let shown: Bool
    switch route {
    case .notifySend(let path):
      let texts = ["--", title, BarRenderer.pangoEscaped(body)]
      let replacing =
        [path, "--app-name=rainstorm", "--print-id"]
        + (id.map { ["--replace-id=\($0)"] } ?? []) + texts
      // notify-send before libnotify 0.7.9 knows neither --print-id nor --replace-id: a
      // plain notification then.
      shown =
        remember(topic, run(replacing)) || run([path, "--app-name=rainstorm"] + texts) != nil
    case .gdbus(let path):
      let arguments = [
        path, "call", "--session", "--dest", "org.freedesktop.Notifications",
        "--object-path", "/org/freedesktop/Notifications",
        "--method", "org.freedesktop.Notifications.Notify", "rainstorm", id ?? "0", "",
        Self.gvariantString(title), Self.gvariantString(BarRenderer.pangoEscaped(body)), "[]",
        "{}", "-1",
      ]
      shown = remember(topic, run(arguments))
    case .osascript(let path):
      let script = [
        "on run argv", "display notification (item 2 of argv) with title (item 1 of argv)",
        "end run",
      ]
      shown = run([path] + script.flatMap { ["-e", $0] } + [title, body]) != nil
    case .terminal:
      shown = true
    case .none:
      shown = false
    }
    if route == .terminal || !shown, let writeTerminal {
      writeTerminal(Self.escapes(title: title, body: body))
      return
    }
    if !shown, !failed.withLock({ $0 }) {
      failed.withLock { $0 = true }
      let said = complaint.withLock { $0 }.map { ": \(route.name) \($0)" } ?? ""
      note(
        route == .none
          ? "--notify found no \(platform.notifiers) or terminal to notify through"
          : "--notify could not show a notification\(said) (is a notification service running?)")
    }
  }

  /// The id a notifier printed (`7`, or gdbus's `(uint32 7,)`), kept for the topic; whether
  /// the notification was shown.
  private func remember(_ topic: String, _ output: [UInt8]?) -> Bool {
    guard let output else { return false }
    // The last run of digits: gdbus's answer has another in its type name.
    let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    let last = output.lastIndex(where: isDigit).map { end in
      output[...end].reversed().prefix(while: isDigit).reversed()
    }
    if let last, last.count <= 10 {
      ids.withLock { $0[topic] = String(decoding: Array(last), as: UTF8.self) }
    }
    return true
  }

  /// What the notifier printed, or nil when it failed; its first complaint is kept for the
  /// note, never passed on to standard error as it is.
  private func run(_ arguments: [String]) -> [UInt8]? {
    let result = ChildProcess.run(arguments, environment: environment, timeout: Self.timeout)
    if let reason = result.cannotStart {
      complaint.withLock { $0 = $0 ?? "could not be started (\(reason))" }
    } else if result.status != 0 {
      let line = String(decoding: result.errors, as: UTF8.self)
        .split(whereSeparator: \.isNewline).first.map { String($0).sanitizedForTerminal() }
      if let line, !line.isEmpty {
        complaint.withLock { $0 = $0 ?? "said \"\(line.prefix(200))\"" }
      }
    }
    return result.status == 0 ? result.output : nil
  }

  /// A GVariant string literal for gdbus: single quotes, with `\` and `'` escaped.
  static func gvariantString(_ text: String) -> String {
    var literal = "'"
    for character in text {
      if character == "\\" || character == "'" { literal.append("\\") }
      literal.append(character)
    }
    return literal + "'"
  }

  /// OSC 777 and OSC 9 notifications, with no control character or separator of theirs in the
  /// text.
  static func escapes(title: String, body: String) -> String {
    let clean = { (text: String) in
      String(text.sanitizedForTerminal().map { $0 == ";" ? "," : $0 })
    }
    return "\u{1B}]777;notify;\(clean(title));\(clean(body))\u{7}"
      + "\u{1B}]9;\(clean(title)): \(clean(body))\u{7}"
  }
}
