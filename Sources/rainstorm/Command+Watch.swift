import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

extension Command {
  /// Seconds an IP-looked-up place is kept by `--watch` before it is looked up again (sooner
  /// when the network changes or the machine wakes).
  static let watchedPlaceLifetime = 6 * 3600.0

  /// Why a refresh failed, as the service's error where a service failed; nil where none did
  /// (no place of that name, IP lookup not allowed), which was once given as every provider
  /// failing with no reason (issue 57). The place is known after the first answer, so only an
  /// IP lookup again can fail without one.
  static func cause(of error: RootViewModelError) -> ServiceError? {
    switch error {
    case .noWeatherDataAvailable(let cause), .failedToRequestLocation(.requestFailed(let cause)):
      cause
    case .failedToRequestLocation(.lookupsFailed(let causes)): .providersFailed(causes)
    case .notAuthorizedToRequestLocation, .failedToRequestLocation(.notAuthorized),
      .failedToRequestLocation(.notFound):
      nil
    }
  }

  /// `--watch`: writes the answer, then again whenever it changes, until a signal or a closed
  /// output ends it. The services are asked on `RefreshSchedule`'s times (their caches still
  /// decide whether a request is made); in between, the answer is rendered again each minute,
  /// since its text changes with time alone ("in 25 min", "2 h ago"), and written only when it
  /// changed. Failures never end the loop: the last answer stays, marked stale.
  ///
  /// - Returns: nil when it ended (with 0), or the status of a failure that no refresh can
  ///   mend, at once: IP lookup turned off and no place.
  static func watch(_ plan: WatchPlan, _ context: CommandContext) async -> ExitCode? {
    if plan.services.place == nil, !plan.services.ipLookupAllowed {
      return fail(.noPlace(plan.output), context)
    }
    // A bar's reader: when the script that started rainstorm for it is gone, so is the bar.
    let isBar = if case .bar = plan.output.format { true } else { false }
    context.watch.start(readsClicks: plan.output.format == .bar(.i3bar), endsWithParent: isBar)
    var state = WatchLoop(plan, context)
    if !state.stream.header.isEmpty { context.writeOutput(state.stream.header) }
    await WatchDriver.run(&state, output: plan.output, context: context, refreshFirst: true)
    return nil
  }

  /// When the text of `report` may next change with time alone, so that it is rendered again
  /// then and not before: each minute while it counts down (rain in the outlook: "in 25
  /// min") or shows its age (stale: "12 min ago"); else at the next quarter hour (the
  /// 15-minute forecast's step, every hour and day, in every zone, whose offsets are whole
  /// quarter hours) or when a warning begins or ends, if sooner.
  static func nextChange(after now: Date, report: WeatherReport?, outlook: RainOutlook?) -> Date {
    guard let report else { return next(900, after: now) }
    if report.staleBecause != nil || outlook?.spell != nil { return next(60, after: now) }
    var soonest = next(900, after: now)
    for alert in report.alerts?.alerts ?? [] {
      for time in [alert.onset, alert.expires].compactMap({ $0 }) where time > now {
        soonest = min(soonest, time.addingTimeInterval(0.5))
      }
    }
    return soonest
  }

  /// The start of the next period of `seconds` after `now` (a minute, a quarter hour), and
  /// a moment.
  static func next(_ seconds: Double, after now: Date) -> Date {
    let time = now.timeIntervalSince1970
    return Date(timeIntervalSince1970: (time / seconds).rounded(.down) * seconds + seconds + 0.5)
  }
}

/// What `--watch` keeps from one wake-up to the next.
private struct WatchLoop: WatchedRun {
  let plan: WatchPlan
  let context: CommandContext
  var stream: WatchStream
  let cache: Cache?
  var schedule: RefreshSchedule
  var watch: WeatherWatch
  var report: WeatherReport?
  var failure: Failure?
  var nextRefresh: Date
  /// The place found, and when it was found.
  var place: (location: Location, at: Date)?
  /// The last note written, so that a failure repeated is not written again.
  var lastNote: String?
  /// When the last refresh that may have asked the services began.
  var lastRefresh: Date?
  /// Whether the IP-found place is looked up again past its cache.
  var relocating = false
  /// The rain outlook last shown.
  var outlook: RainOutlook?

  init(_ plan: WatchPlan, _ context: CommandContext) {
    self.plan = plan
    self.context = context
    stream = WatchStream(plan.output.format)
    cache = Services.cache(plan.services, plan.output, context)
    schedule = RefreshSchedule(lifetime: Double(plan.refreshMinutes * 60))
    watch = WeatherWatch(
      leadMinutes: plan.watch.leadMinutes,
      level: plan.watch.level)
    nextRefresh = context.now()
  }

