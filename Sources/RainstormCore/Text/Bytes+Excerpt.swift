extension [UInt8] {
  /// The first line of a body as text, sanitised and shortened, to quote in a message; a
  /// page of HTML is named as `html` instead, with its title when it has one: its tags say
  /// nothing to a reader.
  func excerpt(limit: Int = 60, html: String = "an HTML page") -> String {
    if let title = Self.htmlTitle(prefix(4096)) {
      return title.isEmpty ? html : "\(html) titled \(Self.quoted(title, limit: limit))"
    }
    let text = String(decoding: prefix(4096), as: UTF8.self)
    let firstLine =
      text.split(whereSeparator: \.isNewline).first.map(String.init)?
      .sanitizedForTerminal()
      .trimmingSpaces ?? ""
    if firstLine.isEmpty { return "an empty body" }
    return Self.quoted(firstLine, limit: limit)
  }

  private static func quoted(_ text: String, limit: Int) -> String {
    text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\""
  }

  /// For a body that starts as HTML (a tag other than an XML declaration), the text of its
  /// `<title>` with spaces collapsed, or an empty string when it has none; nil for others.
  private static func htmlTitle(_ body: ArraySlice<UInt8>) -> String? {
    let start = body.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
    // ASCII letters lowered byte for byte: every index still points where it did.
    let lower = start.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    guard lower.first == UInt8(ascii: "<"), !lower.starts(with: "<?xml".utf8),
      ["<!doctype html", "<html", "<head", "<body", "<h1", "<p>", "<title"].contains(where: {
        lower.firstRange(ofBytes: $0.utf8) != nil
      })
    else { return nil }
    guard let open = lower.firstRange(ofBytes: "<title".utf8),
      let end = lower[open.upperBound...].firstIndex(of: UInt8(ascii: ">")),
      let close = lower[end...].firstRange(ofBytes: "</title".utf8)
    else { return "" }
    let title = Array(start)[(end + 1)..<close.lowerBound]
    return String(decoding: title, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ").sanitizedForTerminal()
  }
}
