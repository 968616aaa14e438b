/// An HTTP response: status, header fields and the whole body.
public struct HTTPResponse: Equatable, Sendable {
  /// The HTTP status code.
  public var status: Int
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// The body bytes.
  public var body: [UInt8]

  /// Creates a response; header names are lower-cased so that look-ups need not care.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
    self.body = body
  }
}
