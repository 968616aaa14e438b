import RainstormCore

extension Command {
  /// `--stdin`: one answer per readable line, in input order; bad lines and failed places on
  /// standard error as `line N: reason`.
  static func batch(_ plan: BatchPlan, _ context: CommandContext) async
    -> ExitCode
  {
    var reader = PlaceListReader()
    let places: PlaceList
    do {
      while true {
        guard let chunk = context.readStandardInput() else {
          return fail(.standardInputUnreadable, context)
        }
        if chunk.isEmpty { break }
        try reader.consume(chunk)
      }
      places = try reader.finish()
    } catch {
      return fail(.inputRefused(error), context)
    }
    if places.entries.isEmpty, places.badLines.isEmpty, places.names.isEmpty {
      return fail(.noPlaces, context)
    }
    if places.names.count > PlaceNameLookup.maximumNames {
      return fail(.tooManyNames(places.names.count), context)
    }
    // The budget covers the requests, not the wait for a slow producer to finish.
    return await withinTheBudget(context, plan.services.timeout) { context in
      await batch(places, plan.services, plan.output, context)
    }
  }

  /// The forecasts for `places`, read from standard input.
  private static func batch(
    _ places: PlaceList, _ settings: ServiceSettings, _ output: OutputSettings,
    _ context: CommandContext
  ) async -> ExitCode {
    // Names are looked up first (kept as searches are), within the same budget.
    let (entries, lookupFailures) = await lookUpNames(places, settings, output, context)
    // A batch keeps no forecasts, warnings or air quality: each run asks again.
    let services = Services(settings, context, cache: nil)
    let forecaster = BatchForecaster(service: services.weather(), options: settings.forecast)
    let chosenIndex = settings.airIndex
    let days = output.days
    let airQuality = services.airQuality().map { service in
      { @Sendable (locations: [Location]) in
        await service.airQualities(
          for: locations, days: days,
          index: { AirQualityIndex.forPlace($0, chosen: chosenIndex) })
      }
    }
    let reports = await forecaster.reports(
      for: entries, alerts: services.alerts(), airQuality: airQuality, now: context.now)
    let answers = reports.map(\.answer)
    let options = renderOptions(output, context)

    var text = output.format == .tsv ? TSVRenderer.placeHeader(options) : ""
    // --rain-within: whether any place expects rain, and the lines that cannot tell.
    var rainExpected = false
    var rainUnknown: [(line: Int, failure: Failure)] = []
    // --fail-on-alert: whether any place has a warning at that level, and the lines that
    // cannot tell; without it, people are told which places' warnings were not checked.
    var alertInForce = false
    var alertProblems: [(line: Int, failure: Failure, request: Bool)] = []
    var alertNotes: [(line: Int, message: String)] = []
    for case (let answer, let report?) in reports {
      let line = answer.entry.number
      switch ExitPolicy.alert(report, output, options) {
      case .yes?: alertInForce = true
      case .no?: break
      case .unknown(let failure)?: alertProblems.append((line, failure.onLine(line), true))
      case nil:
        if output.format == .human,
          let note = Notes.alerts(report.alerts, output: output)
        {
          alertNotes.append((line, "line \(line): \(note)"))
        }
      }
      switch ExitPolicy.rain(report, output, options) {
      case .yes?: rainExpected = true
      case .no?, nil: break
      case .unknown(let failure)?:
        rainUnknown.append((line, failure.onLine(line)))
        continue
      }
      if output.rainLineOnly {
        text += rainLine(report, options, named: true)
        continue
      }
      switch output.format {
      case .tsv: text += TSVRenderer.placeRow(report, options: options)
      case .human:
        if !text.isEmpty { text += "\n" }
        text += render(report, output, options)
      case .json, .template, .wttr, .bar:
        text += render(report, output, options, compactJSON: true)
      }
    }
    context.writeOutput(text)

    // Every problem is reported in line order; the exit status is a failed request's, else
    // a bad line's.
    let failures =
      places.badLines.map { (line: $0.number, failure: Failure.badLine($0), request: false) }
      + lookupFailures
      + BatchForecaster.failedRuns(answers).map {
        (
          line: $0.first, failure: Failure.failedRun($0, output: output),
          request: true
        )
      }
      + rainUnknown.map { (line: $0.line, failure: $0.failure, request: true) }
    let messages =
      (failures + alertProblems).map { (line: $0.line, message: $0.failure.message) }
      + (output.quiet ? [] : alertNotes)
    for message in messages.sorted(by: { $0.line < $1.line }) {
      context.writeError("rainstorm: \(message.message)\n")
    }
    // Once for the batch, however many of its answers said so.
    let deprecated = answers.compactMap { try? $0.result.get() }.first(where: \.deprecated)
    if let deprecated {
      Notes.write(
        Notes.deprecation(deprecated.provider, output.language), output, context)
    }
    let worst =
      failures.last(where: \.request) ?? alertProblems.last(where: \.request) ?? failures.last
    if let worst { return worst.failure.status }
    if output.rainWithinMinutes != nil, !rainExpected { return .noRain }
    return alertInForce ? .alertInForce : .success
  }

  /// The share of a batch's time budget that its place searches may use.
  static let searchShare = 0.75

  /// The batch's places: its coordinates, and its names as the place search finds them, in
  /// line order; and the lines whose name was not found or could not be looked up.
  private static func lookUpNames(
    _ places: PlaceList, _ settings: ServiceSettings, _ output: OutputSettings,
    _ context: CommandContext
  ) async -> (entries: [PlaceList.Entry], failures: [(line: Int, failure: Failure, request: Bool)])
  {
    guard !places.names.isEmpty else { return (places.entries, []) }
    // Searches go one at a time (Open-Meteo's rule), so many new names could use the whole
    // budget: they may use three quarters of it, and the forecasts have the rest.
    var searching = context
    if let policy = context.http.retryPolicy {
      searching.http.retryPolicy?.deadline = context.now().addingTimeInterval(
        max(0, policy.remaining) * Self.searchShare)
    }
    let lookup = Services(
      settings, searching, cache: Services.cache(settings, output, context)
    )
    .nameLookup()
    var entries = places.entries
    var failures: [(line: Int, failure: Failure, request: Bool)] = []
    for (line, result) in zip(places.names, await lookup.places(for: places.names)) {
      switch result {
      case .success(let entry): entries.append(entry)
      case .failure(let error):
        let failure = Failure(error, output: output)
        failures.append((line.number, failure.onLine(line.number), true))
      }
    }
    return (entries.sorted { $0.number < $1.number }, failures)
  }
}
