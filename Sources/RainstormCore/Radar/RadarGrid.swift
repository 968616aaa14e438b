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

/// One radar frame's rain on its source's own grid (issue 47): each pixel's rate and the
/// geometry that finds a point on it, so that the map, the nearest rain and a point's rate are
/// worked out one way whatever the source's projection.
package struct RadarGrid: Sendable {
  package let width: Int
  package let height: Int
  /// Each pixel's rate in mm/h, rows from the top; 0 where nothing falls.
  package let rates: [Double]
  /// The pixel of a point, as fractions with pixel centres at whole numbers (outside the grid
  /// for points outside it); the coordinates are finite.
  let pixel: @Sendable (_ latitude: Double, _ longitude: Double) -> (x: Double, y: Double)
  /// The kilometres on the ground a pixel spans west to east and north to south at a latitude.
  let kilometres: @Sendable (_ latitude: Double) -> (x: Double, y: Double)

  /// A grid of `width` by `height` rates; nil when the rates do not fill it.
  package init?(
    width: Int, height: Int, rates: [Double],
    pixel: @escaping @Sendable (_ latitude: Double, _ longitude: Double) -> (x: Double, y: Double),
    kilometres: @escaping @Sendable (_ latitude: Double) -> (x: Double, y: Double)
  ) {
    guard width > 0, height > 0, rates.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.rates = rates
    self.pixel = pixel
    self.kilometres = kilometres
  }

  /// The whole pixel a point falls in, nil outside the grid.
  private func index(latitude: Double, longitude: Double) -> (column: Int, row: Int)? {
    guard latitude.isFinite, longitude.isFinite else { return nil }
    let point = pixel(latitude, longitude)
    guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else {
      return nil
    }
    let (column, row) = (Int(point.x.rounded()), Int(point.y.rounded()))
    guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
    return (column, row)
  }

  /// The rate at a point, nil outside the grid.
  package func rate(latitude: Double, longitude: Double) -> Double? {
    index(latitude: latitude, longitude: longitude).map {
      rates[$0.row * width + $0.column]
    }
  }

  /// Draws the rain as it falls in `window`: each pixel of the map takes the grid's pixel
  /// under its centre. Pixels outside the grid are left as they are.
  package func draw(into map: inout RadarMap, window: MapWindow) {
    for y in 0..<map.height {
      for x in 0..<map.width {
        let point = window.projection.coordinates(
          x: window.left + Double(x) + 0.5, y: window.top + Double(y) + 0.5)
        guard let (column, row) = index(latitude: point.latitude, longitude: point.longitude)
        else { continue }
        let rate = rates[row * width + column]
        if rate > 0 { map[x, y] = rate }
      }
    }
  }

  /// The distance (kilometres) and bearing (degrees from north) of the nearest pixel with at
  /// least `lightest` mm/h within `reach` kilometres of a point; 0 and 0 when it rains in the
  /// point's own pixel; nil when none is within reach or the point is far off the grid.
  package func nearest(latitude: Double, longitude: Double, reach: Double, lightest: Double)
    -> (kilometres: Double, bearing: Double)?
  {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) < 89 else { return nil }
    let here = pixel(latitude, longitude)
    let size = kilometres(latitude)
    guard here.x.isFinite, here.y.isFinite, abs(here.x) < 1e6, abs(here.y) < 1e6,
      size.x > 0.01, size.y > 0.01
    else { return nil }
    if let own = index(latitude: latitude, longitude: longitude),
      rates[own.row * width + own.column] >= lightest
    {
      return (0, 0)
    }
    let (reachX, reachY) = (Int((reach / size.x).rounded(.up)), Int((reach / size.y).rounded(.up)))
    let (firstColumn, lastColumn) = (
      max(0, Int(here.x) - reachX), min(width - 1, Int(here.x) + reachX)
    )
    let (firstRow, lastRow) = (max(0, Int(here.y) - reachY), min(height - 1, Int(here.y) + reachY))
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
    var best: (squared: Double, dx: Double, dy: Double)?
    for row in firstRow...lastRow {
      let dy = (Double(row) - here.y) * size.y
      for column in firstColumn...lastColumn where rates[row * width + column] >= lightest {
        let dx = (Double(column) - here.x) * size.x
        let squared = dx * dx + dy * dy
        if squared < best?.squared ?? .infinity { best = (squared, dx, dy) }
      }
    }
    guard let best, best.squared.squareRoot() <= reach else { return nil }
    // North and east on the grid at the point, to turn the grid's direction into a bearing.
    let north = pixel(latitude + 0.01, longitude)
    let east = pixel(latitude, longitude + 0.01)
    let towardsNorth = ((north.x - here.x) * size.x, (north.y - here.y) * size.y)
    let towardsEast = ((east.x - here.x) * size.x, (east.y - here.y) * size.y)
    let length = { (vector: (Double, Double)) in
      (vector.0 * vector.0 + vector.1 * vector.1).squareRoot()
    }
    let alongNorth = (best.dx * towardsNorth.0 + best.dy * towardsNorth.1) / length(towardsNorth)
    let alongEast = (best.dx * towardsEast.0 + best.dy * towardsEast.1) / length(towardsEast)
    var bearing = atan2(alongEast, alongNorth) * 180 / .pi
    if bearing < 0 { bearing += 360 }
    return (best.squared.squareRoot(), bearing)
  }
}

/// A radar source's answer as the map, the nearest rain and a watch read it: its frames in
/// time order, each unpacked into a `RadarGrid` only when asked, the source's own forecast of
/// a point's rain where it gives one, and its credit.
package struct RadarAnswer: Sendable {
  /// One frame.
  package struct Frame: Sendable {
    /// Its time: the end of the minutes it measures (or forecasts).
    package var time: Date
    /// Whether the radar measured it; false for a forecast frame.
    package var measured: Bool
    let unpack: @Sendable () throws(ServiceError) -> RadarGrid

    package init(
      time: Date, measured: Bool,
      unpack: @escaping @Sendable () throws(ServiceError) -> RadarGrid
    ) {
      self.time = time
      self.measured = measured
      self.unpack = unpack
    }

    /// Its rain.
    ///
    /// - Throws: `ServiceError` when it cannot be unpacked.
    package func grid() throws(ServiceError) -> RadarGrid {
      try unpack()
    }
  }

  /// The frames in time order.
  package var frames: [Frame]
  /// The source's name in JSON (`radar.source`): `dwd-radolan`, `iem-nexrad`.
  package var name: String
  /// The credit the source asks for, under every map.
  package var credit: String
  /// The host that answered, which errors name.
  package var host: String
  /// The source's forecast of the rate at a point from the measured frame at a time on, nil
  /// where it gives none.
  let forecast: @Sendable (_ latitude: Double, _ longitude: Double, _ from: Date) -> Nowcast?

  package init(
    frames: [Frame], name: String, credit: String, host: String,
    forecast:
      @escaping @Sendable (_ latitude: Double, _ longitude: Double, _ from: Date)
      -> Nowcast? = { _, _, _ in nil }
  ) {
    self.frames = frames
    self.name = name
    self.credit = credit
    self.host = host
    self.forecast = forecast
  }

  /// The source's forecast of the rate at a point from the frame at `time` on, if it gives one.
  package func nowcast(latitude: Double, longitude: Double, from time: Date) -> Nowcast? {
    forecast(latitude, longitude, time)
  }
}
