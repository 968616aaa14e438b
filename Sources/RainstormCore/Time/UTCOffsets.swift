/// The UTC offset of each local time of a forecast: the answer's offset, changed where the
/// zone's rules (when the system has the zone) change it between the forecast's first time
/// and that time, so that a time after a clock change carries its own offset. Anchored on the
/// answer, so an answer whose offset the rules do not give keeps it until a change.
package struct UTCOffsets: Sendable {
  private let rules: ZoneRules?
  private let base: Int
  /// The rules' offset at the anchor, the forecast's first time.
  private let ruleAtAnchor: Int

  /// The offsets of `forecast`'s zone.
  package init(_ forecast: Forecast) {
    base = forecast.utcOffsetSeconds
    let anchor =
      forecast.current?.time ?? forecast.hourly.first?.time
      ?? forecast.daily.first.flatMap { LocalDateTime(date: $0.date, hour: 12, minute: 0) }
    guard let anchor, let rules = ZoneRules(named: forecast.timezone) else {
      rules = nil
      ruleAtAnchor = base
      return
    }
    self.rules = rules
    ruleAtAnchor = rules.offset(atLocal: anchor, near: base)
  }

  /// One offset for every time.
  package init(fixed offset: Int) {
    base = offset
    rules = nil
    ruleAtAnchor = offset
  }

  /// The offset in force at the wall-clock `time`.
  package func at(_ time: LocalDateTime) -> Int {
    guard let rules else { return base }
    let change = rules.offset(atLocal: time, near: ruleAtAnchor) - ruleAtAnchor
    return max(-maximumUTCOffsetSeconds, min(maximumUTCOffsetSeconds, base + change))
  }
}

extension LocalDateTime {
  /// `2026-10-25T03:00+01:00`: the time with the offset in force at it.
  package func iso8601(_ offsets: UTCOffsets) -> String {
    iso8601(utcOffsetSeconds: offsets.at(self))
  }
}
