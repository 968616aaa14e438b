#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What a server said about its answer's life: `Expires` (until when it may be used without
/// asking) and `Last-Modified` (to ask with `If-Modified-Since` whether it changed). Kept in
/// the cache beside the answer, under `validatorsKey`.
package struct HTTPValidators: Equatable, Sendable {
  /// The `Expires` instant, when the server gave a valid one.
  package var expires: Date?
  /// The `Last-Modified` text, when the server gave a valid HTTP date: sent back verbatim.
  package var lastModified: String?

  /// Creates validators.
  package init(expires: Date? = nil, lastModified: String? = nil) {
    self.expires = expires
    self.lastModified = lastModified
  }

  /// The validators in a response's headers. A header that is not an HTTP date is ignored, so
  /// nothing a server sends can put a line break or other bytes into a later request.
  package init(headers: [String: String]) {
    expires = headers["expires"].flatMap(HTTPDate.parse)
    lastModified = headers["last-modified"].flatMap { text in
      HTTPDate.parse(text) == nil ? nil : text.trimmingWhitespace
    }
  }

  /// Whether the server gave either.
  package var isEmpty: Bool {
    expires == nil && lastModified == nil
  }

  /// The cache key they are kept under, beside the answer's `key`.
  static func key(_ key: String) -> String {
    "validators \(key)"
  }

  /// Two lines: the `Expires` instant in seconds since 1970 and the `Last-Modified` text,
  /// each `-` when absent.
  var stored: [UInt8] {
    let expiresText = expires.map { String(Int64($0.timeIntervalSince1970)) } ?? "-"
    return Array("\(expiresText)\n\(lastModified ?? "-")\n".utf8)
  }

  /// Validators read back from `stored`; nil when the entry is damaged.
  init?(stored data: [UInt8]) {
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 3, lines[2].isEmpty else { return nil }
    if lines[0] != "-" {
      guard let seconds = Int64(lines[0]) else { return nil }
      expires = Date(timeIntervalSince1970: Double(seconds))
    }
    if lines[1] != "-" {
      guard HTTPDate.parse(String(lines[1])) != nil else { return nil }
      lastModified = String(lines[1])
    }
  }
}

extension Cache {
  /// The validators kept for `key`'s answer, if any.
  package func validators(_ key: String) -> HTTPValidators? {
    store.read(HTTPValidators.key(key)).flatMap { HTTPValidators(stored: $0.data) }
  }

  /// Stores `data` for `key`, as fetched at `date` (now when not given), with the validators
  /// of the response it came in, as one: the validators kept before are removed first, and
  /// the new ones are written only once `data` is. A full disk or a crash between the two
  /// writes leaves an answer without validators (asked for in full next time), never an
  /// answer beside another's validators, which a `304 Not Modified` would renew as fresh.
  package func save(
    _ data: [UInt8], for key: String, validators: HTTPValidators, at date: Date? = nil
  ) {
    let date = date ?? now()
    store.remove(HTTPValidators.key(key))
    guard save(data, for: key, at: date), !validators.isEmpty else { return }
    store.write(validators.stored, for: HTTPValidators.key(key), at: date)
  }
}
