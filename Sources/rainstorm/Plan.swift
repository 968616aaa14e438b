import RainstormCore

/// What one invocation does, with only what that mode reads: made once, when the command line
/// and the settings have been read and checked (`Configuration.plan`). The modes differ in what
/// they do around a report, not in how they get one: each asks through `Services` from its
/// `ServiceSettings` and writes from its `OutputSettings`. The plans are classes, never changed
/// once made: as structs, the code that copies them took 110 KB of the stripped release binary.
enum Plan: Sendable {
  /// Text written as it is: help, the version, the settings, a completion script, the man
  /// page, the languages, the warnings' sources.
  case text(String)
  /// `--search NAME`: the places called so.
  case search(SearchPlan)
  /// One place's forecast, or its past days.
  case forecast(ForecastPlan)
  /// `--stdin`: a forecast for each place read.
  case batch(BatchPlan)
  /// `--watch`: the forecast, kept up to date.
  case watch(WatchPlan)
  /// `--radar`: the map, watched or not.
  case radar(RadarPlan)

  /// Whether the plan only writes a text made from the tables (help, the version, the man
  /// page...): it asks nothing, and needs nothing of the system beyond standard output.
  var isListing: Bool {
    if case .text = self { true } else { false }
  }
}

/// `--search` (`Command.search`).
final class SearchPlan: Sendable {
  let query: PlaceQuery
  let services: ServiceSettings
  let output: OutputSettings

  init(query: PlaceQuery, services: ServiceSettings, output: OutputSettings) {
    (self.query, self.services, self.output) = (query, services, output)
  }
}

/// `--stdin` (`Command.batch`): its service settings ask what a batch shows.
final class BatchPlan: Sendable {
  let services: ServiceSettings
  let output: OutputSettings

  init(services: ServiceSettings, output: OutputSettings) {
    (self.services, self.output) = (services, output)
  }
}

/// One place's forecast (`Command.forecast`).
final class ForecastPlan: Sendable {
  let services: ServiceSettings
  let output: OutputSettings
  /// `--date`: the past days shown instead of the forecast, resolved when the run starts.
  let past: PastDates?

  init(services: ServiceSettings, output: OutputSettings, past: PastDates?) {
    (self.services, self.output, self.past) = (services, output, past)
  }
}

/// `--watch` (`Command.watch`).
final class WatchPlan: Sendable {
  let services: ServiceSettings
  let output: OutputSettings
  let watch: Configuration.WatchSettings
  /// Minutes between refreshes when all is well (the forecast's cache lifetime).
  let refreshMinutes: Int

  init(
    services: ServiceSettings, output: OutputSettings, watch: Configuration.WatchSettings,
    refreshMinutes: Int
  ) {
    (self.services, self.output) = (services, output)
    (self.watch, self.refreshMinutes) = (watch, refreshMinutes)
  }
}

/// `--radar` (`Command.radar`).
final class RadarPlan: Sendable {
  let services: ServiceSettings
  let output: OutputSettings
  /// `--watch`: the map is drawn again when a new frame is due.
  let watches: Bool
  /// The units of the legend.
  let units: MeasurementUnits

  init(services: ServiceSettings, output: OutputSettings, watches: Bool, units: MeasurementUnits) {
    (self.services, self.output) = (services, output)
    (self.watches, self.units) = (watches, units)
  }
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
    case .search(let query):
      .search(SearchPlan(query: query, services: serviceSettings, output: outputSettings))
    case .batch: .batch(BatchPlan(services: batchServiceSettings, output: outputSettings))
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
