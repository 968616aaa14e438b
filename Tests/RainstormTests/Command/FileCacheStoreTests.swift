import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct FileCacheStoreTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("rainstorm-cache-test-\(UUID().uuidString)")
      .appendingPathComponent("rainstorm")
    return url
  }

  let at = Date(timeIntervalSince1970: 1_800_000_000.25)

  @Test func readsBackWhatItWroteInAPrivateDirectory() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let store = FileCacheStore(directory: directory.path)
    let body = Fixture.data(Fixture.zagrebForecast)
    #expect(store.write(body, for: "forecast a", at: at))
    #expect(store.read("forecast a") == CachedData(data: body, storedAt: at))
    #expect(store.read("forecast b") == nil)
    let manager = FileManager.default
    let directoryMode = try manager.attributesOfItem(atPath: directory.path)[.posixPermissions]
    #expect(directoryMode as? Int == 0o700)
    let file = URL(fileURLWithPath: store.file(for: "forecast a"))
    #expect(file.lastPathComponent.hasPrefix("forecast-"))
    #expect(try manager.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
    #expect(try manager.contentsOfDirectory(atPath: directory.path).count == 1)
  }

  @Test func usesAnExistingDirectoryOfTheUsersWithoutChangingIt() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let store = try FileCacheStore.checked(directory.path)
    store.write(Array("{}".utf8), for: "forecast k", at: at)
    #expect(store.read("forecast k")?.data == Array("{}".utf8))
    let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions]
    #expect(mode as? Int == 0o755)
  }

  @Test func refusesADirectoryOthersCanWriteALinkOrAnotherUsers() throws {
    let directory = try Self.temporaryDirectory()
    let parent = directory.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: parent) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o775])
    #expect(
      throws: FileCacheStore.Refusal(
        reason: "others can write to it (mode 775); chmod go-w it to use it")
    ) { try FileCacheStore.checked(directory.path) }

    try manager.removeItem(at: directory)
    let elsewhere = parent.appendingPathComponent("mine")
    try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try manager.createSymbolicLink(at: directory, withDestinationURL: elsewhere)
    #expect(throws: FileCacheStore.Refusal.self) { try FileCacheStore.checked(directory.path) }

    // Another user's directory (only root can make one here).
    try manager.removeItem(at: directory)
    try manager.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    if geteuid() == 0, chown(directory.path, 4321, 4321) == 0 {
      #expect(throws: FileCacheStore.Refusal(reason: "it belongs to another user")) {
        try FileCacheStore.checked(directory.path)
      }
    }
  }

  @Test func touchesOnlyWhatItNamed() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let manager = FileManager.default
    let store = FileCacheStore(directory: directory.path)
    store.write(Array("1".utf8), for: "forecast old", at: at)
    let old = Date().addingTimeInterval(-40 * 86_400)
    let users = directory.deletingLastPathComponent().appendingPathComponent("users.txt")
    try Data("keep me".utf8).write(to: users)
    let strangers = [
      "notes.txt", "forecast-notahash", "search-0123456789ABCDEF", ".tmp-1-crashed",
      ".dat.nosync1234",
    ]
    for name in strangers {
      try Data("x".utf8).write(to: directory.appendingPathComponent(name))
    }
    try manager.createDirectory(
      at: directory.appendingPathComponent("forecast-0000000000000000"),
      withIntermediateDirectories: false)
    try manager.createSymbolicLink(
      at: directory.appendingPathComponent("location-0000000000000001"),
      withDestinationURL: users)
    let stale = directory.appendingPathComponent(".rainstorm-tmp-1-crashed")
    let fresh = directory.appendingPathComponent(".rainstorm-tmp-2-writing")
    try Data("x".utf8).write(to: stale)
    try Data("x".utf8).write(to: fresh)
    for name in try manager.contentsOfDirectory(atPath: directory.path)
    where name != fresh.lastPathComponent {
      try manager.setAttributes(
        [.modificationDate: old], ofItemAtPath: directory.appendingPathComponent(name).path)
    }
    try manager.setAttributes([.modificationDate: old], ofItemAtPath: users.path)

    store.write(Array("2".utf8), for: "forecast new", at: Date())
    let left = Set(try manager.contentsOfDirectory(atPath: directory.path))
    #expect(store.read("forecast old") == nil, "an old entry of rainstorm's goes")
    #expect(!left.contains(stale.lastPathComponent), "a stale temporary file of rainstorm's goes")
    #expect(left.contains(fresh.lastPathComponent), "one being written now stays")
    #expect(left.isSuperset(of: strangers), "names rainstorm did not give stay")
    #expect(
      left.contains("forecast-0000000000000000") && left.contains("location-0000000000000001"))
    #expect(try [UInt8](Data(contentsOf: users)) == Array("keep me".utf8))
  }

  @Test func aFIFOInPlaceOfAnEntryIsPassedOverAtOnce() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let store = FileCacheStore(directory: directory.path)
    store.write(Array("1".utf8), for: "forecast a", at: at)
    let file = URL(fileURLWithPath: store.file(for: "forecast a"))
    try FileManager.default.removeItem(at: file)
    #expect(mkfifo(file.path, 0o600) == 0)
    let start = Date()
    #expect(store.read("forecast a") == nil)
    #expect(Date().timeIntervalSince(start) < 1)
  }

  @Test func ignoresATruncatedOrCorruptEntryAndReplacesIt() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let store = FileCacheStore(directory: directory.path)
    let body = Fixture.data(Fixture.zagrebForecast)
    store.write(body, for: "forecast a", at: at)
    let file = URL(fileURLWithPath: store.file(for: "forecast a"))
    let whole = try Data(contentsOf: file)
    for damaged in [
      whole.prefix(whole.count - 1), whole.prefix(10), Data(), Data("garbage\n\n".utf8),
      whole + Data("x".utf8),
      Data(
        String(decoding: whole, as: UTF8.self).replacingOccurrences(
          of: "forecast a", with: "forecast z"
        ).utf8),
    ] {
      try damaged.write(to: file)
      #expect(store.read("forecast a") == nil)
    }
    store.write(body, for: "forecast a", at: at)
    #expect(store.read("forecast a")?.data == body)
  }

  @Test func keepsTheNewestEntriesAndDropsOldOnes() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    var store = FileCacheStore(directory: directory.path)
    store.maximumEntries = 3
    let manager = FileManager.default
    for index in 0..<5 {
      store.write(Array("\(index)".utf8), for: "search \(index)", at: at)
      // Make the order of writes visible in the modification times.
      try manager.setAttributes(
        [.modificationDate: Date().addingTimeInterval(Double(index - 10))],
        ofItemAtPath: store.file(for: "search \(index)"))
    }
    store.write(Array("5".utf8), for: "search 5", at: Date())
    #expect(store.read("search 0") == nil)
    #expect(store.read("search 2") == nil)
    #expect(store.read("search 5")?.data == Array("5".utf8))
    #expect(try manager.contentsOfDirectory(atPath: directory.path).count == 3)

    // An entry untouched for longer than the longest lifetime goes, as do stray temporary files.
    let stray = directory.appendingPathComponent(".rainstorm-tmp-1-crashed")
    try Data("x".utf8).write(to: stray)
    try manager.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stray.path)
    try manager.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-40 * 86_400)],
      ofItemAtPath: store.file(for: "search 5"))
    store.write(Array("6".utf8), for: "search 6", at: Date())
    #expect(store.read("search 5") == nil)
    #expect(!manager.fileExists(atPath: stray.path))
  }

  /// One key of each kind rainstorm keeps, as its services make them.
  static let keyOfEachKind = [
    "forecast https://api.open-meteo.com latitude=45.6", "location ip ",
    "search https://geocoding-api.open-meteo.com/v1/search?name=Zagreb",
    "alerts https://api.weather.gov/alerts/active?point=33.45,-112.07",
    "air https://air-quality-api.open-meteo.com/v1/air-quality?latitude=52.22",
    "past https://archive-api.open-meteo.com/v1/archive?latitude=52.22",
    "climate https://climate-api.open-meteo.com/v1/climate?latitude=52.22",
    "validators forecast met-norway https://api.met.no/weatherapi/locationforecast/2.0/complete",
  ]

  @Test func evictsEveryKindOfEntryByAgeAndCountsEveryKindInTheCap() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let manager = FileManager.default
    var store = FileCacheStore(directory: directory.path)
    store.maximumEntries = 3
    // Old entries of every kind, and old files rainstorm did not make, however alike.
    for key in Self.keyOfEachKind {
      #expect(store.write(Array("old".utf8), for: key, at: at))
    }
    let strangers = ["weather-0123456789abcdef", "alerts-notes.txt", "air", "past-0123456789"]
    for name in strangers {
      try Data("x".utf8).write(to: directory.appendingPathComponent(name))
    }
    for name in try manager.contentsOfDirectory(atPath: directory.path) {
      try manager.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-40 * 86_400)],
        ofItemAtPath: directory.appendingPathComponent(name).path)
    }
    #expect(store.write(Array("new".utf8), for: "air new", at: at))
    for key in Self.keyOfEachKind {
      #expect(store.read(key) == nil, "an old \(key.prefix { $0.isLetter }) entry stays")
    }
    var left = Set(try manager.contentsOfDirectory(atPath: directory.path))
    #expect(
      left == Set(strangers + [URL(fileURLWithPath: store.file(for: "air new")).lastPathComponent]))

    // Young entries of every kind count in the cap: only the newest three stay.
    for (index, key) in Self.keyOfEachKind.enumerated() {
      store.write(Array("young".utf8), for: key, at: at)
      try manager.setAttributes(
        [.modificationDate: Date().addingTimeInterval(Double(index - 60))],
        ofItemAtPath: store.file(for: key))
    }
    left = Set(try manager.contentsOfDirectory(atPath: directory.path))
    #expect(left.subtracting(strangers).count == 3)
    #expect(left.isSuperset(of: strangers))
    #expect(store.read(Self.keyOfEachKind.last ?? "") != nil)
  }

  @Test func aKeyOfAKindEvictionDoesNotKnowIsNotKept() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let store = FileCacheStore(directory: directory.path)
    #expect(!store.write(Array("{}".utf8), for: "weather a", at: at))
    #expect(!store.write(Array("{}".utf8), for: "a", at: at))
    #expect(store.read("weather a") == nil)
    #expect(!FileManager.default.fileExists(atPath: store.file(for: "weather a")))
  }

  @Test func aCacheThatCannotBeWrittenIsOnlySlower() {
    let store = FileCacheStore(directory: "/proc/rainstorm-cannot-exist")
    #expect(!store.write(Array("{}".utf8), for: "forecast k", at: at))
    #expect(store.read("forecast k") == nil)
  }

  @Test func findsTheDirectoryTheXDGWay() {
    #expect(
      FileCacheStore.defaultDirectory(["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/rainstorm")
    #expect(
      FileCacheStore.defaultDirectory(["XDG_CACHE_HOME": "c", "HOME": "/h"])
        == "/h/.cache/rainstorm")
    #expect(FileCacheStore.defaultDirectory(["XDG_CACHE_HOME": "/c//"]) == "/c/rainstorm")
    #expect(FileCacheStore.defaultDirectory(["HOME": "/h/"]) == "/h/.cache/rainstorm")
    #expect(FileCacheStore.defaultDirectory([:]) == nil)
    // On macOS, where its tools keep caches; XDG_CACHE_HOME still wins.
    #expect(
      FileCacheStore.defaultDirectory(["HOME": "/Users/u"], platform: .macOS)
        == "/Users/u/Library/Caches/rainstorm")
    #expect(
      FileCacheStore.defaultDirectory(["XDG_CACHE_HOME": "/c", "HOME": "/h"], platform: .macOS)
        == "/c/rainstorm")
  }

  @Test func hashesKeysStably() {
    // FNV-1a 64 test vectors.
    #expect(FileCacheStore.hash("") == "cbf29ce484222325")
    #expect(FileCacheStore.hash("a") == "af63dc4c8601ec8c")
    #expect(FileCacheStore.hash("foobar") == "85944171f73967e8")
  }
}
