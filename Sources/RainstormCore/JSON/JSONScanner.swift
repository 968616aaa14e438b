/// Reads JSON text from bytes one value at a time, without building a tree.
///
/// The forecast reader walks a body with it and keeps only the fields in use: a batch answer
/// for 100 places is 200 KB of JSON, which `JSONDecoder` read many times slower. Objects are read key by key with `nextKey(first:)`, arrays with `nextElement(first:)`;
/// anything not wanted is skipped with `skipValue()`.
struct JSONScanner {
  /// Why the text could not be read.
  enum ScanError: Error, Equatable {
    /// The text is not JSON at this byte offset.
    case malformed(offset: Int)
    /// The value at this byte offset is JSON, but not of the kind asked for.
    case unexpectedKind(offset: Int)
    /// The run's work deadline passed before the text was read.
    case outOfTime
  }

  /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
  static let depthLimit = 256

  private let bytes: [UInt8]
  private(set) var offset = 0
  /// Counts the members and elements read, against the run's work deadline.
  private var meter = WorkMeter()

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte that is not whitespace, without consuming it; nil at the end.
  mutating func peek() -> UInt8? {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return bytes[offset]
      }
    }
    return nil
  }

  /// Checks that nothing but whitespace follows the value just read.
  mutating func expectEnd() throws(ScanError) {
    if peek() != nil { throw .malformed(offset: offset) }
  }

  /// Consumes `null` and returns true, or returns false if the next value is something else.
  mutating func readNull() throws(ScanError) -> Bool {
    guard peek() == UInt8(ascii: "n") else { return false }
    try literal("null")
    return true
  }

  /// Reads `true` or `false`, or throws `unexpectedKind` when the next value is neither.
  mutating func readBool() throws(ScanError) -> Bool {
    switch peek() {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    case let byte?:
      throw isValueStart(byte) ? .unexpectedKind(offset: offset) : .malformed(offset: offset)
    case nil:
      throw .malformed(offset: offset)
    }
  }

  /// Consumes `{`, or throws `unexpectedKind` when the next value is not an object.
  mutating func beginObject() throws(ScanError) {
    try begin(UInt8(ascii: "{"))
  }

  /// Consumes `[`, or throws `unexpectedKind` when the next value is not an array.
  mutating func beginArray() throws(ScanError) {
    try begin(UInt8(ascii: "["))
  }

  /// The next key of the object being read (its value comes next), or nil after its `}`.
  mutating func nextKey(first: inout Bool) throws(ScanError) -> String? {
    guard try separator(closing: UInt8(ascii: "}"), first: &first) else { return nil }
    guard peek() == UInt8(ascii: "\"") else { throw .malformed(offset: offset) }
    let key = try readString()
    guard peek() == UInt8(ascii: ":") else { throw .malformed(offset: offset) }
    offset += 1
    return key
  }

  /// True when the array being read has another element (which comes next), false after `]`.
  mutating func nextElement(first: inout Bool) throws(ScanError) -> Bool {
    try separator(closing: UInt8(ascii: "]"), first: &first)
  }

  /// Reads a string value, or throws `unexpectedKind` when the next value is not a string.
  mutating func readString() throws(ScanError) -> String {
    let raw = try readRawString()
    if let plain = raw.plain { return String(decoding: plain, as: UTF8.self) }
    return try unescape(raw.range)
  }

  /// Reads a string value as its UTF-8 bytes, unescaped.
  mutating func readStringBytes() throws(ScanError) -> ArraySlice<UInt8> {
    let raw = try readRawString()
    if let plain = raw.plain { return plain }
    return ArraySlice(try unescape(raw.range).utf8)
  }

  /// Reads a number, or throws `unexpectedKind` when the next value is not a number.
  mutating func readNumber() throws(ScanError) -> Double {
    guard let byte = peek(), byte == UInt8(ascii: "-") || isDigit(byte) else {
      throw .unexpectedKind(offset: offset)
    }
    let start = offset
    var negative = false
    if byte == UInt8(ascii: "-") {
      negative = true
      offset += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    // Integer part: a single 0, or digits not starting with 0.
    guard offset < bytes.count, isDigit(bytes[offset]) else { throw .malformed(offset: offset) }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else {
      while offset < bytes.count, isDigit(bytes[offset]) {
        accumulate(bytes[offset], into: &mantissa, digits: &digits, exponent: &exponent)
        offset += 1
      }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw .malformed(offset: offset) }
      while offset < bytes.count, isDigit(bytes[offset]) {
        accumulate(bytes[offset], into: &mantissa, digits: &digits, exponent: &exponent)
        exponent -= 1
        offset += 1
      }
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      var exponentSign = 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        exponentSign = bytes[offset] == UInt8(ascii: "-") ? -1 : 1
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw .malformed(offset: offset) }
      var written = 0
      while offset < bytes.count, isDigit(bytes[offset]) {
        written = min(written * 10 + Int(bytes[offset] - UInt8(ascii: "0")), 100_000)
        offset += 1
      }
      exponent += exponentSign * written
    }
    // Exact when the digits fit a double's 53 bits and the power of ten is exact too
    // (Clinger's fast path); otherwise the standard library rounds the text correctly.
    if digits <= 15, (-22...22).contains(exponent) {
      let value =
        exponent < 0
        ? Double(mantissa) / Self.powersOfTen[-exponent]
        : Double(mantissa) * Self.powersOfTen[exponent]
      return negative ? -value : value
    }
    guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
      throw .malformed(offset: start)
    }
    // 1e400 is JSON but no double: refuse it rather than print `inf` later.
    guard value.isFinite else { throw .unexpectedKind(offset: start) }
    return value
  }

  /// Skips the next value, whatever it is.
  mutating func skipValue() throws(ScanError) {
    try skipValue(depth: 0)
  }

  // MARK: - Helpers

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Adds a digit to the mantissa; digits past the 19th only scale it (the slow path rounds).
  private func accumulate(
    _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int
  ) {
    if mantissa == 0 && byte == UInt8(ascii: "0") {
      return
    }
    if digits < 19 {
      mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
    } else {
      exponent += 1
    }
    digits += 1
  }

  private mutating func begin(_ opening: UInt8) throws(ScanError) {
    guard let byte = peek() else { throw .malformed(offset: offset) }
    guard byte == opening else {
      throw isValueStart(byte) ? .unexpectedKind(offset: offset) : .malformed(offset: offset)
    }
    offset += 1
  }

  private func isValueStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
      UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      true
    default: isDigit(byte)
    }
  }

  /// Consumes the `,` before a further member, or the closing bracket (returning false).
  private mutating func separator(closing: UInt8, first: inout Bool) throws(ScanError) -> Bool {
    do { try meter.step() } catch { throw .outOfTime }
    guard let byte = peek() else { throw .malformed(offset: offset) }
    if byte == closing {
      offset += 1
      return false
    }
    if first {
      first = false
      return true
    }
    guard byte == UInt8(ascii: ",") else { throw .malformed(offset: offset) }
    offset += 1
    return true
  }

  private mutating func literal(_ word: StaticString) throws(ScanError) {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { throw .malformed(offset: offset) }
    let matches = word.withUTF8Buffer { expected in
      expected.elementsEqual(bytes[offset..<offset + count])
    }
    guard matches else { throw .malformed(offset: offset) }
    offset += count
  }

  /// The bytes between the quotes, and whether they can be used as they are (no escapes).
  private mutating func readRawString() throws(ScanError) -> (
    range: Range<Int>, plain: ArraySlice<UInt8>?
  ) {
    guard let byte = peek() else { throw .malformed(offset: offset) }
    guard byte == UInt8(ascii: "\"") else {
      throw isValueStart(byte) ? .unexpectedKind(offset: offset) : .malformed(offset: offset)
    }
    offset += 1
    let start = offset
    var escaped = false
    while true {
      let stop = Self.stringStop(in: bytes, from: offset)
      guard let stop else {
        offset = bytes.count
        throw .malformed(offset: offset)
      }
      offset = stop
      switch bytes[stop] {
      case UInt8(ascii: "\""):
        let range = start..<stop
        offset += 1
        return (range, escaped ? nil : bytes[range])
      case UInt8(ascii: "\\"):
        escaped = true
        offset = min(stop + 2, bytes.count)
      default:
        throw .malformed(offset: stop)
      }
    }
  }

  /// The offset of the first `"`, `\\` or control character at or after `start`, or nil.
  /// Eight bytes are tested at once, by the bit arithmetic that finds a zero byte in a word,
  /// rather than a slice's `firstIndex` with a closure, a byte at a time.
  private static func stringStop(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBytes { raw in
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs = ones &* 0x80
      var index = start
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let found =
          ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
          | ((word &- ones &* 0x20) & ~word)
        if found & highs != 0 { break }
        index += 8
      }
      while index < raw.count {
        let byte = raw[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
          return index
        }
        index += 1
      }
      return nil
    }
  }

  /// The string's bytes with its escapes decoded, as UTF-8 in one buffer made into a
  /// String once: appending scalar by scalar to a String's view was quadratic (1.3 M
  /// `\uXXXX` escapes took half a minute).
  private func unescape(_ range: Range<Int>) throws(ScanError) -> String {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        decoded.append(byte)
        index += 1
        continue
      }
      let code = bytes[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(code)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var unit = try hex(at: index, end: range.upperBound)
        index += 4
        if (0xD800..<0xDC00).contains(unit), index + 6 <= range.upperBound,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
          let low = try? hex(at: index + 2, end: range.upperBound), (0xDC00..<0xE000).contains(low)
        {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        UTF8.encode(Unicode.Scalar(unit) ?? "\u{FFFD}") { decoded.append($0) }
      default:
        throw .malformed(offset: index - 1)
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private func hex(at index: Int, end: Int) throws(ScanError) -> UInt32 {
    guard index + 4 <= end else { throw .malformed(offset: index) }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .malformed(offset: index)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private mutating func skipValue(depth: Int) throws(ScanError) {
    guard depth < Self.depthLimit, let byte = peek() else { throw .malformed(offset: offset) }
    switch byte {
    case UInt8(ascii: "{"):
      offset += 1
      var first = true
      while try nextKey(first: &first) != nil {
        try skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      offset += 1
      var first = true
      while try nextElement(first: &first) {
        try skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "\""): _ = try readRawString()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try readNumber()
    }
  }
}
