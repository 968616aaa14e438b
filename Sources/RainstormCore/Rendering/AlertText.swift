#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Official warnings as each output format shows them.
package enum AlertText {
  /// The members of each warning's JSON object, in order, with their meanings (the man
  /// page's field table lists them).
  package static let jsonFields = [
    JSONField("issuer", "string", "who issued it"),
    JSONField("event", "string", "what it warns of"),
    JSONField("severity", "string", "the common scale: minor, moderate, severe, extreme"),
    JSONField("issuer_level", "string", "the issuer's own level, such as Severe or yellow"),
    JSONField("color", "string or null", "the issuer's colour: yellow, orange, red or purple"),
    JSONField("certainty", "string or null", "CAP's certainty, where the issuer gives it"),
    JSONField("urgency", "string or null", "CAP's urgency, where the issuer gives it"),
    JSONField("onset", "string or null", "when the weather begins, in the place's offset"),
    JSONField("expires", "string or null", "when the warning ends, in the place's offset"),
    JSONField("in_force", "boolean", "begun and not ended"),
    JSONField("area", "string or null", "the issuer's name for the area"),
    JSONField("headline", "string or null", "the issuer's headline"),
    JSONField("description", "string or null", "the issuer's description"),
    JSONField("instruction", "string or null", "the issuer's advice"),
    JSONField("url", "string or null", "where to read more"),
    JSONField(
      "match", "string or null",
      "how this warning was tied to the place, in alerts_match's words (null when not known)"),
    JSONField(
      "expires_assumed", "boolean",
      """
      true when the issuer gave no end and expires is rainstorm's assumption: a day after the \
      warning began or was sent
      """),
  ]

  /// The end of the time the warnings shown may start before: the forecast's range (its
  /// days, at least one).
  package static func horizon(_ options: RenderOptions) -> Date {
    options.now.addingTimeInterval(Double(max(options.days, 1)) * 86_400)
  }

  /// The warnings to show for the report: in force, or starting within the forecast's range.
  package static func shown(_ report: WeatherReport, options: RenderOptions) -> [Alert] {
    report.alerts?.relevant(at: options.now, until: horizon(options)) ?? []
  }

  /// Lines for a person: for each warning its level, event and time, then its area and
  /// headline indented; with `full`, its description and instruction as well. Every line is
  /// wrapped to the terminal's width, a title's continuation indented under it.
  static func humanLines(
    _ report: WeatherReport, options: RenderOptions, formatter: ValueFormatter
  ) -> [String] {
    let alerts = shown(report, options: options)
    let offset = report.forecast.utcOffsetSeconds
    var lines: [String] = []
    if alerts.contains(where: { ($0.match ?? report.alerts?.match) == .country }) {
      lines += HumanRenderer.fitted([formatter.say("alert.anywhereInCountry")], options)
    }
    for alert in alerts {
      let title = title(alert, now: options.now, offset: offset, formatter: formatter)
      lines += HumanRenderer.fitted(
        [style(alert).apply(to: title, enabled: options.color)], options, hangingIndent: 2)
      var details = [alert.area, alert.headline].compactMap { $0 }
      if options.fullAlerts {
        // In a terminal narrower than the service's lines, the text is wrapped at the
        // terminal's width, not at the service's as well.
        details += [alert.description, alert.instruction].compactMap { $0 }
          .flatMap { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
              .map(String.init)
            guard let width = options.width, lines.contains(where: { $0.displayWidth + 2 > width })
            else { return lines }
            return text.reflowed
          }
        if let url = alert.url { details.append(url) }
      }
      lines += HumanRenderer.fitted(details.map { $0.isEmpty ? "" : "  " + $0 }, options)
    }
    return lines
  }

  /// One warning in a line: `⚠ Severe warning: Wind, from Tue 06:00, until Tue 18:00`.
  static func title(_ alert: Alert, now: Date, offset: Int, formatter: ValueFormatter) -> String {
    var parts = [
      formatter.say(
        "alert.title.\(alert.severity.name)",
        [("sign", formatter.ascii ? "!" : "⚠"), ("event", alert.event)])
    ]
    if let onset = alert.onset, onset > now {
      parts.append(
        formatter.say("alert.from", [("time", time(onset, offset, now: now, formatter))]))
    }
    if let expires = alert.expires {
      parts.append(
        formatter.say(
          alert.expiryAssumed ? "alert.untilAssumed" : "alert.until",
          [("time", time(expires, offset, now: now, formatter))]))
    }
    return formatter.list(parts)
  }

  /// What `--alerts list` prints for people when no warning is shown: none, none known (the
  /// reason is on standard error), or no source.
  static func noneLine(_ report: WeatherReport, _ language: Language) -> String {
    switch report.alerts?.status {
    case .ok?, .stale?: language.say("alert.none")
    case .partial?: language.say("alert.partialNone")
    case .unavailable?: language.say("alert.unavailable")
    case .unsupported?, nil: language.say("alert.unsupported")
    }
  }

  /// A line for people when the list of warnings is not complete although a source covers
  /// the place: some could not be read, or none could be checked; nil otherwise.
  static func problemLine(_ report: WeatherReport, _ language: Language) -> String? {
    switch report.alerts?.status {
    case .partial?: language.say("alert.partial")
    case .unavailable?: language.say("alert.unavailable")
    case .ok?, .stale?, .unsupported?, nil: nil
    }
  }

  /// The header of `--alerts list` in TSV.
  package static let tsvColumns = [
    "name", "latitude", "longitude", "issuer", "event", "severity", "issuer_level", "color",
    "onset", "expires", "in_force", "area", "headline", "url",
  ]

  /// `--alerts list` in TSV: one row per warning shown, named by the place.
  static func tsvRows(_ report: WeatherReport, options: RenderOptions) -> [[String]] {
    let offset = report.forecast.utcOffsetSeconds
    let iso = { (date: Date?) -> String in
      date.map {
        LocalDateTime(secondsSinceEpoch: $0.timeIntervalSince1970, utcOffsetSeconds: offset)
          .iso8601(utcOffsetSeconds: offset)
      } ?? ""
    }
    let location = report.location
    return shown(report, options: options).map { alert in
      [
        location.name ?? "", TSVRenderer.number(location.latitude),
        TSVRenderer.number(location.longitude), alert.issuer, alert.event, alert.severity.name,
        alert.issuerLevel, alert.color?.rawValue ?? "", iso(alert.onset), iso(alert.expires),
        alert.isInForce(at: options.now) ? "true" : "false", alert.area ?? "",
        alert.headline ?? "", alert.url ?? "",
      ]
    }
  }

  /// The attribution line under the forecast when warnings are shown.
  static func attribution(_ report: WeatherReport, options: RenderOptions) -> String? {
    let alerts = shown(report, options: options)
    guard !alerts.isEmpty, let source = report.alerts?.source else { return nil }
    // The centre republishes: the national services that issued the warnings are named.
    var issuers: [String] = []
    for alert in alerts where !issuers.contains(alert.issuer) { issuers.append(alert.issuer) }
    return options.language.say(
      source.creditKey, [("service", options.language.joined(issuers, by: "list.pair"))])
  }

  /// The issuer's colour, or one from the severity when it gives none.
  private static func style(_ alert: Alert) -> TextStyle {
    let color =
      alert.color
      ?? [.minor: .yellow, .moderate: .yellow, .severe: .orange, .extreme: .red][alert.severity]
      ?? .yellow
    switch color {
    case .yellow: return .color(33, bold: false)
    case .orange: return .color(33, bold: true)
    case .red: return .color(31, bold: true)
    case .purple: return .color(35, bold: true)
    }
  }

  /// `Fri 21 Aug 20:00` in the place's time, with the year (`Fri 31 Dec 9999 23:59`) when it
  /// is not the year of `now` there.
  static func time(_ date: Date, _ offset: Int, now: Date, _ formatter: ValueFormatter)
    -> String
  {
    let local = LocalDateTime(
      secondsSinceEpoch: date.timeIntervalSince1970, utcOffsetSeconds: offset)
    let thisYear = LocalDateTime(
      secondsSinceEpoch: now.timeIntervalSince1970, utcOffsetSeconds: offset
    ).date.year
    return formatter.say(
      "time.dateTime",
      [
        ("date", formatter.day(local.date, withYear: local.date.year != thisYear)),
        ("time", formatter.clock(local)),
      ])
  }

  /// The JSON `alerts` array, or null when warnings were not asked for.
  static func json(_ report: WeatherReport, options: RenderOptions) -> JSONValue {
    guard report.alerts != nil else { return .null }
    let offset = report.forecast.utcOffsetSeconds
    let iso = { (date: Date?) -> JSONValue in
      .optional(
        date.map {
          LocalDateTime(secondsSinceEpoch: $0.timeIntervalSince1970, utcOffsetSeconds: offset)
            .iso8601(utcOffsetSeconds: offset)
        })
    }
    return .array(
      shown(report, options: options).map { alert in
        .object([
          ("issuer", .string(alert.issuer)),
          ("event", .string(alert.event)),
          ("severity", .string(alert.severity.name)),
          ("issuer_level", .string(alert.issuerLevel)),
          ("color", .optional(alert.color?.rawValue)),
          ("certainty", .optional(alert.certainty)),
          ("urgency", .optional(alert.urgency)),
          ("onset", iso(alert.onset)),
          ("expires", iso(alert.expires)),
          ("in_force", .bool(alert.isInForce(at: options.now))),
          ("area", .optional(alert.area)),
          ("headline", .optional(alert.headline)),
          ("description", .optional(alert.description)),
          ("instruction", .optional(alert.instruction)),
          ("url", .optional(alert.url)),
          ("match", .optional((alert.match ?? report.alerts?.match)?.rawValue)),
          ("expires_assumed", .bool(alert.expiryAssumed)),
        ])
      })
  }

  /// `ok`, `unsupported`, `unavailable`, `stale`, `partial`, or `off` when warnings were not
  /// asked for.
  package static func status(_ report: WeatherReport) -> String {
    report.alerts?.status.name ?? "off"
  }

  /// Whether the list of warnings can be trusted: the source answered, now or earlier, and
  /// each of its warnings could be read.
  static func isKnown(_ report: WeatherReport) -> Bool {
    report.alerts?.status.isComplete ?? false
  }

  /// How many warnings are shown, or nil when the list cannot be trusted.
  static func count(_ report: WeatherReport, options: RenderOptions) -> Int? {
    isKnown(report) ? shown(report, options: options).count : nil
  }

  /// The highest level in force now (`severe`), `none`, or nil when the list cannot be
  /// trusted.
  static func highest(_ report: WeatherReport, options: RenderOptions) -> String? {
    guard isKnown(report) else { return nil }
    return report.alerts?.highestInForce(at: options.now)?.name ?? "none"
  }

  /// The marker of the line format: `⚠ severe` while a warning is in force, else nothing
  /// (also when others could not be read: the marker never says there are none).
  static func marker(_ report: WeatherReport, options: RenderOptions, ascii: Bool) -> String {
    guard let level = report.alerts?.highestInForce(at: options.now) else { return "" }
    return "\(ascii ? "!" : "⚠") \(options.language.say("alert.level.\(level.name)"))"
  }
}
