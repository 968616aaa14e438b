extension [UInt8] {
  /// The first line of a body as text, sanitised and shortened, to quote in a message.
  func excerpt(limit: Int = 60) -> String {
    let text = String(decoding: prefix(4096), as: UTF8.self)
    let firstLine =
      text.split(whereSeparator: \.isNewline).first.map(String.init)?
      .sanitizedForTerminal()
      .trimmingSpaces ?? ""
    if firstLine.isEmpty { return "an empty body" }
    if firstLine.count <= limit { return "\"\(firstLine)\"" }
    return "\"\(firstLine.prefix(limit))…\""
  }
}
