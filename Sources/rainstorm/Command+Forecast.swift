import RainstormCore

extension Command {

  static func forecast(_ configuration: Configuration, _ context: CommandContext) async
    -> ExitCode
  {
    let started = context.now()
    // Today on the UTC calendar: the place's own date is not known before it is found, and
    // decides only which 30 years the normals average.
    let today = LocalDate(utcDayOf: started)
    // Read when the command line was; whether the days are past and in reach needs the clock.
    let pastDates = configuration.pastDates
    if let pastDates {
      do {
        _ = try pastDates.range(today: today, latest: PastDates.latest(started))
      } catch {
        return failForecast(
          Failure(UsageError(message: "--date \(error.reason)")), configuration, context)
      }
    }
    let services = Services(configuration, context)
    let locationNotes = LocationNotes(configuration, context)
    let locationService = services.location(notes: locationNotes)
    let pastService = pastDates.map { services.past($0, asOf: started) }
    let viewModel = services.viewModel(locationService, past: pastService, today: today)

    switch await viewModel.report() {
    case .success(let report):
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
        location: locationNotes, now: context.now())
      for text in notes { Notes.write(text, configuration, context) }
      if alert == .yes { return .alertInForce }
      return rain == .no ? .noRain : .success
    case .failure(let error):
      return failForecast(Failure(error, configuration: configuration), configuration, context)
    }
  }

  /// Fails a forecast that printed nothing. In a bar format, the bar's placeholder goes to
  /// standard output instead (valid JSON for Waybar and i3bar) with the reason in its tooltip,
  /// and the run succeeds: Waybar hides, i3blocks blanks and SwiftBar and xbar discard the
  /// output of a command that fails, so only a status of 0 lets the user see why. A usage error
  /// on the command line still fails (one in the settings never gets here: `Command.perform`
  /// shows it in the bar).
  private static func failForecast(
    _ failure: Failure, _ configuration: Configuration, _ context: CommandContext
  ) -> ExitCode {
    guard case .bar(let bar) = configuration.format, !failure.isUsageError else {
      return fail(failure, context)
    }
    let color = configuration.usesColor(
      stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"])
    context.writeOutput(unavailable(failure, bar, configuration, color: color, streaming: false))
    _ = fail(failure, context)
    return .success
  }
}
