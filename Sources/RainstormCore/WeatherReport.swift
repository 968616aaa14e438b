#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// A location together with the forecast for it: what a successful refresh reports.
public struct WeatherReport: Equatable, Sendable {
  /// Where the forecast is for, and how that place was found.
  public var location: Location
  /// The forecast.
  public var forecast: Forecast
  /// When the forecast was fetched, when known.
  public var fetchedAt: Date?
  /// Set when a refresh failed and this is an older forecast from the cache: why it failed.
  public var staleBecause: ServiceError?
  /// Set when the forecast comes from a provider asked because the ones before it failed
  /// (`--provider auto`): why they failed.
  public var fallbackBecause: ServiceError?
  /// The official warnings for the place, or nil when they were not asked for.
  package var alerts: AlertReport?
  /// Air quality, UV and pollen, or nil when they were not asked for.
  package var airQuality: AirQualityReport?
  /// The 30-year record the days are compared with, or nil when not asked for.
  package var normals: NormalsReport?
  /// MET Norway's radar nowcast, where it covers the place and rain timing is shown.
  package var nowcast: Nowcast?
  /// What the radar says (the nearest rain, its own forecast), when the `radar` setting is on.
  package var radar: RadarReport?

  /// Creates a report.
  package init(
    location: Location, forecast: Forecast, fetchedAt: Date? = nil,
    staleBecause: ServiceError? = nil, alerts: AlertReport? = nil,
    airQuality: AirQualityReport? = nil, normals: NormalsReport? = nil
  ) {
    self.location = location
    self.forecast = forecast
    self.fetchedAt = fetchedAt
    self.staleBecause = staleBecause
    self.alerts = alerts
    self.airQuality = airQuality
    self.normals = normals
  }

  /// The report of `location` from a fetched forecast and what was asked beside it: the one
  /// assembly of a report, for one place (`RootViewModel`) and for each place of a batch
  /// (`BatchForecaster.reports`).
  package init(
    _ location: Location, _ fetched: FetchedForecast, alerts: AlertReport?,
    airQuality: AirQualityReport?, normals: NormalsReport? = nil, nowcast: Nowcast? = nil,
    radar: RadarReport? = nil
  ) {
    self.init(
      location: location, forecast: fetched.forecast, fetchedAt: fetched.fetchedAt,
      staleBecause: fetched.staleBecause, alerts: alerts, airQuality: airQuality,
      normals: normals)
    fallbackBecause = fetched.fallbackBecause
    self.nowcast = nowcast
    self.radar = radar
  }
}

extension WeatherReport {
  /// The report with every text from a server (the place and its regions, the warnings)
  /// folded to ASCII: for people and bars in a locale that is not UTF-8.
  public func foldedToASCII() -> WeatherReport {
    var report = self
    report.location = location.foldedToASCII()
    report.alerts?.alerts =
      alerts?.alerts.map { alert in
        var alert = alert
        alert.issuer = alert.issuer.asciiFolded
        alert.event = alert.event.asciiFolded
        alert.issuerLevel = alert.issuerLevel.asciiFolded
        alert.area = alert.area?.asciiFolded
        alert.headline = alert.headline?.asciiFolded
        alert.description = alert.description?.asciiFolded
        alert.instruction = alert.instruction?.asciiFolded
        return alert
      } ?? []
    return report
  }
}

extension Location {
  /// The location with its name and regions folded to ASCII.
  public func foldedToASCII() -> Location {
    renamed(name: name?.asciiFolded, regions: regions.map(\.asciiFolded))
  }
}
