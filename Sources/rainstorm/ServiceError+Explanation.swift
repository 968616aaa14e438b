import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A service's failure in words, shared by the failures that end a run (`Failure`, which
/// chooses their exit statuses) and the notes beside an answer (`Notes`).
extension ServiceError {
  /// Why a request failed, in a few words.
  func reason(_ output: OutputSettings) -> String {
    explained(timeout: output.timeout.shownAsSeconds()).text
  }

  /// Whether every answer arrived and could not be read: 65 for one provider or for all of
  /// them, while any that could not be reached makes it 69.
  var isUnreadableAnswer: Bool {
    switch self {
    case .unreadable: true
    case .providersFailed(let failures):
      !failures.isEmpty && failures.allSatisfy(\.isUnreadableAnswer)
    default: false
    }
  }

  /// What went wrong, and what to do about it; `timeout` is the time limit as shown.
  func explained(timeout: String) -> (text: String, hint: String?) {
    switch self {
    case .timedOut(let host, let share?):
      (
        "no answer from \(host) within its \(share.shownAsSeconds()) s share of the time limit",
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
          + "longer than the \(left.shownAsSeconds(roundingDown: true)) s left",
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
        failures.map { $0.explained(timeout: timeout).text }.joined(separator: "; "),
        failures.lazy.compactMap { $0.explained(timeout: timeout).hint }.first
      )
    }
  }
}

extension Double {
  /// Seconds as people read them: one decimal from 1 s up, and below that enough decimals for
  /// two significant digits, so that `--timeout 0.0001` is never shown as 0 s.
  func shownAsSeconds(roundingDown: Bool = false) -> String {
    let value = self
    guard value.isFinite, value > 0 else { return "0" }
    let digits = value >= 1 ? 1 : min(9, Int((-log10(value)).rounded(.up)) + 1)
    guard roundingDown else { return value.decimalString(maximumFractionDigits: digits) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return ((value * scale).rounded(.down) / scale).decimalString(maximumFractionDigits: digits)
  }
}
