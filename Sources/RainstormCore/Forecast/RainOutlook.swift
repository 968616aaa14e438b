#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Whether, when and how hard it will rain at a place in the next hours, from the 15-minute
/// forecast: what the rain line, `%R`, the JSON `rain` block and `--rain-within` show.
///
/// A quarter hour is wet when it has at least 0.1 mm (0.004 in) of precipitation. A spell is
/// the first run of wet quarter hours from now; it ends at the first dry one. The outlook only
/// speaks for the time the forecast covers without a gap from now (`checkedUntil`), so a
/// short or holed answer is never read as "no rain".
package struct RainOutlook: Equatable, Sendable {
  /// What falls, from the weather codes of the spell.
  package enum Kind: String, Sendable {
    case rain
    case snow
    case freezingRain = "freezing rain"

    /// The catalogs' name of the kind (`rain.kind.KEY`).
    package var key: String {
      switch self {
      case .rain: "rain"
      case .snow: "snow"
      case .freezingRain: "freezingRain"
      }
    }
  }

  /// How hard, from the heaviest quarter hour as a rate: light below 2.5 mm/h (0.1 in/h),
  /// moderate below 7.6 mm/h (0.3 in/h), heavy from there (the US National Weather Service's
  /// rain-rate classes).
  package enum Intensity: String, Sendable {
    case light
    case moderate
    case heavy

    /// The class of a rate in millimetres per hour.
    init(millimetresPerHour rate: Double) {
      switch rate {
      case ..<2.5: self = .light
      case ..<7.6: self = .moderate
      default: self = .heavy
      }
    }
  }

  /// The first spell of rain from now.
  package struct Spell: Equatable, Sendable {
    /// When it starts: now when it is already raining.
    package var start: LocalDateTime
    /// When it stops, or nil when it is still raining where the forecast ends (`dataEnd`).
    package var end: LocalDateTime?
    /// What falls.
    package var kind: Kind
    /// How hard, at its heaviest.
    package var intensity: Intensity
    /// The total over the spell (to `dataEnd` when it does not end), in the forecast's unit.
    package var amount: Double
    /// The highest hourly probability of precipitation during the spell, percent, when the
    /// answer has the hourly forecast for those hours.
    package var chance: Double?
  }

  /// Where an outlook's timing came from, as JSON names it.
  package enum Source: String, Sendable {
    case forecast
    case nowcast = "met-norway-nowcast"
    case radolan = "dwd-radolan"
  }

  /// Minutes ahead the outlook looks when nothing asks for more: six hours.
  package static let defaultHorizonMinutes = 360

  /// The smallest amount in a quarter hour that counts as rain, in millimetres.
  package static let wetMillimetres = 0.1

  /// Now, in the place's time.
  package var now: LocalDateTime
  /// Minutes ahead the outlook was asked to look.
  package var horizonMinutes: Int
  /// How far the forecast covers the horizon without a gap: `now + horizonMinutes`, or
  /// earlier when the answer ends or has a missing value before that.
  package var checkedUntil: LocalDateTime
  /// Minutes from now to `checkedUntil`.
  package var coveredMinutes: Int
  /// The end of the 15-minute forecast, in the place's time.
  package var dataEnd: LocalDateTime
  /// 15 where the service computes quarter hours from a 15-minute model, 60 where it
  /// interpolates them from hourly values (see `hasNativeQuarterHours`): times are then only
  /// good to the hour.
  package var resolutionMinutes: Int
  /// Where the first spell (or, without one, the first hours) came from: the forecast's
  /// quarter hours, or MET Norway's radar nowcast.
  package var source: Source = .forecast
  /// Whether it is raining in the quarter hour in progress.
  package var isRainingNow: Bool
  /// The first spell that starts before `checkedUntil`, if any.
  package var spell: Spell?
  /// Minutes from now until `spell` starts (0 when it is raining now).
  package var minutesUntil: Int?
  /// When rain starts again after `spell` ends, before `checkedUntil`.
  package var againAt: LocalDateTime?

  /// The outlook from `forecast` at `now`, looking `horizonMinutes` ahead, or nil when the
  /// forecast has no 15-minute values for the quarter hour in progress.
  ///
  /// - Parameter nativeQuarterHours: whether the values come from a 15-minute model
  ///   (`hasNativeQuarterHours` of the place).
  package init?(
    _ forecast: Forecast, now: Date, horizonMinutes: Int, nativeQuarterHours: Bool
  ) {
    let offset = forecast.utcOffsetSeconds
    let nowSeconds = Self.wholeSeconds(now.timeIntervalSince1970)
    let horizon = min(max(horizonMinutes, 1), ForecastOptions.maximumRainMinutes)
    let until = nowSeconds + horizon * 60
    let millimetres = forecast.units.precipitation.millimetres

    // Quarter hours in time order, each as its end in seconds; a repeated time is read once.
    var quarters: [(end: Int, value: Forecast.QuarterHour)] = []
    for quarter in forecast.quarterHours.sorted(by: { $0.time < $1.time }) {
      let end = quarter.time.secondsSinceEpoch(utcOffsetSeconds: offset)
      if let last = quarters.last, last.end == end { continue }
      quarters.append((end, quarter))
    }
    // From the quarter hour in progress, while each follows the one before and has a value.
    guard let first = quarters.firstIndex(where: { $0.end > nowSeconds }),
      quarters[first].end - 900 <= nowSeconds
    else { return nil }
    var covered = first
    while covered < quarters.count, quarters[covered].value.precipitation != nil,
      covered == first || quarters[covered].end == quarters[covered - 1].end + 900
    {
      covered += 1
    }
    let known = quarters[first..<covered]
    let isWet = { (quarter: Forecast.QuarterHour) in
      (quarter.precipitation ?? 0) * millimetres >= Self.wetMillimetres - 1e-9
    }
    let checkedSeconds = min(until, known.last?.end ?? nowSeconds)
    let local = { (seconds: Int) in
      LocalDateTime(secondsSinceEpoch: Double(seconds), utcOffsetSeconds: offset)
    }

    self.now = local(nowSeconds)
    self.horizonMinutes = horizon
    self.checkedUntil = local(checkedSeconds)
    self.coveredMinutes = max(0, checkedSeconds - nowSeconds) / 60
    self.dataEnd = local(known.last?.end ?? nowSeconds)
    self.resolutionMinutes = nativeQuarterHours ? 15 : 60
    self.isRainingNow = known.first.map { isWet($0.value) } ?? false

    guard
      let start = known.firstIndex(where: { isWet($0.value) && $0.end - 900 < checkedSeconds })
    else { return }
    let stop = known[start...].firstIndex(where: { !isWet($0.value) }) ?? known.endIndex
    let wet = known[start..<stop].map(\.value)
    let startSeconds = max(nowSeconds, known[start].end - 900)
    let endSeconds = stop < known.endIndex ? known[stop - 1].end : nil
    let peak = wet.compactMap(\.precipitation).max() ?? 0
    spell = Spell(
      start: local(startSeconds), end: endSeconds.map(local), kind: Self.kind(of: wet),
      intensity: Intensity(millimetresPerHour: peak * millimetres * 4),
      amount: wet.compactMap(\.precipitation).reduce(0, +),
      chance: Self.chance(
        forecast, from: startSeconds, to: endSeconds ?? known[known.endIndex - 1].end))
    minutesUntil = (startSeconds - nowSeconds + 59) / 60
    if stop < known.endIndex,
      let again = known[stop...].first(where: { isWet($0.value) && $0.end - 900 < checkedSeconds })
    {
      againAt = local(again.end - 900)
    }
  }

  /// Whether rain is expected to start (or is falling) within `minutes` from now; nil when
  /// the forecast does not cover that long and shows no rain in what it covers.
  package func expectsRain(withinMinutes minutes: Int) -> Bool? {
    if let minutesUntil, minutesUntil < minutes { return true }
    return coveredMinutes >= minutes ? false : nil
  }

  /// Whether Open-Meteo computes quarter hours at a place from a 15-minute model: HRRR over
  /// the contiguous United States, ICON-D2 and AROME over central Europe (per its
  /// documentation). Elsewhere it interpolates them from hourly values. The boxes are the
  /// models' domains, rounded inwards.
  package static func hasNativeQuarterHours(latitude: Double, longitude: Double) -> Bool {
    let boxes: [(latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)] = [
      (25...50, -125 ... -67),  // HRRR, contiguous United States
      (44...58, -3...20),  // ICON-D2, central Europe
      (38...55, -10...15),  // AROME, France and its neighbours
    ]
    return boxes.contains { $0.latitudes.contains(latitude) && $0.longitudes.contains(longitude) }
  }

  /// Freezing rain when any quarter hour has a freezing code, snow when most have snow codes,
  /// rain otherwise (also when no codes were sent).
  private static func kind(of quarters: [Forecast.QuarterHour]) -> Kind {
    let codes = quarters.compactMap(\.weatherCode)
    if codes.contains(where: \.isFreezing) { return .freezingRain }
    let snow = codes.filter(\.isSnow).count
    return snow * 2 > quarters.count ? .snow : .rain
  }

  /// The highest hourly probability of precipitation for the hours that overlap the spell.
  private static func chance(_ forecast: Forecast, from start: Int, to end: Int) -> Double? {
    let offset = forecast.utcOffsetSeconds
    let overlapping = forecast.hourly.filter { hour in
      let hourStart = hour.time.secondsSinceEpoch(utcOffsetSeconds: offset)
      return hourStart < end && hourStart + 3600 > start
    }
    return overlapping.compactMap(\.precipitationProbability).max()
  }

  /// Whole seconds of an instant, clamped as `LocalDateTime` clamps it.
  private static func wholeSeconds(_ seconds: Double) -> Int {
    Int((seconds.isFinite ? min(max(seconds, -62_135_596_800), 253_402_300_799) : 0).rounded(.down))
  }
}

extension WeatherCode {
  /// Freezing drizzle or freezing rain (56, 57, 66, 67).
  package var isFreezing: Bool {
    [56, 57, 66, 67].contains(rawValue)
  }

  /// Snow, snow grains or snow showers (71 to 77, 85, 86).
  package var isSnow: Bool {
    [71, 73, 75, 77, 85, 86].contains(rawValue)
  }
}
