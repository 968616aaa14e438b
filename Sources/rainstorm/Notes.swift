import RainstormCore
import Synchronization

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The notes for people on standard error beside an answer, each written `rainstorm: ...`
/// unless `--quiet`: what is missing, older or from elsewhere than asked. They never change
/// the exit status; `Failure` holds what does.
enum Notes {
  /// Writes `text` as a note on standard error, unless `--quiet`.
  static func write(_ text: String, _ output: OutputSettings, _ context: CommandContext) {
    guard !output.quiet else { return }
    // In a terminal, wrapped to its width like the answer; elsewhere one line a note.
    let lines = "rainstorm: \(text)".wrapped(toDisplayWidth: context.errorWidth, hangingIndent: 2)
    context.writeError(lines.map { $0 + "\n" }.joined())
  }

  /// The notes beside one place's forecast, in order: the kept place standing in, other
  /// places with the name (people only), where the forecast came from, an older forecast
  /// standing in, and (people only) warnings, air quality, normals, the radar and models not
  /// shown.
  static func forecast(
    _ report: WeatherReport, output: OutputSettings, options: RenderOptions,
    location: LocationNotes, now: Date
  ) -> [String] {
    let forPeople = output.format == .human
    var notes = place(
      location, output: output,
      forPeople: forPeople && output.rainWithinMinutes == nil)
    notes += provider(report, output: output, options: options)
    if let reason = report.staleBecause, let fetchedAt = report.fetchedAt {
      let age = ElapsedTime.phrase(now.timeIntervalSince(fetchedAt), in: output.language)
      notes.append(
        output.language.say(
          "note.staleForecast", [("ago", age), ("reason", reason.reason(output))]))
    }
    guard forPeople else { return notes }
    // People reading the forecast learn that its warnings could not be checked; scripts
    // read alerts_status, and --fail-on-alert answers by the exit status.
    if output.failOnAlert == nil,
      let note = alerts(report.alerts, output: output)
    {
      notes.append(note)
    }
    // Warnings whose source does not write the language are shown in English, said once.
    if let source = report.alerts?.source,
      source.writes(output.language.searchCode) == false,
      !AlertText.shown(report, options: options).isEmpty
    {
      notes.append(output.language.say("note.warningsInEnglish", [("source", source.name)]))
    }
    notes += [
      service(
        report.airQuality?.status, missing: "note.airMissing", older: "note.airEarlier",
        output: output),
      service(
        report.normals?.status, missing: "note.normalsMissing", older: "note.normalsEarlier",
        output: output),
    ].compactMap { $0 }
    switch report.radar?.status {
    case .notCovered?: notes.append(output.language.say("note.radarNotCovered"))
    case .failed(let error)?:
      notes.append(
        output.language.say("note.radarMissing", [("reason", error.reason(output))]))
    case .seen?, nil: break
    }
    if let failure = report.forecast.modelComparisonFailure {
      notes.append(
        output.language.say(
          "note.modelsFailed", [("reason", failure.reason(output))]))
    }
    return notes
  }

  /// The note under a forecast whose warnings could not be checked, not all read, or are an
  /// older answer.
  static func alerts(_ report: AlertReport?, output: OutputSettings) -> String? {
    let say = { (key: String, error: ServiceError) in
      output.language.say(key, [("reason", error.reason(output))])
    }
    switch report?.status {
    case .unavailable(let error)?: return say("note.warningsNotChecked", error)
    case .partial(let error)?: return say("note.warningsNotAllChecked", error)
    case .stale(let error)?: return say("note.warningsEarlier", error)
    case .ok?, .unsupported?, nil: return nil
    }
  }

  /// The note under a forecast when a service beside it (air quality, the 30-year record)
  /// could not be asked (the note `missing`) or answered earlier (the note `older`).
  static func service(
    _ status: ServiceStatus?, missing: String, older: String, output: OutputSettings
  ) -> String? {
    switch status {
    case .unavailable(let error)?:
      return output.language.say(missing, [("reason", error.reason(output))])
    case .stale(let error)?:
      return output.language.say(older, [("reason", error.reason(output))])
    case .ok?, nil:
      return nil
    }
  }

