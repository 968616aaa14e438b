import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// Time zones come only from the zone files the run binds (`ZoneFiles.current`): the command
/// binds the system's; unbound, no zone is known and a place keeps its solar time.
@Suite struct ZoneFilesTests {
  static let oslo = FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/Oslo")

  @Test func unboundNoZoneIsKnown() throws {
    #expect(ZoneRules(named: "Europe/Oslo") == nil)
    let place = try Location(
      latitude: 59.91, longitude: 10.75, source: .coordinates, timeZone: "Europe/Oslo")
    #expect(ZoneRules.forPlace(place).name == "Etc/GMT-1")
  }

  @Test func theBoundFilesAnswerAndOnlyForAZoneName() throws {
    let data = try #require(Self.oslo.map { [UInt8]($0) })
    let asked = Mutex<[String]>([])
    let files = ZoneFiles { name in
      asked.withLock { $0.append(name) }
      return name == "Europe/Oslo" ? data : nil
    }
    ZoneFiles.$current.withValue(files) {
      let rules = ZoneRules(named: "Europe/Oslo")
      #expect(rules?.isPlaceZone == true)
      // 2026-07-01T12:00Z: summer time, UTC+2.
      #expect(rules?.offset(at: 1_782_907_200) == 7200)
      #expect(ZoneRules(named: "Europe/Paris") == nil)
      // A name that is not a zone's is never asked for.
      #expect(ZoneRules(named: "../etc/passwd") == nil)
    }
    #expect(asked.withLock { $0 } == ["Europe/Oslo", "Europe/Paris"])
  }

  @Test func aDirectoryIsReadOncePerZone() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("zones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Europe"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Europe/Oslo")
    try #require(Self.oslo).write(to: file)
    let files = ZoneFiles.directory(folder.path)
    #expect(files.read("Europe/Oslo") != nil)
    try FileManager.default.removeItem(at: file)
    // Kept from the first read.
    #expect(files.read("Europe/Oslo") != nil)
    #expect(files.read("Europe/Paris") == nil)
  }
}
