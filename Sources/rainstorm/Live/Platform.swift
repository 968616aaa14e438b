/// The system rainstorm runs on, where what it does differs: each such choice is a property
/// here, read with the platform as a value, so that every platform's choice is tested on Linux
/// too (the system calls' own branches stay beside each call, in `Live/`).
enum Platform: Sendable {
  case linux
  case macOS

  /// The platform of this build.
  static var current: Platform {
    #if os(macOS)
      .macOS
    #else
      .linux
    #endif
  }

  /// The cache's folder under the home folder when `XDG_CACHE_HOME` is not set: the XDG
  /// specification's `.cache`, and on macOS `Library/Caches`, where its command-line tools
  /// (Homebrew, pip) keep theirs and which backups leave out. The config file stays in
  /// `~/.config` on both, where a command-line user keeps and edits such files.
  var cacheFolder: String {
    switch self {
    case .linux: ".cache"
    case .macOS: "Library/Caches"
    }
  }

  /// The notifiers `--notify` looks for, as a note names them when there is none.
  var notifiers: String {
    switch self {
    case .linux: "notify-send, gdbus"
    case .macOS: "osascript"
    }
  }
}
