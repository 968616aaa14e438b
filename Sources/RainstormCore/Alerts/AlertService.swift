/// A source of official warnings, injected into `RootViewModel` and the batch as a closure (as
/// `HTTPClient` is): the live one is `PublicAlertService.service`, tests give their own.
/// Protocols are kept for the seams with several real implementations (`LocationService`,
/// `WeatherService`).
public struct AlertService: Sendable {
  private let ask: @Sendable (Location) async -> AlertReport

  /// The service that answers with `ask`: the library's own (`PublicAlertService`), or an
  /// app's (`AlertReport.answered`, `.unavailable`).
  public init(_ ask: @escaping @Sendable (Location) async -> AlertReport) {
    self.ask = ask
  }

  /// The warnings for one place. Never throws: a failure is the report's status, so that
  /// warnings never cost the forecast.
  package func alerts(for location: Location) async -> AlertReport {
    await ask(location)
  }

  /// The warnings for each of `locations`, in their order, with at most `atOnce` places asked
  /// at a time: a batch of a thousand places does not open a thousand connections at once.
  package func alerts(for locations: [Location], atOnce: Int = 8) async -> [AlertReport] {
    await inChunks(locations, size: 1, atOnce: atOnce) { chunk in
      var reports: [AlertReport] = []
      for location in chunk { reports.append(await alerts(for: location)) }
      return reports
    }
  }
}
