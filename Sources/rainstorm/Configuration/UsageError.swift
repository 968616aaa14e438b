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
  /// Whether the mistake is in the config file or an environment variable rather than on the
  /// command line: a bar format then shows it as its text and succeeds (`Command.perform`),
  /// since no one at a terminal wrote it.
  var inSettings = false
}
