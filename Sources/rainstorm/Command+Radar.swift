import RainstormCore

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

extension Command {
  /// `--radar`: the place, then the newest measured radar frame around it, drawn as a map.
  /// With `--watch`, drawn again (in place on a terminal, after the last hour and the next)
  /// each time a new frame is due, asking at most once in 5 minutes whatever wakes it, until a
  /// signal or a closed output ends it; a failed refresh keeps the map and says so. The place
  /// and the first map share one `--timeout`; each later refresh has its own.
  static func radar(_ plan: RadarPlan, _ context: CommandContext) async -> ExitCode {
    let output = plan.output
    let cache = Services.cache(plan.services, output, context)
    let notes = LocationNotes(output, context)
    var watched = RadarWatch()
    var found: Location?
    let timeout = plan.services.timeout
    let failure = await withinTheBudget(context, timeout) { context async -> Failure? in
      let location: Location
      do throws(LocationServiceError) {
        location = try await Services(plan.services, context, cache: cache)
          .location(notes: notes).requestLocation()
      } catch {
        return Failure(error, output: output)
      }
      guard RadarSources.covers(latitude: location.latitude, longitude: location.longitude)
      else { return .noRadarCovers(location) }
      do throws(ServiceError) {
        try await watched.refresh(location, plan, context, cache: cache)
      } catch {
        return .noRadar(error, output)
      }
      found = location
      return nil
    }
    if let failure { return fail(failure, context) }
    guard let location = found else { return .success }
    for text in Notes.place(notes, output: output, forPeople: true) {
      Notes.write(text, output, context)
    }
    guard plan.watches else { return .success }
    context.watch.start(readsClicks: false, endsWithParent: false)
    var run = WatchedRadar(
      radar: watched, location: location, plan: plan, context: context, cache: cache)
    await WatchDriver.run(&run, output: output, context: context, refreshFirst: false)
    return .success
  }

  /// The map's options now: the terminal's size, its colours, the language and the clock.
  static func radarOptions(_ plan: RadarPlan, _ context: CommandContext) -> RadarView.Options {
    let ascii = !plan.output.localeIsUTF8
    return RadarView.Options(
      columns: min(max(outputWidth(context) ?? 80, 20), 240), rows: radarRows(context),
      colors: radarColors(plan.output, context), ascii: ascii,
      formatter: ValueFormatter(units: plan.units, ascii: ascii, language: plan.output.language),
      now: context.now())
  }

  /// The map's rows: the terminal's height (or `LINES`) less 6 for the lines around the map
  /// and the prompt, 8 to 120; 20 when neither is known (a pipe, a file).
  static func radarRows(_ context: CommandContext) -> Int {
    guard
      let height = TerminalSize.chosenHeight(
        terminal: context.terminalHeight, environment: context.environment)
    else { return 20 }
    return min(max(height - 6, 8), 120)
  }

  /// How long each frame of the last and next hour stays on a terminal.
  static let radarFrameSeconds = 0.4

  /// The colours the radar map is drawn in: none unless the human format has colour, then
  /// 24-bit where the terminal says so (`COLORTERM`), 256 where its name does, else 16.
  static func radarColors(_ output: OutputSettings, _ context: CommandContext)
    -> RadarMap.Colors
  {
    guard output.usesColor(context) else { return .none }
    let term = context.environment["TERM"]
    let colorTerm = context.environment["COLORTERM"]?.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if let term, term.hasSuffix("256color") { return .palette256 }
    return .ansi16
  }
}

/// `--radar --watch` for `WatchDriver`: the map drawn again each time a new frame is due, each
/// refresh with a `--timeout` of its own; a failed one keeps the map and says why.
private struct WatchedRadar: WatchedRun {
  var radar: RadarWatch
  let location: Location
  let plan: RadarPlan
  let context: CommandContext
  let cache: Cache?

  mutating func wake(refresh: Bool, asked: Bool) async {
    guard refresh || context.now() >= radar.nextAsk else { return }
    let (location, plan, cache, output) = (location, plan, cache, plan.output)
    var radar = self.radar
    await Command.withinTheBudget(context, plan.services.timeout) { context in
      do throws(ServiceError) {
        try await radar.refresh(location, plan, context, cache: cache)
      } catch {
        // The map stays on the screen; the note says why it is not newer.
        Notes.write(Failure.noRadar(error, output).message, output, context)
      }
    }
    self.radar = radar
  }

  func nextWake(after now: Date) -> Date { radar.nextAsk }

  /// A click or SIGUSR1 draws again what it holds: `RadarWatch` asks only when a new frame
  /// is due, whatever wakes it.
  func mayAsk(at now: Date) -> Bool { true }

  /// The place was given or found once for the map: it stays.
  mutating func moved() {}
}

/// What `--radar` holds between refreshes: the last answer and when to ask again, how many
/// frames it wrote, and the lines of the last, which the next one on a terminal is drawn over.
struct RadarWatch {
  private(set) var nextAsk = Date(timeIntervalSince1970: 0)
  private var held: RadarAnswer?
  private var shownLines = 0

  /// Asks for the radar when it is due (5 minutes after the last time, whatever asks sooner)
  /// and draws the newest measured frame of what it holds.
  ///
  /// - Throws: `ServiceError` when the answer cannot be had or drawn.
  mutating func refresh(
    _ location: Location, _ plan: RadarPlan, _ context: CommandContext, cache: Cache?
  ) async throws(ServiceError) {
    let options = Command.radarOptions(plan, context)
    if held == nil || context.now() >= nextAsk {
      nextAsk = context.now().addingTimeInterval(BrightSkyRadarService.lifetime)
      held = try await Services(plan.services, context, cache: cache).radars()
        .answer(
          latitude: location.latitude, longitude: location.longitude,
          metres: RadarView.reach(location, options))
    }
    guard let held else { return }
    try await draw(held, location: location, options: options, context: context)
  }

  /// Writes the newest measured frame of `radar`; on a terminal first the last hour's and the
  /// next hour's frames, each over the one before, 0.4 s apart. Piped, that frame alone, with no
  /// cursor movement.
  ///
  /// - Throws: `ServiceError` when the answer has no measured frame or one cannot be unpacked
  ///   (then nothing is written).
  private mutating func draw(
    _ radar: RadarAnswer, location: Location, options: RadarView.Options, context: CommandContext
  ) async throws(ServiceError) {
    guard let frame = RadarView.frame(radar, now: options.now) else {
      throw .unreadable(host: radar.host, detail: "no measured frame")
    }
    let terminal = context.stdoutIsTerminal
    // Every frame is drawn before the first is written: the time played (0.4 s a frame, 10 s
    // for two hours) is not work, and a frame that cannot be unpacked writes nothing.
    var texts: [String] = []
    // A radar of one frame (the US composite) has nothing to play.
    let played = terminal ? RadarView.frames(radar, now: options.now) : []
    for each in (played.count > 1 ? played : []) + [frame] {
      texts.append(try RadarView.render(radar, frame: each, location: location, options: options))
    }
    for (index, text) in texts.enumerated() {
      // Back to the first line of the frame before, cleared to the end of the screen.
      let back = terminal && shownLines > 0 ? "\u{1B}[\(shownLines)F\u{1B}[J" : ""
      context.writeOutput(back + text)
      shownLines = text.count { $0 == "\n" }
      if index < texts.count - 1 { await context.sleep(Command.radarFrameSeconds) }
    }
  }
}
