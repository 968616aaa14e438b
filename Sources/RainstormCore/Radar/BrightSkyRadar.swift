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

/// DWD's radar composite (RADOLAN RV) for Germany and its neighbours as Bright Sky's `/radar`
/// answers it (`format=compressed`), read as hostile input (issue 47): a box of the 1,100 by
/// 1,200 km grid (`RadolanGrid`), and per 5-minute frame, observed or forecast for the next
/// two hours, the precipitation of each square kilometre in hundredths of a millimetre,
/// zlib-compressed little-endian 16-bit integers in base64. A frame is unpacked only when
/// asked (`values`): a default answer holds 25 frames of 160,801 pixels.
package struct BrightSkyRadar: Sendable {
  /// One frame: its time, whether it was measured (else forecast from the last measurement),
  /// and its packed values.
  package struct Frame: Sendable {
    /// Its product time: the end of the 5 minutes it measures or forecasts (DWD's RV
    /// composites sum the 5 minutes before their time).
    package var time: Date
    /// Whether the radar measured it; false for the forecast frames after the measurement.
    package var measured: Bool
    /// The zlib stream of its values.
    let packed: [UInt8]
  }

  /// The box of the grid the answer covers, in pixels, edges included.
  package var top: Int
  package var left: Int
  package var bottom: Int
  package var right: Int
  /// The frames in time order.
  package var frames: [Frame]

  /// Pixels across and down the box.
  package var width: Int { right - left + 1 }
  package var height: Int { bottom - top + 1 }

  /// The most frames read: 24 hours of them.
  package static let maximumFrames = 288
  /// The most bytes of an answer read: 64 MiB (a default answer is 0.6 MB).
  package static let byteLimit = 64 << 20
  /// The heaviest value believed: 30 mm in 5 minutes, more than any rain gauge has measured
  /// in so short a time; above it a pixel is clutter or damage.
  package static let heaviestValue = 3_000

  /// The answer in `body`, from `host`.
  ///
  /// - Throws: `ServiceError.unreadable` for anything that is not such an answer.
  package static func read(_ body: [UInt8], host: String) throws(ServiceError) -> BrightSkyRadar {
    let unreadable = { (detail: String) in ServiceError.unreadable(host: host, detail: detail) }
    guard body.count <= byteLimit else { throw unreadable("its radar answer is over 64 MiB") }
    let box: [JSONValue]
    let records: [JSONObject]
    do {
      let document = try JSONObject(parsing: body)
      guard let bbox = try document.array("bbox"), let radar = try document.objects("radar")
      else { throw unreadable("not Bright Sky's radar answer") }
      box = bbox
      records = radar
    } catch let error as ServiceError {
      throw error
    } catch {
      throw unreadable("not Bright Sky's radar answer")
    }
    let edges = box.compactMap { value -> Int? in
      guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e6
      else { return nil }
      return Int(number)
    }
    guard edges.count == 4, box.count == 4, edges[0] >= 0, edges[0] <= edges[2],
      edges[2] < RadolanGrid.height, edges[1] >= 0, edges[1] <= edges[3],
      edges[3] < RadolanGrid.width
    else { throw unreadable("its radar box is not within the grid") }
    guard records.count <= maximumFrames else {
      throw unreadable("its radar answer has over \(maximumFrames) frames")
    }
    var frames: [Frame] = []
    for record in records {
      guard let stamp = try? record.string("timestamp"), let time = Instant.parse(stamp),
        let text = try? record.string("precipitation_5"), let packed = Base64.decode(text)
      else { throw unreadable("a radar frame has no time or values") }
      // A measured frame is its own source; the forecast frames name the measurement they
      // start from.
      let measured = ((try? record.string("source")) ?? "").hasSuffix(stamp)
      if let last = frames.last, time <= last.time {
        throw unreadable("its radar frames are not in time order")
      }
      frames.append(Frame(time: time, measured: measured, packed: packed))
    }
    return BrightSkyRadar(
      top: edges[0], left: edges[1], bottom: edges[2], right: edges[3], frames: frames)
  }

  /// A frame's values, row by row from the box's top, in hundredths of a millimetre in its 5
  /// minutes.
  ///
  /// - Throws: `ServiceError.unreadable` for a stream that is damaged, of the wrong size, or
  ///   with a value no rain reaches.
  package func values(_ frame: Frame, host: String) throws(ServiceError) -> [UInt16] {
    let count = width * height
    let bytes: [UInt8]
    do {
      bytes = try Inflate.zlib(frame.packed, limit: count * 2)
    } catch {
      throw .unreadable(host: host, detail: "a radar frame cannot be unpacked: \(error.reason)")
    }
    guard bytes.count == count * 2 else {
      throw .unreadable(
        host: host, detail: "a radar frame has \(bytes.count / 2) values, not \(count)")
    }
    var values = [UInt16](repeating: 0, count: count)
    for index in 0..<count {
      let value = UInt16(bytes[2 * index]) | UInt16(bytes[2 * index + 1]) << 8
      guard value <= Self.heaviestValue else {
        throw .unreadable(
          host: host, detail: "a radar pixel holds \(value) hundredths of a millimetre in 5 minutes"
        )
      }
      values[index] = value
    }
    return values
  }
}

