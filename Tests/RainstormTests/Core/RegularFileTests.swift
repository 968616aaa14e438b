import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

@Suite(.systemZones) struct RegularFileTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rainstorm-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func readsOnlyRegularFilesWithinTheLimit() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data("hello".utf8).write(to: file)
    let read = { (path: String, limit: Int, follow: Bool) in
      RegularFile.read(path, limit: limit, ownedByUser: false, followingLinks: follow)
    }
    #expect(read(file.path, 5, false) == Array("hello".utf8))
    #expect(read(file.path, 4, false) == nil)
    #expect(read(folder.path, 100, false) == nil)
    #expect(read(folder.appendingPathComponent("missing").path, 100, false) == nil)
    // A FIFO is passed over at once, not waited on.
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(read(fifo, 100, true) == nil)
    // A link is followed only when asked.
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    #expect(read(link.path, 100, false) == nil)
    #expect(read(link.path, 100, true) == Array("hello".utf8))
    // Someone else's file, when only the user's own may be read.
    if geteuid() == 0 {
      #expect(chown(file.path, 65_534, 65_534) == 0)
      #expect(
        RegularFile.read(file.path, limit: 100, ownedByUser: true, followingLinks: false) == nil)
      #expect(read(file.path, 100, false) == Array("hello".utf8))
    }
  }

  @Test func readsPastABufferAndPastTheSizeTheFileGives() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("large")
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 256) }
    try Data(bytes).write(to: file)
    let read = { (path: String, limit: Int) in
      RegularFile.read(path, limit: limit, ownedByUser: false, followingLinks: false)
    }
    #expect(read(file.path, 200_000) == bytes)
    #expect(read(file.path, 199_999) == nil)
    #if os(Linux)
      // A file under /proc says it is empty and is not: it is read on to its end, and the
      // limit still holds.
      let status = try #require(read("/proc/self/status", 1_000_000))
      #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
      #expect(status.count > 100)
      #expect(read("/proc/self/status", 100)?.count == nil)
    #endif
  }

  @Test func zoneNamesThatAreLinksAreTheirZones() throws {
    // `US/Eastern` is a link to `America/New_York` in Debian's tzdata.
    let eastern = try #require(ZoneRules(named: "US/Eastern"))
    let newYork = try #require(ZoneRules(named: "America/New_York"))
    for seconds in stride(from: 1_700_000_000, to: 1_800_000_000, by: 86_400 * 7) {
      #expect(eastern.offset(at: seconds) == newYork.offset(at: seconds))
    }
  }
}
