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

/// The Iowa Environmental Mesonet's composite of the US National Weather Service's radars
/// (NEXRAD) over the contiguous United States, N0R (issue 47): one 8-bit palette PNG of 6000 by
/// 2600 pixels, 0.01° each from 126° W, 50° N (the upper-left pixel's centre, as its world file
/// gives it), made every 5 minutes, public domain. Each index k from 1 is base reflectivity
/// from -30 + 5k dBZ up to 5 more (the IEM's pseudo-N0R since May 2021, binned from N0Q with
/// `np.digitize(dbz, arange(-25, 75, 5))`), 0 none; the `gentime` text is when it was made.
/// Read as hostile input: the size and the indices are checked, the image is read only down to
/// the box around the place, and only that box is kept.
package enum IEMComposite {
  package static let width = 6_000
  package static let height = 2_600
  /// The upper-left pixel's centre and the size of a pixel, in degrees.
  package static let west = -126.0
  package static let north = 50.0
  package static let degrees = 0.01
  /// The highest index N0R has (70 dBZ and more).
  package static let highestIndex: UInt8 = 20
  /// Kilometres a degree of latitude spans (the mean Earth radius's).
  static let kilometresPerDegree = 111.195
  /// Its name in JSON.
  package static let name = "iem-nexrad"
  /// The credit under every map.
  package static let credit = "Radar: NWS NEXRAD via Iowa Environmental Mesonet"

  /// The rate in mm/h of an index: its 5 dBZ's middle by Marshall and Palmer's relation.
  package static func rate(index: UInt8) -> Double {
    index == 0 ? 0 : RadarMap.rate(reflectivity: -30 + 5 * Double(index) + 2.5)
  }

  /// Whether the composite's box holds a point.
  package static func holds(latitude: Double, longitude: Double) -> Bool {
    let half = degrees / 2
    return (north - Double(height) * degrees + half...north + half).contains(latitude)
      && (west - half...west + Double(width) * degrees - half).contains(longitude)
  }

  /// The composite in `body`, from `host`, as one measured frame kept within `kilometres` of a
  /// point.
  ///
  /// - Throws: `ServiceError.unreadable` for anything that is not such a composite.
  package static func read(
    _ body: [UInt8], host: String, latitude: Double, longitude: Double, kilometres: Double
  ) throws(ServiceError) -> RadarAnswer {
    let unreadable = { (detail: String) in ServiceError.unreadable(host: host, detail: detail) }
    guard latitude.isFinite, longitude.isFinite, abs(latitude) < 89, abs(longitude) <= 360,
      kilometres.isFinite
    else { throw unreadable("the place is not on its radar image") }
    // The box within `kilometres` (1 to 1,000) of the point, in pixels, clipped to the image.
    let rows = min(max(kilometres, 1), 1_000) / kilometresPerDegree / degrees
    let columns = rows / max(cos(latitude * .pi / 180), 0.05)
    let (x, y) = ((longitude - west) / degrees, (north - latitude) / degrees)
    let left = max(0, Int((x - columns).rounded(.down)))
    let right = min(width - 1, Int((x + columns).rounded(.up)))
    let top = max(0, Int((y - rows).rounded(.down)))
    let bottom = min(height - 1, Int((y + rows).rounded(.up)))
    guard left <= right, top <= bottom else {
      throw unreadable("the place is not on its radar image")
    }
    // Its rows down to the box's last, no further.
    let image: PNGImage.Indexed
    do {
      image = try PNGImage.indexed(body, maximumPixels: width * height, rows: bottom + 1)
    } catch {
      throw unreadable("its radar image cannot be read: \(error.reason)")
    }
    guard image.width == width, image.height == height, image.rows == bottom + 1 else {
      throw unreadable(
        "its radar image is \(image.width) × \(image.height), not \(width) × \(height)")
    }
    guard let made = image.texts["gentime"], let time = Instant.parse(made) else {
      throw unreadable("its radar image does not say when it was made")
    }
    let rates = (0...Int(highestIndex)).map { rate(index: UInt8($0)) }
    var kept: [Double] = []
    kept.reserveCapacity((right - left + 1) * (bottom - top + 1))
    for row in top...bottom {
      for index in image.indices(row: row, columns: left...right) {
        guard index <= highestIndex else {
          throw unreadable("its radar image has index \(index), which N0R does not have")
        }
        kept.append(rates[Int(index)])
      }
    }
    let grid = RadarGrid(
      width: right - left + 1, height: bottom - top + 1, rates: kept,
      pixel: { latitude, longitude in
        ((longitude - west) / degrees - Double(left), (north - latitude) / degrees - Double(top))
      },
      kilometres: { latitude in
        (degrees * kilometresPerDegree * cos(latitude * .pi / 180), degrees * kilometresPerDegree)
      })
    guard let grid else { throw unreadable("the place is not on its radar image") }
    return RadarAnswer(
      frames: [RadarAnswer.Frame(time: time, measured: true) { () throws(ServiceError) in grid }],
      name: name, credit: credit, host: host)
  }
}
