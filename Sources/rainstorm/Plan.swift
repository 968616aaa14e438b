import RainstormCore

/// What one invocation does, with only what that mode reads: made once, when the command line
/// and the settings have been read and checked (`Configuration.plan`). The modes differ in what
/// they do around a report, not in how they get one: each asks through `Services` from its
/// `ServiceSettings` and writes from its `OutputSettings`.
enum Plan: Sendable {
  /// Text written as it is: help, the version, the settings, a completion script, the man
  /// page, the languages, the warnings' sources.
  case text(String)
  /// `--search NAME`: the places called so.
  case search(PlaceQuery, ServiceSettings, OutputSettings)
  /// One place's forecast, or its past days.
  case forecast(ForecastPlan)
  /// `--stdin`: a forecast for each place read.
  case batch(ServiceSettings, OutputSettings)
  /// `--watch`: the forecast, kept up to date.
  case watch(WatchPlan)
  /// `--radar`: the map, watched or not.
  case radar(RadarPlan)
}

/// One place's forecast (`Command.forecast`).
struct ForecastPlan: Equatable, Sendable {
  var services: ServiceSettings
  var output: OutputSettings
  /// `--date`: the past days shown instead of the forecast, resolved when the run starts.
  var past: PastDates?
}

/// `--watch` (`Command.watch`).
struct WatchPlan: Equatable, Sendable {
  var services: ServiceSettings
  var output: OutputSettings
  var watch: Configuration.WatchSettings
  /// Minutes between refreshes when all is well (the forecast's cache lifetime).
  var refreshMinutes: Int
}

/// `--radar` (`Command.radar`).
struct RadarPlan: Equatable, Sendable {
  var services: ServiceSettings
  var output: OutputSettings
  /// `--watch`: the map is drawn again when a new frame is due.
  var watches: Bool
  /// The units of the legend.
  var units: MeasurementUnits
}

extension Configuration {
  /// What this invocation does, with what its mode reads (`Plan`).
  var plan: Plan {
    switch action {
    case .help: .text(HelpText.text)
    case .version: .text(BuildInfo.line + "\n")
    case .printConfig: .text(settingsText)
    case .completionScript(let shell): .text(CompletionScript.text(for: shell))
    case .manPage: .text(ManPage.text)
    case .languageList: .text(LanguageList.text)
    case .alertSources: .text(AlertSourcesList.text)
    case .search(let query): .search(query, serviceSettings, outputSettings)
    case .batch: .batch(batchServiceSettings, outputSettings)
    case .forecast:
      .forecast(ForecastPlan(services: serviceSettings, output: outputSettings, past: pastDates))
    case .watch:
      .watch(
        WatchPlan(
          services: serviceSettings, output: outputSettings, watch: watchSettings,
          refreshMinutes: forecastCacheMinutes))
    case .radar:
      .radar(
        RadarPlan(
          services: serviceSettings, output: outputSettings, watches: watch, units: units))
    }
  }

  /// A batch's service settings: each place asks what a batch shows (`batchForecastOptions`).
  private var batchServiceSettings: ServiceSettings {
    var settings = serviceSettings
    settings.forecast = batchForecastOptions
    return settings
  }
}
