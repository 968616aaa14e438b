import Foundation

/// Recorded bodies and golden files that live beside the tests.
enum Fixture {
  static let testsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The bytes of `Fixtures/NAME`.
  static func data(_ name: String) -> [UInt8] {
    let url = testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name)
    do {
      return [UInt8](try Data(contentsOf: url))
    } catch {
      fatalError("missing fixture \(url.path): \(error)")
    }
  }

  static let zagrebForecast = "openmeteo_forecast_current_hourly_daily_zagreb.json"
  static let vcrForecast = "openmeteo_vcr_forecast_current_minutely15_hourly_daily.body.json"
  static let enschedeQuarterHours = "openmeteo_forecast_minutely15-precip_4steps_enschede.json"
  static let zurichModels = "openmeteo_forecast_models-suffixed_icon-meteoswiss-gfs_zurich.json"
  static let legacyForecast = "openmeteo_legacy_current_weather.json"
  static let torontoForecast =
    "openmeteo_forecast_hourly-daily-current-pastdays1-imperial_toronto.json"
  static let openMeteoLatitudeError = "openmeteo_error_400_latitude_docs.json"
  static let openMeteoDailyLimit = "openmeteo_error_429_daily_limit.json"
  static let ipapiSuccess = "ipapi_co_success_8.8.8.8.json"
  static let ipapiSuccessGuangzhou = "ipapi_co_success_121.8.215.106.json"
  static let ipapiRateLimited = "ipapi_co_error_ratelimited.json"
  static let ipapiReserved = "ipapi_co_reserved_127.0.0.1.json"
  static let geocodingEnschede = "openmeteo_geocoding_match_enschede.json"
  static let geocodingHollywood = "openmeteo_vcr_geocoding_hollywood.body.json"
  static let geocodingNoMatch = "openmeteo_geocoding_nomatch.json"
  static let geocodingMissingFields = "openmeteo_geocoding_missing_fields.json"
  static let geocodingCountError = "openmeteo_geocoding_error_400_count_docs.json"
  static let ipwhoisSuccess = "ipwho_is_success_8.8.8.8.json"
  static let ipwhoisReserved = "ipwho_is_fail_reserved_10.0.0.1.json"
  static let ipinfoSuccess = "ipinfo_io_success_8.8.8.8_with_token.json"
  static let ipinfoBogon = "ipinfo_io_bogon_127.0.0.1.json"
  static let ipinfoRateLimited = "ipinfo_io_error_429_ratelimit.txt"
  static let nwsPhoenixHeat = "nws_alerts-active-point_extreme-heat-warning_phoenix.json"
  static let nwsEmpty = "nws_alerts-active-point_empty_nyc.json"
  static let nwsOutsideCoverage = "nws_points_error404_outside-coverage_oaxaca.json"
  static let metAlertsGales = "metno_metalerts-current_no-filter_marine-gale.json"
  static let nowcastTromso = "metno_nowcast-complete_tromso.json"
  static let brightSkyFrost = "brightsky_alerts_berlin-mitte.json"
  static let canadaToronto = "eccc_weather-alerts-items_toronto-bbox.json"
  static let meteoAlarmNetherlands = "meteoalarm_warnings-feed_netherlands.json"
  static let meteoAlarmUnitedKingdomAtom = "meteoalarm_legacy-atom_united-kingdom.atom"
  static let meteoAlarmIceCAP = "meteoalarm_cap-detail_uk-yellow-ice.xml"
  static let israelFloodCAP = "cap_il_ims_empty_polygon_emma_id.xml"
  static let wmoFeedAustralia = "wmo_swic_rss_au-bom-en.xml"
  static let wmoSources = "alerthub_sources_via_fpas_aggregated_feeds_2024-08-03.json"
  static let capIndiaDistrict = "cap_in_sachet_via_wmo_geocode_lgd.xml"
  static let capIrelandMarine = "cap_ie_meteireann_geocode_emma_only.xml"
  static let capKazakhstanPolygon = "cap_kz_kazhydromet_polygon.xml"
  static let capMacaoAllClear = "cap_mo_smg_polygon_multiline.xml"
  static let capRussiaAntimeridian = "cap_ru_roshydromet_multipolygon_antimeridian.xml"
  static let capTaiwanCircle = "cap_tw_oca_circle.xml"
  static let metServiceFeed = "metservice_cap_rss.xml"
  static let metServiceDesertRoad = "metservice_cap_desertroad_polygon.xml"
  static let metServiceDunedin = "metservice_cap_dunedin_polygon.xml"
  static let airQualityEnschede = "openmeteo_air-quality_current-hourly-aqi-pollen-uv_enschede.json"
  static let archiveBrasilia = "openmeteo_archive_daily-tmax_brasilia.json"
  static let archiveFlood1953 = "openmeteo_archive_hourly-daily_1953-flood_enschede.json"
  static let forecastParameters = "open-meteo-forecast-parameters.json"
}

/// Expected outputs compared byte for byte.
///
/// Set `RAINSTORM_RECORD_GOLDEN=1` to rewrite them on purpose; the test then fails so that a
/// recording never passes silently.
enum Golden {
  static func url(_ name: String) -> URL {
    Fixture.testsDirectory.appendingPathComponent("Golden").appendingPathComponent(name)
  }

  /// The golden text, or nil after recording `actual` when asked to.
  static func expected(_ name: String, actual: String) -> String? {
    if ProcessInfo.processInfo.environment["RAINSTORM_RECORD_GOLDEN"] == "1" {
      try? Data(actual.utf8).write(to: url(name))
      return nil
    }
    guard let data = try? Data(contentsOf: url(name)) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
