import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache on disk: one file per entry, in a directory only the user can write.
///
/// An entry is a header line (`rainstorm-cache 1 <stored at> <body length>`), the key on the
/// second line, then the body. A file whose header, key or length does not match is ignored
/// and later replaced, so a truncated or corrupt entry is never fatal. Writes go to a
/// temporary file of rainstorm's own (mode 600) that is renamed over the entry, so readers
/// (other rainstorm processes included) see the old entry or the new one, never half of one.
///
/// rainstorm touches only what it named: entries are one of `kinds`, a dash and 16 hex
/// digits, temporary files start with `.rainstorm-tmp-`; both are regular files of the
/// user's, opened without following symbolic links and without blocking. Anything else in
/// the directory is left alone. A directory that is a symbolic link, belongs to someone else
/// or that others can write to is not used at all (`open` says why). After each write, entries
/// of every kind older than `maximumAge`, all but the newest `maximumEntries` of them and
/// temporary files older than ten minutes are deleted.
struct FileCacheStore: CacheStore {
  /// Why a cache directory is not used; `reason` follows the path in a note.
  struct Refusal: Error, Equatable {
    let reason: String
  }

  /// The directory's path.
  let directory: String
  var maximumAge: Double = 31 * 86_400
  var maximumEntries = 200
  /// Entries larger than this are not kept (and not read).
  var maximumEntrySize = 8 * 1_048_576

  private static let magic = "rainstorm-cache 1"
  static let temporaryPrefix = ".rainstorm-tmp-"
  /// The kinds of entry, the first word of every key and the start of every entry's name:
  /// forecasts (and the models compared), IP locations, place searches, warnings, the CAP
  /// documents warnings feeds list, air quality, past days, the 30-year records, radar
  /// nowcasts, radar maps, the countries of a point (`CountryBorders`), and what servers said
  /// about answers (`HTTPValidators`). Only these are written, so eviction knows every entry
  /// there is.
  static let kinds = [
    "forecast", "location", "search", "alerts", "cap", "air", "past", "climate", "nowcast",
    "radar", "countries", "validators",
  ]

  /// `$XDG_CACHE_HOME/rainstorm`, or `~/.cache/rainstorm` (on macOS
  /// `~/Library/Caches/rainstorm`: `Platform.cacheFolder`); a relative `XDG_CACHE_HOME` is
  /// ignored, as the XDG specification says. Nil when neither is set.
  static func defaultDirectory(_ environment: [String: String], platform: Platform = .current)
    -> String?
  {
    XDGDirectory.base("XDG_CACHE_HOME", else: platform.cacheFolder, environment).map {
      $0 + "/rainstorm"
    }
  }

  /// The store in `directory`, if the directory can be trusted: missing (it is created, mode
  /// 700, on the first write), or a real directory of the user's that no one else can write.
  ///
  /// - Throws: `Refusal` saying what is wrong with it.
  static func checked(_ directory: String) throws(Refusal) -> FileCacheStore {
    let store = FileCacheStore(directory: directory)
    if let refusal = store.checkDirectory(creating: false) { throw refusal }
    return store
  }

