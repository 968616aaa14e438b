import Synchronization

/// Where the IANA time zones' TZif files come from (`ZoneRules(named:)`). The edge decides it:
/// it is bound for a run as `ZoneFiles.current`, a task-local value like
/// `WorkDeadline.current`; unbound, no zone is known, and a place keeps its answer's offset or
/// its mean solar time.
package struct ZoneFiles: Sendable {
  /// The TZif data of the zone named (a name of the IANA shape: no dots, no leading slash), or
  /// nil when there is none.
  package var read: @Sendable (String) -> [UInt8]?

  /// Zone files read by `read`.
  package init(read: @escaping @Sendable (String) -> [UInt8]?) {
    self.read = read
  }

  /// No zones at all.
  package static let none = ZoneFiles { _ in nil }

  /// The zones in force for this task and its children.
  @TaskLocal package static var current = ZoneFiles.none

  /// The files in `directory` (the system's is `/usr/share/zoneinfo`, on macOS a link to
  /// `/var/db/timezone/zoneinfo`): a regular file, or a link to one such as `US/Eastern`, of
  /// at most 256 KiB. Each zone is read once: a batch of places shares a few.
  package static func directory(_ directory: String) -> ZoneFiles {
    let read = Mutex<[String: [UInt8]?]>([:])
    return ZoneFiles { name in
      if let known = read.withLock({ $0[name] }) { return known }
      let data = RegularFile.read(
        "\(directory)/\(name)", limit: 262_144, ownedByUser: false, followingLinks: true)
      read.withLock { $0[name] = data }
      return data
    }
  }
}
