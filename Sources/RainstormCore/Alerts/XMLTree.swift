/// A small, strict reader of the XML that warnings feeds send (Atom and CAP 1.2): elements,
/// attributes, text and CDATA, the five named entities and numeric ones. Namespace prefixes
/// are dropped (`cap:areaDesc` is `areaDesc`). A document type declaration is refused, so no
/// entity is ever defined or expanded; so are unclosed or mismatched tags, a second root
/// element and nesting deeper than `depthLimit`.
///
/// Reading is linear in the body's size, and every byte read counts against the run's work
/// deadline (`WorkMeter`), whatever the document's shape: one long text, attribute, comment
/// or CDATA section stops as soon as many small tags do.
struct XMLTree: Equatable {
  /// An element's name without its prefix.
  var name: String
  /// Its attributes, by name without prefix.
  var attributes: [String: String] = [:]
  /// Its child elements, in order.
  var children: [XMLTree] = []
  /// Its own text (CDATA included), entities decoded, not trimmed.
  var text = ""

  /// Why a body is not a document this reader accepts.
  struct Malformed: Error {
    /// What was wrong, for a message.
    var reason: String
    /// Whether the run's work deadline stopped the reading, rather than the document.
    var outOfTime = false
  }

  static let depthLimit = 64

  /// The first child named `name`.
  func child(_ name: String) -> XMLTree? {
    children.first { $0.name == name }
  }

  /// Every child named `name`.
  func children(_ name: String) -> [XMLTree] {
    children.filter { $0.name == name }
  }

  /// The trimmed text of the first child named `name`, nil when there is none or it is empty.
  func value(_ name: String) -> String? {
    child(name)?.text.trimmingWhitespace.nonEmpty
  }

  /// The document's root element.
  static func parse(_ bytes: [UInt8]) throws(Malformed) -> XMLTree {
    var reader = Reader(bytes: bytes)
    return try reader.document()
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var stack: [XMLTree] = []
    var root: XMLTree?
    /// Counts the bytes read, against the run's work deadline.
    var meter = WorkMeter()

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func document() throws(Malformed) -> XMLTree {
      // A byte-order mark may come before the declaration (XML 1.0, 4.3.3).
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<") {
          try markup()
        } else {
          let start = index
          while index < bytes.count, bytes[index] != UInt8(ascii: "<") { try advance() }
          let text = bytes[start..<index]
          if stack.isEmpty {
            guard text.allSatisfy(Self.isSpace) else {
              throw Malformed(reason: "text outside the root")
            }
          } else {
            stack[stack.count - 1].text += Self.decodeEntities(text)
          }
        }
      }
      guard stack.isEmpty, let root else {
        throw Malformed(reason: "the document ends inside a tag")
      }
      return root
    }

    /// Moves one byte on, counting it against the run's work deadline.
    private mutating func advance(by count: Int = 1) throws(Malformed) {
      index += count
      do { try meter.step(by: count) } catch {
        throw Malformed(reason: "the time limit passed", outOfTime: true)
      }
    }

    /// Whatever starts at `<`: a declaration, comment, CDATA section, or tag.
    private mutating func markup() throws(Malformed) {
      if starts(with: "<?") {
        try skip(past: "?>")
      } else if starts(with: "<!--") {
        try skip(past: "-->")
      } else if starts(with: "<![CDATA[") {
        index += 9
        let start = index
        try skip(past: "]]>")
        guard !stack.isEmpty else { throw Malformed(reason: "CDATA outside the root") }
        stack[stack.count - 1].text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
      } else if starts(with: "<!") {
        throw Malformed(reason: "a document type declaration")
      } else if starts(with: "</") {
        index += 2
        let name = Self.localName(try readName())
        try skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
          throw Malformed(reason: "a broken closing tag")
        }
        index += 1
        guard let open = stack.popLast(), open.name == name else {
          throw Malformed(reason: "a closing tag that matches no opening one")
        }
        try close(open)
      } else {
        try openTag()
      }
    }

    private mutating func openTag() throws(Malformed) {
      index += 1
      var element = XMLTree(name: Self.localName(try readName()))
      guard !element.name.isEmpty else { throw Malformed(reason: "a tag without a name") }
      while true {
        try skipSpace()
        guard index < bytes.count else { throw Malformed(reason: "the document ends inside a tag") }
        if bytes[index] == UInt8(ascii: ">") {
          index += 1
          guard stack.count < XMLTree.depthLimit else {
            throw Malformed(reason: "nesting too deep")
          }
          stack.append(element)
          return
        }
        if starts(with: "/>") {
          index += 2
          try close(element)
          return
        }
        let name = Self.localName(try readName())
        try skipSpace()
        guard !name.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          throw Malformed(reason: "a broken attribute")
        }
        index += 1
        try skipSpace()
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else { throw Malformed(reason: "an attribute without quotes") }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote { try advance() }
        guard index < bytes.count else { throw Malformed(reason: "the document ends inside a tag") }
        element.attributes[name] = Self.decodeEntities(bytes[start..<index])
        index += 1
      }
    }

    /// Ends `element`: it becomes its parent's last child, or the root; a second root is
    /// refused (a document has one).
    private mutating func close(_ element: XMLTree) throws(Malformed) {
      if stack.isEmpty {
        guard root == nil else { throw Malformed(reason: "a second root element") }
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    private func starts(with text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let pointer = text.utf8Start
      return (0..<count).allSatisfy { bytes[index + $0] == pointer[$0] }
    }

    private mutating func skip(past end: StaticString) throws(Malformed) {
      while index < bytes.count, !starts(with: end) { try advance() }
      guard index < bytes.count else { throw Malformed(reason: "the document ends inside markup") }
      index += end.utf8CodeUnitCount
    }

    private mutating func skipSpace() throws(Malformed) {
      while index < bytes.count, Self.isSpace(bytes[index]) { try advance() }
    }

    private mutating func readName() throws(Malformed) -> String {
      let start = index
      while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
        bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "=")
      {
        try advance()
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func localName(_ name: String) -> String {
      name.split(separator: ":").last.map(String.init) ?? name
    }

    /// The text with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;` and `&#xNN;` decoded;
    /// anything else after `&` is kept as it is. One pass over the bytes: a reference is at
    /// most 10 bytes long, so the work is linear whatever the text holds.
    static func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
      guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var index = bytes.startIndex
      while index < bytes.endIndex {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "&") else {
          result.append(byte)
          index += 1
          continue
        }
        let name = bytes[(index + 1)..<min(index + 11, bytes.endIndex)]
        guard let semicolon = name.firstIndex(of: UInt8(ascii: ";")),
          let decoded = entity(Substring(decoding: name[..<semicolon], as: UTF8.self))
        else {
          result.append(byte)
          index += 1
          continue
        }
        UTF8.encode(decoded) { result.append($0) }
        index = semicolon + 1
      }
      return String(decoding: result, as: UTF8.self)
    }

    private static func entity(_ name: Substring) -> Unicode.Scalar? {
      switch name {
      case "amp": return "&"
      case "lt": return "<"
      case "gt": return ">"
      case "quot": return "\""
      case "apos": return "'"
      default:
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value =
          digits.hasPrefix("x") || digits.hasPrefix("X")
          ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        // XML allows no NUL, even as a reference: it would end a number read by the C library.
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
      }
    }
  }
}
