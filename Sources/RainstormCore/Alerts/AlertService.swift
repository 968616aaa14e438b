/// A source of official warnings: the seam warnings services plug into, as `WeatherService`
/// is for forecasts. Tests use stubs; the live conformance is `PublicAlertService`.
public protocol AlertService: Sendable {
  /// The warnings for one place. Never throws: a failure is the report's status, so that
  /// warnings never cost the forecast.
  func alerts(for location: Location) async -> AlertReport
}

extension AlertService {
  /// The warnings for each of `locations`, in their order, with at most `atOnce` places asked
  /// at a time: a batch of a thousand places does not open a thousand connections at once.
  public func alerts(for locations: [Location], atOnce: Int = 8) async -> [AlertReport] {
    await inChunks(locations, size: 1, atOnce: atOnce) { chunk in
      var reports: [AlertReport] = []
      for location in chunk { reports.append(await alerts(for: location)) }
      return reports
    }
  }
}
