/// A time zone read from a TZif file (RFC 8536, the files under `/usr/share/zoneinfo`): its
/// transitions, and the POSIX TZ rule of its footer for the instants after the last one.
///
/// Pure and bounded: the bytes are treated as hostile (counts are checked against the length
/// and capped), and anything malformed makes the whole file unreadable rather than half-read.
struct TZif: Sendable {
  /// One kind of local time: its offset east of UTC and its abbreviation.
  struct LocalTimeType: Equatable, Sendable {
    var offset: Int
    var abbreviation: String
  }

  /// Transition instants (seconds since 1970), ascending, with the type that starts at each.
  var transitions: [(at: Int, type: Int)]
  /// The types; type 0 is in force before the first transition.
  var types: [LocalTimeType]
  /// The rule for instants after the last transition, when the file has one.
  var rule: PosixTimeZoneRule?

  /// A zone with one offset for all time.
  init(fixed type: LocalTimeType) {
    transitions = []
    types = [type]
    rule = nil
  }

  /// Reads a TZif file; nil when it is not one, or is damaged.
  init?(_ bytes: [UInt8]) {
    guard let first = Header(bytes, at: 0) else { return nil }
    var start = 44
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      // Skip the 32-bit block: the 64-bit one after it has the same data, wider.
      start += first.blockLength(timeSize: 4)
      guard let second = Header(bytes, at: start) else { return nil }
      header = second
      start += 44
      timeSize = 8
    }
    guard header.blockLength(timeSize: timeSize) <= bytes.count - start else { return nil }
    var reader = Reader(bytes: bytes, position: start)
    var times: [Int] = []
    for _ in 0..<header.timeCount { times.append(reader.signed(timeSize)) }
    var indices: [Int] = []
    for _ in 0..<header.timeCount { indices.append(Int(reader.byte())) }
    var raw: [(offset: Int, abbreviationIndex: Int)] = []
    for _ in 0..<header.typeCount {
      let offset = reader.signed(4)
      _ = reader.byte()
      raw.append((offset, Int(reader.byte())))
    }
    let characters = Array(bytes[reader.position..<reader.position + header.characterCount])
    guard
      zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }),
      indices.allSatisfy({ $0 < header.typeCount }),
      raw.allSatisfy({ abs($0.offset) <= 26 * 3600 && $0.abbreviationIndex < characters.count })
    else { return nil }
    types = raw.map { type in
      let tail = characters[type.abbreviationIndex...]
      let name = tail.prefix { $0 != 0 }
      return LocalTimeType(offset: type.offset, abbreviation: String(decoding: name, as: UTF8.self))
    }
    transitions = zip(times, indices).map { (at: $0, type: $1) }
    rule = nil
    if header.version >= 2 {
      let footerStart = start + header.blockLength(timeSize: 8)
      let footer = bytes[footerStart...]
      guard footer.first == 0x0A, let end = footer.dropFirst().firstIndex(of: 0x0A) else {
        return nil
      }
      let text = String(decoding: footer[(footerStart + 1)..<end], as: UTF8.self)
      if !text.isEmpty {
        guard let rule = PosixTimeZoneRule(text) else { return nil }
        self.rule = rule
      }
    }
  }

  /// The local time type in force at `seconds` since 1970.
  func type(at seconds: Int) -> LocalTimeType {
    if let last = transitions.last, seconds >= last.at, let rule {
      return rule.type(at: seconds)
    }
    // The last transition at or before `seconds`, by binary search.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle].at <= seconds { low = middle + 1 } else { high = middle }
    }
    if low == 0 {
      if transitions.isEmpty, let rule { return rule.type(at: seconds) }
      return types.first ?? LocalTimeType(offset: 0, abbreviation: "UTC")
    }
    return types[transitions[low - 1].type]
  }

  private struct Header {
    var version: Int
    var utcCount: Int
    var standardCount: Int
    var leapCount: Int
    var timeCount: Int
    var typeCount: Int
    var characterCount: Int

    init?(_ bytes: [UInt8], at offset: Int) {
      guard offset >= 0, bytes.count - offset >= 44,
        bytes[offset..<offset + 4].elementsEqual("TZif".utf8)
      else { return nil }
      let versionByte = bytes[offset + 4]
      version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
      guard (1...4).contains(version) else { return nil }
      var reader = Reader(bytes: bytes, position: offset + 20)
      let counts = (0..<6).map { _ in reader.signed(4) }
      // Real files have a few thousand transitions at most; a larger count is damage.
      guard counts.allSatisfy({ (0...100_000).contains($0) }), counts[4] >= 1 else { return nil }
      (utcCount, standardCount, leapCount) = (counts[0], counts[1], counts[2])
      (timeCount, typeCount, characterCount) = (counts[3], counts[4], counts[5])
      guard utcCount == 0 || utcCount == typeCount, standardCount == 0 || standardCount == typeCount
      else { return nil }
    }

    func blockLength(timeSize: Int) -> Int {
      timeCount * timeSize + timeCount + typeCount * 6 + characterCount
        + leapCount * (timeSize + 4) + standardCount + utcCount
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var position: Int

    mutating func byte() -> UInt8 {
      defer { position += 1 }
      return bytes[position]
    }

    /// A big-endian two's-complement integer of `size` bytes (4 or 8).
    mutating func signed(_ size: Int) -> Int {
      var value: UInt64 = 0
      for _ in 0..<size { value = value << 8 | UInt64(byte()) }
      if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
      return Int(Int64(bitPattern: value))
    }
  }
}
