/// The rain outlook in words: the human line, the short `%R` text and the JSON `rain` block.
///
/// Where quarter hours are interpolated from hourly values (`resolutionMinutes` 60), times are
/// rounded to the hour and said with "about", so no line claims a precision the data lacks.
package enum RainText {
  /// The radars' credits under a forecast: MET Norway's when its nowcast timed the rain
  /// (`outlook`, the report's) and the forecast is another provider's (MET Norway's own
  /// forecast already credits it); the DWD's when its radar timed the rain or the report
  /// shows what it sees.
  package static func radarCredits(
    _ outlook: RainOutlook?, _ report: WeatherReport, formatter: ValueFormatter
  ) -> [String] {
    var credits: [String] = []
    if outlook?.source == .nowcast, report.forecast.provider != .metNorway {
      credits.append(formatter.say(ForecastProvider.metNorway.creditKey))
    }
    if case .seen = report.radar?.status, let credit = report.radar?.credit {
      credits.append(credit)
    } else if outlook?.source == .radolan {
      credits.append(BrightSkyRadarService.credit)
    }
    return credits
  }

  /// One sentence for people, such as `Rain from 14:30 (in 25 min) until about 15:45, light,
  /// 1.2 mm` or `No rain expected before 20:00`, in the formatter's language.
  package static func sentence(_ outlook: RainOutlook?, formatter: ValueFormatter) -> String {
    guard let outlook else { return formatter.say("rain.unknown") }
    let now = outlook.now
    guard let spell = outlook.spell, let minutes = outlook.minutesUntil else {
      return formatter.say(
        "rain.none", [("time", clock(outlook.checkedUntil, from: now, formatter))])
    }
    let rough = outlook.resolutionMinutes > 15
    let kind = formatter.say("rain.kind.\(spell.kind.key)")
    let start =
      minutes == 0
      ? formatter.say("rain.startsNow", [("kind", kind)])
      : formatter.say(
        "rain.startsAt",
        [
          ("kind", kind), ("time", time(spell.start, rough: rough, now: now, formatter)),
          ("wait", wait(minutes, rough, formatter)),
        ])
    let end =
      spell.end.map {
        formatter.say(
          "rain.endsAt", [("time", clock(roundedIf: rough, $0, from: now, formatter))])
      } ?? formatter.say("rain.endsAfter", [("time", clock(outlook.dataEnd, from: now, formatter))])
    var details = [formatter.say("rain.intensity.\(spell.intensity.rawValue)")]
    if let amount = formatter.precipitation(spell.amount) { details.append(amount) }
    if let chance = formatter.percent(spell.chance) {
      details.append(formatter.say("rain.chance", [("percent", chance)]))
    }
    if let again = outlook.againAt {
      details.append(
        formatter.say("rain.again", [("time", time(again, rough: rough, now: now, formatter))]))
    }
    return formatter.say(
      "rain.sentence", [("start", start), ("end", end), ("details", formatter.list(details))]
    ).capitalizingFirst()
  }

  /// A few words for a status bar: `rain in 25 min`, `rain until 15:45`, `snow now`,
  /// `no rain`; nil when the outlook is unknown.
  package static func short(_ outlook: RainOutlook?, formatter: ValueFormatter) -> String? {
    guard let outlook else { return nil }
    guard let spell = outlook.spell, let minutes = outlook.minutesUntil else {
      return formatter.say("rain.short.none")
    }
    let rough = outlook.resolutionMinutes > 15
    let kind = formatter.say("rain.kind.\(spell.kind.key)")
    if minutes > 0 {
      return formatter.say(
        "rain.short.in", [("kind", kind), ("wait", wait(minutes, rough, formatter))])
    }
    guard let end = spell.end else { return formatter.say("rain.short.now", [("kind", kind)]) }
    return formatter.say(
      "rain.short.until",
      [("kind", kind), ("time", clock(roundedIf: rough, end, from: outlook.now, formatter))])
  }

  /// The members of the JSON `rain` block, in order, with their meanings (the man page's
  /// field table lists them).
  package static let jsonFields = [
    JSONField(
      "resolution_minutes", "number",
      """
      15 where the quarter hours come from a 15-minute model, 60 where they are interpolated \
      from hourly values (times then good to the hour)
      """),
    JSONField(
      "horizon_minutes", "number",
      "how far ahead it looks: 360, or the --rain-within duration when longer"),
    JSONField(
      "checked_until", "string",
      "how far the answer covers that horizon without a gap; no rain is claimed beyond it"),
    JSONField("raining_now", "boolean", "rain in the quarter hour in progress"),
    JSONField(
      "kind", "string or null",
      "rain, snow or freezing rain; null when no rain is expected before checked_until"),
    JSONField("starts_at", "string or null", "the first spell's start (now when raining)"),
    JSONField("minutes_until", "number or null", "minutes from now to the start, 0 when raining"),
    JSONField(
      "ends_at", "string or null",
      "the first spell's end (null when it lasts past the end of the answer)"),
    JSONField("intensity", "string or null", "light, moderate or heavy, at the spell's heaviest"),
    JSONField("amount", "number or null", "the spell's total, in the precipitation unit"),
    JSONField(
      "chance", "number or null",
      """
      the highest hourly probability of precipitation during the spell, when the hourly \
      forecast was fetched (--hours)
      """),
    JSONField(
      "again_at", "string or null", "when rain starts again after the spell, within the horizon"),
    JSONField(
      "source", "string",
      """
      where the timing of the first spell (or, without one, of the first hours) comes from: \
      met-norway-nowcast (MET Norway's radar nowcast, see RAIN TIMING), dwd-radolan (the DWD \
      radar's forecast, with the radar setting on, see RADAR) or forecast
      """),
  ]

  /// The outlook's times and wait as scripts read them (JSON, TSV). At a resolution coarser
  /// than the quarter hour (`resolution_minutes` 60: quarter hours interpolated from hours),
  /// times are written to the nearest whole step (what was checked, down to it) and the wait
  /// to a whole number of steps, as people are told "about 14:00 (in about 2 h)": no more
  /// precision than the data has.
  package static func forScripts(_ outlook: RainOutlook) -> (
    checkedUntil: LocalDateTime, start: LocalDateTime?, minutesUntil: Int?, end: LocalDateTime?,
    againAt: LocalDateTime?
  ) {
    let step = outlook.resolutionMinutes > 15 ? outlook.resolutionMinutes : nil
    let time = { (time: LocalDateTime) in step.map { rounded(time, toMinutes: $0) } ?? time }
    // What was checked is never said to reach further than it did: down to the step.
    let checked = step.map { rounded(outlook.checkedUntil, toMinutes: $0, down: true) }
    let wait = outlook.minutesUntil.map { minutes -> Int in
      guard let step else { return minutes }
      return (minutes + step / 2) / step * step
    }
    return (
      checked ?? outlook.checkedUntil, outlook.spell.map { time($0.start) }, wait,
      outlook.spell?.end.map(time), outlook.againAt.map(time)
    )
  }

  /// The JSON `rain` block (`forScripts`' times and wait); every time carries the place's
  /// offset at that time.
  package static func json(
    _ outlook: RainOutlook?, units: MeasurementUnits, offsets: UTCOffsets
  ) -> JSONValue {
    guard let outlook else { return .null }
    let spell = outlook.spell
    let written = forScripts(outlook)
    let iso = { (time: LocalDateTime?) in time?.iso8601(offsets) }
    let values: [JSONValue] = [
      .int(outlook.resolutionMinutes), .int(outlook.horizonMinutes),
      .optional(iso(written.checkedUntil)), .bool(outlook.isRainingNow),
      .optional(spell?.kind.rawValue), .optional(iso(written.start)),
      written.minutesUntil.map(JSONValue.int) ?? .null, .optional(iso(written.end)),
      .optional(spell?.intensity.rawValue), .measure(spell?.amount, .precipitation, units),
      .measure(spell?.chance, .percent, units),
      .optional(iso(written.againAt)), .string(outlook.source.rawValue),
    ]
    return .object(Array(zip(jsonFields.map(\.key), values)))
  }

  /// `in 25 min`, `in 1 h 40 min`; rough: `within the hour`, `in about 2 h`.
  private static func wait(_ minutes: Int, _ rough: Bool, _ formatter: ValueFormatter) -> String {
    if rough {
      let hours = (minutes + 30) / 60
      return hours == 0
        ? formatter.say("rain.withinTheHour") : formatter.say("rain.inAboutHours", count: hours)
    }
    if minutes < 60 { return formatter.say("rain.inMinutes", count: minutes) }
    let rest = minutes % 60
    guard rest != 0 else { return formatter.say("rain.inHours", count: minutes / 60) }
    return formatter.say(
      "rain.inHoursMinutes",
      [
        ("hours", formatter.number(Double(minutes / 60))),
        ("minutes", formatter.number(Double(rest))),
      ])
  }

  /// A start time: `14:30`, or rough `about 15:00`.
  private static func time(
    _ time: LocalDateTime, rough: Bool, now: LocalDateTime, _ formatter: ValueFormatter
  ) -> String {
    guard rough else { return clock(time, from: now, formatter) }
    return formatter.say(
      "rain.aboutTime", [("time", clock(roundedIf: true, time, from: now, formatter))])
  }

  private static func clock(
    roundedIf rough: Bool, _ time: LocalDateTime, from now: LocalDateTime,
    _ formatter: ValueFormatter
  ) -> String {
    guard rough else { return clock(time, from: now, formatter) }
    return clock(rounded(time, toMinutes: 60), from: now, formatter)
  }

  /// The local time rounded to the nearest whole `minutes` of the clock (half up), or `down`.
  private static func rounded(_ time: LocalDateTime, toMinutes minutes: Int, down: Bool = false)
    -> LocalDateTime
  {
    let step = max(minutes, 1) * 60
    let seconds = time.secondsSinceEpoch(utcOffsetSeconds: 0)
    let whole = (seconds + (down ? 0 : step / 2)).quotientRoundedDown(by: step) * step
    return LocalDateTime(secondsSinceEpoch: Double(whole), utcOffsetSeconds: 0)
  }

  /// `HH:MM`, with the weekday when it is not today's, such as `Tue 02:00`.
  private static func clock(
    _ time: LocalDateTime, from now: LocalDateTime, _ formatter: ValueFormatter
  ) -> String {
    guard time.date != now.date else { return formatter.clock(time) }
    return formatter.say(
      "rain.weekdayTime",
      [
        ("weekday", formatter.language.locale.weekday(time.date.weekday)),
        ("time", formatter.clock(time)),
      ])
  }
}

extension Int {
  /// The quotient rounded towards minus infinity.
  fileprivate func quotientRoundedDown(by divisor: Int) -> Int {
    self >= 0 ? self / divisor : (self - divisor + 1) / divisor
  }
}
