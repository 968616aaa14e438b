import RainstormCore

/// An error as the user sees it: one line of text and an exit status.
struct Failure: Equatable {
  let status: ExitCode
  let message: String

  /// The one place where a view-model error becomes a message and an exit status.
  init(_ error: RootViewModelError, configuration: Configuration) {
    let timeout = configuration.timeout.decimalString(maximumFractionDigits: 3)
    switch error {
    case .notAuthorizedToRequestLocation, .failedToRequestLocation(.notAuthorized):
      let switchedOffBy = configuration.ipLookupDisabledBy ?? "configuration"
      status = .noPermission
      message =
        "IP lookup is turned off (\(switchedOffBy)) and no place was given; "
        + "name one (rainstorm Paris) or pass --lat DEGREES --lon DEGREES"
    case .failedToRequestLocation(.notFound(let query)):
      status = .notFound
      let shown = query.sanitizedForTerminal()
      let country = configuration.country.map { " in \($0)" } ?? ""
      let drop = configuration.country.map { "leave out --country \($0), " } ?? ""
      message =
        "no place called '\(shown)' found\(country); check the spelling, \(drop)"
        + "try the nearest larger town (rainstorm --search NAME lists matches), "
        + "or pass --lat and --lon"
    case .failedToRequestLocation(.lookupsFailed(let causes)):
      let described = causes.map { Self.describe($0, timeout: timeout) }
      // Waiting may help when any provider was only busy or slow.
      let transient = causes.contains {
        switch $0 {
        case .rateLimited, .timedOut: true
        default: false
        }
      }
      status = transient ? .temporaryFailure : .unavailable
      let reasons =
        described.isEmpty ? "no provider to ask" : described.map(\.text).joined(separator: "; ")
      message =
        "could not find you from your IP address: \(reasons); "
        + "name a place (rainstorm Paris) or pass --lat and --lon"
    case .failedToRequestLocation(.requestFailed(let cause)):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      let hint = described.hint.map { "\($0), or " } ?? ""
      message = "could not look up the place: \(described.text); \(hint)pass --lat and --lon"
    case .noWeatherDataAvailable(let cause):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      message = "no weather data: \(described.text)" + (described.hint.map { "; \($0)" } ?? "")
    }
  }

  /// Why a request failed, in a few words (for the warning over a stale forecast).
  static func reason(_ error: ServiceError, configuration: Configuration) -> String {
    describe(error, timeout: configuration.timeout.decimalString(maximumFractionDigits: 3)).text
  }

  private static func describe(_ error: ServiceError, timeout: String)
    -> (status: ExitCode, text: String, hint: String?)
  {
    switch error {
    case .timedOut(let host):
      (
        .temporaryFailure, "no answer from \(host) within the time limit (\(timeout) s)",
        "try again or raise --timeout"
      )
    case .asksToWait(let host, let status, let seconds):
      (
        .temporaryFailure,
        "\(host) answered HTTP \(status) and asks to wait "
          + "\(seconds.decimalString(maximumFractionDigits: 0)) s, longer than the time left",
        "try again later"
      )
    case .rateLimited(let host, let reason):
      (
        .temporaryFailure, "\(host) is limiting requests" + (reason.map { " (\($0))" } ?? ""),
        "try again later"
      )
    case .unreachable(let host, let reason):
      (.unavailable, "cannot reach \(host) (\(reason))", "check your connection")
    case .httpStatus(let host, let status):
      (.unavailable, "\(host) answered HTTP \(status)", "try again later")
    case .errorBody(let host, let status, let reason) where (200..<300).contains(status):
      (.unavailable, "\(host) answered: \(reason)", nil)
    case .errorBody(let host, let status, let reason) where status >= 500:
      (.unavailable, "\(host) failed (HTTP \(status)): \(reason)", "try again later")
    case .errorBody(let host, let status, let reason):
      (.unavailable, "\(host) refused the request (HTTP \(status)): \(reason)", nil)
    case .unreadable(let host, let detail):
      (.dataError, "cannot read the answer from \(host): \(detail)", nil)
    }
  }
}
