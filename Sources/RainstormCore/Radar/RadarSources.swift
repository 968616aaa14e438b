#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The radars rainstorm reads, chosen by the place (issue 47): the DWD's through Bright Sky in
/// and around Germany, the NWS's through the IEM in and around the contiguous United States.
/// They cover no place in common, so one failing has none to fall back on.
package struct RadarSources: Sendable {
  package let brightSky: BrightSkyRadarService
  package let iem: IEMRadarService

  /// The distance asked for the nearest rain, in metres: `NearestRain.reach` in the DWD
  /// grid's kilometres where they are shortest on the ground within its composite (0.92 of a
  /// kilometre at 45° N), with a little to spare; the IEM's composite is kept as far.
  package static let nearestRainDistance = 170_000
  /// The oldest a newest measured frame may be to say where the rain is now, in seconds: the
  /// radars measure every 5 minutes, so older means the service is behind.
  package static let oldestFrame: Double = 1800

  package init(brightSky: BrightSkyRadarService, iem: IEMRadarService) {
    self.brightSky = brightSky
    self.iem = iem
  }

  /// Whether a radar rainstorm reads covers a point.
  package static func covers(latitude: Double, longitude: Double) -> Bool {
    BrightSkyRadarService.covers(latitude: latitude, longitude: longitude)
      || IEMRadarService.covers(latitude: latitude, longitude: longitude)
  }

  /// The radar within `metres` of a point, from the source that covers it.
  ///
  /// - Throws: `ServiceError`; the IEM's, unasked, where no radar covers the point (callers
  ///   check `covers` first).
  package func answer(latitude: Double, longitude: Double, metres: Int)
    async throws(ServiceError) -> RadarAnswer
  {
    if BrightSkyRadarService.covers(latitude: latitude, longitude: longitude) {
      return try await brightSky.radar(latitude: latitude, longitude: longitude, distance: metres)
        .answer(host: brightSky.baseURL.host)
    }
    guard IEMRadarService.covers(latitude: latitude, longitude: longitude) else {
      throw .unreadable(host: iem.baseURL.host, detail: "the place is outside its composite")
    }
    return try await iem.answer(
      latitude: latitude, longitude: longitude, kilometres: Double(metres) / 1000)
  }

  /// What the radar says beside the forecast for `location` at `now`: the nearest rain in the
  /// newest measured frame and the radar's forecast at the place (`RadarReport`). Never
  /// throws: a place no radar covers is `notCovered`, nothing asked.
  package func report(for location: Location, now: Date) async -> RadarReport {
    let (latitude, longitude) = (location.latitude, location.longitude)
    guard Self.covers(latitude: latitude, longitude: longitude) else {
      return RadarReport(status: .notCovered)
    }
    do throws(ServiceError) {
      let answer = try await answer(
        latitude: latitude, longitude: longitude,
        metres: Self.nearestRainDistance)
      guard let frame = RadarView.frame(answer, now: now) else {
        throw ServiceError.unreadable(
          host: answer.host, detail: "its radar answer has no measured frame")
      }
      let age = now.timeIntervalSince(frame.time)
      guard age <= Self.oldestFrame else {
        throw ServiceError.unreadable(
          host: answer.host,
          detail: "its newest radar frame is from "
            + ElapsedTime.phrase(age, in: .english) + ", too old to say where the rain is now")
      }
      let nearest = NearestRain.find(
        in: answer, frame: frame, grid: try frame.grid(), latitude: latitude,
        longitude: longitude)
      return RadarReport(
        status: .seen(frame: frame.time, nearest: nearest), source: answer.name,
        credit: answer.credit,
        nowcast: answer.nowcast(latitude: latitude, longitude: longitude, from: frame.time))
    } catch {
      return RadarReport(status: .failed(error))
    }
  }

  /// The service beside the forecast, reading the clock when it is asked.
  package func service(now: @escaping @Sendable () -> Date) -> RadarService {
    RadarService { location in await report(for: location, now: now()) }
  }
}
