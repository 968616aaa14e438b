#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Areas packed as text by `Tests/Generators/packed.py`: one line per area, `CODE south west
/// north east:RING RING ...`, the box in thousandths of a degree and each ring a polyline
/// string of thousandths of a degree. The text is read on each question, line by line, and
/// only the rings of areas whose box could hold the point are decoded: nothing is built when
/// the program starts.
package struct PackedShapes: Sendable {
  /// The table's text.
  let table: String

  /// Thousandths of a degree, the table's unit.
  static let scale = 1000.0

  /// A point in the table's unit.
  typealias Point = (latitude: Double, longitude: Double)

  /// What one area's rings say of a point.
  package struct Placement {
    /// The area's code.
    package var code: Substring
    /// Whether the point lies inside the area (even-odd over all its rings).
    package var inside: Bool
    /// Kilometres from the point to the area's nearest edge.
    package var kilometres: Double
  }

  /// Calls `body` with the placement of the point against every area whose box, widened by
  /// `reachKilometres`, holds it. Coordinates must be finite and in range.
  func forEachNear(
    latitude: Double, longitude: Double, reachKilometres: Double,
    _ body: (Placement) -> Void
  ) {
    for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
      guard let entry = Entry(line) else { continue }
      if let placement = entry.place(latitude, longitude, reachKilometres: reachKilometres) {
        body(placement)
      }
    }
  }

  /// The placement of the point against the area `code`, nil when the table has no such
  /// area. Coordinates must be finite and in range.
  func place(code: String, latitude: Double, longitude: Double) -> Placement? {
    let prefix = Array((code + " ").utf8)
    for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
      let text = line.drop { $0 == UInt8(ascii: " ") }
      guard text.starts(with: prefix), let entry = Entry(line) else { continue }
      return entry.place(latitude, longitude, reachKilometres: .infinity)
        ?? Placement(code: entry.code, inside: false, kilometres: .infinity)
    }
    return nil
  }

  /// Kilometres from `point` to the segment `a`-`b` (all in thousandths of a degree), on a
  /// plane fitted at `latitude`: exact enough for a few kilometres.
  static func kilometres(from point: Point, toSegment a: Point, _ b: Point, latitude: Double)
    -> Double
  {
    let east = cos(latitude * .pi / 180)
    let (px, py) = ((point.longitude - a.longitude) * east, point.latitude - a.latitude)
    let (sx, sy) = ((b.longitude - a.longitude) * east, b.latitude - a.latitude)
    let length = sx * sx + sy * sy
    let t = length == 0 ? 0 : min(1, max(0, (px * sx + py * sy) / length))
    let (dx, dy) = (px - t * sx, py - t * sy)
    return (dx * dx + dy * dy).squareRoot() / scale * 111.195
  }

  /// One area's line: its code, box and rings.
  private struct Entry {
    let code: Substring
    let box: (south: Double, west: Double, north: Double, east: Double)
    let rings: Substring.UTF8View.SubSequence

    init?(_ line: Substring.UTF8View.SubSequence) {
      let text = line.drop { $0 == UInt8(ascii: " ") }
      guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let header = text[..<colon].split(separator: UInt8(ascii: " "))
      let numbers = header.dropFirst().compactMap { Double(Substring($0)) }
      guard header.count == 5, numbers.count == 4 else { return nil }
      code = Substring(header[0])
      box = (numbers[0], numbers[1], numbers[2], numbers[3])
      rings = text[text.index(after: colon)...]
    }

    /// The point against the area, nil when the box widened by `reachKilometres` does not
    /// hold it.
    func place(_ latitude: Double, _ longitude: Double, reachKilometres: Double) -> Placement? {
      let point = (latitude: latitude * PackedShapes.scale, longitude: longitude * scale)
      let reach = min(reachKilometres, 20_000) / 111 * PackedShapes.scale
      let reachEast = reach / max(0.05, cos(latitude * .pi / 180))
      guard box.south - reach <= point.latitude, point.latitude <= box.north + reach,
        box.west - reachEast <= point.longitude, point.longitude <= box.east + reachEast
      else { return nil }
      var inside = false
      var closest = Double.infinity
      forEachEdge { from, to in
        if (from.latitude > point.latitude) != (to.latitude > point.latitude) {
          let crossing =
            from.longitude + (point.latitude - from.latitude) / (to.latitude - from.latitude)
            * (to.longitude - from.longitude)
          if point.longitude < crossing { inside.toggle() }
        }
        closest = min(
          closest, PackedShapes.kilometres(from: point, toSegment: from, to, latitude: latitude))
      }
      return Placement(code: code, inside: inside, kilometres: closest)
    }

    private var scale: Double { PackedShapes.scale }

    /// Calls `body` with each edge of each ring, the last point joined to the first.
    func forEachEdge(_ body: (Point, Point) -> Void) {
      for ring in rings.split(separator: UInt8(ascii: " ")) {
        var reader = PolylineReader(ring)
        var latitude = 0
        var longitude = 0
        var first: Point?
        var previous: Point?
        while let dLatitude = reader.next(), let dLongitude = reader.next() {
          latitude += dLatitude
          longitude += dLongitude
          let point = (latitude: Double(latitude), longitude: Double(longitude))
          if let previous { body(previous, point) } else { first = point }
          previous = point
        }
        if let first, let previous { body(previous, first) }
      }
    }
  }

  /// The numbers of a polyline string: zig-zag coded, in 5-bit groups from the lowest, each
  /// plus 63, 32 marking that another group follows.
  private struct PolylineReader {
    var bytes: Substring.UTF8View.SubSequence

    init(_ bytes: Substring.UTF8View.SubSequence) {
      self.bytes = bytes
    }

    mutating func next() -> Int? {
      var value = 0
      var shift = 0
      while let byte = bytes.popFirst() {
        guard byte >= 63, shift < 60 else { return nil }
        let group = Int(byte - 63)
        value |= (group & 31) << shift
        shift += 5
        if group < 32 { return value & 1 == 0 ? value >> 1 : ~(value >> 1) }
      }
      return nil
    }
  }
}
