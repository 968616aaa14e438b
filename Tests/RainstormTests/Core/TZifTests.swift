import Foundation
import Testing

@testable import RainstormCore

/// The TZif reader and the POSIX rules of its footers, against Foundation's `TimeZone` (which
/// reads the same files through ICU) over 130 years and around every change of 2020 to 2040;
/// and damaged files refused.
@Suite struct TZifTests {
  static let zones = [
    "Europe/Oslo", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/St_Johns",
    "Pacific/Chatham", "America/Sao_Paulo", "Asia/Tehran", "Europe/Dublin", "Antarctica/Troll",
    "Pacific/Apia", "America/Santiago", "Europe/London", "Asia/Tokyo", "UTC",
  ]

  static func file(_ zone: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/\(zone)")))
  }

  @Test(arguments: zones)
  func offsetsMatchFoundationsTimeZone(zone: String) throws {
    let tzif = try #require(TZif(try Self.file(zone)), "\(zone) did not read")
    let foundation = try #require(TimeZone(identifier: zone))
    var instants = Array(stride(from: 0, to: 4_102_444_800, by: 3 * 86_400 + 3_601))
    var date = Date(timeIntervalSince1970: 1_577_836_800)
    while let next = foundation.nextDaylightSavingTimeTransition(after: date),
      next.timeIntervalSince1970 < 2_208_988_800
    {
      let at = Int(next.timeIntervalSince1970)
      instants += [at - 1, at, at + 1]
      date = next
    }
    var mismatches: [String] = []
    for instant in instants {
      let expected = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      let actual = tzif.type(at: instant).offset
      if actual != expected { mismatches.append("\(instant): \(actual) != \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(zone): \(mismatches.prefix(5))")
  }

  @Test func readsAbbreviationsAndTheFooterRule() throws {
    let oslo = try #require(TZif(try Self.file("Europe/Oslo")))
    #expect(oslo.type(at: 1_782_864_000).abbreviation == "CEST")  // 2026-07-01
    #expect(oslo.type(at: 4_073_587_200).abbreviation == "CET")  // 2099-02-01
    #expect(oslo.rule == PosixTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
  }

  @Test func readsPosixRules() throws {
    let sydney = try #require(PosixTimeZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
    #expect(sydney.type(at: 1_767_225_600).offset == 11 * 3600)  // 2026-01-01: summer
    #expect(sydney.type(at: 1_782_864_000).offset == 10 * 3600)  // 2026-07-01
    let kolkata = try #require(PosixTimeZoneRule("IST-5:30"))
    #expect(kolkata.type(at: 0) == TZif.LocalTimeType(offset: 19_800, abbreviation: "IST"))
    let quoted = try #require(PosixTimeZoneRule("<-03>3"))
    #expect(quoted.type(at: 0).offset == -3 * 3600)
    let julian = try #require(PosixTimeZoneRule("XST5XDT,J60/2,J300/2"))
    #expect(julian.type(at: 1_782_864_000).offset == -4 * 3600)
    for bad in ["", "C", "CET", "CET-1CEST,M13.1.0,M1.1.0", "CET-1CEST,M3.5.0", "CET-99", "<ab"] {
      #expect(PosixTimeZoneRule(bad) == nil, "\(bad)")
    }
  }

  @Test func refusesDamagedFiles() throws {
    let oslo = try Self.file("Europe/Oslo")
    #expect(TZif(oslo) != nil)
    #expect(TZif([]) == nil)
    #expect(TZif(Array("TZif2".utf8)) == nil)
    for length in [10, 44, 60, oslo.count / 2, oslo.count - 2] {
      #expect(TZif(Array(oslo.prefix(length))) == nil, "cut at \(length)")
    }
    var wrongMagic = oslo
    wrongMagic[0] = UInt8(ascii: "X")
    #expect(TZif(wrongMagic) == nil)
    var hugeCount = oslo
    hugeCount[32..<36] = [0x7F, 0xFF, 0xFF, 0xFF]  // the 32-bit block's transition count
    #expect(TZif(hugeCount) == nil)
    var badRule = oslo
    if let newline = badRule.dropLast().lastIndex(of: 0x0A) {
      badRule[newline + 1] = UInt8(ascii: "9")
    }
    #expect(TZif(badRule) == nil)
  }
}
