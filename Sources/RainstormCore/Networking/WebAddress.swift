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
    guard !text.isEmpty, text.utf8.allSatisfy(Self.isAllowed),
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
    scheme = text[..<schemeEnd].lowercased()
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

  /// Printable ASCII but for the characters RFC 3986 never allows in a URL.
  private static func isAllowed(_ byte: UInt8) -> Bool {
    guard (0x21...0x7E).contains(byte) else { return false }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
      UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"),
      UInt8(ascii: "}"):
      return false
    default: return true
    }
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
    if text.hasPrefix("[") {
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
      guard host.utf8.allSatisfy(isHostByte) else { return nil }
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

  /// RFC 3986's `reg-name`: unreserved characters, percent escapes and sub-delimiters.
  private static func isHostByte(_ byte: UInt8) -> Bool {
    if isLetter(byte) || isDigit(byte) { return true }
    return "-._~%!$&'()*+,;=".utf8.contains(byte)
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
