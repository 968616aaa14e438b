#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The nearest rain the radar sees from a place, and how it moves (issue 47): in a frame, the
/// closest pixel with at least `RadarMap.steps[0]` mm/h; between that frame and one about
/// half an hour before, how much closer it came, and so when it would arrive at that speed.
package struct NearestRain: Equatable, Sendable {
  /// Kilometres on the ground to the nearest rain; 0 when it rains at the place.
  package var kilometres: Double
  /// Degrees clockwise from north towards it (0 when it rains at the place).
  package var bearing: Double
  /// Kilometres an hour it came closer (negative: moved away), nil without an earlier frame.
  package var approach: Double?
  /// The frame's time.
  package var time: Date

  /// How far the rain is looked for, in kilometres.
  package static let reach = 150.0
  /// How much an hour the distance must change to count as moving, in kilometres.
  package static let stillBelow = 3.0
  /// The longest wait told, in minutes: beyond it the motion says little.
  package static let longestWait = 180

  /// Minutes until it arrives at the speed it came closer, nil when it is not coming closer
  /// (or would take longer than `longestWait`), 0 when it rains at the place.
  package var arrivalMinutes: Int? {
    if kilometres == 0 { return 0 }
    guard let approach, approach >= Self.stillBelow else { return nil }
    let minutes = Int((kilometres / approach * 60).rounded())
    return minutes <= Self.longestWait ? minutes : nil
  }

  /// The nearest rain in `frame` of `radar` from a point, whose `values` the caller has
  /// unpacked, with its approach since the measured frame closest to half an hour before; nil
  /// when there is none within `reach`.
  package static func find(
    in radar: BrightSkyRadar, frame: BrightSkyRadar.Frame, values: [UInt16], latitude: Double,
    longitude: Double, host: String
  ) -> NearestRain? {
    guard let now = nearest(values, radar, latitude: latitude, longitude: longitude) else {
      return nil
    }
    var found = NearestRain(
      kilometres: now.kilometres, bearing: now.bearing, approach: nil, time: frame.time)
    let wanted = frame.time.addingTimeInterval(-1800)
    let earlier = radar.frames.filter { $0.measured && $0.time < frame.time }
      .min { abs($0.time.timeIntervalSince(wanted)) < abs($1.time.timeIntervalSince(wanted)) }
    if let earlier, frame.time.timeIntervalSince(earlier.time) >= 600,
      let before = try? radar.values(earlier, host: host),
      let then = Self.nearest(before, radar, latitude: latitude, longitude: longitude)
    {
      let hours = frame.time.timeIntervalSince(earlier.time) / 3600
      found.approach = (then.kilometres - now.kilometres) / hours
    }
    return found
  }

  /// The distance and bearing of the nearest pixel with rain in one frame's values.
  static func nearest(
    _ values: [UInt16], _ radar: BrightSkyRadar, latitude: Double, longitude: Double
  ) -> (kilometres: Double, bearing: Double)? {
    guard values.count == radar.width * radar.height else { return nil }
    let here = RadolanGrid.pixel(latitude: latitude, longitude: longitude)
    let (x, y) = (here.x - Double(radar.left), here.y - Double(radar.top))
    // A grid kilometre is true at 60° N; elsewhere the ground under it is 1/k of it, with
    // the polar stereographic scale k = (1 + sin 60°) / (1 + sin φ).
    let scale = (1 + sin(latitude * .pi / 180)) / (1 + sin(60 * .pi / 180))
    let lightest = Int((RadarMap.steps[0] / 0.12).rounded(.up))
    let reach = Int((Self.reach / scale).rounded(.up))
    var best: (squared: Double, dx: Double, dy: Double)?
    // The box of pixels within reach, inside the answer's box; none when the place is far
    // outside it (an answer for elsewhere).
    guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return nil }
    let (firstColumn, lastColumn) = (max(0, Int(x) - reach), min(radar.width - 1, Int(x) + reach))
    let (firstRow, lastRow) = (max(0, Int(y) - reach), min(radar.height - 1, Int(y) + reach))
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
    let columns = firstColumn...lastColumn
    let rows = firstRow...lastRow
    for row in rows {
      for column in columns where Int(values[row * radar.width + column]) >= lightest {
        let (dx, dy) = (Double(column) - x, Double(row) - y)
        let squared = dx * dx + dy * dy
        if squared < best?.squared ?? .infinity { best = (squared, dx, dy) }
      }
    }
    guard let best else { return nil }
    let kilometres = best.squared.squareRoot() * scale
    guard kilometres <= Self.reach else { return nil }
    // Within the pixel it falls in, it rains here.
    if best.squared <= 0.5 { return (0, 0) }
    // North and east on the grid at the place, to turn the grid's direction into a bearing.
    let north = RadolanGrid.pixel(latitude: latitude + 0.01, longitude: longitude)
    let east = RadolanGrid.pixel(latitude: latitude, longitude: longitude + 0.01)
    let towardsNorth = (north.x - here.x, north.y - here.y)
    let towardsEast = (east.x - here.x, east.y - here.y)
    let alongNorth = best.dx * towardsNorth.0 + best.dy * towardsNorth.1
    let alongEast = best.dx * towardsEast.0 + best.dy * towardsEast.1
    var bearing =
      atan2(
        alongEast / (towardsEast.0 * towardsEast.0 + towardsEast.1 * towardsEast.1).squareRoot(),
        alongNorth
          / (towardsNorth.0 * towardsNorth.0 + towardsNorth.1 * towardsNorth.1).squareRoot()
      ) * 180 / .pi
    if bearing < 0 { bearing += 360 }
    return (kilometres, bearing)
  }
}
