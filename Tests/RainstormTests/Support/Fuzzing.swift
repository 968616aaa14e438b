import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// A small, seeded random number generator (SplitMix64), so that a failing case can be
/// replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Ways to damage a body: flip, cut, insert, repeat, or swap in bytes that parsers dislike.
enum Mutator {
  static let nasty: [[UInt8]] = [
    Array("null".utf8), Array("\"\"".utf8), Array("-1e309".utf8), Array("[]".utf8),
    Array("{}".utf8), Array("\u{1B}[31m".utf8), [0xFF, 0xFE], [0], Array("9".utf8),
    Array("\"2026-13-45T99:99\"".utf8), Array("NaN".utf8), Array(",".utf8),
  ]

  static func mutate(_ data: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes = data
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      guard !bytes.isEmpty else { break }
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.removeSubrange(index...)
      case 2: bytes.insert(contentsOf: nasty.randomElement(using: &generator) ?? [], at: index)
      case 3:
        let end = min(bytes.count, index + Int.random(in: 1...40, using: &generator))
        bytes.removeSubrange(index..<end)
      default:
        let end = min(bytes.count, index + 20)
        bytes.insert(contentsOf: bytes[index..<end], at: index)
      }
    }
    return bytes
  }

  static func randomBytes(using generator: inout SeededGenerator) -> [UInt8] {
    (0..<Int.random(in: 0...300, using: &generator)).map { _ in
      UInt8.random(in: 0...255, using: &generator)
    }
  }

  static func randomText(_ alphabet: String, maxLength: Int, using generator: inout SeededGenerator)
    -> String
  {
    let characters = Array(alphabet)
    return String(
      (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in
        characters.randomElement(using: &generator) ?? "a"
      })
  }
}
