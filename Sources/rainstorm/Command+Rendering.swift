import RainstormCore

extension Command {

  /// The width the human output fits (`TerminalSize.chosen`), or nil for no limit.
  static func outputWidth(_ context: CommandContext) -> Int? {
    TerminalSize.chosen(terminal: context.terminalWidth, environment: context.environment)
  }

  /// How to render, decided once per invocation: one clock reading for every place. Only the
  /// human format is given the terminal's width: the others are read by programs.
  static func renderOptions(_ output: OutputSettings, _ context: CommandContext)
    -> RenderOptions
  {
    var options = RenderOptions(
      color: output.usesColor(context),
      icons: output.icons,
      localeIsUTF8: output.localeIsUTF8,
      hours: output.hours,
      days: output.days,
      rainMinutes: output.rainMinutes,
      showsModels: output.showsModels,
      fullAlerts: output.alerts == .full,
      alertsOnly: output.alerts == .list,
      width: output.format == .human ? outputWidth(context) : nil,
      now: context.now()
    )
    options.language = output.language
    return options
  }

  /// The rain sentence, wrapped to the terminal's width; `named` puts the place first (for
  /// `--stdin`), and indents what follows a wrapped place's first line.
  static func rainLine(_ report: WeatherReport, _ options: RenderOptions, named: Bool) -> String {
    let formatter = options.formatter(report.forecast.units)
    var sentence = RainText.sentence(
      report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes),
      formatter: formatter)
    if named {
      let place =
        report.location.name.map { options.localeIsUTF8 ? $0 : $0.asciiFolded }
        ?? report.location.coordinateText(ascii: options.asciiText)
      sentence = "\(place.sanitizedForTerminal()): \(sentence)"
    }
    return sentence.wrapped(toDisplayWidth: options.width, hangingIndent: named ? 2 : 0)
      .map { $0 + "\n" }.joined()
  }

  /// The report as the output settings ask: the rain line alone, or the format.
  static func render(
    _ report: WeatherReport, _ output: OutputSettings, _ options: RenderOptions,
    compactJSON: Bool = false
  ) -> String {
    if output.rainLineOnly { return rainLine(report, options, named: false) }
    return render(report, output.format, options, compactJSON: compactJSON)
  }

  /// The report in `format`; for people and bars in a locale that is not UTF-8, with the
  /// servers' texts folded to ASCII as the rest of the text is. `compactJSON` writes JSON on
  /// one line (a batch's, `--watch`'s); `streaming` renders a bar's answer as `--watch`'s
  /// stream carries it (`WatchStream`), JSON compact too. The one place a report becomes text.
  static func render(
    _ report: WeatherReport, _ format: Configuration.OutputFormat, _ options: RenderOptions,
    compactJSON: Bool = false, streaming: Bool = false
  ) -> String {
    var report = report
    if !options.localeIsUTF8, format != .json, format != .tsv { report = report.foldedToASCII() }
    switch format {
    case .human: return HumanRenderer.render(report, options: options)
    case .json:
      return JSONRenderer.render(report, options: options, compact: compactJSON || streaming)
    case .tsv: return TSVRenderer.render(report, options: options)
    case .template(let template): return template.render(report, options: options)
    case .wttr(let wttr): return wttr.render(report, options: options)
    case .bar(let bar):
      return Self.bar(BarSummary(report, options: options), bar, color: options.color, streaming)
    }
  }

  /// A bar's placeholder when there is no report: the reason in its tooltip, in the bar's
  /// format (for `--watch`, as its stream carries it).
  static func unavailable(
    _ failure: Failure, _ bar: BarFormat, _ output: OutputSettings, color: Bool,
    streaming: Bool
  ) -> String {
    Self.bar(
      .unavailable(reason: failure.message, language: output.language), bar,
      color: color, streaming)
  }

  private static func bar(
    _ summary: BarSummary, _ bar: BarFormat, color: Bool, _ streaming: Bool
  ) -> String {
    streaming
      ? WatchStream.render(summary, bar, color: color)
      : BarRenderer.render(summary, as: bar, color: color)
  }
}
