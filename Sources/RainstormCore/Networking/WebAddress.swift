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
    // Read as bytes in place, by offsets: every run sets up nine addresses.
    guard let parts = text.withUTF8Bytes(Self.parts) else { return nil }
    let utf8 = text.utf8
    let index = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
    self.text = text
    scheme = parts.scheme
    host = parts.host
    credentials = parts.credentials.map { index($0.lowerBound)..<index($0.upperBound) }
    authorityEnd = index(parts.authorityEnd)
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
  /// of a string takes many.
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

  /// What `init` keeps of a URL's bytes.
  private struct Parts {
    var scheme: String
    var host: String
    /// The user name and password with the `@` after them, by byte offset.
    var credentials: Range<Int>?
    /// The byte offset where the path, query or fragment start.
    var authorityEnd: Int
  }

  /// The parts of a URL's bytes, or nil when they are not an absolute URL with a host.
  private static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> Parts? {
    let allowed = ByteSet.urlAllowed
    guard !bytes.isEmpty, bytes.allSatisfy({ allowed.contains($0) }) else { return nil }
    // The scheme is what comes before the first `://`.
    var schemeEnd = 0
    while schemeEnd + 3 <= bytes.count,
      bytes[schemeEnd] != UInt8(ascii: ":") || bytes[schemeEnd + 1] != UInt8(ascii: "/")
        || bytes[schemeEnd + 2] != UInt8(ascii: "/")
    {
      schemeEnd += 1
    }
    guard schemeEnd + 3 <= bytes.count, isScheme(bytes[..<schemeEnd]) else { return nil }
    let authorityStart = schemeEnd + 3
    var authorityEnd = authorityStart
    while authorityEnd < bytes.count, bytes[authorityEnd] != UInt8(ascii: "/"),
      bytes[authorityEnd] != UInt8(ascii: "?"), bytes[authorityEnd] != UInt8(ascii: "#")
    {
      authorityEnd += 1
    }
    var hostStart = authorityStart
    if let at = bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) {
      hostStart = at + 1
    }
    guard let host = host(bytes, hostStart..<authorityEnd) else { return nil }
    let scheme = bytes[..<schemeEnd]
    return Parts(
      scheme: String(
        decoding: scheme.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
          ? scheme.map { $0 | 0x20 } : Array(scheme), as: UTF8.self),
      host: String(decoding: bytes[host], as: UTF8.self),
      credentials: hostStart > authorityStart ? authorityStart..<hostStart : nil,
      authorityEnd: authorityEnd)
  }

  /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  private static func isScheme(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let first = bytes.first, isLetter(first) else { return false }
    return bytes.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: ".")
    }
  }

  /// Where the host of `host[:port]` is in `range`, or nil when either part is not well formed
  /// or the host is empty.
  private static func host(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Range<Int>?
  {
    let host: Range<Int>
    let rest: Range<Int>
    if let first = range.first, bytes[first] == UInt8(ascii: "[") {
      guard let close = bytes[range].firstIndex(of: UInt8(ascii: "]")) else { return nil }
      host = (first + 1)..<close
      rest = (close + 1)..<range.upperBound
      let isAddress = bytes[host].allSatisfy {
        isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
      }
      guard bytes[host].contains(UInt8(ascii: ":")), isAddress else { return nil }
    } else {
      let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")) ?? range.upperBound
      host = range.lowerBound..<colon
      rest = colon..<range.upperBound
      let hostName = ByteSet.hostName
      guard bytes[host].allSatisfy({ hostName.contains($0) }) else { return nil }
    }
    guard !host.isEmpty else { return nil }
    if let colon = rest.first {
      let port = bytes[(colon + 1)..<rest.upperBound]
      guard bytes[colon] == UInt8(ascii: ":"), port.allSatisfy(isDigit), port.count <= 5,
        port.reduce(0, { $0 * 10 + Int($1 - UInt8(ascii: "0")) }) <= 65_535
      else { return nil }
    }
    return host
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
