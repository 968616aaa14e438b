/// A JSON document built in code and written with keys in the order given.
///
/// rainstorm writes JSON itself so that key order, number form and escaping are exactly as
/// documented: numbers are plain JSON numbers, non-finite numbers become `null`.
public indirect enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A number; a non-finite value is written as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object with its keys in order.
  case object([(String, JSONValue)])

  /// The value, or `null` when it is missing.
  static func optional(_ value: Double?) -> JSONValue {
    value.map(JSONValue.number) ?? .null
  }

  /// The value, or `null` when it is missing.
  static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// The document as text: indented by two spaces, or on one line when `compact`.
  public func serialized(compact: Bool = false) -> String {
    var output = ""
    write(to: &output, indent: compact ? nil : 0)
    return output
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value): output += Self.numberText(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      writeContainer(values.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
    case .object(let members):
      writeContainer(
        members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, indent: indent)
    }
  }

  private func writeContainer(
    _ items: [(String?, JSONValue)], open: String, close: String, to output: inout String,
    indent: Int?
  ) {
    output += open
    guard !items.isEmpty else {
      output += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, (key, value)) in items.enumerated() {
      if index > 0 { output += "," }
      if let inner { output += "\n" + String(repeating: " ", count: inner) }
      if let key {
        Self.writeString(key, to: &output)
        output += indent == nil ? ":" : ": "
      }
      value.write(to: &output, indent: inner)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }

  private static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), value.magnitude < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
