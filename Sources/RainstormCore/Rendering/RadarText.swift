#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What the radar sees in words (issue 47): the nearest rain as a sentence (`--radar` and,
/// with the `radar` setting, the human format and bar tooltips), its short form (`%n`), and
/// the JSON `radar` block.
package enum RadarText {
  /// `rain 12 km W, moving this way, here in about 25 min`, `rain 40 km NE, moving away`,
  /// `rain here now`, `no rain within 150 km`, in the formatter's language and units.
  package static func sentence(_ nearest: NearestRain?, formatter: ValueFormatter) -> String {
    guard let nearest else {
      return formatter.say(
        "radar.none", [("distance", formatter.roughDistance(NearestRain.reach * 1000) ?? "")])
    }
    if nearest.kilometres == 0 { return formatter.say("radar.here") }
    let slots = slots(nearest, formatter)
    if let minutes = nearest.arrivalMinutes {
      return formatter.say("radar.coming", count: minutes, slots)
    }
    guard let approach = nearest.approach, approach < NearestRain.stillBelow else {
      // No earlier frame, or coming closer too slowly to say when: where it is, no more.
      return formatter.say("radar.seen", slots)
    }
    return formatter.say(approach <= -NearestRain.stillBelow ? "radar.away" : "radar.still", slots)
  }

  /// A few words for a status bar (`%n`): `rain 12 km W in 25 min`, `rain 40 km NE`,
  /// `rain now`; nothing when no rain is within reach.
  package static func short(_ nearest: NearestRain?, formatter: ValueFormatter) -> String {
    guard let nearest else { return "" }
    if nearest.kilometres == 0 {
      return formatter.say("rain.short.now", [("kind", formatter.say("rain.kind.rain"))])
    }
    let slots = slots(nearest, formatter)
    guard let minutes = nearest.arrivalMinutes else { return formatter.say("radar.seen", slots) }
    return formatter.say("radar.short.coming", count: minutes, slots)
  }

  /// `Radar 09:20: rain 12 km W, …`: the line the human format and the tooltips add with the
  /// `radar` setting on, the frame's time in the place's zone; nil when the radar was not
  /// read for the place (standard error says why).
  package static func line(_ report: WeatherReport, formatter: ValueFormatter) -> String? {
    guard case .seen(let frame, let nearest) = report.radar?.status else { return nil }
    let time = formatter.clock(local(frame, report.forecast))
    return formatter.say(
      "radar.line", [("time", time), ("text", sentence(nearest, formatter: formatter))])
  }

  /// `%n`: the short form; nothing with the `radar` setting off, no rain within reach, or no
  /// radar covering the place (a bar would else show a `-` there for good); `-` (`missing`)
  /// when the radar could not be read.
  package static func placeholder(
    _ report: WeatherReport, formatter: ValueFormatter, missing: String
  ) -> String {
    switch report.radar?.status {
    case nil, .notCovered: return ""
    case .seen(_, let nearest): return short(nearest, formatter: formatter)
    case .failed: return missing
    }
  }

  /// The members of the JSON `radar` block, in order, with their meanings.
  package static let jsonFields = [
    JSONField(
      "status", "string",
      """
      rain (rain within 150 km), none (no rain within 150 km), not_covered (no radar \
      rainstorm reads covers the place) or unavailable (its answer could not be had or read)
      """),
    JSONField(
      "source", "string or null",
      """
      the radar read: dwd-radolan (the DWD's, through Bright Sky) or iem-nexrad (the NWS's, \
      through the Iowa Environmental Mesonet); null when none was
      """),
    JSONField("frame_time", "string or null", "the newest measured radar frame's time"),
    JSONField(
      "distance_km", "number or null",
      "kilometres to the nearest rain (whatever the units), 0 when it rains at the place"),
    JSONField(
      "bearing_degrees", "number or null",
      "the direction towards it, degrees clockwise from north"),
    JSONField("direction", "string or null", "the same as N, NE, E, SE, S, SW, W or NW"),
    JSONField(
      "approach_kmh", "number or null",
      """
      how fast it came closer, in kilometres an hour (negative: moved away), measured against \
      the frame about 30 minutes before; null without one
      """),
    JSONField(
      "arrival_minutes", "number or null",
      """
      minutes until it would arrive at that speed: 0 when it rains at the place, null when it \
      is not coming closer or would take over 3 hours
      """),
  ]

  /// The JSON `radar` block: absent with the `radar` setting off, which `JSONRenderer` decides.
  package static func json(_ report: RadarReport, forecast: Forecast) -> JSONValue {
    let status: String
    var frameTime: String?
    var nearest: NearestRain?
    switch report.status {
    case .seen(let frame, let found):
      status = found == nil ? "none" : "rain"
      let offset = offset(frame, forecast)
      frameTime = LocalDateTime(
        secondsSinceEpoch: frame.timeIntervalSince1970, utcOffsetSeconds: offset
      ).iso8601(utcOffsetSeconds: offset)
      nearest = found
    case .notCovered: status = "not_covered"
    case .failed: status = "unavailable"
    }
    let tenths = { (value: Double?) in value.map { ($0 * 10).rounded() / 10 } }
    let values: [JSONValue] = [
      .string(status), .optional(report.source),
      .optional(frameTime), .optional(tenths(nearest?.kilometres)),
      .optional(nearest.map { $0.bearing.rounded() }),
      .optional(nearest.map { compassPoints[ValueFormatter.compassIndex($0.bearing)] }),
      .optional(tenths(nearest?.approach)),
      nearest?.arrivalMinutes.map(JSONValue.int) ?? .null,
    ]
    return .object(Array(zip(jsonFields.map(\.key), values)))
  }

  /// The eight compass points as JSON writes them.
  static let compassPoints = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

  /// The distance and direction slots of a sentence.
  private static func slots(_ nearest: NearestRain, _ formatter: ValueFormatter)
    -> [(String, String)]
  {
    [
      ("distance", formatter.roughDistance(nearest.kilometres * 1000) ?? ""),
      ("direction", formatter.compassPoint(nearest.bearing)),
    ]
  }

  /// The place's UTC offset at an instant: its zone's rules where the system has them, else
  /// the forecast's offset.
  private static func offset(_ instant: Date, _ forecast: Forecast) -> Int {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    return ZoneRules(named: forecast.timezone)?.offset(at: seconds) ?? forecast.utcOffsetSeconds
  }

  /// An instant as the place's wall clock shows it.
  private static func local(_ instant: Date, _ forecast: Forecast) -> LocalDateTime {
    LocalDateTime(
      secondsSinceEpoch: instant.timeIntervalSince1970,
      utcOffsetSeconds: offset(instant, forecast))
  }
}
