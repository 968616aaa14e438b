import RainstormCore

/// The `rainstorm` command: arguments in, text and an exit status out.
enum Command {
  /// Runs one invocation against `context` and returns its exit status: the action's, or 74
  /// when the answer could not be written.
  static func run(_ context: CommandContext) async -> ExitCode {
    // `--watch` ends with 0 (nil here) when its output closes: that is how a bar stops it.
    let performed = await ZoneFiles.$current.withValue(context.zoneFiles) {
      await perform(context)
    }
    guard let status = performed else { return .success }
    guard let code = context.outputError() else { return status }
    let failure = Failure.outputFailed(code)
    if !failure.message.isEmpty { context.writeError("rainstorm: \(failure.message)\n") }
    return failure.status
  }

  /// The action's exit status, or nil when `--watch` ended (always with 0).
  private static func perform(_ context: CommandContext) async -> ExitCode? {
    var context = context
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(
        arguments: context.arguments, environment: context.environment,
        readFile: context.readFile)
    } catch {
      if error.inSettings,
        let (bar, watches) = Configuration.barFormat(
          arguments: context.arguments, environment: context.environment,
          readFile: context.readFile)
      {
        return await showConfigError(Failure(error), bar: bar, watches: watches, context)
      }
      return fail(Failure(error), context)
    }
    if configuration.contact != nil {
      context.http = context.http.identifying(as: configuration.userAgent)
    }

    // Checked before anything can start the thread pool; the listings do not need it.
    guard configuration.plan.isListing || context.procMounted() else {
      return fail(.procNotMounted, context)
    }
    switch configuration.plan {
    case .text(let text):
      context.writeOutput(text)
      return .success
    case .search(let plan):
      return await withinTheBudget(context, plan.services.timeout) { context in
        await search(plan, context)
      }
    case .batch(let plan):
      return await batch(plan, context)
    case .forecast(let plan):
      return await withinTheBudget(context, plan.services.timeout) { context in
        await forecast(plan, context)
      }
    case .watch(let plan):
      return await watch(plan, context)
    case .radar(let plan):
      return await radar(plan, context)
    }
  }

  /// A mistake in the config file or the environment, in a bar format: the bar shows "config
  /// error" with the message in its tooltip (and standard error has it), and the run
  /// succeeds, since a bar hides a command that fails and no one at a terminal wrote the
  /// mistake. `--watch` keeps showing it, asking nothing, until it is stopped.
  private static func showConfigError(
    _ failure: Failure, bar: BarFormat, watches: Bool, _ context: CommandContext
  ) async -> ExitCode? {
    // The configuration could not be read: the bar's colour as `auto` gives it.
    let color = Screen.color(
      format: .bar(bar), choice: .auto,
      noColorRequested: Screen.noColorRequested(context.environment),
      stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"])
    let summary = BarSummary.configError(
      reason: failure.message.split(separator: "\n").joined(separator: "; "))
    _ = fail(failure, context)
    guard watches else {
      context.writeOutput(BarRenderer.render(summary, as: bar, color: color))
      return .success
    }
    var stream = WatchStream(.bar(bar))
    context.watch.start(readsClicks: bar == .i3bar, endsWithParent: true)
    context.writeOutput(stream.header)
    context.writeOutput(stream.framed(WatchStream.render(summary, bar, color: color)) ?? "")
    while context.outputError() == nil, await context.watch.wait(86_400) != .stop {}
    return nil
  }

  /// What `work` returns with the time budget starting now: `--timeout` is the budget for
  /// every request and retry that follow, and for reading their answers (`WorkDeadline`), and
  /// for nothing before (such as waiting for input).
  static func withinTheBudget<Outcome: Sendable>(
    _ context: CommandContext, _ timeout: Double, _ work: (CommandContext) async -> Outcome
  ) async -> Outcome {
    var context = context
    let deadline = context.now().addingTimeInterval(timeout)
    context.http.retryPolicy = RetryPolicy(
      deadline: deadline, now: context.now, sleep: context.sleep, random: context.random)
    return await WorkDeadline.$current.withValue(WorkDeadline(end: deadline, now: context.now)) {
      await work(context)
    }
  }

  /// Writes the failure's line to standard error (a line for each of a config file's wrong
  /// lines) and returns its exit status.
  static func fail(_ failure: Failure, _ context: CommandContext) -> ExitCode {
    var text = ""
    for line in failure.message.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "rainstorm: \(line)\n"
    }
    context.writeError(text)
    return failure.status
  }
}