  func read(_ key: String) -> CachedData? {
    guard
      let data = RegularFile.read(
        file(for: key), limit: maximumEntrySize + 4096, ownedByUser: true, followingLinks: false),
      let headerEnd = data.firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    // `<magic> <stored at> <length>`, read as bytes, not by splitting a String.
    let magic = Self.magic.utf8
    let header = data[..<headerEnd]
    guard header.starts(with: magic), header.dropFirst(magic.count).first == UInt8(ascii: " ")
    else { return nil }
    let numbers = header.dropFirst(magic.count + 1).split(
      separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard numbers.count == 2,
      let storedAt = Double(String(decoding: numbers[0], as: UTF8.self)), storedAt.isFinite,
      let length = Int(String(decoding: numbers[1], as: UTF8.self))
    else { return nil }
    let rest = data[(headerEnd + 1)...]
    guard let keyEnd = rest.firstIndex(of: UInt8(ascii: "\n")),
      String(decoding: rest[..<keyEnd], as: UTF8.self) == Self.storedKey(key)
    else { return nil }
    let body = rest[(keyEnd + 1)...]
    guard body.count == length else { return nil }
    return CachedData(data: Array(body), storedAt: Date(timeIntervalSince1970: storedAt))
  }

  /// Writes the entry; a key of a kind not in `kinds` is not kept (eviction would not know it).
  @discardableResult func write(_ data: [UInt8], for key: String, at date: Date) -> Bool {
    guard Self.isEntryName(Self.name(for: key)), data.count <= maximumEntrySize,
      checkDirectory(creating: true) == nil
    else { return false }
    var contents = Array(
      "\(Self.magic) \(date.timeIntervalSince1970) \(data.count)\n\(Self.storedKey(key))\n".utf8)
    contents.append(contentsOf: data)
    let random = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }
    let temporary = path("\(Self.temporaryPrefix)\(getpid())-\(random.joined())")
    let descriptor = systemOpen(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let written = Self.writeAll(descriptor, contents)
    // Some file systems report a full disk only when the file is closed.
    let closed = close(descriptor) == 0
    guard written, closed, rename(temporary, file(for: key)) == 0 else {
      unlink(temporary)
      return false
    }
    evict()
    return true
  }

  func remove(_ key: String) {
    let path = file(for: key)
    if Self.isOurRegularFile(path) { unlink(path) }
  }

  /// The path of the entry's file.
  func file(for key: String) -> String {
    path(Self.name(for: key))
  }

  /// The name of the entry's file: the kind of entry (the key's first word), and a hash of
  /// the key.
  static func name(for key: String) -> String {
    // The kind's ASCII letters, read as bytes, not by Characters.
    let kind = key.utf8.prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
    return String(decoding: kind, as: UTF8.self) + "-" + hash(key)
  }

  /// The path of `name` in the directory.
  private func path(_ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Whether a name in the directory is one rainstorm gave an entry.
  static func isEntryName(_ name: String) -> Bool {
    guard let dash = name.firstIndex(of: "-"), kinds.contains(String(name[..<dash])) else {
      return false
    }
    let digits = name[name.index(after: dash)...]
    return digits.count == 16 && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// The key on one line.
  private static func storedKey(_ key: String) -> String {
    // Keys are URLs: look for a byte that could start a line break before going by characters
    // (U+000A to U+000D, U+0085 after 0xC2, U+2028 and U+2029 after 0xE2).
    if key.allBytes(where: { !(0x0A...0x0D).contains($0) && $0 != 0xC2 && $0 != 0xE2 }) {
      return key
    }
    return String(key.map { $0.isNewline ? " " : $0 })
  }

  /// 64-bit FNV-1a of the key's UTF-8, in hex: stable across runs and platforms.
  static func hash(_ key: String) -> String {
    // From the bytes in place, not through the UTF-8 view's iterator.
    let value = key.withUTF8Bytes { bytes in
      bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  // MARK: - The directory

  /// Nil when the directory can be used; with `creating`, a missing one is made first (and
  /// its missing parents), mode 700. An existing directory's mode is never changed.
  private func checkDirectory(creating: Bool) -> Refusal? {
    var status = stat()
    if lstat(directory, &status) != 0 {
      guard errno == ENOENT else { return Refusal(reason: "it cannot be examined") }
      guard creating else { return nil }
      guard Self.makeDirectory(directory) else { return Refusal(reason: "it cannot be created") }
      guard lstat(directory, &status) == 0 else {
        return Refusal(reason: "it cannot be examined")
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK:
      return Refusal(reason: "it is a symbolic link; point XDG_CACHE_HOME at a real directory")
    default: return Refusal(reason: "it is not a directory")
    }
    guard status.st_uid == geteuid() else {
      return Refusal(reason: "it belongs to another user")
    }
    if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
      let mode = String(status.st_mode & 0o777, radix: 8)
      return Refusal(reason: "others can write to it (mode \(mode)); chmod go-w it to use it")
    }
    return nil
  }

  /// `mkdir -p` with mode 700 for every directory it makes.
  private static func makeDirectory(_ path: String) -> Bool {
    if mkdir(path, 0o700) == 0 || errno == EEXIST { return true }
    guard errno == ENOENT, let parent = parent(of: path) else { return false }
    return makeDirectory(parent) && (mkdir(path, 0o700) == 0 || errno == EEXIST)
  }

  /// The directory that holds `path` (`/a/b/` and `/a/b` are both in `/a`), nil for `/`, for
  /// a name without a slash and for an empty path.
  static func parent(of path: String) -> String? {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return nil }
    let parent = trimmed[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  // MARK: - Files

  private static func writeAll(_ descriptor: Int32, _ data: [UInt8]) -> Bool {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(descriptor, base + offset, raw.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Whether `path` is a regular file (not a link, not a directory) of the user's, and when
  /// it was last modified.
  private static func ourRegularFile(_ path: String) -> time_t? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_uid == geteuid()
    else { return nil }
    #if canImport(Darwin)
      return status.st_mtimespec.tv_sec
    #else
      return status.st_mtim.tv_sec
    #endif
  }

  /// The names in a directory, `.` and `..` left out; nil when it cannot be read.
  static func names(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  private static func isOurRegularFile(_ path: String) -> Bool {
    ourRegularFile(path) != nil
  }

  /// Deletes entries older than `maximumAge`, temporary files older than ten minutes (left by
  /// a crash), and the oldest entries beyond `maximumEntries`: only names rainstorm gave.
  private func evict() {
    guard let names = Self.names(in: directory) else { return }
    let now = time(nil)
    var entries: [(path: String, modified: time_t)] = []
    for name in names {
      let isTemporary = name.hasPrefix(Self.temporaryPrefix)
      guard isTemporary || Self.isEntryName(name) else { continue }
      let path = path(name)
      guard let modified = Self.ourRegularFile(path) else { continue }
      let age = Double(now - modified)
      if isTemporary {
        if age > 600 { unlink(path) }
      } else if age > maximumAge {
        unlink(path)
      } else {
        entries.append((path, modified))
      }
    }
    guard entries.count > maximumEntries else { return }
    for entry in entries.sorted(by: { $0.modified < $1.modified }).dropLast(maximumEntries) {
      unlink(entry.path)
    }
  }
}
