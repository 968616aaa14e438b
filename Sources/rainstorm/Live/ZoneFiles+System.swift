import RainstormCore

extension ZoneFiles {
  /// The system's zones: `/usr/share/zoneinfo` on Linux and on macOS, where it is a link to
  /// `/var/db/timezone/zoneinfo`.
  static let system = ZoneFiles.directory("/usr/share/zoneinfo")
}
