/// DEFLATE (RFC 1951) and its zlib wrapping (RFC 1950), decompressed as hostile input: for the
/// radar's PNG tiles (issue 47), whose pixels are a zlib stream, and Bright Sky's compressed
/// radar values.
///
/// The output never grows past the caller's `limit` (a decompression bomb is refused, not
/// held), every length, distance and code is checked against what came before, truncated and
/// corrupt streams are errors (zlib's header check and Adler-32 included), and the work is
/// counted against the run's `WorkDeadline`, so no stream outlasts `--timeout`.
package enum Inflate {
  /// Why a stream cannot be decompressed.
  package struct Malformed: Error, Equatable, Sendable {
    package let reason: String

    init(_ reason: String) {
      self.reason = reason
    }
  }

  /// The bytes the zlib stream `data` holds: at most `limit`, checked against its Adler-32.
  ///
  /// - Throws: `Malformed` for a stream that is not zlib's DEFLATE, is cut short, is corrupt,
  ///   holds more than `limit` bytes or asks for a preset dictionary, and when the deadline
  ///   passes.
  package static func zlib(_ data: [UInt8], limit: Int) throws(Malformed) -> [UInt8] {
    guard data.count >= 6 else { throw Malformed("the stream is cut short") }
    let method = data[0]
    let flags = data[1]
    guard method & 0x0F == 8, method >> 4 <= 7 else {
      throw Malformed("the stream is not DEFLATE")
    }
    guard (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
      throw Malformed("the stream's header check fails")
    }
    guard flags & 0x20 == 0 else { throw Malformed("the stream asks for a preset dictionary") }
    var reader = BitReader(data, from: 2)
    let output = try inflate(&reader, limit: limit)
    guard let stored = reader.bigEndianWord() else { throw Malformed("the stream is cut short") }
    guard adler32(output) == stored else { throw Malformed("the stream's checksum fails") }
    return output
  }

  /// The first `count` bytes (at least; up to the end of the symbol that reaches them) the zlib
  /// stream `data` holds, inflating no further: for one value early in a large stream. The
  /// stream's Adler-32 is not checked (it covers the whole), every other check is.
  ///
  /// - Throws: `Malformed`, as `zlib` does, and for a stream that ends before `count` bytes.
  package static func zlibPrefix(_ data: [UInt8], count: Int) throws(Malformed) -> [UInt8] {
    guard data.count >= 2, data[0] & 0x0F == 8, data[0] >> 4 <= 7,
      (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0, data[1] & 0x20 == 0
    else { throw Malformed("the stream is not zlib's DEFLATE") }
    var reader = BitReader(data, from: 2)
    // The symbol or stored block that reaches `count` may go past it: by 258 bytes at most
    // for a copy, 65,535 for a stored block.
    let output = try inflate(&reader, limit: count + 65_535, stopAt: count)
    guard output.count >= count else { throw Malformed("the stream is cut short") }
    return output
  }

  /// The bytes the bare DEFLATE stream `data` holds, at most `limit`.
  ///
  /// - Throws: `Malformed`, as `zlib` does.
  package static func raw(_ data: [UInt8], limit: Int) throws(Malformed) -> [UInt8] {
    var reader = BitReader(data, from: 0)
    return try inflate(&reader, limit: limit)
  }

  /// The Adler-32 of `bytes` (RFC 1950).
  package static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    // 5552 bytes is the most before `b` could overflow 32 bits (zlib's NMAX).
    while index < bytes.count {
      let end = min(index + 5552, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= 65_521
      b %= 65_521
    }
    return b << 16 | a
  }

  // MARK: - Blocks

  /// Inflates to the end of the stream, or, with `stopAt`, to the end of the symbol or stored
  /// block that brings the output to that many bytes.
  private static func inflate(_ reader: inout BitReader, limit: Int, stopAt: Int = .max)
    throws(Malformed) -> [UInt8]
  {
    var output: [UInt8] = []
    // Room for all it can hold, so the output is never copied as it grows: at most the limit
    // and `stopAt`, and at most what the input can inflate to (DEFLATE writes at most 258
    // bytes for each 2 bits, 1,032 a byte), so a small hostile stream claims little.
    let reach = reader.bytesLeft.multipliedReportingOverflow(by: 1_032)
    output.reserveCapacity(
      min(max(limit, 0), max(stopAt, 0), reach.overflow ? Int.max : reach.partialValue))
    var meter = WorkMeter()
    var last = false
    repeat {
      last = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        try stored(&reader, into: &output, limit: limit)
      case 1:
        try codes(
          &reader, Tables.fixed, into: &output, limit: limit, stopAt: stopAt, meter: &meter)
      case 2:
        try codes(
          &reader, dynamicTables(&reader), into: &output, limit: limit, stopAt: stopAt,
          meter: &meter)
      default:
        throw Malformed("the stream has a block of an unknown type")
      }
      do {
        try meter.step()
      } catch {
        throw Malformed("out of time")
      }
    } while !last && output.count < stopAt
    return output
  }

  /// A block stored as it is: its length, the length's complement, the bytes.
  private static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
    throws(Malformed)
  {
    reader.dropToByte()
    guard let length = reader.littleEndianHalf(), let complement = reader.littleEndianHalf()
    else { throw Malformed("the stream is cut short") }
    guard length == ~complement else {
      throw Malformed("a stored block's length does not match its complement")
    }
    guard output.count + Int(length) <= limit else {
      throw Malformed("the stream holds more than \(limit) bytes")
    }
    guard let bytes = reader.bytes(Int(length)) else {
      throw Malformed("the stream is cut short")
    }
    output.append(contentsOf: bytes)
  }

  /// The bases and extra bits of lengths (symbols 257 to 285) and distances (0 to 29).
  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  /// A block of codes: literal bytes, and lengths with distances back into the output, to the
  /// end-of-block code.
  private static func codes(
    _ reader: inout BitReader, _ tables: Tables, into output: inout [UInt8], limit: Int,
    stopAt: Int, meter: inout WorkMeter
  ) throws(Malformed) {
    while output.count < stopAt {
      let symbol = try tables.literals.decode(&reader)
      if symbol < 256 {
        guard output.count < limit else {
          throw Malformed("the stream holds more than \(limit) bytes")
        }
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < lengthBase.count else {
          throw Malformed("the stream has a length code that does not exist")
        }
        let length = lengthBase[index] + Int(try reader.bits(lengthExtra[index]))
        let code = try tables.distances.decode(&reader)
        guard code < distanceBase.count else {
          throw Malformed("the stream has a distance code that does not exist")
        }
        let distance = distanceBase[code] + Int(try reader.bits(distanceExtra[code]))
        guard distance <= output.count else {
          throw Malformed("the stream refers back past its start")
        }
        guard output.count + length <= limit else {
          throw Malformed("the stream holds more than \(limit) bytes")
        }
        let start = output.count - distance
        let end = output.count
        // Room for the copy, made as a block (a match is at most 258 bytes).
        output.append(contentsOf: Self.zeros[..<length])
        output.withUnsafeMutableBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return }
          if distance == 1 {
            (base + end).update(repeating: base[start], count: length)
            return
          }
          // In pieces of at most `distance` bytes, each from bytes before it: a copy may
          // repeat what it has just written (a run of a few bytes repeated).
          var done = 0
          while done < length {
            let piece = min(distance, length - done)
            (base + end + done).update(from: base + start + done, count: piece)
            done += piece
          }
        }
      }
      do {
        try meter.step()
      } catch {
        throw Malformed("out of time")
      }
    }
  }

  /// Bytes to make room for the longest match with.
  private static let zeros = [UInt8](repeating: 0, count: 258)

  // MARK: - Huffman codes

  /// The literal-and-length and the distance codes of a block.
  private struct Tables {
    var literals: Huffman
    var distances: Huffman

    /// The fixed codes (RFC 1951, 3.2.6).
    static let fixed: Tables = {
      var lengths = [Int](repeating: 8, count: 288)
      for symbol in 144..<256 { lengths[symbol] = 9 }
      for symbol in 256..<280 { lengths[symbol] = 7 }
      // The fixed codes are complete: building them cannot fail.
      let literals = (try? Huffman(lengths)) ?? Huffman.empty
      let distances = (try? Huffman([Int](repeating: 5, count: 30))) ?? Huffman.empty
      return Tables(literals: literals, distances: distances)
    }()
  }

  /// The order in which a dynamic block gives the code lengths of its code-length code.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// A dynamic block's codes, as its header describes them.
  private static func dynamicTables(_ reader: inout BitReader) throws(Malformed) -> Tables {
    let literalCount = Int(try reader.bits(5)) + 257
    let distanceCount = Int(try reader.bits(5)) + 1
    let lengthCodeCount = Int(try reader.bits(4)) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw Malformed("a block has more codes than DEFLATE has")
    }
    var lengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      lengthLengths[codeLengthOrder[index]] = Int(try reader.bits(3))
    }
    let lengthCode = try Huffman(lengthLengths)
    var lengths: [Int] = []
    let total = literalCount + distanceCount
    lengths.reserveCapacity(total)
    while lengths.count < total {
      let symbol = try lengthCode.decode(&reader)
      let value: Int
      let repeats: Int
      switch symbol {
      case 0..<16:
        (value, repeats) = (symbol, 1)
      case 16:
        guard let previous = lengths.last else {
          throw Malformed("a block repeats a code length before the first")
        }
        (value, repeats) = (previous, 3 + Int(try reader.bits(2)))
      case 17:
        (value, repeats) = (0, 3 + Int(try reader.bits(3)))
      default:
        (value, repeats) = (0, 11 + Int(try reader.bits(7)))
      }
      guard lengths.count + repeats <= total else {
        throw Malformed("a block's code lengths run past its codes")
      }
      lengths.append(contentsOf: repeatElement(value, count: repeats))
    }
    guard lengths[256] > 0 else { throw Malformed("a block has no end-of-block code") }
    return Tables(
      literals: try Huffman(Array(lengths[..<literalCount])),
      distances: try Huffman(Array(lengths[literalCount...])))
  }

  /// A canonical Huffman code, decoded a bit at a time: how many codes each length has, and
  /// the symbols in code order. An incomplete code is accepted (a block may have a single
  /// distance code); a bit pattern no symbol has is an error when it is read.
  private struct Huffman {
    var counts: [Int]
    var symbols: [Int]

    static let empty = Huffman(counts: [Int](repeating: 0, count: 16), symbols: [])

    private init(counts: [Int], symbols: [Int]) {
      self.counts = counts
      self.symbols = symbols
    }

    /// The code of the symbols with code lengths `lengths` (0: unused).
    ///
    /// - Throws: `Malformed` when the lengths ask for more codes than bits allow.
    init(_ lengths: [Int]) throws(Malformed) {
      var counts = [Int](repeating: 0, count: 16)
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1..<16 {
        left = left * 2 - counts[length]
        guard left >= 0 else { throw Malformed("a block's code lengths are over-subscribed") }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      var symbols = [Int](repeating: 0, count: lengths.count - counts[0])
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
      counts[0] = 0
      self.init(counts: counts, symbols: symbols)
    }

    /// The next symbol in `reader`.
    func decode(_ reader: inout BitReader) throws(Malformed) -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= Int(try reader.bits(1))
        let count = counts[length]
        if code - first < count { return symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw Malformed("the stream has a code that no symbol has")
    }
  }

  // MARK: - Bits

  /// Reads a stream's bits, least significant first, and its bytes; never past its end.
  private struct BitReader {
    private let data: [UInt8]
    private var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ data: [UInt8], from position: Int) {
      self.data = data
      self.position = position
    }

    /// The bytes not yet read.
    var bytesLeft: Int { max(data.count - position, 0) }

    /// The next `width` bits (at most 24), as a number.
    mutating func bits(_ width: Int) throws(Malformed) -> UInt32 {
      while count < width {
        guard position < data.count else { throw Malformed("the stream is cut short") }
        buffer |= UInt64(data[position]) << UInt64(count)
        position += 1
        count += 8
      }
      let value = UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(width)) - 1))
      buffer >>= UInt64(width)
      count -= width
      return value
    }

    /// Drops the bits left of the byte being read.
    mutating func dropToByte() {
      let extra = count % 8
      buffer >>= UInt64(extra)
      count -= extra
    }

    /// The next `length` whole bytes, or nil past the end.
    mutating func bytes(_ length: Int) -> ArraySlice<UInt8>? {
      dropToByte()
      // Bytes already in the buffer are given back to the stream first.
      position -= count / 8
      buffer = 0
      count = 0
      guard length >= 0, position + length <= data.count else { return nil }
      defer { position += length }
      return data[position..<position + length]
    }

    mutating func littleEndianHalf() -> UInt16? {
      guard let bytes = bytes(2) else { return nil }
      return UInt16(bytes[bytes.startIndex]) | UInt16(bytes[bytes.startIndex + 1]) << 8
    }

    mutating func bigEndianWord() -> UInt32? {
      guard let bytes = bytes(4) else { return nil }
      return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
  }
}
