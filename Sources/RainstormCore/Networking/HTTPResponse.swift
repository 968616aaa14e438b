/// An HTTP response: status, header fields and the whole body.
package struct HTTPResponse: Equatable, Sendable {
  /// The HTTP status code.
  package var status: Int
  /// Header fields with lower-cased names.
  package var headers: [String: String]
  /// The body bytes.
  package var body: [UInt8]

  /// Creates a response; header names are lower-cased so that look-ups need not care.
  package init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
    self.body = body
  }
}