  /// The notes first over any answer for a place: why the language asked for is not used, the
  /// kept place standing in, and, for people (scripts are not told), the other places with the
  /// name, folded to ASCII outside a UTF-8 locale.
  static func place(_ location: LocationNotes, output: OutputSettings, forPeople: Bool)
    -> [String]
  {
    var notes = [output.languageFallback, location.keptPlace].compactMap { $0 }
    if forPeople, let text = location.otherMatches {
      notes.append(output.localeIsUTF8 ? text : text.asciiFolded)
    }
    return notes
  }

  /// The note over a forecast for a place kept from an earlier lookup, because this one
  /// failed (with `--refresh`, or when the kept answer was old).
  static func keptPlace(
    _ error: LocationServiceError, age: Double, output: OutputSettings
  ) -> String {
    let causes: [ServiceError] =
      switch error {
      case .requestFailed(let cause): [cause]
      case .lookupsFailed(let causes): causes
      case .notAuthorized, .notFound: []
      }
    let reasons = causes.map { $0.reason(output) }
    let language = output.language
    let ago = ElapsedTime.phrase(age, in: language)
    return reasons.isEmpty
      ? language.say("note.keptPlace", [("ago", ago)])
      : language.say(
        "note.keptPlaceBecause", [("ago", ago), ("reason", reasons.joined(separator: "; "))])
  }

  /// What people and scripts are told on standard error about where the forecast came from:
  /// why the provider before it failed, a deprecated product, and (for people) what the
  /// provider cannot give that was asked for.
  static func provider(
    _ report: WeatherReport, output: OutputSettings, options: RenderOptions
  ) -> [String] {
    let provider = report.forecast.provider
    var notes: [String] = []
    // A kept forecast says why asking failed in its own note.
    if let reason = report.fallbackBecause, report.staleBecause == nil {
      notes.append(
        output.language.say(
          "note.fallback",
          [("reason", reason.reason(output)), ("provider", provider.displayName)]))
    }
    if report.forecast.deprecated {
      notes.append(deprecation(provider, output.language))
    }
    guard provider == .metNorway, output.format == .human else { return notes }
    if output.showsModels {
      notes.append(
        output.language.say("note.noModels", [("provider", provider.displayName)]))
    }
    if options.rainMinutes > 0, options.pastDates == nil {
      notes.append(
        output.language.say("note.hourlyRain", [("provider", provider.displayName)]))
    }
    return notes
  }

  /// The note for a provider that says the product rainstorm asks for is deprecated.
  static func deprecation(_ provider: ForecastProvider, _ language: Language) -> String {
    language.say("note.deprecated", [("provider", provider.displayName)])
  }
}

/// What the place search said while it found the place, kept for the notes over the forecast:
/// the kept place that stood in for a failed lookup, and the other places with the name. The
/// location service reports both through closures, possibly from another task, so they are
/// kept under a lock.
final class LocationNotes: Sendable {
  private let output: OutputSettings
  private let now: @Sendable () -> Date
  private let said = Mutex<(keptPlace: String?, otherMatches: String?)>((nil, nil))

  init(_ output: OutputSettings, _ context: CommandContext) {
    self.output = output
    self.now = context.now
  }

  /// The note for a kept place, once one stood in.
  var keptPlace: String? { said.withLock { $0.keptPlace } }
  /// The note naming other places with the name, once the search found some.
  var otherMatches: String? { said.withLock { $0.otherMatches } }

  /// Called when a kept place stood in for a lookup that failed.
  func keptAnswer(_ error: LocationServiceError, storedAt: Date) {
    let text = Notes.keptPlace(
      error, age: now().timeIntervalSince(storedAt), output: output)
    said.withLock { $0.keptPlace = text }
  }

  /// Called when the search found other places with the name.
  func otherMatches(best: Place, others: [Place]) {
    let text = GeocodingLocationService.otherMatchesNote(
      best: best, others: others, language: output.language)
    said.withLock { $0.otherMatches = text }
  }
}
