/// A source of official warnings: the seam warnings services plug into, as `WeatherService`
/// is for forecasts. Tests use stubs; the live conformance is `PublicAlertService`.
public protocol AlertService: Sendable {
  /// The warnings for one place. Never throws: a failure is the report's status, so that
  /// warnings never cost the forecast.
  func alerts(for location: Location) async -> AlertReport
}
