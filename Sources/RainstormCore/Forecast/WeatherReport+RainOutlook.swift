#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

extension WeatherReport {
  /// The rain outlook at `now` for the next `horizonMinutes` (a domain value: renderers, the
  /// exit status and `--watch` read the same), or nil when none is asked (0) or the forecast
  /// has no 15-minute values for now.
  ///
  /// Where a radar nowcast covers the place, its first two hours stand in for the forecast's
  /// quarter hours: MET Norway's (`report.nowcast`), else the radar's own forecast
  /// (`report.radar`, DWD's RADOLAN with the `radar` setting on). A spell that starts within
  /// them is timed to the quarter hour (`resolution_minutes` 15) and `source` says whose.
  package func rainOutlook(now: Date, horizonMinutes: Int) -> RainOutlook? {
    guard horizonMinutes > 0 else { return nil }
    let report = self
    let native =
      report.forecast.provider == .openMeteo
      && RainOutlook.hasNativeQuarterHours(
        latitude: report.location.latitude, longitude: report.location.longitude)
    // The first nowcast that merges, by a loop: a chain of lazy sequences made the runtime
    // build their nested types at every run.
    var nowcast: (Nowcast, (forecast: Forecast, until: Int))?
    for candidate in [report.nowcast, report.radar?.nowcast] {
      if let candidate, let merged = candidate.merged(into: report.forecast, now: now) {
        nowcast = (candidate, merged)
        break
      }
    }
    guard let (nowcast, (merged, until)) = nowcast,
      var outlook = RainOutlook(
        merged, now: now, horizonMinutes: horizonMinutes, nativeQuarterHours: true)
    else {
      return RainOutlook(
        report.forecast, now: now, horizonMinutes: horizonMinutes,
        nativeQuarterHours: native)
    }
    let radarTimed =
      outlook.spell.map {
        $0.start.secondsSinceEpoch(utcOffsetSeconds: report.forecast.utcOffsetSeconds) < until
      }
      ?? true
    outlook.source = radarTimed ? nowcast.source : .forecast
    if !radarTimed, !native { outlook.resolutionMinutes = 60 }
    return outlook
  }
}
