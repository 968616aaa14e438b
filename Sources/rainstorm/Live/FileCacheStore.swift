import Foundation
import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache on disk: one file per entry in a directory only the user can read.
///
/// An entry is a header line (`rainstorm-cache 1 <stored at> <body length>`), the key on the
/// second line, then the body. A file whose header, key or length does not match is ignored
/// and later replaced, so a truncated or corrupt entry is never fatal. Writes go to a
/// temporary file that is renamed over the entry, so readers (other rainstorm processes
/// included) see the old entry or the new one, never half of one. After each write, entries
/// older than `maximumAge` and all but the newest `maximumEntries` are deleted.
struct FileCacheStore: CacheStore {
  let directory: URL
  var maximumAge: Double = 31 * 86_400
  var maximumEntries = 200
  /// Entries larger than this are not kept (and not read).
  var maximumEntrySize = 8 * 1_048_576

  private static let magic = "rainstorm-cache 1"

  /// `$XDG_CACHE_HOME/rainstorm`, or `~/.cache/rainstorm`; a relative `XDG_CACHE_HOME` is
  /// ignored, as the XDG specification says. Nil when neither is set.
  static func defaultDirectory(_ environment: [String: String]) -> String? {
    XDGDirectory.base("XDG_CACHE_HOME", else: ".cache", environment).map { $0 + "/rainstorm" }
  }

  func read(_ key: String) -> CachedData? {
    guard let handle = FileHandle(forReadingAtPath: file(for: key).path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumEntrySize + 4096),
      let headerEnd = data.firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let header = String(decoding: data[..<headerEnd], as: UTF8.self).split(separator: " ")
    guard header.count == 4, "\(header[0]) \(header[1])" == Self.magic,
      let storedAt = Double(header[2]), storedAt.isFinite, let length = Int(header[3])
    else { return nil }
    let rest = data[(headerEnd + 1)...]
    guard let keyEnd = rest.firstIndex(of: UInt8(ascii: "\n")),
      String(decoding: rest[..<keyEnd], as: UTF8.self) == Self.storedKey(key)
    else { return nil }
    let body = rest[(keyEnd + 1)...]
    guard body.count == length else { return nil }
    return CachedData(data: Data(body), storedAt: Date(timeIntervalSince1970: storedAt))
  }

  func write(_ data: Data, for key: String, at date: Date) {
    guard data.count <= maximumEntrySize, prepareDirectory() else { return }
    var contents = Data(
      "\(Self.magic) \(date.timeIntervalSince1970) \(data.count)\n\(Self.storedKey(key))\n".utf8)
    contents.append(data)
    let temporary = directory.appendingPathComponent(
      ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: contents, attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary.path, file(for: key).path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      return
    }
    // Modification times come from the file system's clock, so compare with that clock.
    evict(now: Date())
  }

  func remove(_ key: String) {
    unlink(file(for: key).path)
  }

  /// Creates the directory, private to the user, or makes an existing one private.
  private func prepareDirectory() -> Bool {
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
      return true
    } catch {
      return false
    }
  }

  /// The entry's file: a prefix saying what it holds, and a hash of the key.
  func file(for key: String) -> URL {
    let kind = key.prefix { $0.isLetter }
    return directory.appendingPathComponent("\(kind)-\(Self.hash(key))")
  }

  /// The key on one line.
  private static func storedKey(_ key: String) -> String {
    String(key.map { $0.isNewline ? " " : $0 })
  }

  /// 64-bit FNV-1a of the key's UTF-8, in hex: stable across runs and platforms.
  static func hash(_ key: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Deletes entries older than `maximumAge`, temporary files left by a crash, and the oldest
  /// entries beyond `maximumEntries`.
  private func evict(now: Date) {
    let manager = FileManager.default
    guard
      let names = try? manager.contentsOfDirectory(atPath: directory.path)
    else { return }
    var entries: [(url: URL, modified: Date)] = []
    for name in names {
      let url = directory.appendingPathComponent(name)
      guard let attributes = try? manager.attributesOfItem(atPath: url.path),
        let modified = attributes[.modificationDate] as? Date
      else { continue }
      let age = now.timeIntervalSince(modified)
      if name.hasPrefix(".tmp-") {
        if age > 600 { try? manager.removeItem(at: url) }
      } else if age > maximumAge {
        try? manager.removeItem(at: url)
      } else {
        entries.append((url, modified))
      }
    }
    guard entries.count > maximumEntries else { return }
    for entry in entries.sorted(by: { $0.modified < $1.modified }).dropLast(maximumEntries) {
      try? manager.removeItem(at: entry.url)
    }
  }
}
