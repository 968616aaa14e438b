import RainstormCore
import Synchronization

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `rainstorm` command: arguments in, text and an exit status out.
enum Command {
  /// Runs one invocation against `context` and returns its exit status: the action's, or 74
  /// when the answer could not be written.
  static func run(_ context: CommandContext) async -> ExitCode {
    let status = await perform(context)
    guard let code = context.outputError() else { return status }
    let failure = Failure.outputFailed(code)
    if !failure.message.isEmpty { context.writeError("rainstorm: \(failure.message)\n") }
    return failure.status
  }

  private static func perform(_ context: CommandContext) async -> ExitCode {
    var context = context
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(
        arguments: context.arguments, environment: context.environment,
        readFile: context.readFile)
    } catch {
      return fail(Failure(error), context)
    }
    if configuration.contact != nil {
      context.http = context.http.identifying(as: configuration.userAgent)
    }

    switch configuration.action {
    case .help:
      context.writeOutput(HelpText.text)
      return .success
    case .version:
      context.writeOutput("rainstorm \(Rainstorm.version)\n")
      return .success
    case .printConfig:
      context.writeOutput(configuration.settingsText)
      return .success
    case .completionScript(let shell):
      context.writeOutput(CompletionScript.text(for: shell))
      return .success
    case .manPage:
      context.writeOutput(ManPage.text)
      return .success
    case .search(let query):
      return await withinTheBudget(context, configuration) { context in
        await search(query, configuration, context)
      }
    case .batch:
      return await batch(configuration, context)
    case .forecast:
      return await withinTheBudget(context, configuration) { context in
        await forecast(configuration, context)
      }
    }
  }

  /// What `work` returns with the time budget starting now: `--timeout` is the budget for
  /// every request and retry that follow, and for reading their answers (`WorkDeadline`), and
  /// for nothing before (such as waiting for input).
  static func withinTheBudget(
    _ context: CommandContext, _ configuration: Configuration,
    _ work: (CommandContext) async -> ExitCode
  ) async -> ExitCode {
    var context = context
    let deadline = context.now().addingTimeInterval(configuration.timeout)
    context.http.retryPolicy = RetryPolicy(
      deadline: deadline, now: context.now, sleep: context.sleep, random: context.random)
    return await WorkDeadline.$current.withValue(WorkDeadline(end: deadline, now: context.now)) {
      await work(context)
    }
  }

  private static func forecast(_ configuration: Configuration, _ context: CommandContext) async
    -> ExitCode
  {
    let note = Mutex<String?>(nil)
    let keptPlace = Mutex<String?>(nil)
    // Said over the forecast when a kept place stood in for a lookup that failed.
    let onKeptPlace = { @Sendable (error: LocationServiceError, storedAt: Date) in
      let text = Notes.keptPlace(
        error, age: context.now().timeIntervalSince(storedAt), configuration: configuration)
      keptPlace.withLock { $0 = text }
    }
    let started = context.now()
    // Today on the UTC calendar: the place's own date is not known before it is found, and
    // decides only which 30 years the normals average.
    let today = LocalDate(
      daysSinceEpoch: Int((started.timeIntervalSince1970 / 86_400).rounded(.down)))
    var pastDates: PastDates?
    if let text = configuration.pastDates {
      do {
        let dates = try PastDates.parse(text)
        _ = try dates.range(today: today, latest: PastDates.latest(started))
        pastDates = dates
      } catch {
        return failForecast(
          Failure(UsageError(message: "--date \(error.reason)")), configuration, context)
      }
    }
    let services = Services(configuration, context, cache: Services.cache(configuration, context))
    let locationService = services.location(
      onOtherMatches: { best, others in
        let text = GeocodingLocationService.otherMatchesNote(best: best, others: others)
        note.withLock { $0 = text }
      },
      onKeptAnswer: onKeptPlace)
    let outcome = Outcome()
    let pastService = pastDates.map { services.past($0, asOf: started) }
    // The past has no warnings, air quality or normals.
    let now = pastDates == nil
    let viewModel = RootViewModel(
      locationService: locationService,
      weatherService: pastService ?? services.comparingWeather(),
      alertService: now ? services.alerts() : nil,
      airQualityService: now ? services.airQuality() : nil,
      airQualityIndex: configuration.airIndex.index,
      normalsService: now ? services.normals(today: today) : nil,
      options: configuration.forecastOptions,
      onResult: { outcome.record($0) }
    )
    await viewModel.refresh()

    switch outcome.result {
    case .success(let report)?:
      var options = renderOptions(configuration, context)
      options.allNormals = configuration.normals == .all
      if let pastRange = try? pastService?.range(for: report.location) {
        options.days = pastRange.count
        options.hours = 0
        options.rainMinutes = 0
        options.pastDates = pastRange
      }
      let rain = ExitPolicy.rain(report, configuration, options)
      if case .unknown(let failure)? = rain { return failForecast(failure, configuration, context) }
      context.writeOutput(render(report, configuration, options))
      let alert = ExitPolicy.alert(report, configuration, options)
      if case .unknown(let failure)? = alert { return fail(failure, context) }
      let notes = Notes.forecast(
        report, configuration: configuration, options: options,
        keptPlace: keptPlace.withLock { $0 }, otherMatches: note.withLock { $0 },
        now: context.now())
      for text in notes { Notes.write(text, configuration, context) }
      if alert == .yes { return .alertInForce }
      return rain == .no ? .noRain : .success
    case .failure(let error)?:
      return failForecast(Failure(error, configuration: configuration), configuration, context)
    case nil:
      return failForecast(.neverReported, configuration, context)
    }
  }

  /// Fails a forecast that printed nothing. In a bar format, the bar's placeholder goes to
  /// standard output instead (valid JSON for Waybar and i3bar) with the reason in its tooltip,
  /// and the run succeeds: Waybar hides, i3blocks blanks and SwiftBar and xbar discard the
  /// output of a command that fails, so only a status of 0 lets the user see why. A usage or
  /// configuration error still fails, so that a mistake shows while the bar is being set up.
  private static func failForecast(
    _ failure: Failure, _ configuration: Configuration, _ context: CommandContext
  ) -> ExitCode {
    guard case .bar(let bar) = configuration.format, !failure.isUsageError else {
      return fail(failure, context)
    }
    let color = configuration.usesColor(
      stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"])
    context.writeOutput(
      BarRenderer.render(.unavailable(reason: failure.message), as: bar, color: color))
    _ = fail(failure, context)
    return .success
  }

  /// `--search NAME`: the matching places, best first.
  private static func search(
    _ query: PlaceQuery, _ configuration: Configuration, _ context: CommandContext
  ) async -> ExitCode {
    let service = Services(configuration, context, cache: Services.cache(configuration, context))
      .search(query)
    do {
      let places = try await service.search()
      let output: String
      switch configuration.format {
      case .json: output = PlaceListRenderer.json(places, query: query)
      case .tsv: output = PlaceListRenderer.tsv(places)
      case .human, .template, .bar, .wttr:
        output = PlaceListRenderer.human(
          places,
          color: configuration.usesColor(
            stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"]),
          ascii: !configuration.localeIsUTF8, width: outputWidth(context))
      }
      context.writeOutput(output)
      return .success
    } catch {
      return fail(Failure(.failedToRequestLocation(error), configuration: configuration), context)
    }
  }
}

extension Command {
  /// `--stdin`: one answer per readable line, in input order; bad lines and failed places on
  /// standard error as `line N: reason`.
  fileprivate static func batch(_ configuration: Configuration, _ context: CommandContext) async
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
    return await withinTheBudget(context, configuration) { context in
      await batch(places, configuration, context)
    }
  }

  /// The forecasts for `places`, read from standard input.
  private static func batch(
    _ places: PlaceList, _ configuration: Configuration, _ context: CommandContext
  ) async -> ExitCode {
    // Names are looked up first (kept as searches are), within the same budget.
    let (entries, lookupFailures) = await lookUpNames(places, configuration, context)
    let locations = entries.map(\.location)
    // A batch keeps no forecasts, warnings or air quality: each run asks again.
    let services = Services(configuration, context, cache: nil)
    let forecaster = BatchForecaster(
      service: services.weather(), options: configuration.batchForecastOptions)
    // Warnings are asked at the same time as the forecasts, within the same budget.
    let warnings = services.alerts()
    async let alertReports = warnings?.alerts(for: locations)
    let chosenIndex = configuration.airIndex.index
    async let airReports = services.airQuality()?.airQualities(
      for: locations, days: configuration.days,
      index: { AirQualityIndex.forPlace($0, chosen: chosenIndex) })
    let answers = await forecaster.answers(for: entries)
    let alerts = await alertReports
    let air = await airReports

    let options = renderOptions(configuration, context)
    var output = configuration.format == .tsv ? TSVRenderer.placeHeader(options) : ""
    // --rain-within: whether any place expects rain, and the lines that cannot tell.
    var rainExpected = false
    var rainUnknown: [(line: Int, failure: Failure)] = []
    // --fail-on-alert: whether any place has a warning at that level, and the lines that
    // cannot tell; without it, people are told which places' warnings were not checked.
    var alertInForce = false
    var alertProblems: [(line: Int, failure: Failure, request: Bool)] = []
    var alertNotes: [(line: Int, message: String)] = []
    for (index, answer) in answers.enumerated() {
      guard case .success(let forecast) = answer.result else { continue }
      let line = answer.entry.number
      let report = WeatherReport(
        location: answer.entry.location, forecast: forecast, fetchedAt: options.now,
        alerts: alerts.map { index < $0.count ? $0[index] : AlertReport(status: .unsupported) },
        airQuality: air.flatMap { index < $0.count ? $0[index] : nil })
      switch ExitPolicy.alert(report, configuration, options) {
      case .yes?: alertInForce = true
      case .no?: break
      case .unknown(let failure)?: alertProblems.append((line, failure.onLine(line), true))
      case nil:
        if configuration.format == .human,
          let note = Notes.alerts(report.alerts, configuration: configuration)
        {
          alertNotes.append((line, "line \(line): \(note)"))
        }
      }
      switch ExitPolicy.rain(report, configuration, options) {
      case .yes?: rainExpected = true
      case .no?, nil: break
      case .unknown(let failure)?:
        rainUnknown.append((line, failure.onLine(line)))
        continue
      }
      if rainLineOnly(configuration) {
        output += rainLine(report, options, named: true)
        continue
      }
      switch configuration.format {
      case .tsv: output += TSVRenderer.placeRow(report, options: options)
      case .human:
        if !output.isEmpty { output += "\n" }
        output += render(report, configuration, options)
      case .json, .template, .wttr, .bar:
        output += render(report, configuration, options, compactJSON: true)
      }
    }
    context.writeOutput(output)

    // Every problem is reported in line order; the exit status is a failed request's, else
    // a bad line's.
    let failures =
      places.badLines.map { (line: $0.number, failure: Failure.badLine($0), request: false) }
      + lookupFailures
      + BatchForecaster.failedRuns(answers).map {
        (
          line: $0.first, failure: Failure.failedRun($0, configuration: configuration),
          request: true
        )
      }
      + rainUnknown.map { (line: $0.line, failure: $0.failure, request: true) }
    let messages =
      (failures + alertProblems).map { (line: $0.line, message: $0.failure.message) }
      + (configuration.quiet ? [] : alertNotes)
    for message in messages.sorted(by: { $0.line < $1.line }) {
      context.writeError("rainstorm: \(message.message)\n")
    }
    // Once for the batch, however many of its answers said so.
    let deprecated = answers.compactMap { try? $0.result.get() }.first(where: \.deprecated)
    if let deprecated {
      Notes.write(Notes.deprecation(deprecated.provider), configuration, context)
    }
    let worst =
      failures.last(where: \.request) ?? alertProblems.last(where: \.request) ?? failures.last
    if let worst { return worst.failure.status }
    if configuration.rainWithinMinutes != nil, !rainExpected { return .noRain }
    return alertInForce ? .alertInForce : .success
  }

  /// The batch's places: its coordinates, and its names as the place search finds them, in
  /// line order; and the lines whose name was not found or could not be looked up.
  fileprivate static func lookUpNames(
    _ places: PlaceList, _ configuration: Configuration, _ context: CommandContext
  ) async -> (entries: [PlaceList.Entry], failures: [(line: Int, failure: Failure, request: Bool)])
  {
    guard !places.names.isEmpty else { return (places.entries, []) }
    let lookup = Services(configuration, context, cache: Services.cache(configuration, context))
      .nameLookup()
    var entries = places.entries
    var failures: [(line: Int, failure: Failure, request: Bool)] = []
    for (line, result) in zip(places.names, await lookup.places(for: places.names)) {
      switch result {
      case .success(let entry): entries.append(entry)
      case .failure(let error):
        let failure = Failure(.failedToRequestLocation(error), configuration: configuration)
        failures.append((line.number, failure.onLine(line.number), true))
      }
    }
    return (entries.sorted { $0.number < $1.number }, failures)
  }

  /// Writes the failure's one line to standard error and returns its exit status.
  static func fail(_ failure: Failure, _ context: CommandContext) -> ExitCode {
    context.writeError("rainstorm: \(failure.message)\n")
    return failure.status
  }

  /// The width the human output fits (`TerminalWidth.chosen`), or nil for no limit.
  static func outputWidth(_ context: CommandContext) -> Int? {
    TerminalWidth.chosen(terminal: context.terminalWidth, environment: context.environment)
  }

  /// How to render, decided once per invocation: one clock reading for every place. Only the
  /// human format is given the terminal's width: the others are read by programs.
  static func renderOptions(_ configuration: Configuration, _ context: CommandContext)
    -> RenderOptions
  {
    RenderOptions(
      color: configuration.usesColor(
        stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"]),
      icons: configuration.icons,
      localeIsUTF8: configuration.localeIsUTF8,
      hours: configuration.shownHours,
      days: configuration.days,
      rainMinutes: configuration.rainMinutes,
      showsModels: configuration.showsModels,
      fullAlerts: configuration.alerts == .full,
      alertsOnly: configuration.alerts == .list,
      width: configuration.format == .human ? outputWidth(context) : nil,
      now: context.now()
    )
  }

  /// Whether only the rain line is written: `--rain-within` with no format chosen.
  static func rainLineOnly(_ configuration: Configuration) -> Bool {
    configuration.printsRainLineOnly
  }

  /// The rain sentence, wrapped to the terminal's width; `named` puts the place first (for
  /// `--stdin`), and indents what follows a wrapped place's first line.
  static func rainLine(_ report: WeatherReport, _ options: RenderOptions, named: Bool) -> String {
    let formatter = ValueFormatter(units: report.forecast.units, ascii: options.asciiText)
    var sentence = RainText.sentence(
      RainText.outlook(report, options: options), formatter: formatter)
    if named {
      let place =
        report.location.name.map { options.localeIsUTF8 ? $0 : $0.asciiFolded }
        ?? report.location.coordinateText(ascii: options.asciiText)
      sentence = "\(place.sanitizedForTerminal()): \(sentence)"
    }
    return sentence.wrapped(toDisplayWidth: options.width, hangingIndent: named ? 2 : 0)
      .map { $0 + "\n" }.joined()
  }

  /// The report as the configuration asks: the rain line alone, or the format.
  static func render(
    _ report: WeatherReport, _ configuration: Configuration, _ options: RenderOptions,
    compactJSON: Bool = false
  ) -> String {
    if rainLineOnly(configuration) { return rainLine(report, options, named: false) }
    return render(report, configuration.format, options, compactJSON: compactJSON)
  }

  /// The report in `format`; for people and bars in a locale that is not UTF-8, with the
  /// servers' texts folded to ASCII as the rest of the text is.
  static func render(
    _ report: WeatherReport, _ format: Configuration.OutputFormat, _ options: RenderOptions,
    compactJSON: Bool = false
  ) -> String {
    var report = report
    if !options.localeIsUTF8, format != .json, format != .tsv { report = report.foldedToASCII() }
    switch format {
    case .human: return HumanRenderer.render(report, options: options)
    case .json: return JSONRenderer.render(report, options: options, compact: compactJSON)
    case .tsv: return TSVRenderer.render(report, options: options)
    case .template(let template): return template.render(report, options: options)
    case .wttr(let wttr): return wttr.render(report, options: options)
    case .bar(let bar):
      return BarRenderer.render(BarSummary(report, options: options), as: bar, color: options.color)
    }
  }
}

/// Keeps the one result a refresh reports.
private final class Outcome: Sendable {
  private let storage = Mutex<Result<WeatherReport, RootViewModelError>?>(nil)

  func record(_ result: Result<WeatherReport, RootViewModelError>) {
    storage.withLock { $0 = result }
  }

  var result: Result<WeatherReport, RootViewModelError>? {
    storage.withLock { $0 }
  }
}
