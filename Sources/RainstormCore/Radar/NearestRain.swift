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

  /// The nearest rain in `frame` of `answer` from a point, whose `grid` the caller has
  /// unpacked, with its approach since the measured frame closest to half an hour before; nil
  /// when there is none within `reach`.
  package static func find(
    in answer: RadarAnswer, frame: RadarAnswer.Frame, grid: RadarGrid, latitude: Double,
    longitude: Double
  ) -> NearestRain? {
    let nearest = { (grid: RadarGrid) in
      grid.nearest(
        latitude: latitude, longitude: longitude, reach: reach, lightest: RadarMap.steps[0])
    }
    guard let now = nearest(grid) else { return nil }
    var found = NearestRain(
      kilometres: now.kilometres, bearing: now.bearing, approach: nil, time: frame.time)
    let wanted = frame.time.addingTimeInterval(-1800)
    let earlier = answer.frames.filter { $0.measured && $0.time < frame.time }
      .min { abs($0.time.timeIntervalSince(wanted)) < abs($1.time.timeIntervalSince(wanted)) }
    if let earlier, frame.time.timeIntervalSince(earlier.time) >= 600,
      let before = try? earlier.grid(), let then = nearest(before)
    {
      let hours = frame.time.timeIntervalSince(earlier.time) / 3600
      found.approach = (then.kilometres - now.kilometres) / hours
    }
    return found
  }
}
