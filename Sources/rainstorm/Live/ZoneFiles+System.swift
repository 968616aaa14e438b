import RainstormCore
import Synchronization

extension ZoneFiles {
  /// The system's zones: `/usr/share/zoneinfo` on Linux and on macOS, where it is a link to
  /// `/var/db/timezone/zoneinfo`.
  static let system = ZoneFiles.directory("/usr/share/zoneinfo")

  /// The files in `directory` (the system's is `/usr/share/zoneinfo`, on macOS a link to
  /// `/var/db/timezone/zoneinfo`): a regular file, or a link to one such as `US/Eastern`, of
  /// at most 256 KiB. Each zone is read once: a batch of places shares a few.
  static func directory(_ directory: String) -> ZoneFiles {
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
