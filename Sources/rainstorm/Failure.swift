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
        "IP lookup is turned off (\(switchedOffBy)) and no location was given; "
        + "pass --lat DEGREES --lon DEGREES"
    case .failedToRequestLocation(.notFound(let query)):
      status = .notFound
      message = "no place found for '\(query)'; check the spelling or pass --lat and --lon"
    case .failedToRequestLocation(.requestFailed(let cause)):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      let hint = described.hint.map { "\($0), or " } ?? ""
      message = "could not look up your location: \(described.text); \(hint)pass --lat and --lon"
    case .noWeatherDataAvailable(let cause):
      let described = Self.describe(cause, timeout: timeout)
      status = described.status
      message = "no weather data: \(described.text)" + (described.hint.map { "; \($0)" } ?? "")
    }
  }

  private static func describe(_ error: ServiceError, timeout: String)
    -> (status: ExitCode, text: String, hint: String?)
  {
    switch error {
    case .timedOut(let host):
      (
        .temporaryFailure, "\(host) did not answer within \(timeout) s",
        "try again or raise --timeout"
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
    case .errorBody(let host, let status, let reason):
      (.unavailable, "\(host) refused the request (HTTP \(status)): \(reason)", nil)
    case .unreadable(let host, let detail):
      (.dataError, "cannot read the answer from \(host): \(detail)", nil)
    }
  }
}
