extension JSONValue {
  /// Why a JSON document is not what a reader expects.
  struct Mismatch: Error, Equatable {
    /// What was expected where, such as `properties.event: expected a string`.
    let detail: String
  }

  /// Reads one whole JSON document (whitespace around it allowed) into a tree. Numbers are
  /// `.number`; objects keep their keys in order, duplicates included.
  ///
  /// - Throws: `JSONScanner.ScanError` for text that is not JSON, a number no double holds
  ///   (`1e400`), or nesting deeper than `JSONScanner.depthLimit`.
  static func parse(_ bytes: [UInt8]) throws(JSONScanner.ScanError) -> JSONValue {
    var scanner = JSONScanner(bytes)
    let value = try read(&scanner, depth: 0)
    try scanner.expectEnd()
    return value
  }

  private static func read(_ scanner: inout JSONScanner, depth: Int) throws(JSONScanner.ScanError)
    -> JSONValue
  {
    guard depth < JSONScanner.depthLimit, let byte = scanner.peek() else {
      throw .malformed(offset: scanner.offset)
    }
    switch byte {
    case UInt8(ascii: "{"):
      try scanner.beginObject()
      var members: [(String, JSONValue)] = []
      var first = true
      while let key = try scanner.nextKey(first: &first) {
        members.append((key, try read(&scanner, depth: depth + 1)))
      }
      return .object(members)
    case UInt8(ascii: "["):
      try scanner.beginArray()
      var elements: [JSONValue] = []
      var first = true
      while try scanner.nextElement(first: &first) {
        elements.append(try read(&scanner, depth: depth + 1))
      }
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try scanner.readString())
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try scanner.readBool())
    case UInt8(ascii: "n"):
      _ = try scanner.readNull()
      return .null
    default: return .number(try scanner.readNumber())
    }
  }

  /// The object's members, or nil when the value is not an object.
  var objectMembers: [(String, JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }
}

/// A JSON object read from an answer, with the rules `Decodable` had: a missing key and `null`
/// are both nil, and a value of another kind than the one asked for is an error, not nil.
struct JSONObject {
  private let members: [(String, JSONValue)]
  private let path: Path

  /// Where an object is in the document, such as `the answer.warnings[0].alert`: written out
  /// only for an error (written for every object, the paths were a tenth of a MeteoAlarm
  /// feed's reading).
  private indirect enum Path {
    case named(String)
    case member(Path, String)
    case element(Path, String, Int)

    var text: String {
      switch self {
      case .named(let name): name
      case .member(let parent, let key): "\(parent.text).\(key)"
      case .element(let parent, let key, let index): "\(parent.text).\(key)[\(index)]"
      }
    }
  }

  /// The object `value`.
  ///
  /// - Throws: `JSONValue.Mismatch` when `value` is not an object.
  init(_ value: JSONValue, path: String = "the answer") throws(JSONValue.Mismatch) {
    try self.init(value, at: .named(path))
  }

  private init(_ value: JSONValue, at path: Path) throws(JSONValue.Mismatch) {
    guard let members = value.objectMembers else {
      throw JSONValue.Mismatch(detail: "\(path.text): expected an object")
    }
    self.members = members
    self.path = path
  }

  /// Reads a whole document that must be an object.
  ///
  /// - Throws: `JSONScanner.ScanError` or `JSONValue.Mismatch`.
  init(parsing bytes: [UInt8]) throws {
    try self.init(JSONValue.parse(bytes))
  }

  /// The value under `key`; nil when it is missing or `null`. The last of duplicate keys wins.
  subscript(key: String) -> JSONValue? {
    guard let value = members.last(where: { $0.0 == key })?.1 else { return nil }
    if case .null = value { return nil }
    return value
  }

  /// The keys, in order.
  var keys: [String] { members.map(\.0) }

  private func mismatch(_ key: String, _ expected: String) -> JSONValue.Mismatch {
    JSONValue.Mismatch(detail: "\(path.text).\(key): expected \(expected)")
  }

  /// The string under `key`.
  func string(_ key: String) throws(JSONValue.Mismatch) -> String? {
    guard let value = self[key] else { return nil }
    guard case .string(let text) = value else { throw mismatch(key, "a string") }
    return text
  }

  /// The number under `key`.
  func number(_ key: String) throws(JSONValue.Mismatch) -> Double? {
    guard let value = self[key] else { return nil }
    guard case .number(let number) = value else { throw mismatch(key, "a number") }
    return number
  }

  /// The whole number under `key`: a number without a fraction that an `Int` holds.
  func int(_ key: String) throws(JSONValue.Mismatch) -> Int? {
    guard let number = try number(key) else { return nil }
    guard number == number.rounded(), let whole = Int(exactly: number) else {
      throw mismatch(key, "a whole number")
    }
    return whole
  }

  /// The boolean under `key`.
  func bool(_ key: String) throws(JSONValue.Mismatch) -> Bool? {
    guard let value = self[key] else { return nil }
    guard case .bool(let flag) = value else { throw mismatch(key, "true or false") }
    return flag
  }

  /// The object under `key`.
  func object(_ key: String) throws(JSONValue.Mismatch) -> JSONObject? {
    guard let value = self[key] else { return nil }
    return try JSONObject(value, at: .member(path, key))
  }

  /// The array under `key`.
  func array(_ key: String) throws(JSONValue.Mismatch) -> [JSONValue]? {
    guard let value = self[key] else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array") }
    return elements
  }

  /// The array of objects under `key`.
  func objects(_ key: String) throws(JSONValue.Mismatch) -> [JSONObject]? {
    guard let elements = try array(key) else { return nil }
    var objects: [JSONObject] = []
    objects.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      objects.append(try JSONObject(element, at: .element(path, key, index)))
    }
    return objects
  }

  /// The array of strings under `key`.
  func strings(_ key: String) throws(JSONValue.Mismatch) -> [String]? {
    guard let elements = try array(key) else { return nil }
    var strings: [String] = []
    for element in elements {
      guard case .string(let text) = element else { throw mismatch(key, "strings") }
      strings.append(text)
    }
    return strings
  }

  /// The object under `key` as a table of numbers; a member of another kind is an error.
  func numbers(_ key: String) throws(JSONValue.Mismatch) -> [String: Double]? {
    guard let object = try object(key) else { return nil }
    var table: [String: Double] = [:]
    for name in object.keys {
      if let number = try object.number(name) { table[name] = number }
    }
    return table
  }
}
