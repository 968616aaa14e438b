#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// When the work of reading answers must be over: the run's time limit covers computing as
/// well as waiting. Readers and matchers whose work grows with their input count it with a
/// `WorkMeter`, which stops them once the deadline has passed.
///
/// The deadline is bound for a whole run with `WorkDeadline.$current.withValue(_:operation:)`
/// (the command binds its `--timeout`; tests bind a clock of their own), so every reader below
/// it sees the same one without each service passing it on. Unbound, there is none.
package struct WorkDeadline: Sendable {
  /// The deadline of the work in progress.
  @TaskLocal package static var current = WorkDeadline.none

  /// No deadline: work runs to its end.
  package static let none = WorkDeadline(end: nil, now: { Date(timeIntervalSince1970: 0) })

  private let end: Date?
  private let now: @Sendable () -> Date

  /// A deadline at `end`, on the clock `now`.
  package init(end: Date, now: @escaping @Sendable () -> Date) {
    self.init(end: Optional(end), now: now)
  }

  private init(end: Date?, now: @escaping @Sendable () -> Date) {
    self.end = end
    self.now = now
  }

  /// Whether the deadline has passed; reads the clock.
  package var hasPassed: Bool {
    guard let end else { return false }
    return now() >= end
  }

  /// Thrown by a `WorkMeter` once the deadline has passed.
  package struct Passed: Error, Equatable {}
}

/// Counts the steps of work whose number depends on the input (values read, points unwrapped,
/// warnings matched) and stops it when the current `WorkDeadline` has passed. The clock is read
/// once every `stride` steps, so counting costs an addition and a comparison per step.
struct WorkMeter {
  /// How many steps pass between two readings of the clock.
  static let stride = 1024

  private let deadline = WorkDeadline.current
  private var steps = 0

  /// Counts `count` steps (one by default).
  ///
  /// - Throws: `WorkDeadline.Passed` when the clock, read each time the count passes a
  ///   multiple of `stride`, says the deadline has passed.
  mutating func step(by count: Int = 1) throws(WorkDeadline.Passed) {
    let before = steps
    steps &+= count
    if steps / Self.stride != before / Self.stride, deadline.hasPassed {
      throw WorkDeadline.Passed()
    }
  }
}

extension ServiceError {
  /// What a reader of `host`'s answer reports when it failed with `error`: `.outOfTime` when
  /// the work deadline stopped it (whatever layer the stop passed through), else
  /// `.unreadable` with `detail`.
  static func reading(_ error: any Error, host: String, detail: @autoclosure () -> String)
    -> ServiceError
  {
    let stopped =
      error is WorkDeadline.Passed
      || (error as? JSONScanner.ScanError) == .outOfTime
      || (error as? XMLTree.Malformed)?.outOfTime == true
      || (error as? ForecastReader.ReadError) == .outOfTime
    return stopped ? .outOfTime(host: host) : .unreadable(host: host, detail: detail())
  }
}
