import RainstormCore

/// A service root that a `RAINSTORM_*_URL` variable moves (for a mirror, a proxy that needs a
/// path, or a test's local server). Parsing, `--help` and the man page read `ServiceAddress.all`,
/// so a variable cannot be read without being listed, nor listed without being read.
struct ServiceAddress: Sendable {
  /// The variable, such as `RAINSTORM_WEATHER_URL`.
  let variable: String
  /// One line for `--help` and the man page.
  let help: String
  /// Stores the address read from the variable in the configuration.
  let store: @Sendable (inout Configuration, WebAddress) -> Void

  static let all: [ServiceAddress] = [
    ServiceAddress(
      variable: "RAINSTORM_WEATHER_URL",
      help: "forecast server (default \(WeatherRequest.defaultBaseURL))"
    ) { $0.weatherBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_MET_NORWAY_URL",
      help: "MET Norway's forecast server (default \(MetNorwayWeatherService.defaultBaseURL))"
    ) { $0.metNorwayBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_GEOCODING_URL",
      help: "place search server (default \(GeocodingLocationService.defaultBaseURL))"
    ) { $0.geocodingBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_IP_LOOKUP_URL",
      help: "ask IP providers at URL/PROVIDER/ (for mirrors and tests)"
    ) { $0.ipLookupBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_ALERTS_URL",
      help: "ask every warnings service at this root (mirrors and tests)"
    ) { $0.alertsBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_ARCHIVE_URL",
      help: "past days server (default \(PastWeatherService.defaultArchiveBaseURL))"
    ) { $0.archiveBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_RADAR_URL",
      help: "radar server (default \(BrightSkyRadarService.defaultBaseURL))"
    ) { $0.radarBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_US_RADAR_URL",
      help: "US radar server (default \(IEMRadarService.defaultBaseURL))"
    ) { $0.usRadarBaseURL = $1 },
    ServiceAddress(
      variable: "RAINSTORM_AIR_QUALITY_URL",
      help: "air quality server (default \(OpenMeteoAirQualityService.defaultBaseURL))"
    ) { $0.airQualityBaseURL = $1 },
  ]
}
