#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sun's times of day and the moon's phase, computed rather than asked: wttr.in's `%D %z
/// %d %m %M` codes need them and no forecast answer carries them.
///
/// The sun follows NOAA's low-accuracy solar equations (declination and equation of time from
/// the fractional year), good to a minute or two away from the poles; the moon is the mean
/// lunation from the new moon of 2000-01-06 18:14 UTC, good to about half a day.
package enum SkyClock {
  /// The moon's age on wttr.in's scale: 0 at new moon, 7 at first quarter, 14 full, 21 last
  /// quarter, up to 28.
  package static func moonAge(at instant: Date) -> Double {
    let synodicMonth = 29.530_588_853
    let days = instant.timeIntervalSince1970 / 86_400 - referenceNewMoonDays
    guard days.isFinite else { return 0 }
    var age = days.truncatingRemainder(dividingBy: synodicMonth)
    if age < 0 { age += synodicMonth }
    return age / synodicMonth * 28
  }

  /// The new moon of 2000-01-06 18:14 UTC, in days since 1970.
  private static let referenceNewMoonDays = 947_182_440.0 / 86_400

  /// Moments of a day the sun passes, as the sun's depression below the horizon.
  package enum SunEvent: Sendable {
    /// Civil dawn: the sun 6° below the horizon, rising.
    case dawn
    /// Sunrise: its upper edge on the horizon (90.833° from the zenith, with refraction).
    case sunrise
    /// Solar noon (wttr.in's zenith): the sun at its highest.
    case noon
    /// Sunset.
    case sunset
    /// Civil dusk.
    case dusk
  }

  /// The local time of `event` on `date` at a place, in seconds after its midnight (the zone
  /// `utcOffsetSeconds` ahead of UTC); nil when the sun does not reach that height that day
  /// (polar day or night) or the inputs are not finite.
  package static func seconds(
    of event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double,
    utcOffsetSeconds: Int
  ) -> Int? {
    guard latitude.isFinite, longitude.isFinite else { return nil }
    let januaryFirst = LocalDate(year: date.year, month: 1, day: 1)?.daysSinceEpoch ?? 0
    let dayOfYear = Double(date.daysSinceEpoch - januaryFirst)
    let gamma = 2 * Double.pi / 365 * (dayOfYear + 0.5)
    let equationOfTime =
      229.18
      * (0.000_075 + 0.001_868 * cos(gamma) - 0.032_077 * sin(gamma)
        - 0.014_615 * cos(2 * gamma) - 0.040_849 * sin(2 * gamma))
    let declination =
      0.006_918 - 0.399_912 * cos(gamma) + 0.070_257 * sin(gamma)
      - 0.006_758 * cos(2 * gamma) + 0.000_907 * sin(2 * gamma)
      - 0.002_697 * cos(3 * gamma) + 0.001_48 * sin(3 * gamma)
    let noonMinutes = 720 - 4 * longitude - equationOfTime
    let zenith: Double
    let sign: Double
    switch event {
    case .noon: return localSeconds(noonMinutes, utcOffsetSeconds)
    case .dawn: (zenith, sign) = (96, -1)
    case .sunrise: (zenith, sign) = (90.833, -1)
    case .sunset: (zenith, sign) = (90.833, 1)
    case .dusk: (zenith, sign) = (96, 1)
    }
    let phi = latitude * .pi / 180
    let cosHourAngle =
      cos(zenith * .pi / 180) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
    guard cosHourAngle.isFinite, (-1...1).contains(cosHourAngle) else { return nil }
    let hourAngle = acos(cosHourAngle) * 180 / .pi
    return localSeconds(noonMinutes + sign * 4 * hourAngle, utcOffsetSeconds)
  }

  private static func localSeconds(_ utcMinutes: Double, _ utcOffsetSeconds: Int) -> Int {
    let seconds = Int((utcMinutes * 60).rounded()) + utcOffsetSeconds
    return (seconds % 86_400 + 86_400) % 86_400
  }

  /// `HH:MM:SS` for seconds after midnight.
  package static func clock(_ seconds: Int) -> String {
    let padded = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(padded(seconds / 3600)):\(padded(seconds % 3600 / 60)):\(padded(seconds % 60))"
  }
}
