#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What `--watch` tells the user about, from one report to the next: rain about to start, the
/// rain no longer due, a warning coming into force, a warning lifted. It remembers what it has
/// said, so that each event is said once; an event that changes (the rain later than said)
/// is said again as an update of the same notification.
package struct WeatherWatch: Sendable {
  /// One thing to tell.
  package enum Event: Equatable, Sendable {
    /// Rain is expected within the lead time (`update`: a start said before has moved).
    case rain(RainOutlook.Spell, minutes: Int, update: Bool)
    /// The rain said is no longer expected within the lead time.
    case dry
    /// A warning at the level or above came into force (`update`: its end or text changed).
    case alert(Alert, update: Bool)
    /// A warning said before is no longer in force.
    case lifted(Alert)

    /// Which notification the event shows in: the rain's one, or its warning's.
    package var topic: String {
      switch self {
      case .rain, .dry: "rain"
      case .alert(let alert, _), .lifted(let alert): WeatherWatch.key(alert)
      }
    }

    /// Whether the event is new rather than an update of one already said.
    package var isNew: Bool {
      switch self {
      case .rain(_, _, let update), .alert(_, let update): !update
      case .dry, .lifted: true
      }
    }
  }

  /// Minutes before rain starts that it is told.
  package var leadMinutes: Int
  /// The lowest level of a warning that is told.
  package var level: AlertSeverity
  /// Minutes a start may move before it is told again.
  package static let movedMinutes = 10

  private var rainStart: Int?
  private var alerts: [String: Alert] = [:]

  /// A watch that has said nothing yet.
  package init(leadMinutes: Int, level: AlertSeverity) {
    self.leadMinutes = leadMinutes
    self.level = level
  }

  /// What changed since the last report, remembered as said. Nothing is said of what cannot
  /// be known: no rain outlook leaves the rain as it was, and warnings that could not all be
  /// read lift none.
  package mutating func events(_ report: WeatherReport, outlook: RainOutlook?, now: Date)
    -> [Event]
  {
    rainEvents(outlook, offset: report.forecast.utcOffsetSeconds) + alertEvents(report, now: now)
  }

  private mutating func rainEvents(_ outlook: RainOutlook?, offset: Int) -> [Event] {
    guard let outlook else { return [] }
    // Rain told of stays told while it is within the lead time and `movedMinutes` more, so
    // that a start moving a few minutes across the lead time is an update, not a dry spell
    // and new rain.
    let reach = leadMinutes + (rainStart == nil ? 0 : Self.movedMinutes)
    if let spell = outlook.spell, let minutes = outlook.minutesUntil, minutes <= reach {
      let start = spell.start.secondsSinceEpoch(utcOffsetSeconds: offset)
      guard let said = rainStart else {
        rainStart = start
        return [.rain(spell, minutes: minutes, update: false)]
      }
      // While it rains the spell starts "now", which moves on: that is no news.
      guard minutes > 0, abs(start - said) >= Self.movedMinutes * 60 else { return [] }
      rainStart = start
      return [.rain(spell, minutes: minutes, update: true)]
    }
    guard rainStart != nil else { return [] }
    rainStart = nil
    return [.dry]
  }

  private mutating func alertEvents(_ report: WeatherReport, now: Date) -> [Event] {
    guard let alertReport = report.alerts else { return [] }
    var events: [Event] = []
    var current: [String: Alert] = [:]
    for alert in alertReport.alerts where alert.severity >= level && alert.isInForce(at: now) {
      let key = Self.key(alert)
      current[key] = alert
      if let said = alerts[key] {
        if said.expires != alert.expires || said.headline != alert.headline {
          events.append(.alert(alert, update: true))
        }
      } else {
        events.append(.alert(alert, update: false))
      }
    }
    if alertReport.status.isComplete {
      for (key, alert) in alerts.sorted(by: { $0.key < $1.key }) where current[key] == nil {
        events.append(.lifted(alert))
      }
      alerts = current
    } else {
      alerts.merge(current) { $1 }
    }
    return events
  }

  /// What makes a warning the same one from answer to answer: its issuer, event, area and
  /// start (its end may move).
  static func key(_ alert: Alert) -> String {
    [
      alert.issuer, alert.event, alert.area ?? "",
      alert.onset.map { String(Int($0.timeIntervalSince1970)) } ?? "",
    ].joined(separator: "\u{1F}")
  }
}

extension WeatherWatch.Event {
  /// The notification's title and body, in the formatter's language.
  package func message(
    _ report: WeatherReport, outlook: RainOutlook?, now: Date, formatter: ValueFormatter
  ) -> (title: String, body: String) {
    let place =
      (report.location.name ?? report.location.coordinateText(ascii: formatter.ascii))
      .sanitizedForTerminal()
    switch self {
    case .rain, .dry:
      return (place, RainText.sentence(outlook, formatter: formatter))
    case .alert(let alert, _):
      return (
        place,
        AlertText.title(
          alert, now: now, offset: report.forecast.utcOffsetSeconds, formatter: formatter)
      )
    case .lifted(let alert):
      return (place, formatter.say("watch.lifted", [("event", alert.event)]))
    }
  }
}
