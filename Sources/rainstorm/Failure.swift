import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error as the user sees it: one line of text and an exit status. Every exit status other
/// than success is chosen here and nowhere else.
struct Failure: Equatable {
  let status: ExitCode
  let message: String

  private init(_ status: ExitCode, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A bad argument, variable or config line (64, with a pointer to help), or a config file
  /// that cannot be read (66).
  init(_ error: UsageError) {
    switch error.kind {
    case .invalid: self.init(.usage, error.message + " (see 'rainstorm --help')")
    case .unreadableFile: self.init(.noInput, error.message)
    }
  }

  /// Whether the failure is the user's to fix in the arguments, the environment or the config
  /// file (64, 66), rather than something that happened while asking.
  var isUsageError: Bool { status == .usage || status == .noInput }

  /// `/proc` is not mounted (Linux): the Swift runtime's thread pool (libdispatch) watches its
  /// threads through `/proc/<tid>/stat` and traps when it cannot, so a run that asks anything
  /// stops before the pool starts instead of dying of SIGILL at random.
  static let procNotMounted = Failure(
    .systemError,
    "/proc is not mounted, and Swift's thread pool on Linux needs it: mount it "
      + "(mount -t proc proc /proc) and run again")

  /// `--stdin` and standard input cannot be read.
  static let standardInputUnreadable = Failure(.noInput, "cannot read standard input")

  /// Standard output could not be written (`errno` in `code`); no message for a pipe whose reader
  /// has gone (EPIPE, when SIGPIPE is ignored), which ends quietly with the same status.
  static func outputFailed(_ code: Int32) -> Failure {
    Failure(
      .ioError,
      code == EPIPE
        ? "" : "cannot write the answer to standard output: \(systemErrorText(code))")
  }

  /// `--rain-within`: the forecast shows no rain but does not reach as far as asked (65), or
  /// it is an older one kept because asking failed (that failure's status).
  static func rainUnknown(
    within minutes: Int, _ outlook: RainOutlook?, staleBecause: ServiceError?,
    output: OutputSettings
  ) -> Failure {
    let reach =
      outlook.map { "it covers only until \($0.checkedUntil.clockTime)" }
      ?? "it has no 15-minute values for the time now"
    let message =
      "cannot tell whether it will rain within \(RainDuration.text(minutes)): \(reach)"
    guard let staleBecause else { return Failure(.dataError, message) }
    let failure = Failure.noWeather(staleBecause, output)
    return Failure(failure.status, "\(message), and \(failure.message)")
  }

  /// `--fail-on-alert` when the warnings cannot be checked: unavailable or some unreadable
  /// (75, the usual temporary failure, whatever the cause: asking again is what helps) or not
  /// covered (69). Nil when the list can be trusted (fresh, or kept from an earlier answer).
  static func alertsUnknown(_ report: AlertReport?, output: OutputSettings) -> Failure? {
    switch report?.status {
    case .ok?, .stale?:
      return nil
    case .unavailable(let error)?, .partial(let error)?:
      return Failure(
        .temporaryFailure,
        "cannot tell whether a warning is in force: \(error.reason(output))"
      )
    case .unsupported?, nil:
      return Failure(
        .unavailable,
        "cannot tell whether a warning is in force: no official warnings source covers this "
          + "place (rainstorm --alerts sources lists the countries covered)")
    }
  }

  /// The same failure, for `--stdin` line `number`.
  func onLine(_ number: Int) -> Failure {
    Failure(status, "line \(number): \(message)")
  }

  /// `--stdin` input past a limit: nothing is asked or written.
  static func inputRefused(_ error: PlaceListReader.LimitError) -> Failure {
    Failure(.dataError, "standard input, line \(error.line): \(error.reason)")
  }

  /// `--stdin` read no line naming a place: nothing to answer for.
  static let noPlaces = Failure(
    .dataError,
    "no places on standard input; give one per line as 'lat,lon', 'lat lon' or a name (see "
      + "'rainstorm --help')")

  /// A `--stdin` batch with more place names than are looked up in one run.
  static func tooManyNames(_ count: Int) -> Failure {
    Failure(
      .dataError,
      "standard input names \(count) places; a batch looks up at most "
        + "\(PlaceNameLookup.maximumNames) names: give the others as 'lat,lon' (rainstorm "
        + "--search NAME shows them) or split the batch")
  }

  /// A `--stdin` line that is not a place.
  static func badLine(_ line: PlaceList.BadLine) -> Failure {
    Failure(.dataError, "line \(line.number): \(line.reason)")
  }

  /// `--stdin` lines whose places one failed request carried.
  static func failedRun(_ run: BatchForecaster.FailedRun, output: OutputSettings) -> Failure {
    let failure = Failure.noWeather(run.error, output)
    return Failure(failure.status, "\(run.lines): \(failure.message)")
  }

  /// IP lookup is turned off and no place was given: nothing can be asked.
  static func noPlace(_ output: OutputSettings) -> Failure {
    let switchedOffBy = output.ipLookupDisabledBy ?? "configuration"
    return Failure(
      .noPermission,
      "IP lookup is turned off (\(switchedOffBy)) and no place was given; "
        + "name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES")
  }

  /// A forecast that could not be had, for one place or a batch's.
  static func noWeather(_ cause: ServiceError, _ output: OutputSettings) -> Failure {
    serviceFailed("no weather data", cause, output)
  }

  /// `what` that could not be had because of `cause`: `WHAT: REASON; HINT`, with the status
  /// the cause decides.
  private static func serviceFailed(
    _ what: String, _ cause: ServiceError, _ output: OutputSettings
  ) -> Failure {
    let described = describe(cause, timeout: output.timeout.shownAsSeconds())
    return Failure(
      described.status,
      "\(what): \(described.text)" + (described.hint.map { "; \($0)" } ?? ""))
  }

  /// A radar that could not be had.
  static func noRadar(_ cause: ServiceError, _ output: OutputSettings) -> Failure {
    serviceFailed("no radar", cause, output)
  }

  /// A place no radar source covers.
  static func noRadarCovers(_ location: Location) -> Failure {
    let place = location.name ?? location.coordinateText()
    return Failure(
      .unavailable,
      "no radar covers \(place) yet: rainstorm reads the DWD's (Germany and up to 100 km "
        + "beyond, through Bright Sky) and the NWS's (the contiguous United States and up to 100 "
        + "km beyond, through the Iowa Environmental Mesonet)")
  }

  /// A view-model error as a message and an exit status.
  init(_ error: RootViewModelError, output: OutputSettings) {
    switch error {
    case .notAuthorizedToRequestLocation: self = .noPlace(output)
    case .failedToRequestLocation(let error): self.init(error, output: output)
    case .noWeatherDataAvailable(let cause): self = .noWeather(cause, output)
    }
  }

  /// A place that could not be found (a run's, a search's or a batch line's) as a message and
  /// an exit status.
  init(_ error: LocationServiceError, output: OutputSettings) {
    let timeout = output.timeout.shownAsSeconds()
    switch error {
    case .notAuthorized:
      self = .noPlace(output)
    case .notFound(let query):
      status = .notFound
      let shown = query.escapedForMessage
      let country = output.country.map { " in \($0)" } ?? ""
      let drop = output.country.map { "leave out --country \($0)" }
      var tries = ["check the spelling"]
      if let comma = Self.withComma(query) { tries.append("write it \(comma)") }
      if let drop { tries.append(drop) }
      if case .search = output.action {
        tries.append("try the nearest larger town")
      } else {
        tries += [
          "try the nearest larger town (rainstorm --search NAME lists matches)",
          Self.coordinatesHint(output),
        ]
      }
      let last = tries.removeLast()
      message =
        "no place called '\(shown)' found\(country); \(tries.joined(separator: ", ")) or \(last)"
    case .lookupsFailed(let causes):
      let described = causes.map { Self.describe($0, timeout: timeout) }
      // Waiting may help when any provider was only busy or slow.
      status = causes.contains(where: \.isTemporary) ? .temporaryFailure : .unavailable
      let reasons =
        described.isEmpty ? "no provider to ask" : described.map(\.text).joined(separator: "; ")
      message =
        "could not find you from your IP address: \(reasons); "
        + "name a place (rainstorm Paris) or pass --lat and --lon"
    case .requestFailed(let cause):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      let hint = described.hint.map { "\($0), or " } ?? ""
      message =
        "could not look up the place: \(described.text); \(hint)"
        + Self.coordinatesHint(output)
    }
  }

  /// How to give a place by its coordinates instead of its name: on a `--stdin` line, or with
  /// options.
  static func coordinatesHint(_ output: OutputSettings) -> String {
    if case .batch = output.action { return "give its coordinates as 'lat,lon'" }
    return "pass --lat and --lon"
  }

  /// `'Paris, Texas'` for a name of several words without a comma, such as `Paris Texas`:
  /// the search reads the words after a comma as the region or country.
  static func withComma(_ query: String) -> String? {
    guard !query.contains(","), let space = query.lastIndex(of: " ") else { return nil }
    let name = query[..<space].trimmingWhitespace
    let region = query[query.index(after: space)...]
    guard !name.isEmpty, !region.isEmpty, PlaceQuery.couldBeRegion(String(region)) else {
      return nil
    }
    return "'\(name), \(region)'".escapedForMessage
  }

  private static func describe(_ error: ServiceError, timeout: String)
    -> (status: ExitCode, text: String, hint: String?)
  {
    let (text, hint) = error.explained(timeout: timeout)
    let status: ExitCode
    if error.isTemporary {
      status = .temporaryFailure
    } else if error.isUnreadableAnswer {
      status = .dataError
    } else {
      status = .unavailable
    }
    return (status, text, hint)
  }

}