  /// Whether the place comes from the IP address, and so may move with the network.
  private var placeFromIP: Bool { plan.services.place == nil }

  /// Asks when the refresh is due (or now), then shows the answer if it changed.
  mutating func wake(refresh: Bool, asked: Bool) async {
    if refresh || context.now() >= nextRefresh { await self.refresh(asked: asked) }
    show()
  }

  /// The next refresh, or sooner the next change of the text with time alone.
  func nextWake(after now: Date) -> Date {
    min(nextRefresh, nextChange(after: now))
  }

  /// A machine that slept, or a new network, may be somewhere else: the place from the IP
  /// address is looked up again, now or, to keep to one refresh in 5 minutes, 5 minutes after
  /// the last.
  mutating func moved() {
    forgetIPPlace()
    nextRefresh = min(nextRefresh, earliestRefresh)
  }

  /// Forgets the place found from the IP address, so that it is looked up again, past the
  /// cache (a new network or a wake-up may have moved it).
  mutating func forgetIPPlace() {
    guard placeFromIP else { return }
    place = nil
    relocating = true
  }

  /// Whether a click or SIGUSR1 at `now` may ask the services: 5 minutes or more after the
  /// last refresh, and, while they fail, once the back-off's time has come.
  func mayAsk(at now: Date) -> Bool {
    let failing = failure != nil || report?.staleBecause != nil
    return now >= earliestRefresh && (!failing || now >= nextRefresh)
  }

  /// The soonest a refresh may come: 5 minutes after the last began.
  var earliestRefresh: Date {
    lastRefresh.map { $0.addingTimeInterval(RefreshSchedule.shortest) } ?? context.now()
  }

  /// Asks for the report and schedules the next time. The caches decide what is asked, unless
  /// the user `asked` (SIGUSR1, a click, which `mayAsk` lets through): then the services are
  /// asked even for answers still fresh.
  mutating func refresh(asked: Bool) async {
    let started = context.now()
    var cache = self.cache
    if asked { cache?.readsFresh = false }
    var placeCache = cache
    if relocating { placeCache?.readsFresh = false }
    relocating = false
    lastRefresh = started
    if let kept = place, placeFromIP,
      started.timeIntervalSince(kept.at) > Command.watchedPlaceLifetime
    {
      place = nil
    }
    let result = await Command.withinTheBudget(context, plan.services.timeout) { [self] context in
      await Self.fetch(
        plan, context, cache: cache, placeCache: placeCache, place: place?.location)
    }
    let now = context.now()
    switch result {
    case .report(let fresh):
      report = fresh
      failure = nil
      if place == nil { place = (fresh.location, now) }
      // A kept forecast standing in means the services failed: back off as for a failure.
      nextRefresh =
        fresh.staleBecause == nil
        ? schedule.succeeded(now: now, fetchedAt: fresh.fetchedAt, random: context.random())
        : schedule.failed(now: now, random: context.random())
      note(
        fresh.staleBecause.map { "the forecast shown is a kept one: \($0.reason(plan.output))" })
    case .failure(let error, let cause):
      failure = error
      if report != nil, report?.staleBecause == nil, let cause { report?.staleBecause = cause }
      nextRefresh = schedule.failed(now: now, random: context.random())
      note(error.message)
    }
  }

  /// Writes a note once, until another replaces it.
  private mutating func note(_ text: String?) {
    defer { lastNote = text }
    guard let text, text != lastNote else { return }
    Notes.write(text, plan.output, context)
  }

  /// When the text shown may next change with time alone (`Command.nextChange`).
  func nextChange(after now: Date) -> Date {
    Command.nextChange(after: now, report: report, outlook: outlook)
  }

  /// Writes the answer when it changed, and tells what happened.
  mutating func show() {
    var options = Command.renderOptions(plan.output, context)
    options.allNormals = plan.output.allNormals
    let answer: String?
    if let report {
      answer = Command.render(report, plan.output.format, options, streaming: true)
    } else if case .bar(let bar) = plan.output.format, let failure {
      answer = Command.unavailable(
        failure, bar, plan.output, color: options.color, streaming: true)
    } else {
      answer = nil
    }
    if let answer, let framed = stream.framed(Self.fitted(answer, plan.output.format, context)) {
      context.writeOutput(framed)
      if let command = plan.watch.hooks[.change] {
        run(command, .change, variables: [(.text, answer)])
      }
    }
    guard let report else { return }
    outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    let formatter = options.formatter(report.forecast.units)
    for event in watch.events(report, outlook: outlook, now: options.now) {
      let message = event.message(report, outlook: outlook, now: options.now, formatter: formatter)
      if plan.watch.notifies {
        context.watch.notifier.send(topic: event.topic, title: message.title, body: message.body)
      }
      let hook = Self.hook(of: event)
      guard event.isNew, let command = plan.watch.hooks[hook] else { continue }
      run(
        command, hook,
        variables: Self.facts(of: event, report) + [(.message, message.body)])
    }
  }

