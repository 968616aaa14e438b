/// An area on the map as GeoJSON gives it: polygons, each an outline and optional holes, each
/// ring a list of (longitude, latitude) points.
///
/// Containment treats the boundary as inside (a point on an edge is in the area) and takes
/// rings that cross the antimeridian (longitudes jumping from 179 to -179) as the short way
/// round.
package struct GeoShape: Equatable, Sendable {
  /// One point: degrees east, degrees north.
  package struct Point: Equatable, Sendable {
    /// Degrees east of Greenwich.
    package var longitude: Double
    /// Degrees north of the equator.
    package var latitude: Double

    /// Creates a point.
    package init(longitude: Double, latitude: Double) {
      self.longitude = longitude
      self.latitude = latitude
    }
  }

  /// The polygons; in each, the first ring is the outline and the others are holes.
  package var polygons: [[[Point]]]

  /// Creates a shape.
  package init(polygons: [[[Point]]]) {
    self.polygons = polygons
  }

  /// The most points one ring may have. Real warnings' rings have at most a few thousand;
  /// a ring past this is not read (its warning cannot be read).
  package static let maximumRingPoints = 20_000

  /// Why GeoJSON coordinates are not an area this reader accepts.
  package struct Unreadable: Error, Equatable {
    /// What was wrong, for a message.
    package var reason: String
  }

  /// A GeoJSON `Polygon` or `MultiPolygon` from its type and coordinates, taking at most
  /// `pointsLeft` points (and counting them off it).
  ///
  /// - Throws: `Unreadable` for any other type, a polygon without rings, a ring of fewer than
  ///   3 or more than `maximumRingPoints` points, more points than `pointsLeft`, or a position
  ///   that is not a longitude within ±540 and a latitude within ±90.
  package init(type: String, coordinates: JSONValue, pointsLeft: inout Int) throws(Unreadable) {
    switch type {
    case "Polygon":
      polygons = [try Self.polygon(coordinates, &pointsLeft)]
    case "MultiPolygon":
      guard case .array(let list) = coordinates, !list.isEmpty else {
        throw Unreadable(reason: "a MultiPolygon without polygons")
      }
      polygons = []
      for item in list { polygons.append(try Self.polygon(item, &pointsLeft)) }
    default:
      throw Unreadable(reason: "a geometry that is not a Polygon or a MultiPolygon")
    }
  }

  private static func polygon(_ value: JSONValue, _ pointsLeft: inout Int) throws(Unreadable)
    -> [[Point]]
  {
    guard case .array(let rings) = value, !rings.isEmpty else {
      throw Unreadable(reason: "a polygon without rings")
    }
    var result: [[Point]] = []
    for ring in rings {
      guard case .array(let positions) = ring, positions.count >= 3 else {
        throw Unreadable(reason: "a ring of fewer than 3 points")
      }
      guard positions.count <= maximumRingPoints else {
        throw Unreadable(reason: "a ring of more than \(maximumRingPoints) points")
      }
      guard positions.count <= pointsLeft else {
        throw Unreadable(reason: "more points than one answer may have")
      }
      pointsLeft -= positions.count
      var points: [Point] = []
      points.reserveCapacity(positions.count)
      for position in positions {
        guard case .array(let numbers) = position, numbers.count >= 2,
          case .number(let longitude) = numbers[0], case .number(let latitude) = numbers[1],
          abs(longitude) <= 540, abs(latitude) <= 90
        else {
          throw Unreadable(reason: "a position that is not a longitude and a latitude in degrees")
        }
        points.append(Point(longitude: longitude, latitude: latitude))
      }
      result.append(points)
    }
    return result
  }

  /// Whether the point is inside the shape or on its boundary.
  package func contains(latitude: Double, longitude: Double) -> Bool {
    polygons.contains { polygon in
      guard let outline = polygon.first,
        Self.placement(latitude, longitude, outline) != .outside
      else { return false }
      // Inside a hole means outside; on the hole's edge is on the area's boundary.
      return !polygon.dropFirst().contains {
        Self.placement(latitude, longitude, $0) == .inside
      }
    }
  }

  private enum Placement {
    case outside, inside, onEdge
  }

  /// Where the point lies against the ring, trying its longitude one turn east and west as
  /// well, so that a ring unwrapped past ±180 is matched.
  private static func placement(_ latitude: Double, _ longitude: Double, _ ring: [Point])
    -> Placement
  {
    var steps = 0
    let points = unwrapped(ring, steps: &steps)
    let longitudes = [longitude, longitude + 360, longitude - 360]
    if longitudes.contains(where: { onEdge(points, latitude, $0) }) { return .onEdge }
    return longitudes.contains { encloses(points, latitude, $0) } ? .inside : .outside
  }

  /// The ring with each longitude moved by whole turns to lie within 180° of the one before,
  /// so an edge never spans the globe the long way. One pass: a point's turns come from the
  /// one before in one step, however far the ring has drifted (a ring of legal longitudes
  /// can drift a turn every few points); `steps` counts the steps, for a test of that.
  static func unwrapped(_ ring: [Point], steps: inout Int) -> [Point] {
    var result: [Point] = []
    result.reserveCapacity(ring.count)
    for point in ring {
      var shifted = point
      if let previous = result.last {
        shifted.longitude += ((previous.longitude - point.longitude) / 360).rounded() * 360
      }
      steps += 1
      result.append(shifted)
    }
    return result
  }

  /// Even-odd ray casting eastward from the point.
  private static func encloses(_ points: [Point], _ latitude: Double, _ longitude: Double)
    -> Bool
  {
    guard points.count >= 3 else { return false }
    var inside = false
    var previous = points[points.count - 1]
    for point in points {
      if (point.latitude > latitude) != (previous.latitude > latitude) {
        let crossing =
          point.longitude + (latitude - point.latitude) * (previous.longitude - point.longitude)
          / (previous.latitude - point.latitude)
        if longitude < crossing { inside.toggle() }
      }
      previous = point
    }
    return inside
  }

  /// Whether the point lies on one of the ring's edges (within about a centimetre).
  private static func onEdge(_ points: [Point], _ latitude: Double, _ longitude: Double) -> Bool {
    guard var previous = points.last else { return false }
    let tolerance = 1e-7
    for point in points {
      let dx = point.longitude - previous.longitude
      let dy = point.latitude - previous.latitude
      let cross = (longitude - previous.longitude) * dy - (latitude - previous.latitude) * dx
      let length = (dx * dx + dy * dy).squareRoot()
      if abs(cross) <= tolerance * max(length, tolerance),
        longitude >= min(point.longitude, previous.longitude) - tolerance,
        longitude <= max(point.longitude, previous.longitude) + tolerance,
        latitude >= min(point.latitude, previous.latitude) - tolerance,
        latitude <= max(point.latitude, previous.latitude) + tolerance
      {
        return true
      }
      previous = point
    }
    return false
  }
}
