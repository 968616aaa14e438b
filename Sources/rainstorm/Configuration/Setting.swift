import RainstormCore

/// One setting, declared once: its config-file key and `RAINSTORM_<KEY>` variable, the option
/// that sets it on the command line (names, value, help), how a value is read into the
/// configuration and how it is shown.
///
/// The config file, the environment, the command line and `--print-config` all read
/// `Setting.all`, so a key cannot exist in one and not the others. A class, as
/// `CommandOption` is: the table is walked at every start.
final class Setting: Sendable {
  /// The config-file key, such as `temperature_unit`.
  let key: String
  /// The command-line option that sets it, if any.
  let option: CommandOption?
  /// One line for the man page and `--print-config`: the accepted values.
  let values: String
  /// Reads `value` into the configuration.
  let apply: @Sendable (inout Configuration, String, SettingOrigin) throws(SettingError) -> Void
  /// The effective value as config-file text, or nil when it is not set.
  let show: @Sendable (Configuration) -> String?

  init(
    key: String, option: CommandOption?, values: String,
    apply:
      @escaping @Sendable (inout Configuration, String, SettingOrigin) throws(SettingError)
      -> Void,
    show: @escaping @Sendable (Configuration) -> String?
  ) {
    self.key = key
    self.option = option
    self.values = values
    self.apply = apply
    self.show = show
  }

  /// The environment variable, such as `RAINSTORM_TEMPERATURE_UNIT`.
  var environmentName: String {
    "RAINSTORM_" + key.uppercased()
  }

  /// Every setting, in the order they are applied and shown: `units` comes before the
  /// per-quantity units it sets.
  static let all: [Setting] = [
    location, country, ipLookup, units, temperatureUnit, windUnit, precipitationUnit, days,
    hours, format, lang, clock, alerts, normals, air, airIndex, radar, icons, color, quiet,
    provider, contact,
    timeout,
    cache,
    forecastCacheMinutes,
    locationCacheMinutes,
    searchCacheDays,
  ]

  /// The setting with this key (`-` and `_` are the same), if any.
  static func named(_ key: String) -> Setting? {
    let normalized = key.replacingBytes(of: "-", with: "_").lowercased()
    return all.first { $0.key == normalized }
  }

  static let location = Setting(
    key: "location", option: nil, values: "a place name or lat,lon",
    apply: { configuration, value, origin throws(SettingError) in
      configuration.place = try PlaceChoice(value, origin: origin)
    },
    show: { $0.place?.text })