extension BrightSkyRadar {
  /// The rate at a point from the frame at `time` on, as a nowcast: each frame's value at the point's
  /// pixel as a rate in mm/h (the 5 minutes' amount times 12), a step for the 5 minutes up to
  /// the frame's time; nil when the point is outside the box or a frame cannot be unpacked.
  /// Each frame is unpacked only as far as the point's value.
  package func nowcast(latitude: Double, longitude: Double, from time: Date) -> Nowcast? {
    let pixel = RadolanGrid.pixel(latitude: latitude, longitude: longitude)
    guard pixel.x.isFinite, pixel.y.isFinite, abs(pixel.x) < 1e6, abs(pixel.y) < 1e6 else {
      return nil
    }
    let (column, row) = (Int(pixel.x.rounded()) - left, Int(pixel.y.rounded()) - top)
    guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
    var steps: [Nowcast.Step] = []
    let index = row * width + column
    for next in frames where next.time >= time {
      guard let bytes = try? Inflate.zlibPrefix(next.packed, count: 2 * index + 2) else {
        return nil
      }
      let value = Int(bytes[2 * index]) | Int(bytes[2 * index + 1]) << 8
      guard value <= Self.heaviestValue else { return nil }
      let start = Int(next.time.timeIntervalSince1970.rounded(.down)) - 300
      if let last = steps.last, start != last.start + 300 { break }
      steps.append(Nowcast.Step(start: start, rate: Double(value) * 0.12))
    }
    return Nowcast(radarCovers: true, steps: steps, source: .radolan)
  }

  /// A frame's rain as a `RadarGrid`: each value as a rate in mm/h (the 5 minutes' amount
  /// times 12), on the box of the composite's grid, a grid kilometre being 1/k of one on the
  /// ground (the polar stereographic scale k = (1 + sin 60°) / (1 + sin φ)).
  ///
  /// - Throws: `ServiceError` when the frame cannot be unpacked (`values`).
  package func grid(_ frame: Frame, host: String) throws(ServiceError) -> RadarGrid {
    let values = try values(frame, host: host)
    let (left, top) = (Double(left), Double(top))
    let grid = RadarGrid(
      width: width, height: height, rates: values.map { Double($0) * 0.12 },
      pixel: { latitude, longitude in
        let point = RadolanGrid.pixel(latitude: latitude, longitude: longitude)
        return (point.x - left, point.y - top)
      },
      kilometres: { latitude in
        let scale = (1 + sin(latitude * .pi / 180)) / (1 + sin(60 * .pi / 180))
        return (scale, scale)
      })
    guard let grid else { throw .unreadable(host: host, detail: "a radar frame has no pixels") }
    return grid
  }

  /// The answer as the map and the nearest rain read it, with the DWD's credit and the
  /// forecast at a point (`nowcast`).
  package func answer(host: String) -> RadarAnswer {
    RadarAnswer(
      frames: frames.map { frame in
        RadarAnswer.Frame(time: frame.time, measured: frame.measured) { () throws(ServiceError) in
          try grid(frame, host: host)
        }
      },
      name: RainOutlook.Source.radolan.rawValue, credit: BrightSkyRadarService.credit,
      host: host,
      forecast: { latitude, longitude, time in
        nowcast(latitude: latitude, longitude: longitude, from: time)
      })
  }
}

/// The grid of DWD's radar composites: 1,100 pixels west to east by 1,200 north to south, a
/// kilometre each, on a polar stereographic projection of the WGS 84 ellipsoid true at 60° N,
/// with 10° E pointing south (`+proj=stere +lat_0=90 +lat_ts=60 +lon_0=10 +a=6378137
/// +b=6356752.3142451802 +x_0=543196.83521776402 +y_0=3622588.8619310018`, as Bright Sky gives
/// it). Pixel centres are whole numbers, from the north-west corner.
package enum RadolanGrid {
  /// Pixels west to east.
  package static let width = 1_100
  /// Pixels north to south.
  package static let height = 1_200

  private static let a = 6_378_137.0
  private static let b = 6_356_752.314_245_180_2
  private static let eccentricity = (1 - (b * b) / (a * a)).squareRoot()
  private static let falseEasting = 543_196.835_217_764_02
  private static let falseNorthing = 3_622_588.861_931_001_8
  private static let trueLatitude = 60.0 * .pi / 180
  private static let scale: Double = {
    let e = eccentricity
    let m = cos(trueLatitude) / (1 - e * e * sin(trueLatitude) * sin(trueLatitude)).squareRoot()
    return a * m / t(trueLatitude)
  }()

  /// Snyder's t for a latitude in radians (Map Projections: A Working Manual, 15-9).
  private static func t(_ phi: Double) -> Double {
    let e = eccentricity
    let sinPhi = sin(phi)
    return tan(.pi / 4 - phi / 2) / pow((1 - e * sinPhi) / (1 + e * sinPhi), e / 2)
  }

  /// The grid pixel of a point, as fractions (x east, y south; outside the grid for points
  /// outside it). Coordinates must be finite, the latitude above -90.
  package static func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
    let phi = latitude * .pi / 180
    let lambda = (longitude - 10) * .pi / 180
    let rho = scale * t(phi)
    let easting = rho * sin(lambda) + falseEasting
    let northing = -rho * cos(lambda) + falseNorthing
    return (easting / 1000, -northing / 1000)
  }
}