  /// Runs a command with the event, the place (once there is one) and `variables`.
  private func run(_ command: String, _ hook: WatchHook, variables: [(HookVariable, String)]) {
    var common: [(HookVariable, String)] = [(.event, hook.rawValue)]
    if let location = report?.location {
      common += [
        (.place, location.name ?? location.coordinateText()),
        (.latitude, String(location.latitude)),
        (.longitude, String(location.longitude)),
      ]
    }
    context.watch.hooks.run(
      command, name: "--on-\(hook.rawValue)",
      variables: (common + variables).map { ($0.0.rawValue, Self.oneLine($0.1)) },
      timeout: plan.watch.hookTimeout)
  }

  /// A value for the environment: one line, no control characters.
  static func oneLine(_ text: String) -> String {
    text.sanitizedForTerminal().split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  static func hook(of event: WeatherWatch.Event) -> WatchHook {
    switch event {
    case .rain: .rain
    case .dry: .dry
    case .alert, .lifted: .alert
    }
  }

  /// What a command is told of an event, beside its message.
  static func facts(of event: WeatherWatch.Event, _ report: WeatherReport)
    -> [(HookVariable, String)]
  {
    let offset = report.forecast.utcOffsetSeconds
    switch event {
    case .rain(let spell, let minutes, _):
      let millimetres =
        report.forecast.units.precipitation.millimetres(spell.amount)
      return [
        (.rainStart, spell.start.iso8601(utcOffsetSeconds: offset)),
        (.rainMinutes, String(minutes)),
        (.rainMillimetres, millimetres.decimalString(maximumFractionDigits: 1)),
        (.rainKind, spell.kind.rawValue),
        (.rainIntensity, spell.intensity.rawValue),
      ]
    case .dry: return []
    case .alert(let alert, _), .lifted(let alert):
      var facts: [(HookVariable, String)] = [
        (.alertEvent, alert.event), (.alertLevel, alert.severity.name),
        (.alertState, { if case .lifted = event { "lifted" } else { "new" } }()),
        (.alertIssuer, alert.issuer),
      ]
      if let expires = alert.expires {
        let local = LocalDateTime(
          secondsSinceEpoch: expires.timeIntervalSince1970, utcOffsetSeconds: offset)
        facts.append((.alertExpires, local.iso8601(utcOffsetSeconds: offset)))
      }
      return facts
    }
  }

  /// A line or template answer cut to the terminal's width when it is written to one: a
  /// status line that the terminal wrapped would break mid-word and scroll. Commands still
  /// get the whole text.
  static func fitted(
    _ answer: String, _ format: Configuration.OutputFormat, _ context: CommandContext
  ) -> String {
    guard context.stdoutIsTerminal, let width = context.terminalWidth else { return answer }
    switch format {
    case .template, .wttr:
      return answer.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).truncated(toDisplayWidth: width) }
        .joined(separator: "\n")
    case .human, .json, .tsv, .bar:
      return answer
    }
  }

  /// One refresh: the place (the one found before, when kept), then the report.
  static func fetch(
    _ plan: WatchPlan, _ context: CommandContext, cache: Cache?, placeCache: Cache?,
    place: Location?
  ) async -> Refreshed {
    let settings = plan.services
    let services = Services(settings, context, cache: cache)
    let locationService: any LocationService =
      place.map { FixedLocationService(location: $0) }
      ?? Services(settings, context, cache: placeCache).location()
    let viewModel = services.viewModel(
      locationService, past: nil, today: LocalDate(utcDayOf: context.now()))
    switch await viewModel.report() {
    case .success(let report): return .report(report)
    case .failure(let error):
      return .failure(Failure(error, output: plan.output), cause: Command.cause(of: error))
    }
  }

  /// What one refresh gave.
  enum Refreshed: Sendable {
    case report(WeatherReport)
    /// The failure as a message and status, and, where a service failed, the reason the
    /// answer kept is stale.
    case failure(Failure, cause: ServiceError?)
  }
}
