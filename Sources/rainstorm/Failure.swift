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

  /// `--stdin` and standard input cannot be read.
  static let standardInputUnreadable = Failure(.noInput, "cannot read standard input")

  /// Standard output could not be written (`errno` in `code`); no message for a pipe whose reader
  /// has gone (EPIPE, when SIGPIPE is ignored), which ends quietly with the same status.
  static func outputFailed(_ code: Int32) -> Failure {
    Failure(
      .ioError,
      code == EPIPE
        ? "" : "cannot write the answer to standard output: \(StandardStream.describe(code))")
  }

  /// `--rain-within`: the forecast shows no rain but does not reach as far as asked (65), or
  /// it is an older one kept because asking failed (that failure's status).
  static func rainUnknown(
    within minutes: Int, _ outlook: RainOutlook?, staleBecause: ServiceError?,
    configuration: Configuration
  ) -> Failure {
    let reach =
      outlook.map { "it covers only until \($0.checkedUntil.clockTime)" }
      ?? "it has no 15-minute values for the time now"
    let message =
      "cannot tell whether it will rain within \(RainDuration.text(minutes)): \(reach)"
    guard let staleBecause else { return Failure(.dataError, message) }
    let failure = Failure(.noWeatherDataAvailable(staleBecause), configuration: configuration)
    return Failure(failure.status, "\(message), and \(failure.message)")
  }

  /// `--fail-on-alert` when the warnings cannot be checked: unavailable or some unreadable
  /// (75, the usual temporary failure, whatever the cause: asking again is what helps) or not
  /// covered (69). Nil when the list can be trusted (fresh, or kept from an earlier answer).
  static func alertsUnknown(_ report: AlertReport?, configuration: Configuration) -> Failure? {
    switch report?.status {
    case .ok?, .stale?:
      return nil
    case .unavailable(let error)?, .partial(let error)?:
      return Failure(
        .temporaryFailure,
        "cannot tell whether a warning is in force: \(reason(error, configuration: configuration))"
      )
    case .unsupported?, nil:
      return Failure(
        .unavailable,
        "cannot tell whether a warning is in force: no official warnings source covers this "
          + "place (the US, Canada and Europe's MeteoAlarm countries are covered; in Europe "
          + "outside Norway and Germany, the place's country must be known: name the place)")
    }
  }

  /// The note under a forecast whose warnings could not be checked, not all read, or are an
  /// older answer.
  static func alertsNote(_ report: AlertReport?, configuration: Configuration) -> String? {
    switch report?.status {
    case .unavailable(let error)?:
      return "warnings not checked: \(reason(error, configuration: configuration))"
    case .partial(let error)?:
      return "warnings not all checked: \(reason(error, configuration: configuration))"
    case .stale(let error)?:
      return "warnings from an earlier answer: \(reason(error, configuration: configuration))"
    case .ok?, .unsupported?, nil:
      return nil
    }
  }

  /// The note under a forecast when a service beside it (air quality, the 30-year record)
  /// could not be asked, `missing` saying what is not shown, or answered earlier, `older`
  /// naming what is older.
  static func serviceNote(
    _ status: ServiceStatus?, missing: String, older: String, configuration: Configuration
  ) -> String? {
    switch status {
    case .unavailable(let error)?:
      return "\(missing): \(reason(error, configuration: configuration))"
    case .stale(let error)?:
      return "\(older) from an earlier answer: \(reason(error, configuration: configuration))"
    case .ok?, nil:
      return nil
    }
  }

  /// The same failure, for `--stdin` line `number`.
  func onLine(_ number: Int) -> Failure {
    Failure(status, "line \(number): \(message)")
  }

  /// The view model never reported: a bug.
  static let neverReported = Failure(
    .software, "internal error: the forecast was never reported")

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
  static func failedRun(_ run: BatchForecaster.FailedRun, configuration: Configuration) -> Failure {
    let failure = Failure(.noWeatherDataAvailable(run.error), configuration: configuration)
    return Failure(failure.status, "\(run.lines): \(failure.message)")
  }

  /// Seconds as people read them: one decimal from 1 s up, and below that enough decimals for
  /// two significant digits, so that `--timeout 0.0001` is never shown as 0 s.
  static func seconds(_ value: Double, roundingDown: Bool = false) -> String {
    guard value.isFinite, value > 0 else { return "0" }
    let digits = value >= 1 ? 1 : min(9, Int((-log10(value)).rounded(.up)) + 1)
    guard roundingDown else { return value.decimalString(maximumFractionDigits: digits) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return ((value * scale).rounded(.down) / scale).decimalString(maximumFractionDigits: digits)
  }

  /// A view-model error as a message and an exit status.
  init(_ error: RootViewModelError, configuration: Configuration) {
    let timeout = Self.seconds(configuration.timeout)
    switch error {
    case .notAuthorizedToRequestLocation, .failedToRequestLocation(.notAuthorized):
      let switchedOffBy = configuration.ipLookupDisabledBy ?? "configuration"
      status = .noPermission
      message =
        "IP lookup is turned off (\(switchedOffBy)) and no place was given; "
        + "name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES"
    case .failedToRequestLocation(.notFound(let query)):
      status = .notFound
      let shown = query.escapedForMessage
      let country = configuration.country.map { " in \($0)" } ?? ""
      let drop = configuration.country.map { "leave out --country \($0)" }
      var tries = ["check the spelling"]
      if let comma = Self.withComma(query) { tries.append("write it \(comma)") }
      if let drop { tries.append(drop) }
      if case .search = configuration.action {
        tries.append("try the nearest larger town")
      } else {
        tries += [
          "try the nearest larger town (rainstorm --search NAME lists matches)",
          Self.coordinatesHint(configuration),
        ]
      }
      let last = tries.removeLast()
      message =
        "no place called '\(shown)' found\(country); \(tries.joined(separator: ", ")) or \(last)"
    case .failedToRequestLocation(.lookupsFailed(let causes)):
      let described = causes.map { Self.describe($0, timeout: timeout) }
      // Waiting may help when any provider was only busy or slow.
      status = causes.contains(where: \.isTemporary) ? .temporaryFailure : .unavailable
      let reasons =
        described.isEmpty ? "no provider to ask" : described.map(\.text).joined(separator: "; ")
      message =
        "could not find you from your IP address: \(reasons); "
        + "name a place (rainstorm Paris) or pass --lat and --lon"
    case .failedToRequestLocation(.requestFailed(let cause)):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      let hint = described.hint.map { "\($0), or " } ?? ""
      message =
        "could not look up the place: \(described.text); \(hint)"
        + Self.coordinatesHint(configuration)
    case .noWeatherDataAvailable(let cause):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      message = "no weather data: \(described.text)" + (described.hint.map { "; \($0)" } ?? "")
    }
  }

  /// How to give a place by its coordinates instead of its name: on a `--stdin` line, or with
  /// options.
  static func coordinatesHint(_ configuration: Configuration) -> String {
    if case .batch = configuration.action { return "give its coordinates as 'lat,lon'" }
    return "pass --lat and --lon"
  }

  /// `'Paris, Texas'` for a name of several words without a comma, such as `Paris Texas`:
  /// the search reads the words after a comma as the region or country.
  static func withComma(_ query: String) -> String? {
    guard !query.contains(","), let space = query.lastIndex(of: " ") else { return nil }
    let name = query[..<space].trimmingWhitespace
    let region = query[query.index(after: space)...]
    guard !name.isEmpty, !region.isEmpty else { return nil }
    return "'\(name), \(region)'".escapedForMessage
  }

  /// The note over a forecast for a place kept from an earlier lookup, because this one
  /// failed (with `--refresh`, or when the kept answer was old).
  static func keptPlaceNote(
    _ error: LocationServiceError, age: Double, configuration: Configuration
  ) -> String {
    let causes: [ServiceError] =
      switch error {
      case .requestFailed(let cause): [cause]
      case .lookupsFailed(let causes): causes
      case .notAuthorized, .notFound: []
      }
    let reasons = causes.map { reason($0, configuration: configuration) }
    return "using the place as found \(ElapsedTime.phrase(age)): looking it up again failed"
      + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
  }

  /// Why a request failed, in a few words (for the warning over a stale forecast).
  static func reason(_ error: ServiceError, configuration: Configuration) -> String {
    describe(error, timeout: seconds(configuration.timeout)).text
  }

  private static func describe(_ error: ServiceError, timeout: String)
    -> (status: ExitCode, text: String, hint: String?)
  {
    let (text, hint) = explain(error, timeout: timeout)
    let status: ExitCode
    if error.isTemporary {
      status = .temporaryFailure
    } else if isUnreadable(error) {
      status = .dataError
    } else {
      status = .unavailable
    }
    return (status, text, hint)
  }

  /// Whether every answer arrived and could not be read: 65 for one provider or for all of
  /// them, while any that could not be reached makes it 69.
  private static func isUnreadable(_ error: ServiceError) -> Bool {
    switch error {
    case .unreadable: true
    case .providersFailed(let failures): !failures.isEmpty && failures.allSatisfy(isUnreadable)
    default: false
    }
  }

  /// What went wrong with a service, and what to do about it.
  private static func explain(_ error: ServiceError, timeout: String) -> (
    text: String, hint: String?
  ) {
    switch error {
    case .timedOut(let host, let share?):
      (
        "no answer from \(host) within its \(Self.seconds(share)) s share of the time limit",
        "try again or raise --timeout"
      )
    case .timedOut(let host, nil):
      (
        "no answer from \(host) within the time limit (\(timeout) s)",
        "try again or raise --timeout"
      )
    case .outOfTime(let host):
      (
        "the answer from \(host) could not be read within the time limit (\(timeout) s)",
        "try again or raise --timeout"
      )
    case .notAsked(let host):
      ("no time was left to ask \(host)", "raise --timeout")
    case .asksToWait(let host, let status, let wait, let left):
      // The wait rounded up and the time left down: never "3 s, longer than the 3 s left".
      (
        "\(host) answered HTTP \(status) and asks to wait \(Int(wait.rounded(.up))) s, "
          + "longer than the \(Self.seconds(left, roundingDown: true)) s left",
        "try again later"
      )
    case .rateLimited(let host, let reason):
      (
        "\(host) is limiting requests" + (reason.map { " (\($0))" } ?? ""),
        "try again later"
      )
    case .unreachable(let host, let reason) where reason.containsBytes(of: "redirect"):
      ("\(host) sends the request round in circles (\(reason))", "try again later")
    case .unreachable(let host, let reason):
      ("cannot reach \(host) (\(reason))", "check your connection")
    case .httpStatus(let host, let status):
      ("\(host) answered HTTP \(status)", "try again later")
    case .errorBody(let host, let status, let reason) where (200..<300).contains(status):
      ("\(host) answered: \(reason)", nil)
    case .errorBody(let host, let status, let reason) where status >= 500:
      ("\(host) failed (HTTP \(status)): \(reason)", "try again later")
    case .errorBody(let host, let status, let reason):
      ("\(host) refused the request (HTTP \(status)): \(reason)", nil)
    case .unreadable(let host, let detail):
      ("cannot read the answer from \(host): \(detail)", nil)
    case .placeLimit(let host, let limit):
      (
        "\(host) was not asked: it answers one place per request, and a batch asks it for at "
          + "most \(limit) places",
        "split the input into smaller batches"
      )
    case .providersFailed(let failures):
      (
        failures.map { explain($0, timeout: timeout).text }.joined(separator: "; "),
        failures.lazy.compactMap { explain($0, timeout: timeout).hint }.first
      )
    }
  }
}
