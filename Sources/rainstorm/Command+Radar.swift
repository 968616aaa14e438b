import RainstormCore

extension Command {
  /// `--radar`: the place, then the newest measured radar frame around it, drawn as a map.
  static func radar(_ configuration: Configuration, _ context: CommandContext) async -> ExitCode {
    let services = Services(configuration, context, cache: Services.cache(configuration, context))
    let notes = LocationNotes(configuration, context)
    let location: Location
    do {
      location = try await services.location(notes: notes).requestLocation()
    } catch {
      return fail(Failure(error, configuration: configuration), context)
    }
    guard BrightSkyRadarService.covers(latitude: location.latitude, longitude: location.longitude)
    else { return fail(.noRadarCovers(location), context) }
    let ascii = !configuration.localeIsUTF8
    let options = RadarView.Options(
      columns: min(max(outputWidth(context) ?? 80, 20), 240), rows: radarRows(context),
      colors: radarColors(configuration, context), ascii: ascii,
      formatter: ValueFormatter(
        units: configuration.units, ascii: ascii, language: configuration.language),
      now: context.now())
    let service = services.radar()
    do {
      let radar = try await service.radar(
        latitude: location.latitude, longitude: location.longitude,
        distance: RadarView.reach(location, options))
      let host = configuration.radarBaseURL.host
      guard let frame = RadarView.frame(radar, now: options.now) else {
        return fail(
          .noRadar(.unreadable(host: host, detail: "no measured frame"), configuration), context)
      }
      // On a terminal the last hour and the next are played in place, ending on the newest
      // measured frame; elsewhere that frame alone, with no cursor movement.
      let played = context.stdoutIsTerminal ? RadarView.frames(radar, now: options.now) : []
      var shownLines = 0
      let shown = played + [frame]
      for (index, each) in shown.enumerated() {
        let text = try RadarView.render(
          radar, frame: each, location: location, host: host, options: options)
        // Back to the first line of the frame before, cleared to the end of the screen.
        let back = shownLines > 0 ? "\u{1B}[\(shownLines)F\u{1B}[J" : ""
        context.writeOutput(back + text)
        shownLines = text.count { $0 == "\n" }
        if index < shown.count - 1 { await context.sleep(Self.radarFrameSeconds) }
      }
    } catch {
      return fail(.noRadar(error, configuration), context)
    }
    for text in Notes.place(notes, configuration: configuration, forPeople: true) {
      Notes.write(text, configuration, context)
    }
    return .success
  }

  /// The map's rows: the terminal's height (or `LINES`) less 6 for the lines around the map
  /// and the prompt, 8 to 120; 20 when neither is known (a pipe, a file).
  static func radarRows(_ context: CommandContext) -> Int {
    guard
      let height = TerminalWidth.chosenHeight(
        terminal: context.terminalHeight, environment: context.environment)
    else { return 20 }
    return min(max(height - 6, 8), 120)
  }

  /// How long each frame of the last and next hour stays on a terminal.
  static let radarFrameSeconds = 0.4

  /// The colours the radar map is drawn in: none unless the human format has colour, then
  /// 24-bit where the terminal says so (`COLORTERM`), 256 where its name does, else 16.
  static func radarColors(_ configuration: Configuration, _ context: CommandContext)
    -> RadarMap.Colors
  {
    let term = context.environment["TERM"]
    guard configuration.usesColor(stdoutIsTerminal: context.stdoutIsTerminal, term: term) else {
      return .none
    }
    let colorTerm = context.environment["COLORTERM"]?.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if let term, term.hasSuffix("256color") { return .palette256 }
    return .ansi16
  }
}