  static let country = Setting(
    key: "country",
    option: CommandOption(
      name: "country", valueName: "CODE", help: "look place names up in this country (FR, US, ...)",
      group: .place),
    values: "a two-letter country code for place names",
    apply: { configuration, value, _ throws(SettingError) in
      guard value.count == 2, value.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw SettingError(
          reason: PlaceQueryError.badCountry(value.escapedForMessage).reason)
      }
      configuration.country = value.uppercased()
    },
    show: { $0.country })

  static let ipLookup = Setting(
    key: "ip_lookup",
    option: CommandOption(
      name: "no-ip", help: "never look up your location from your IP address", group: .place),
    values: "on or off",
    apply: { configuration, value, origin throws(SettingError) in
      configuration.ipLookupAllowed = try boolean(value)
    },
    show: { $0.ipLookupAllowed ? "on" : "off" })

  static let units = Setting(
    key: "units",
    option: CommandOption(
      name: "units", valueName: "SYSTEM", choices: MeasurementUnits.System.allCases.map(\.rawValue),
      help: "metric (default), imperial or uk (°C, mph, mm)",
      details: "metric (the default: °C, km/h, mm), imperial (°F, mph, inch) or uk (°C, mph, mm)",
      group: .units),
    values: "metric, imperial or uk",
    apply: { configuration, value, _ throws(SettingError) in
      let system: MeasurementUnits.System = try choice(value, MeasurementUnits.System.self)
      configuration.unitSystem = system
      configuration.units = system.units
      for key in ["temperature_unit", "wind_unit", "precipitation_unit"] {
        configuration.origins[key] = .derived(from: "units")
      }
    },
    show: { $0.unitSystem.rawValue })

  static let temperatureUnit = Setting(
    key: "temperature_unit",
    option: CommandOption(
      name: "temperature-unit", valueName: "UNIT",
      choices: TemperatureUnit.allCases.map(\.rawValue),
      help: "celsius or fahrenheit", group: .units),
    values: "celsius or fahrenheit",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.units.temperature = try choice(value, TemperatureUnit.self)
    },
    show: { $0.units.temperature.rawValue })

  static let windUnit = Setting(
    key: "wind_unit",
    option: CommandOption(
      name: "wind-unit", valueName: "UNIT", choices: WindSpeedUnit.allCases.map(\.rawValue),
      help: "kmh, ms, mph, kn or bft (Beaufort)", group: .units),
    values: "kmh, ms, mph, kn or bft",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.units.windSpeed = try choice(value, WindSpeedUnit.self)
    },
    show: { $0.units.windSpeed.rawValue })

  static let precipitationUnit = Setting(
    key: "precipitation_unit",
    option: CommandOption(
      name: "precipitation-unit", valueName: "UNIT",
      choices: PrecipitationUnit.allCases.map(\.rawValue), help: "mm or inch", group: .units),
    values: "mm or inch",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.units.precipitation = try choice(value, PrecipitationUnit.self)
    },
    show: { $0.units.precipitation.rawValue })

  static let days = wholeNumber(
    "days",
    option: CommandOption(
      name: "days", valueName: "N", help: "days of forecast, 0 to 16 (default 7)",
      group: .output), 0...ForecastOptions.maximumDays, ({ $0.days }, { $0.days = $1 }))

  static let hours = wholeNumber(
    "hours",
    option: CommandOption(
      name: "hours", valueName: "N", help: "hourly forecast for the next N hours, 0 to 384",
      group: .output), 0...ForecastOptions.maximumHours, ({ $0.hours }, { $0.hours = $1 }),
    note: "0: no hourly forecast")

  static let format = Setting(
    key: "format",
    option: CommandOption(
      name: "format", short: "f", valueName: "FORMAT", choices: Configuration.OutputFormat.names,
      help: "human (default), json, line, tsv, a bar (waybar, i3bar, i3blocks, tmux, polybar, "
        + "swiftbar, xbar), wttr:FORMAT or a template such as '%l %t'", group: .output),
    values: "human, json, line, tsv, a status bar's, wttr:FORMAT or a template",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.format = try Configuration.OutputFormat(value)
    },
    show: { $0.format.name })

  static let alerts = Setting(
    key: "alerts",
    option: CommandOption(
      name: "alerts", valueName: "WHEN",
      choices: Configuration.AlertsChoice.allCases.map(\.rawValue) + ["sources"],
      help: "warnings: on (default), full, list, off; sources",
      details: "official warnings: on (the default), full (with their text), list (only the "
        + "warnings) or off (nothing asked); sources lists every country covered, its "
        + "service and how warnings are matched",
      group: .output),
    values: "on, off, full or list (official warnings)",
    apply: { configuration, value, _ throws(SettingError) in
      guard let chosen = Configuration.AlertsChoice(rawValue: value) else {
        // `sources` is an action of its own, read from the command line before the settings.
        let names = Configuration.AlertsChoice.allCases.map(\.rawValue)
        let nearest =
          value.nearest(among: names + ["sources"]).map { "; did you mean '\($0)'?" } ?? ""
        throw SettingError(
          reason: "must be one of \(names.joined(separator: ", ")) (or sources, alone on the "
            + "command line), got '\(value.escapedForMessage)'\(nearest)")
      }
      configuration.alerts = chosen
    },
    show: { $0.alerts.rawValue })

  static let normals = Setting(
    key: "normals",
    option: CommandOption(
      name: "normals",
      help: "compare each day with the last 30 years",
      details: "compare every day's high, low and precipitation with the same week in the last "
        + "30 years",
      group: .output),
    values: "off, notable or all (on): compare the days with the last 30 years",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.normals =
        value == "on" ? .all : try choice(value, Configuration.NormalsChoice.self)
    },
    show: { $0.normals.rawValue })

  static let air = Setting(
    key: "air",
    option: CommandOption(
      name: "air",
      help: "air quality, pollen and the UV index",
      details: "air quality (an index and its category), PM2.5, PM10, ozone, NO2, UV and pollen",
      group: .output),
    values: "on or off (air quality, UV and pollen)",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.air = try boolean(value)
    },
    show: { $0.air ? "on" : "off" })

  static let quiet = Setting(
    key: "quiet",
    option: CommandOption(
      name: "quiet", short: "q", help: "no notes on standard error, only errors",
      details: "write no notes on standard error (other places with the name, a fallback "
        + "provider, an older forecast, what could not be shown); errors are still written",
      group: .output),
    values: "on or off (notes on standard error)",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.quiet = try boolean(value)
    },
    show: { $0.quiet ? "on" : "off" })

  static let airIndex = Setting(
    key: "air_index",
    option: CommandOption(
      name: "air-index", valueName: "INDEX",
      choices: Configuration.AirIndexChoice.allCases.map(\.rawValue),
      help: "auto (the US AQI in the US), european or us",
      details: "auto (the US AQI in the US, the European one elsewhere), european or us",
      group: .output),
    values: "auto, european or us",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.airIndex = try choice(value, Configuration.AirIndexChoice.self)
    },
    show: { $0.airIndex.rawValue })

  static let lang = Setting(
    key: "lang",
    option: CommandOption(
      name: "lang", valueName: "CODE",
      help: "language of the text: de, ja ... or list",
      details:
        "the language of the text for people: a code such as de, fr or pt-BR (or a locale "
        + "name such as pt_BR.UTF-8); list shows every language and how complete it is. The "
        + "default comes from the locale: LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
      group: .output),
    values: "a language code such as de, fr or pt-BR (--lang list shows them)",
    apply: { configuration, value, _ throws(SettingError) in
      let known = Language.available.joined(separator: ", ")
      guard let code = Language.code(matching: value) else {
        throw SettingError(
          reason: "expects a language rainstorm speaks (\(known)), got '\(value.escapedForMessage)'"
        )
      }
      guard let language = Language(code: code) else {
        throw SettingError(
          reason: "expects a language rainstorm speaks (\(known)); \(code) is not translated yet")
      }
      configuration.language = language
    },
    show: { $0.language.code })

  static let clock = Setting(
    key: "clock", option: nil, values: "auto (the language's custom), 12 or 24",
    apply: { configuration, value, _ throws(SettingError) in
      switch value {
      case "auto": configuration.clock = nil
      case "12": configuration.clock = 12
      case "24": configuration.clock = 24
      default:
        throw SettingError(reason: "expects auto, 12 or 24, got '\(value.escapedForMessage)'")
      }
    },
    show: { $0.clock.map(String.init) ?? "auto" })

  static let radar = Setting(
    key: "radar", option: nil,
    values: "on or off (default off): the radar's nearest rain beside the forecast",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.radarBeside = try boolean(value)
    },
    show: { $0.radarBeside ? "on" : "off" })

  static let icons = Setting(
    key: "icons",
    option: CommandOption(
      name: "icons", valueName: "STYLE", choices: IconStyle.allCases.map(\.rawValue),
      help: "emoji (default in UTF-8), unicode, ascii or none", group: .output),
    values: "emoji, unicode, ascii or none",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.icons = try choice(value, IconStyle.self)
    },
    show: { $0.icons.rawValue })

  static let color = Setting(
    key: "color",
    option: CommandOption(
      name: "color", valueName: "WHEN", choices: ["auto", "always", "never"],
      help: "colour: auto (the default), always or never", group: .output),
    values: "auto, always or never",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.color = try choice(value, Configuration.ColorChoice.self)
    },
    show: { $0.color.rawValue })

  static let provider = Setting(
    key: "provider",
    option: CommandOption(
      name: "provider", valueName: "NAME",
      choices: Configuration.ProviderChoice.allCases.map(\.rawValue),
      help: "auto (the default), open-meteo or met-norway",
      details: "auto (Open-Meteo, then MET Norway when it fails; the default), open-meteo or "
        + "met-norway",
      group: .network),
    values: "auto, open-meteo or met-norway",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.provider = try choice(value, Configuration.ProviderChoice.self)
    },
    show: { $0.provider.rawValue })

  static let contact = Setting(
    key: "contact", option: nil,
    values: "your e-mail address or web page, added to the User-Agent (MET Norway asks)",
    apply: { configuration, value, _ throws(SettingError) in
      guard Rainstorm.isValidContact(value) else {
        throw SettingError(
          reason: "expects up to 100 printable ASCII characters without ( ) or \\, got '"
            + "\(value.escapedForMessage)'")
      }
      configuration.contact = value
    },
    show: { $0.contact })

  static let timeout = Setting(
    key: "timeout",
    option: CommandOption(
      name: "timeout", valueName: "SECONDS",
      help: "time limit for the whole run (default 10)", group: .network),
    values: "seconds, more than 0 and at most 3600",
    apply: { configuration, value, _ throws(SettingError) in
      guard let seconds = Double.plainDecimal(value), seconds > 0, seconds <= 3600 else {
        throw SettingError(
          reason: "expects seconds, more than 0 and at most 3600, got '\(value.escapedForMessage)'")
      }
      configuration.timeout = seconds
    },
    show: { $0.timeout.decimalString(maximumFractionDigits: 3) })

  static let cache = Setting(
    key: "cache",
    option: CommandOption(
      name: "no-cache", help: "neither read nor write the cache", group: .network
    ),
    values: "on or off",
    apply: { configuration, value, _ throws(SettingError) in
      configuration.cacheEnabled = try boolean(value)
    },
    show: { $0.cacheEnabled ? "on" : "off" })

  static let forecastCacheMinutes = wholeNumber(
    "forecast_cache_minutes", 0...1440,
    ({ $0.forecastCacheMinutes }, { $0.forecastCacheMinutes = $1 }), note: "default 15")

  static let locationCacheMinutes = wholeNumber(
    "location_cache_minutes", 0...10080,
    ({ $0.locationCacheMinutes }, { $0.locationCacheMinutes = $1 }), note: "default 60")

  static let searchCacheDays = wholeNumber(
    "search_cache_days", 0...365,
    ({ $0.searchCacheDays }, { $0.searchCacheDays = $1 }), note: "default 30")

  /// A setting that is a whole number in `range`, read and written by `field`. Closures, not
  /// a key path: as key paths, made at every start, the gate's `line` row rose 3.9% (measured
  /// 2026-12-07).
  private static func wholeNumber(
    _ key: String, option: CommandOption? = nil, _ range: ClosedRange<Int>,
    _ field: (
      get: @Sendable (Configuration) -> Int, set: @Sendable (inout Configuration, Int) -> Void
    ),
    note: String? = nil
  ) -> Setting {
    Setting(
      key: key, option: option,
      values: "\(range.lowerBound) to \(range.upperBound)" + (note.map { " (\($0))" } ?? ""),
      apply: { configuration, value, _ throws(SettingError) in
        field.set(&configuration, try count(value, in: range))
      },
      show: { String(field.get($0)) })
  }
}

extension Setting {
  /// `on`, `off` and their usual spellings.
  static func boolean(_ value: String) throws(SettingError) -> Bool {
    switch value.lowercased() {
    case "1", "on", "true", "yes": return true
    case "0", "off", "false", "no": return false
    default:
      throw SettingError(reason: "expects on or off, got '\(value.escapedForMessage)'")
    }
  }

  fileprivate static func choice<Value: RawRepresentable<String> & CaseIterable>(
    _ value: String, _ type: Value.Type
  ) throws(SettingError) -> Value {
    guard let chosen = Value(rawValue: value) else {
      let names = Value.allCases.map(\.rawValue)
      let nearest = value.nearest(among: names).map { "; did you mean '\($0)'?" } ?? ""
      throw SettingError(
        reason: "must be one of \(names.joined(separator: ", ")), got "
          + "'\(value.escapedForMessage)'\(nearest)")
    }
    return chosen
  }

  fileprivate static func count(_ value: String, in range: ClosedRange<Int>)
    throws(SettingError) -> Int
  {
    guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value),
      range.contains(number)
    else {
      throw SettingError(
        reason: "expects a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "got '\(value.escapedForMessage)'")
    }
    return number
  }
}
