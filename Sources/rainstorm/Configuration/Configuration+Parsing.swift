import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Configuration {
  /// Reads the command line, the environment and the config file, in that order of
  /// precedence, and checks every value before any request is made.
  ///
  /// - Throws: `UsageError` naming the first problem found, with where the value came from.
  static func parse(
    arguments: [String], environment: [String: String],
    readFile: (String) -> FileContents = { _ in .missing }
  ) throws(UsageError) -> Configuration {
    let command = try Arguments(arguments)
    let utf8 = localeIsUTF8(environment)
    var configuration = Configuration(
      icons: utf8 ? .emoji : .ascii,
      localeIsUTF8: utf8,
      noColorRequested: Screen.noColorRequested(environment),
      weatherBaseURL: WebAddress(builtIn: WeatherRequest.defaultBaseURL),
      geocodingBaseURL: WebAddress(builtIn: GeocodingLocationService.defaultBaseURL)
    )
    if let action = try standaloneAction(command) {
      configuration.action = action
      return configuration
    }

    for address in ServiceAddress.all {
      if let url = try url(environment, address.variable) { address.store(&configuration, url) }
    }
    configuration.cacheDirectory = FileCacheStore.defaultDirectory(environment)
    let (language, variable) = localeLanguage(environment)
    configuration.language = language
    if let variable { configuration.origins[Setting.lang.key] = .environment(variable) }
    for option in CommandOption.all {
      switch option.write {
      case .value(let write)?:
        if let text = command.values[option.name] { try write(&configuration, text) }
      case .flag(let set)?:
        if command.flags.contains(option.name) { set(&configuration) }
      case nil: break
      }
    }

    let file = try ConfigFile.load(command, environment: environment, readFile: readFile)
    configuration.configFile = file.status
    // Every wrong line of the file is told at once, in line order: its syntax and its values.
    try configuration.apply(file.assignments, problems: file.problems)
    for layer in [environmentAssignments(environment), try assignments(command)] {
      try configuration.apply(layer)
    }
    configuration.action = try configuration.action(command)
    try configuration.validate(command)
    configuration.fitLanguageToCharacterSet()
    // `--watch` writes the line format where the human one would take a screen: decided here,
    // so that every reader of the format (the services, the renderers) sees the same one.
    if configuration.action == .watch { configuration.format = configuration.watchFormat }
    return configuration
  }

  /// The bar format a run asks for, read on its own for when the configuration cannot be: the
  /// command line's `--format`, else `RAINSTORM_FORMAT`, else the file's `format` line; and
  /// whether it asks for `--watch`. Nil when that is no bar format, or the command line
  /// cannot be read.
  static func barFormat(
    arguments: [String], environment: [String: String], readFile: (String) -> FileContents
  ) -> (bar: BarFormat, watch: Bool)? {
    guard let command = try? Arguments(arguments) else { return nil }
    let text =
      Setting.format.option.flatMap { command.values[$0.name] }
      ?? environment[Setting.format.environmentName].flatMap { $0.isEmpty ? nil : $0 }
      ?? ConfigFile.format(command, environment: environment, readFile: readFile)
    guard let text, case .bar(let bar)? = try? OutputFormat(text) else { return nil }
    return (bar, command.flags.contains(CommandOption.watch.name))
  }

  /// The language on the clock asked for; English instead of a language that cannot be
  /// written in ASCII, where the text must be ASCII (a locale that is not UTF-8, or `--icons
  /// ascii`), or of one written right to left in polybar's format, the reason noted once.
  private mutating func fitLanguageToCharacterSet() {
    language = language.withClock(clock)
    // polybar 3.6 draws each character on its own, left to right: Arabic letters unjoined,
    // words backwards, whatever the font.
    if format == .bar(.polybar), language.locale.rightToLeft {
      languageFallback =
        "polybar cannot join or reorder \(language.locale.englishName) letters; writing English"
      language = Language.english.withClock(clock)
      return
    }
    let ascii = icons == .ascii || !localeIsUTF8
    guard ascii, !language.isASCII else { return }
    languageFallback =
      "\(language.locale.englishName) needs UTF-8 and the text here is ASCII; writing English"
    language = Language.english.withClock(clock)
  }

  /// Applies one source's values in the order of `Setting.all`; for a key given twice, the
  /// last value counts. A wrong value from the config file joins the file's `problems`, all
  /// thrown together once the layer is applied; any other is thrown at once.
  private mutating func apply(
    _ layer: [SettingAssignment], problems: [ConfigFile.Problem] = []
  ) throws(UsageError) {
    var problems = problems
    for setting in Setting.all {
      guard let assignment = layer.last(where: { $0.setting.key == setting.key }) else {
        continue
      }
      do {
        try setting.apply(&self, assignment.value, assignment.origin)
      } catch {
        let message = "\(assignment.origin.subject(key: setting.key)) \(error.reason)"
        let inSettings: Bool
        switch assignment.origin {
        case .file(_, let line):
          problems.append(ConfigFile.Problem(line: line, message: message))
          continue
        case .environment: inSettings = true
        case .builtIn, .derived, .commandLine: inSettings = false
        }
        throw UsageError(message: message, inSettings: inSettings)
      }
      origins[setting.key] = assignment.origin
    }
    if let error = ConfigFile.Problem.error(problems) { throw error }
  }

  /// `RAINSTORM_<KEY>` for every setting, and `RAINSTORM_NO_IP_LOOKUP`; empty means unset.
  private static func environmentAssignments(_ environment: [String: String])
    -> [SettingAssignment]
  {
    var assignments: [SettingAssignment] = []
    // Most environments name no setting: then the 27 names are not made and looked up.
    guard environment.keys.contains(where: { $0.utf8.starts(with: "RAINSTORM_".utf8) }) else {
      return assignments
    }
    for setting in Setting.all {
      if let value = environment[setting.environmentName], !value.isEmpty {
        assignments.append(
          SettingAssignment(
            setting: setting, value: value, origin: .environment(setting.environmentName)))
      }
    }
    let noIPLookup = "RAINSTORM_NO_IP_LOOKUP"
    if let value = environment[noIPLookup], !value.isEmpty {
      // Set, it turns lookup off even when RAINSTORM_IP_LOOKUP turns it on: the safe reading.
      switch try? Setting.boolean(value) {
      case true?:
        assignments.append(
          SettingAssignment(setting: .ipLookup, value: "off", origin: .environment(noIPLookup)))
      case false?:
        break
      case nil:
        // Not a yes or no: let the setting say so, naming the variable.
        assignments.append(
          SettingAssignment(setting: .ipLookup, value: value, origin: .environment(noIPLookup)))
      }
    }
    return assignments
  }

  /// The settings given as options or as the place words.
  private static func assignments(_ command: Arguments) throws(UsageError) -> [SettingAssignment] {
    var assignments: [SettingAssignment] = []
    let latitude = command.values[CommandOption.latitude.name]
    let longitude = command.values[CommandOption.longitude.name]
    if let coordinates = try coordinates(latitude: latitude, longitude: longitude) {
      guard command.words.isEmpty else {
        throw UsageError(
          message: "give the place once: as words or with --lat and --lon, not both")
      }
      assignments.append(
        SettingAssignment(
          setting: .location, value: coordinates, origin: .commandLine("--lat/--lon")))
    } else if !command.words.isEmpty {
      // Two numbers are coordinates (`rainstorm 48.85 2.35`), never a place's name; one
      // alone is neither.
      let isNumber = { (word: String) in Double.plainDecimal(word) != nil }
      if command.words.count == 1, isNumber(command.words[0]) {
        throw UsageError(
          message: "'\(command.words[0])' alone is not a place: give a latitude and a longitude "
            + "(48.85 2.35 or 48.85,2.35) or a name")
      }
      let coordinates = command.words.count == 2 && command.words.allSatisfy(isNumber)
      assignments.append(
        SettingAssignment(
          setting: .location, value: command.words.joined(separator: coordinates ? "," : " "),
          origin: .commandLine("the place")))
    }
    for setting in Setting.all {
      guard let option = setting.option else { continue }
      let name = "--\(option.name)"
      if option.valueName == nil, command.flags.contains(option.name) {
        // A setting's flag turns it off (--no-ip, --no-cache) or on (--air).
        assignments.append(
          SettingAssignment(
            setting: setting, value: option.name.hasPrefix("no-") ? "off" : "on",
            origin: .commandLine(name)))
      } else if let value = command.values[option.name] {
        assignments.append(
          SettingAssignment(setting: setting, value: value, origin: .commandLine(name)))
      }
    }
    return assignments
  }

  /// `--lat` and `--lon`, both or neither, each checked, as `lat,lon`.
  private static func coordinates(latitude: String?, longitude: String?) throws(UsageError)
    -> String?
  {
    switch (latitude, longitude) {
    case (nil, nil):
      return nil
    case (.some, nil):
      throw UsageError(message: "--lat needs --lon too (for example --lat 45.6 --lon 17.22)")
    case (nil, .some):
      throw UsageError(message: "--lon needs --lat too (for example --lat 45.6 --lon 17.22)")
    case (let latitude?, let longitude?):
      try degrees(latitude, option: "--lat", limit: 90)
      try degrees(longitude, option: "--lon", limit: 180)
      return "\(latitude),\(longitude)"
    }
  }

  /// `--rain-within` or `--notify-before`: whole minutes (`90`), or hours and minutes with
  /// units (`30m`, `2h`, `1h30m`, `45min`), from 1 minute to `maximumMinutes` (48 hours
  /// unless the option says less).
  static func duration(
    _ text: String, option: String, maximumMinutes: Int = ForecastOptions.maximumRainMinutes
  ) throws(UsageError) -> Int {
    let problem = UsageError(
      message: "\(option) expects a duration such as 30m, 2h, 1h30m or 90 (minutes), "
        + "got '\(text.escapedForMessage)'")
    var minutes = 0
    var digits = ""
    var rest = Substring(text.lowercased())
    var units: [String] = []
    while let character = rest.first {
      if character.isASCII, character.isNumber {
        digits.append(character)
        rest.removeFirst()
        continue
      }
      guard !digits.isEmpty, digits.count <= 5, let value = Int(digits) else { throw problem }
      let unit = ["min", "m", "h"].first { rest.hasPrefix($0) }
      guard let unit, !units.contains(unit == "min" ? "m" : unit) else { throw problem }
      units.append(unit == "min" ? "m" : unit)
      minutes += unit == "h" ? value * 60 : value
      rest.removeFirst(unit.count)
      digits = ""
    }
    if !digits.isEmpty {
      // A bare number is minutes, and only on its own.
      guard units.isEmpty, digits.count <= 5, let value = Int(digits) else { throw problem }
      minutes = value
    } else if units.isEmpty {
      throw problem
    }
    guard (1...maximumMinutes).contains(minutes) else {
      throw UsageError(
        message: "\(option) must be from 1 minute to \(maximumMinutes / 60) hours, got '"
          + "\(text.escapedForMessage)'")
    }
    return minutes
  }

  /// A plain decimal number (no exponent, no `nan` or `inf`) within ±`limit`.
  private static func degrees(_ text: String, option: String, limit: Double) throws(UsageError) {
    guard let value = Double.plainDecimal(text) else {
      throw UsageError(
        message: "\(option) expects a number of degrees, got '\(text.escapedForMessage)'")
    }
    guard (-limit...limit).contains(value) else {
      throw UsageError(
        message:
          "\(option) must be between -\(Int(limit)) and \(Int(limit)), got \(text.escapedForMessage)"
      )
    }
  }
}
