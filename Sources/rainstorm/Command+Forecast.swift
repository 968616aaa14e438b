import RainstormCore

extension Command {

  static func forecast(_ plan: ForecastPlan, _ context: CommandContext) async -> ExitCode {
    let output = plan.output
    let started = context.now()
    // Today on the UTC calendar: the place's own date is not known before it is found, and
    // decides only which 30 years the normals average.
    let today = LocalDate(utcDayOf: started)
    // Read when the command line was; whether the days are past and in reach needs the clock.
    let pastDates = plan.past
    if let pastDates {
      do {
        _ = try pastDates.range(today: today, latest: PastDates.latest(started))
      } catch {
        return failForecast(Failure(UsageError(message: "--date \(error.reason)")), output, context)
      }
    }
    let services = Services(plan.services, output, context)
    let locationNotes = LocationNotes(output, context)
    let locationService = services.location(notes: locationNotes)
    let pastService = pastDates.map { services.past($0, asOf: started) }
    let viewModel = services.viewModel(locationService, past: pastService, today: today)

    switch await viewModel.report() {
    case .success(let report):
      var options = renderOptions(output, context)
      options.allNormals = output.allNormals
      if let pastRange = try? pastService?.range(for: report.location) {
        options.days = pastRange.count
        options.hours = 0
        options.rainMinutes = 0
        options.pastDates = pastRange
      }
      let rain = ExitPolicy.rain(report, output, options)
      if case .unknown(let failure)? = rain { return failForecast(failure, output, context) }
      context.writeOutput(render(report, output, options))
      let alert = ExitPolicy.alert(report, output, options)
      if case .unknown(let failure)? = alert { return fail(failure, context) }
      let notes = Notes.forecast(
        report, output: output, options: options, location: locationNotes, now: context.now())
      for text in notes { Notes.write(text, output, context) }
      if alert == .yes { return .alertInForce }
      return rain == .no ? .noRain : .success
    case .failure(let error):
      return failForecast(Failure(error, output: output), output, context)
    }
  }

  /// Fails a forecast that printed nothing. In a bar format, the bar's placeholder goes to
  /// standard output instead (valid JSON for Waybar and i3bar) with the reason in its tooltip,
  /// and the run succeeds: Waybar hides, i3blocks blanks and SwiftBar and xbar discard the
  /// output of a command that fails, so only a status of 0 lets the user see why. A usage error
  /// on the command line still fails (one in the settings never gets here: `Command.perform`
  /// shows it in the bar).
  private static func failForecast(
    _ failure: Failure, _ output: OutputSettings, _ context: CommandContext
  ) -> ExitCode {
    guard case .bar(let bar) = output.format, !failure.isUsageError else {
      return fail(failure, context)
    }
    let color = output.usesColor(context)
    context.writeOutput(unavailable(failure, bar, output, color: color, streaming: false))
    _ = fail(failure, context)
    return .success
  }
}
