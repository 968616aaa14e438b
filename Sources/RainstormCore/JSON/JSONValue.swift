/// A JSON document built in code and written with keys in the order given.
///
/// rainstorm writes JSON itself so that key order, number form and escaping are exactly as
/// documented: numbers are plain JSON numbers, non-finite numbers become `null`. Not
/// `indirect`: the arrays already hold what nests, and every value would be boxed.
package enum JSONValue: Sendable {
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

  /// A quantity's value rounded to its precision (`Quantity.decimals(in:)`), or `null` when
  /// it is missing.
  static func measure(_ value: Double?, _ quantity: Quantity, _ units: MeasurementUnits)
    -> JSONValue
  {
    value.map { .number(quantity.rounded($0, in: units)) } ?? .null
  }

  /// The value, or `null` when it is missing.
  static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// The document as text: indented by two spaces, or on one line when `compact`.
  package func serialized(compact: Bool = false) -> String {
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
      writeContainer(values, open: "[", close: "]", to: &output, indent: indent) {
        $1.write(to: &$0, indent: $2)
      }
    case .object(let members):
      writeContainer(members, open: "{", close: "}", to: &output, indent: indent) {
        output, member, inner in
        Self.writeString(member.0, to: &output)
        output += inner == nil ? ":" : ": "
        member.1.write(to: &output, indent: inner)
      }
    }
  }

  /// Writes the items between the brackets, one per line when indented.
  private func writeContainer<Item>(
    _ items: [Item], open: String, close: String, to output: inout String, indent: Int?,
    writeItem: (inout String, Item, Int?) -> Void
  ) {
    output += open
    guard !items.isEmpty else {
      output += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, item) in items.enumerated() {
      if index > 0 { output += "," }
      if let inner {
        output += "\n"
        output += String(repeating: " ", count: inner)
      }
      writeItem(&output, item, inner)
    }
    if let indent {
      output += "\n"
      output += String(repeating: " ", count: indent)
    }
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
    // Printable ASCII other than `"` and `\` needs no escaping: append it whole.
    let plain = value.utf8.allSatisfy { byte in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
    if plain {
      output += value
      output += "\""
      return
    }
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
