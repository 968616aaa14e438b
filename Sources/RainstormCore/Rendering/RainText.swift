/// The rain outlook in words: the human line, the short `%R` text and the JSON `rain` block.
///
/// Where quarter hours are interpolated from hourly values (`resolutionMinutes` 60), times are
/// rounded to the hour and said with "about", so no line claims a precision the data lacks.
package enum RainText {
  /// The rain outlook of `report` as `options` ask for it, or nil when they ask for none or
  /// the forecast has no 15-minute values for now.
  package static func outlook(_ report: WeatherReport, options: RenderOptions) -> RainOutlook? {
    guard options.rainMinutes > 0 else { return nil }
    return RainOutlook(
      report.forecast, now: options.now, horizonMinutes: options.rainMinutes,
      nativeQuarterHours: report.forecast.provider == .openMeteo
        && RainOutlook.hasNativeQuarterHours(
          latitude: report.location.latitude, longitude: report.location.longitude)
    )
  }

  /// One sentence for people, such as `Rain from 14:30 (in 25 min) until about 15:45, light,
  /// 1.2 mm` or `No rain expected before 20:00`.
  package static func sentence(_ outlook: RainOutlook?, formatter: ValueFormatter) -> String {
    guard let outlook else {
      return "Rain outlook unknown: the 15-minute forecast does not cover the time now."
    }
    guard let spell = outlook.spell, let minutes = outlook.minutesUntil else {
      return "No rain expected before \(clock(outlook.checkedUntil, from: outlook.now))."
    }
    let rough = outlook.resolutionMinutes > 15
    var text = spell.kind.rawValue.capitalizingFirst()
    if minutes == 0 {
      text += " now"
    } else {
      text += " from \(time(spell.start, rough: rough, now: outlook.now)) (\(wait(minutes, rough)))"
    }
    if let end = spell.end {
      text += " until about \(clock(roundedIf: rough, end, from: outlook.now))"
    } else {
      text += " until after \(clock(outlook.dataEnd, from: outlook.now))"
    }
    text += ", \(spell.intensity.rawValue)"
    if let amount = formatter.precipitation(spell.amount) {
      text += ", \(amount)"
    }
    if let chance = formatter.percent(spell.chance) {
      text += ", \(chance) chance"
    }
    if let again = outlook.againAt {
      text += ", again from \(time(again, rough: rough, now: outlook.now))"
    }
    return text + "."
  }

  /// A few words for a status bar: `rain in 25 min`, `rain until 15:45`, `snow now`,
  /// `no rain`; nil when the outlook is unknown.
  package static func short(_ outlook: RainOutlook?) -> String? {
    guard let outlook else { return nil }
    guard let spell = outlook.spell, let minutes = outlook.minutesUntil else { return "no rain" }
    let rough = outlook.resolutionMinutes > 15
    if minutes > 0 { return "\(spell.kind.rawValue) \(wait(minutes, rough))" }
    guard let end = spell.end else { return "\(spell.kind.rawValue) now" }
    return "\(spell.kind.rawValue) until \(clock(roundedIf: rough, end, from: outlook.now))"
  }

  /// The members of the JSON `rain` block, in order (the man page's field table names them).
  package static let jsonKeys = [
    "resolution_minutes", "horizon_minutes", "checked_until", "raining_now", "kind", "starts_at",
    "minutes_until", "ends_at", "intensity", "amount", "chance", "again_at",
  ]

  /// The JSON `rain` block; every time carries the place's offset at that time.
  package static func json(
    _ outlook: RainOutlook?, units: MeasurementUnits, offsets: UTCOffsets
  ) -> JSONValue {
    guard let outlook else { return .null }
    let spell = outlook.spell
    let iso = { (time: LocalDateTime?) in time?.iso8601(offsets) }
    let values: [JSONValue] = [
      .int(outlook.resolutionMinutes), .int(outlook.horizonMinutes),
      .optional(iso(outlook.checkedUntil)), .bool(outlook.isRainingNow),
      .optional(spell?.kind.rawValue), .optional(iso(spell?.start)),
      outlook.minutesUntil.map(JSONValue.int) ?? .null, .optional(iso(spell?.end)),
      .optional(spell?.intensity.rawValue), .measure(spell?.amount, .precipitation, units),
      .measure(spell?.chance, .percent, units),
      .optional(iso(outlook.againAt)),
    ]
    return .object(Array(zip(jsonKeys, values)))
  }

  /// `in 25 min`, `in 1 h 40 min`; rough: `within the hour`, `in about 2 h`.
  private static func wait(_ minutes: Int, _ rough: Bool) -> String {
    if rough {
      let hours = (minutes + 30) / 60
      return hours == 0 ? "within the hour" : "in about \(hours) h"
    }
    if minutes < 60 { return "in \(minutes) min" }
    let rest = minutes % 60
    return "in \(minutes / 60) h" + (rest == 0 ? "" : " \(rest) min")
  }

  /// A start time: `14:30`, or rough `about 15:00`.
  private static func time(_ time: LocalDateTime, rough: Bool, now: LocalDateTime) -> String {
    rough ? "about \(clock(roundedIf: true, time, from: now))" : clock(time, from: now)
  }

  private static func clock(roundedIf rough: Bool, _ time: LocalDateTime, from now: LocalDateTime)
    -> String
  {
    guard rough else { return clock(time, from: now) }
    let seconds = time.secondsSinceEpoch(utcOffsetSeconds: 0)
    let hour = (seconds + 1800).quotientRoundedDown(by: 3600) * 3600
    return clock(LocalDateTime(secondsSinceEpoch: Double(hour), utcOffsetSeconds: 0), from: now)
  }

  /// `HH:MM`, with the weekday when it is not today's, such as `Tue 02:00`.
  private static func clock(_ time: LocalDateTime, from now: LocalDateTime) -> String {
    time.date == now.date
      ? time.clockTime : "\(time.date.weekdayAbbreviation) \(time.clockTime)"
  }
}

extension Int {
  /// The quotient rounded towards minus infinity.
  fileprivate func quotientRoundedDown(by divisor: Int) -> Int {
    self >= 0 ? self / divisor : (self - divisor + 1) / divisor
  }
}
