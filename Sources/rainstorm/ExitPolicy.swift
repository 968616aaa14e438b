import RainstormCore

/// What a finished report answers to the two questions a script can ask with the exit
/// status, decided the same way for one place and for each place of a batch: is rain due
/// within `--rain-within`, and is a warning at the `--fail-on-alert` level in force. A
/// question not asked has no answer (nil).
enum ExitPolicy {
  /// An answer to one of the questions.
  enum Answer: Equatable {
    case yes
    case no
    /// The report cannot tell, and this is why (with the status it fails with).
    case unknown(Failure)
  }

  /// `--rain-within`: whether the report's rain outlook expects rain within the minutes
  /// asked; unknown when the outlook does not reach that far (or the forecast is an older
  /// one, kept because asking failed).
  static func rain(
    _ report: WeatherReport, _ output: OutputSettings, _ options: RenderOptions
  ) -> Answer? {
    guard let minutes = output.rainWithinMinutes else { return nil }
    let outlook = report.rainOutlook(now: options.now, horizonMinutes: options.rainMinutes)
    switch outlook?.expectsRain(withinMinutes: minutes) {
    case true?: return .yes
    case false?: return .no
    case nil:
      return .unknown(
        .rainUnknown(
          within: minutes, outlook, staleBecause: report.staleBecause,
          output: output))
    }
  }

  /// `--fail-on-alert`: whether a warning read at that level is in force (even when others
  /// could not be read); else unknown when the warnings cannot be trusted.
  static func alert(
    _ report: WeatherReport, _ output: OutputSettings, _ options: RenderOptions
  ) -> Answer? {
    guard let level = output.failOnAlert else { return nil }
    if let highest = report.alerts?.highestInForce(at: options.now), highest >= level {
      return .yes
    }
    if let failure = Failure.alertsUnknown(report.alerts, output: output) {
      return .unknown(failure)
    }
    return .no
  }
}
