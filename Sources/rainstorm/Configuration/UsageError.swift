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
