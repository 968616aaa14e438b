#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width the human output is laid out in: the terminal's, else `COLUMNS`, else none.
enum TerminalSize {
  /// A smaller width counts as this: with fewer columns nearly every word would take a line
  /// of its own, and no table would fit anyway.
  static let minimum = 20
  /// A larger width counts as this, far wider than the output's lines: an absurd value is not
  /// taken at its word.
  static let maximum = 4096

  #if canImport(Darwin)
    /// `TIOCGWINSZ`, `_IOR('t', 104, struct winsize)`: a macro Swift does not import there.
    private static let windowSizeRequest: UInt = 0x4008_7468
  #else
    private static let windowSizeRequest = UInt(TIOCGWINSZ)
  #endif

  /// The width in columns of the terminal on standard output, from the `TIOCGWINSZ` ioctl;
  /// nil when it is not a terminal or does not know its size (it says 0, as a serial line or a
  /// pseudo-terminal whose size was never set does).
  static func ofStandardOutput() -> Int? {
    of(STDOUT_FILENO)
  }

  /// The width in columns of the terminal on `descriptor`, as `ofStandardOutput` reads it.
  static func of(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, windowSizeRequest, &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }

  /// The height in rows of the terminal on `descriptor`, from the same ioctl; nil when it is
  /// not a terminal or does not know its size.
  static func rows(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, windowSizeRequest, &size) == 0, size.ws_row > 0 else {
      return nil
    }
    return Int(size.ws_row)
  }

  /// The height the radar map is fitted to: the terminal's rows, else `LINES` when it is a
  /// whole number above 0, at most `maximum`; nil when neither says.
  static func chosenHeight(terminal: Int?, environment: [String: String]) -> Int? {
    let lines = wholeNumber(environment["LINES"])
    guard let height = [terminal, lines].compactMap({ $0 }).first(where: { $0 > 0 }) else {
      return nil
    }
    return min(height, maximum)
  }

  /// The width to lay the human output out in: the terminal's (`terminal`, from
  /// `ofStandardOutput`), else `COLUMNS` when it is a whole number above 0, within
  /// `minimum...maximum`; nil, for no limit, when neither says. Output to a file or a pipe
  /// without `COLUMNS` so keeps its full layout for the scripts that read it. A `COLUMNS` of
  /// anything but digits (`abc`, `-5`, `1e9`) is ignored.
  static func chosen(terminal: Int?, environment: [String: String]) -> Int? {
    let columns = wholeNumber(environment["COLUMNS"])
    guard let width = [terminal, columns].compactMap({ $0 }).first(where: { $0 > 0 }) else {
      return nil
    }
    return min(max(width, minimum), maximum)
  }

  /// A variable's value as a whole number when it is nothing but digits (`abc`, `-5`, `1e9`
  /// and numbers no `Int` holds are not).
  private static func wholeNumber(_ text: String?) -> Int? {
    guard let text, !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
