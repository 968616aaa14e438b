/// An absolute URL with a host, as rainstorm asks services and names proxies:
/// `scheme://[user[:password]@]host[:port][/path][?query][#fragment]`.
///
/// rainstorm reads the text itself, by RFC 3986's generic syntax, and accepts printable ASCII
/// only: a space, a control character, a character that RFC 3986 never allows (`"<>\^`{|}`)
/// or anything beyond ASCII is refused, not quietly encoded. Values are checked, not rewritten:
/// `text` is what was given.
public struct WebAddress: Hashable, Sendable, CustomStringConvertible {
  /// The URL as given.
  public let text: String
  /// The scheme, lower case: `http`, `https`, or a proxy's (`socks5h`).
  package let scheme: String
  /// The host as written: a name, an IPv4 address, or an IPv6 address without its brackets.
  package let host: String
  /// Where the user name and password are in `text`, with the `@` after them.
  private let credentials: Range<String.Index>?
  /// Where the authority ends: the path, query or fragment start here.
  private let authorityEnd: String.Index

  /// Reads `text`, or nil when it is not an absolute URL with a host.
  public init?(_ text: String) {
    // The set is read once, not per byte (each read of a static checks its initialization),
    // and the bytes in place: through the UTF-8 view's iterator, 40 instructions a byte.
    let allowed = ByteSet.urlAllowed
    var contiguous = text
    guard !text.isEmpty, contiguous.withUTF8({ $0.allSatisfy { allowed.contains($0) } }),
      let schemeEnd = text.utf8.firstRange(ofBytes: "://".utf8)?.lowerBound,
      Self.isScheme(text[..<schemeEnd])
    else { return nil }
    let authorityStart = text.index(schemeEnd, offsetBy: 3)
    // Bytes, not Characters: the text is ASCII, checked above.
    let authorityEnd =
      text.utf8[authorityStart...].firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      } ?? text.endIndex
    let authority = text[authorityStart..<authorityEnd]
    var hostStart = authority.startIndex
    if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
      hostStart = authority.index(after: at)
      credentials = authority.startIndex..<hostStart
    } else {
      credentials = nil
    }
    guard let host = Self.host(authority[hostStart...]) else { return nil }
    self.text = text
    self.authorityEnd = authorityEnd
    let scheme = text[..<schemeEnd]
    self.scheme =
      scheme.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
      ? scheme.lowercased() : String(scheme)
    self.host = host
  }

  /// A URL written in rainstorm's own source, such as a service's default root.
  package init(builtIn text: String) {
    guard let address = WebAddress(text) else {
      preconditionFailure("bad built-in URL \(text)")
    }
    self = address
  }

  /// The URL as given.
  public var description: String { text }

  /// The URL without a user name or password (`https://user:secret@host/` becomes
  /// `https://host/`): what goes into anything written to disk or shown.
  package var textWithoutCredentials: String {
    guard let credentials else { return text }
    var shown = text
    shown.removeSubrange(credentials)
    return shown
  }

  /// The path: from the `/` after the host up to the query or fragment; empty when none.
  package var path: Substring {
    let rest = text[authorityEnd...]
    let end = rest.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    return rest[..<(end ?? rest.endIndex)]
  }

  /// The query: what follows the first `?` up to a fragment; nil when there is no `?`.
  package var query: Substring? {
    guard let mark = text.utf8[authorityEnd...].firstIndex(of: UInt8(ascii: "?")) else {
      return nil
    }
    let rest = text[text.utf8.index(after: mark)...]
    return rest[..<(rest.utf8.firstIndex(of: UInt8(ascii: "#")) ?? rest.endIndex)]
  }

  /// Whether `http` or `https`.
  package var isWeb: Bool {
    scheme == "http" || scheme == "https"
  }

  /// This service root with `path` and the query `items` appended (`name=value`, values as
  /// given: callers encode what needs it). Trailing slashes of the root are dropped, so
  /// `http://host/` and `http://host` give the same request.
  func request(path: String, query items: [(name: String, value: String)] = []) -> WebAddress {
    var text = self.text
    while text.hasSuffix("/") { text.removeLast() }
    text += path
    if !items.isEmpty {
      text += "?" + items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }
    // The root is a valid URL and the rest ASCII built by rainstorm, so this cannot fail;
    // the fallback keeps the type non-optional without a force unwrap.
    return WebAddress(text) ?? self
  }

  /// This root with `path` (no leading slash) after it, one slash between them.
  func appending(path: String) -> WebAddress {
    WebAddress(text.hasSuffix("/") ? text + path : text + "/" + path) ?? self
  }

  // MARK: - Reading

  /// A set of ASCII bytes as two 64-bit masks: one test a byte, where a `switch` or a search
  /// of a string made reading each built-in address cost about 9,000 instructions.
  private struct ByteSet {
    let low: UInt64
    let high: UInt64

    init(_ members: String) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for byte in members.utf8 where byte < 128 {
        if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
      }
      self.low = low
      self.high = high
    }

    func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << byte) != 0 : byte < 128 && high & (1 << (byte - 64)) != 0
    }

    static let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    static let digits = "0123456789"
    /// Printable ASCII without `"<>\\^`{|}` and the space.
    static let urlAllowed = ByteSet(letters + digits + "!#$%&'()*+,-./:;=?@[]_~")
    /// RFC 3986's `reg-name`: unreserved characters, percent escapes and sub-delimiters.
    static let hostName = ByteSet(letters + digits + "-._~%!$&'()*+,;=")
  }

  /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.utf8.first, isLetter(first) else { return false }
    return text.utf8.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: ".")
    }
  }

  /// The host of `host[:port]`, or nil when either part is not well formed or the host is
  /// empty.
  private static func host(_ text: Substring) -> String? {
    let host: Substring
    let rest: Substring
    if text.utf8.first == UInt8(ascii: "[") {
      guard let close = text.utf8.firstIndex(of: UInt8(ascii: "]")) else { return nil }
      host = text[text.index(after: text.startIndex)..<close]
      rest = text[text.index(after: close)...]
      let isAddress = host.utf8.allSatisfy {
        isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
      }
      guard host.contains(":"), isAddress else { return nil }
    } else {
      let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) ?? text.endIndex
      host = text[..<colon]
      rest = text[colon...]
      let hostName = ByteSet.hostName
      guard host.utf8.allSatisfy({ hostName.contains($0) }) else { return nil }
    }
    guard !host.isEmpty else { return nil }
    if !rest.isEmpty {
      let port = rest.dropFirst()
      guard rest.first == ":", port.utf8.allSatisfy(isDigit), port.count <= 5,
        Int(port).map({ $0 <= 65_535 }) ?? port.isEmpty
      else { return nil }
    }
    return String(host)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}
