#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What the radar says beside a place's forecast when the `radar` setting is on (issue 47):
/// the nearest rain in its newest measured frame, and its own forecast of the place's rain for
/// the next hour or two, which times the rain outlook where no closer nowcast does.
package struct RadarReport: Equatable, Sendable {
  /// Whether the radar could be read for the place.
  package enum Status: Equatable, Sendable {
    /// The newest measured frame, at `frame`, and the nearest rain in it (nil: none within
    /// `NearestRain.reach`).
    case seen(frame: Date, nearest: NearestRain?)
    /// No radar rainstorm reads covers the place.
    case notCovered
    /// The radar's answer could not be had or read.
    case failed(ServiceError)
  }

  package var status: Status
  /// The radar's name in JSON (`RadarAnswer.name`) and its credit, nil when none was read.
  package var source: String?
  package var credit: String?
  /// The radar's forecast of the rate at the place, from its newest measured frame on, when it
  /// gives one.
  package var nowcast: Nowcast?

  package init(
    status: Status, source: String? = nil, credit: String? = nil, nowcast: Nowcast? = nil
  ) {
    self.status = status
    self.source = source
    self.credit = credit
    self.nowcast = nowcast
  }
}

/// The radar beside a forecast, injected into `RootViewModel` as a closure (as `AlertService`
/// is): the live one is `RadarSources.service`, tests give their own.
public struct RadarService: Sendable {
  private let ask: @Sendable (Location) async -> RadarReport

  /// The service that answers with `ask`.
  package init(_ ask: @escaping @Sendable (Location) async -> RadarReport) {
    self.ask = ask
  }

  /// The radar's report for one place. Never throws: a failure is the report's status, so the
  /// radar never costs the forecast.
  package func radar(for location: Location) async -> RadarReport {
    await ask(location)
  }
}
