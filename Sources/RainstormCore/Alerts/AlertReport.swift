#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What the warnings source said for a place, or why it said nothing.
public struct AlertReport: Equatable, Sendable {
  /// Whether the answer can be trusted to list every warning.
  public enum Status: Equatable, Sendable {
    /// The source answered: the list is complete (and may be empty).
    case ok
    /// No source rainstorm knows covers the place.
    case unsupported
    /// The source could not be asked or read: the list says nothing.
    case unavailable(ServiceError)
    /// The source failed; the list is an older answer from the cache.
    case stale(ServiceError)
    /// The source answered, but some of its warnings that may concern the place could not be
    /// read (`ServiceError.unreadable` says why): the list holds the others.
    case partial(ServiceError)

    /// The word JSON and TSV use: `ok`, `unsupported`, `unavailable`, `stale`, `partial`.
    package var name: String {
      switch self {
      case .ok: "ok"
      case .unsupported: "unsupported"
      case .unavailable: "unavailable"
      case .stale: "stale"
      case .partial: "partial"
      }
    }

    /// Whether the list holds every warning: the source answered, now or earlier, and each
    /// of its warnings could be read.
    package var isComplete: Bool {
      switch self {
      case .ok, .stale: true
      case .unsupported, .unavailable, .partial: false
      }
    }
  }

  /// Whether the list is complete.
  package var status: Status
  /// The source asked, when one covers the place.
  package var source: AlertSource?
  /// How the source's warnings were tied to the place, when a source answered.
  package var match: AlertMatch?
  /// The warnings, most serious first, then by onset; expired and test messages are never here.
  package var alerts: [Alert]

  /// Creates a report; the alerts are put in order.
  package init(
    status: Status, source: AlertSource? = nil, match: AlertMatch? = nil, alerts: [Alert] = []
  ) {
    self.status = status
    self.source = source
    self.match = match
    self.alerts = alerts.sorted {
      ($0.severity, -($0.onset?.timeIntervalSince1970 ?? 0))
        > ($1.severity, -($1.onset?.timeIntervalSince1970 ?? 0))
    }
  }

  /// An app's own source answered: these are every warning for the place (none: none in
  /// force).
  public static func answered(_ alerts: [Alert]) -> AlertReport {
    AlertReport(status: .ok, alerts: alerts)
  }

  /// An app's own source could not be asked or read: the report says nothing of warnings,
  /// and the forecast is shown all the same.
  public static func unavailable(_ error: ServiceError) -> AlertReport {
    AlertReport(status: .unavailable(error))
  }

  /// The warnings to show at `now`: in force, or starting before `horizon`.
  package func relevant(at now: Date, until horizon: Date) -> [Alert] {
    alerts.filter { !$0.hasEnded(at: now) && ($0.onset.map { $0 < horizon } ?? true) }
  }

  /// The most serious warning in force at `now`, if any.
  package func highestInForce(at now: Date) -> AlertSeverity? {
    alerts.filter { $0.isInForce(at: now) }.map(\.severity).max()
  }
}
