import Foundation
import Testing

@testable import RainstormCore

/// DEFLATE and zlib, decompressed as hostile input (issue 47's radar tiles): real streams from
/// zlib itself, and every way a stream can be cut, corrupted or made to explode.
@Suite struct InflateTests {
  /// The text the streams hold: 34 bytes, 300 times.
  static let text = Array(String(repeating: "rainstorm: rain at 14:15, 0.8 mm; ", count: 300).utf8)

  /// `count` bytes of the C library's old `rand` recurrence, as the Python that made the
  /// streams computed them.
  static func random(_ count: Int) -> [UInt8] {
    var state: UInt32 = 12_345
    return (0..<count).map { _ in
      state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  static func stream(_ base64: String) -> [UInt8] {
    let text = base64.filter { !$0.isWhitespace }
    return [UInt8](Data(base64Encoded: text) ?? Data())
  }

  @Test func zlibsOwnStreamsGiveBackTheirBytes() throws {
    let limit = 1 << 20
    #expect(try Inflate.zlib(Self.stream(ZlibStreams.textLevel9), limit: limit) == Self.text)
    #expect(try Inflate.zlib(Self.stream(ZlibStreams.textLevel1), limit: limit) == Self.text)
    #expect(
      try Inflate.zlib(Self.stream(ZlibStreams.randomStored), limit: limit) == Self.random(1024))
    #expect(try Inflate.zlib(Self.stream(ZlibStreams.empty), limit: limit) == [])
    #expect(try Inflate.zlib(Self.stream(ZlibStreams.one), limit: limit) == Array("a".utf8))
    #expect(try Inflate.raw(Self.stream(ZlibStreams.rawText), limit: limit) == Self.text)
    // zlib's own Adler-32 of the text (zlib.adler32 in the same Python).
    #expect(Inflate.adler32(Self.text) == 0x19BF_F596)
    #expect(Inflate.adler32(Self.random(4096)) == 0x5C93_05D4)
  }

  @Test func aBombIsRefusedAtTheLimitAndAnHonestStreamIsRead() throws {
    let bomb = Self.stream(ZlibStreams.zeros4MiB)
    #expect(bomb.count == 4086)
    #expect(throws: Inflate.Malformed("the stream holds more than 1048576 bytes")) {
      try Inflate.zlib(bomb, limit: 1 << 20)
    }
    let whole = try Inflate.zlib(bomb, limit: 4 << 20)
    #expect(whole.count == 4 << 20 && whole.allSatisfy { $0 == 0 })
    // The limit holds for stored blocks too.
    #expect(throws: Inflate.Malformed.self) {
      try Inflate.zlib(Self.stream(ZlibStreams.randomStored), limit: 1023)
    }
  }

  /// A prefix is the stream's first bytes, however far the last symbol or stored block goes;
  /// the 4 MiB of zeros stop near the prefix (a bomb is read no further); a stream that ends
  /// before the prefix is an error.
  @Test func aPrefixIsTheStreamsFirstBytesAndNoMore() throws {
    for (name, whole) in [
      (ZlibStreams.textLevel9, Self.text), (ZlibStreams.textLevel1, Self.text),
      (ZlibStreams.randomStored, Self.random(1024)),
    ] {
      for count in [1, 2, 100, 1000, whole.count] {
        let prefix = try Inflate.zlibPrefix(Self.stream(name), count: count)
        #expect(prefix.count >= count && prefix.count <= whole.count)
        #expect(Array(whole.prefix(prefix.count)) == prefix)
      }
      #expect(throws: Inflate.Malformed("the stream is cut short")) {
        try Inflate.zlibPrefix(Self.stream(name), count: whole.count + 1)
      }
    }
    let zeros = try Inflate.zlibPrefix(Self.stream(ZlibStreams.zeros4MiB), count: 1000)
    #expect(zeros.count < 1000 + 65_536 && zeros.allSatisfy { $0 == 0 })
  }

  @Test func everyCutIsAnErrorNeverACrash() {
    for name in [ZlibStreams.textLevel9, ZlibStreams.textLevel1, ZlibStreams.randomStored] {
      let whole = Self.stream(name)
      for end in 0..<whole.count {
        #expect(throws: Inflate.Malformed.self, "cut at \(end)") {
          try Inflate.zlib(Array(whole[..<end]), limit: 1 << 20)
        }
      }
    }
  }

  @Test func aCorruptStreamIsAnErrorOrTheSameBytes() {
    // Every byte of the stream flipped in turn, and 3,000 seeded mutations of several bytes:
    // an answer is only ever the original bytes (the checksum catches the rest).
    let whole = Self.stream(ZlibStreams.textLevel9)
    var generator = SeededGenerator(seed: 47)
    var changed = 0
    var mutations: [[UInt8]] = (0..<whole.count).map { index in
      var copy = whole
      copy[index] ^= 0xFF
      return copy
    }
    for _ in 0..<3000 {
      var copy = whole
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        copy[Int.random(in: 0..<copy.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      mutations.append(copy)
    }
    for copy in mutations {
      if let bytes = try? Inflate.zlib(copy, limit: 1 << 20) {
        let same = bytes == Self.text
        #expect(same, "a corrupt stream decoded to other bytes")
      } else {
        changed += 1
      }
    }
    #expect(changed > 2900)
  }

  @Test func headersThatAreNotZlibsDeflateAreRefused() {
    let good = Self.stream(ZlibStreams.one)
    let cases: [([UInt8], String)] = [
      ([0x79] + good.dropFirst(), "the stream is not DEFLATE"),
      ([0x78, 0x9B] + good.dropFirst(2), "the stream's header check fails"),
      // FDICT set (0x78 0xBB passes the header check).
      ([0x78, 0xBB] + good.dropFirst(2), "the stream asks for a preset dictionary"),
      // A final block of the reserved type 3.
      ([0x78, 0x9C, 0x07, 0, 0, 0, 0, 1], "the stream has a block of an unknown type"),
    ]
    for (bytes, reason) in cases {
      #expect(throws: Inflate.Malformed(reason)) { try Inflate.zlib(bytes, limit: 100) }
    }
  }

  @Test func aStreamStopsWhenTheRunIsOutOfTime() {
    let passed = WorkDeadline(end: Date(timeIntervalSince1970: 0), now: { Date() })
    WorkDeadline.$current.withValue(passed) {
      #expect(throws: Inflate.Malformed("out of time")) {
        try Inflate.zlib(Self.stream(ZlibStreams.zeros4MiB), limit: 4 << 20)
      }
    }
  }
}
