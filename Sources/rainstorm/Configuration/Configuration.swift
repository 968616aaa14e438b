import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the user asked for, from the arguments and the environment, validated.
struct Configuration: Equatable, Sendable {
  /// What the invocation does (decided in `Configuration+Action.swift`).
  enum Action: Equatable, Sendable {
    case forecast
    /// Forecasts for the places read from standard input (`--stdin`).
    case batch
    case help
    case version
    /// Show every effective setting and where it came from.
    case printConfig
    /// List the places that match a name.
    case search(PlaceQuery)
    /// Print a completion script for a shell.
    case completionScript(Shell)
    /// Print the man page.
    case manPage
    /// List the languages and how complete each is (`--lang list`).
    case languageList
    /// List the countries with official warnings and their sources (`--alerts sources`).
    case alertSources
    /// Keep running, writing the forecast again whenever it changes (`--watch`).
    case watch
    /// Draw the radar around the place (`--radar`).
    case radar
  }

  /// What the answer is written as.
  enum OutputFormat: Equatable, Sendable {
    case human
    case json
    case tsv
    /// `line` is the template `Template.line`.
    case template(Template)
    /// A status bar's protocol (`waybar`, `tmux` ...).
    case bar(BarFormat)
    /// wttr.in's one-line format (`wttr:%c %t`, `wttr:3`).
    case wttr(WttrFormat)
  }

  /// When to use colour.
  enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    case auto
    case always
    case never
  }

  var action = Action.forecast
  /// The place from the command line, the environment or the config file; nil means IP lookup.
  var place: PlaceChoice?
  /// The country place names are looked up in, upper case.
  var country: String?
  /// Whether IP lookup is allowed.
  var ipLookupAllowed = true
  /// The unit system named by `units`; the per-quantity units may differ from it.
  var unitSystem = MeasurementUnits.System.metric
  var format = OutputFormat.human
  var units = MeasurementUnits()
  var days = 7
  /// Hours of hourly forecast to show; 0 for none.
  var hours = 0
  /// `--models`: show each compared model in the table of days.
  var showsModels = false
  /// `--watch`: keep running (the action is `.watch` unless `--print-config` wins).
  var watch = false
  /// `--radar`: draw the radar around the place instead of the forecast.
  var radar = false
  /// The `radar` setting: the radar's nearest rain (and its rain timing) beside the forecast
  /// of a place, asked for every format; not for `--stdin` or `--date`.
  var radarBeside = false
  /// The radar service's root (Bright Sky).
  var radarBaseURL: WebAddress = WebAddress(builtIn: BrightSkyRadarService.defaultBaseURL)
  /// The US radar's root (the Iowa Environmental Mesonet).
  var usRadarBaseURL: WebAddress = WebAddress(builtIn: IEMRadarService.defaultBaseURL)
  /// The options of `--watch`.
  var watchSettings = WatchSettings()
  /// `--rain-within`: minutes the exit status answers for, or nil when not asked.
  var rainWithinMinutes: Int?
  /// Official warnings: asked and shown (`on`), with their full text (`full`), or not asked.
  var alerts = AlertsChoice.on
  /// `--fail-on-alert`: the level at or above which a warning in force sets exit status 4.
  var failOnAlert: AlertSeverity?
  /// The root every warnings source is asked at instead of its own (tests, mirrors).
  var alertsBaseURL: WebAddress?
  /// `--date`: the past days asked for instead of the forecast, read when the command line is
  /// (resolved against the clock and the place's calendar when the command runs).
  var pastDates: PastDates?
  /// The archive API's root.
  var archiveBaseURL: WebAddress = WebAddress(
    builtIn:
      PastWeatherService.defaultArchiveBaseURL)
  /// How the days are compared with the last 30 years: not at all (not asked), the unusual
  /// days, or every day (`--normals`).
  var normals = NormalsChoice.off
  /// `--air` or `air = on`: air quality, UV and pollen are asked and shown.
  var air = false
  /// The air quality index shown: chosen by the place's country (`auto`) or fixed.
  var airIndex = AirIndexChoice.auto
  /// The air quality API's root.
  var airQualityBaseURL: WebAddress = WebAddress(
    builtIn:
      OpenMeteoAirQualityService.defaultBaseURL)
  var icons = IconStyle.emoji
  /// Whether the locale is UTF-8; when not, all text stays ASCII whatever the icons.
  var localeIsUTF8 = true
  /// The language of the text for people: `--lang`, the `lang` setting, else the locale
  /// (`Configuration.localeLanguage`).
  var language = Language.english
  /// Times of day on the 12- or 24-hour clock (the `clock` setting), or nil for the
  /// language's custom.
  var clock: Int?
  /// Why the language asked for is not used (it needs UTF-8 and the text must be ASCII), said
  /// once as a note; nil when it is used.
  var languageFallback: String?
  /// Seconds the whole invocation may take, every request and retry included.
  var timeout = 10.0
  var color = ColorChoice.auto
  /// What turned IP lookup off, to name it in messages: `--no-ip`, a variable, a config line.
  var ipLookupDisabledBy: String? {
    guard !ipLookupAllowed, let origin = origins[Setting.ipLookup.key] else { return nil }
    return origin.subject(key: Setting.ipLookup.key)
  }
  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested = false
  var weatherBaseURL: WebAddress
  /// Which forecast provider is asked: one, or Open-Meteo with MET Norway behind it.
  var provider = ProviderChoice.auto
  /// MET Norway's root.
  var metNorwayBaseURL: WebAddress = WebAddress(
    builtIn:
      MetNorwayWeatherService.defaultBaseURL)
  /// The user's own contact (an e-mail address or a web page), added to the `User-Agent`.
  var contact: String?
  var geocodingBaseURL: WebAddress
  /// Where IP providers are asked instead of their own hosts (tests, mirrors); nil for theirs.
  var ipLookupBaseURL: WebAddress?
  /// Whether answers are kept on disk (`cache`, `--no-cache`).
  var cacheEnabled = true
  /// Whether notes (other places with the name, a fallback, what could not be shown) are
  /// left off standard error (`quiet`, `--quiet`); errors are still written.
  var quiet = false
  /// Minutes a forecast, an IP location and (days) a place search stay fresh.
  var forecastCacheMinutes = 15
  var locationCacheMinutes = 60
  var searchCacheDays = 30
  /// `--refresh`: ask even when the cache has a fresh answer (and keep the new one).
  var refresh = false
  /// Where the cache lives; nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
  var cacheDirectory: String?
  /// The config file that was read, looked for, or skipped.
  var configFile = ConfigFile.Status.disabled
  /// Where each setting's value came from, by key; absent means the built-in default.
  var origins: [String: SettingOrigin] = [:]

  /// What to ask the forecast service for: the days, and enough hours for the hourly output
  /// and for a template's rain outlook.
  var forecastOptions: ForecastOptions {
    var fetchHours = shownHours
    switch format {
    case .template(let template) where template.needsHourly:
      fetchHours = max(fetchHours, Template.rainOutlookHours)
    case .wttr(let wttr) where wttr.needsHourly:
      fetchHours = max(fetchHours, 1)
    default: break
    }
    var options = ForecastOptions(
      days: days, hours: fetchHours, rainMinutes: rainMinutes, units: units,
      comparedModels: showsDays ? ForecastOptions.defaultComparedModels : [])
    // Bars, templates and wttr.in's formats show a few values: the rest is not asked.
    switch format {
    case .bar, .template, .wttr: options.brief = true
    case .human, .json, .tsv: options.brief = printsRainLineOnly
    }
    return options
  }

  /// What to ask for each place of a batch: no pressure trend (no hours), and for TSV rows
  /// only what a row shows, the quarter hour's visibility included (its column was empty).
  var batchForecastOptions: ForecastOptions {
    var options = forecastOptions
    options.pressureTrend = false
    if format == .tsv {
      options.brief = true
      options.quarterHourVisibility = true
    }
    return options
  }

  /// Hours of hourly forecast shown: `--hours`, or in a bar's tooltip `BarSummary.defaultHours`
  /// when it is not given.
  var shownHours: Int {
    if case .bar = format, origins[Setting.hours.key] == nil { return BarSummary.defaultHours }
    return hours
  }

  /// `--rain-within` with no format chosen: only the rain line is written.
  var printsRainLineOnly: Bool {
    rainWithinMinutes != nil && origins[Setting.format.key] == nil
  }

  /// Whether the output shows the days, and so the models' agreement on them: the human and
  /// JSON formats (TSV, `line` and templates show no agreement, and are not asked for it).
  /// The one place that decides whether models are compared: `forecastOptions` asks for them
  /// then, and `Services.comparingWeather` only then (`ServiceSettings.comparesModels`).
  var showsDays: Bool {
    if printsRainLineOnly { return false }
    switch format {
    case .human, .json: return days > 0
    case .tsv, .template, .bar, .wttr: return false
    }
  }

  /// Minutes ahead the rain outlook looks: six hours, or longer for `--rain-within`.
  var rainMinutes: Int {
    max(RainOutlook.defaultHorizonMinutes, rainWithinMinutes ?? 0)
  }
}

