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
}
