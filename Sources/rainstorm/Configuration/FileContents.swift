/// What reading a file gave.
enum FileContents: Equatable, Sendable {
  /// The file's text.
  case text(String)
  /// There is no such file.
  case missing
  /// The file exists but cannot be read; the reason is short and human-readable.
  case unreadable(String)
}