extension Configuration {
  /// Which forecast provider is asked.
  enum ProviderChoice: String, CaseIterable, Sendable {
    /// Open-Meteo, and MET Norway when Open-Meteo fails.
    case auto
    /// Open-Meteo only.
    case openMeteo = "open-meteo"
    /// MET Norway only.
    case metNorway = "met-norway"
  }

  /// The `User-Agent` every request carries: rainstorm's, with the user's contact when set.
  var userAgent: String {
    Rainstorm.userAgent(contact: contact)
  }
}

extension Configuration {
  /// How the days are compared with normal.
  enum NormalsChoice: String, CaseIterable, Sendable {
    /// Not asked.
    case off
    /// Asked; a phrase on the days that are notably unusual.
    case notable
    /// Asked; every day compared (`--normals`, or `on`).
    case all
  }
}

extension Configuration {
  /// Which air quality index is shown.
  enum AirIndexChoice: String, CaseIterable, Sendable {
    /// The US AQI in the United States and its territories, the European AQI elsewhere.
    case auto
    /// Always the European AQI.
    case european
    /// Always the US AQI.
    case us

    /// The fixed index, or nil to choose by the place's country.
    var index: AirQualityIndex? {
      switch self {
      case .auto: nil
      case .european: .european
      case .us: .us
      }
    }
  }

  /// Whether air quality is asked: `--air`, the setting, or a template that shows it.
  var asksAir: Bool {
    if air { return true }
    switch format {
    case .template(let template): return template.needsAir
    case .wttr(let wttr): return wttr.needsAir
    case .human, .json, .tsv, .bar: return false
    }
  }
}

extension Configuration {
  /// Whether official warnings are asked for, and how much of them is shown.
  enum AlertsChoice: String, CaseIterable, Sendable {
    /// Asked and shown: level, event, times, area and headline.
    case on
    /// Not asked: no request to any warnings service.
    case off
    /// Asked and shown with description, instruction and link.
    case full
    /// Asked, and only the warnings are printed: in full for people, a row each in TSV.
    case list
  }
}
