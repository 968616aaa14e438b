/// An area on the map as GeoJSON gives it: polygons, each an outline and optional holes, each
/// ring a list of (longitude, latitude) points.
///
/// Containment treats the boundary as inside (a point on an edge is in the area) and takes
/// rings that cross the antimeridian (longitudes jumping from 179 to -179) as the short way
/// round.
public struct GeoShape: Equatable, Sendable {
  /// One point: degrees east, degrees north.
  public struct Point: Equatable, Sendable {
    /// Degrees east of Greenwich.
    public var longitude: Double
    /// Degrees north of the equator.
    public var latitude: Double

    /// Creates a point.
    public init(longitude: Double, latitude: Double) {
      self.longitude = longitude
      self.latitude = latitude
    }
  }

  /// The polygons; in each, the first ring is the outline and the others are holes.
  public var polygons: [[[Point]]]

  /// Creates a shape.
  public init(polygons: [[[Point]]]) {
    self.polygons = polygons
  }

  /// A GeoJSON `Polygon` or `MultiPolygon` from its type and coordinates, or nil for any other
  /// geometry or coordinates that are not finite degrees.
  public init?(type: String, coordinates: GeoCoordinates) {
    switch (type, coordinates) {
    case ("Polygon", .nested(let rings)):
      guard let polygon = Self.polygon(rings) else { return nil }
      polygons = [polygon]
    case ("MultiPolygon", .nested(let list)):
      var polygons: [[[Point]]] = []
      for item in list {
        guard case .nested(let rings) = item, let polygon = Self.polygon(rings) else {
          return nil
        }
        polygons.append(polygon)
      }
      self.polygons = polygons
    default:
      return nil
    }
  }

  private static func polygon(_ rings: [GeoCoordinates]) -> [[Point]]? {
    var result: [[Point]] = []
    for ring in rings {
      guard case .nested(let positions) = ring else { return nil }
      var points: [Point] = []
      for position in positions {
        guard case .position(let longitude, let latitude) = position,
          longitude.isFinite, latitude.isFinite, abs(longitude) <= 540, abs(latitude) <= 90
        else { return nil }
        points.append(Point(longitude: longitude, latitude: latitude))
      }
      result.append(points)
    }
    return result.isEmpty ? nil : result
  }

  /// Whether the point is inside the shape or on its boundary.
  public func contains(latitude: Double, longitude: Double) -> Bool {
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

/// GeoJSON `coordinates` of any depth: a position, or a list of deeper coordinates.
public indirect enum GeoCoordinates: Equatable, Sendable {
  /// `[longitude, latitude]` (an altitude after them is ignored).
  case position(Double, Double)
  /// A list: of positions (a ring), of rings (a polygon), of polygons.
  case nested([GeoCoordinates])

  /// Reads a position (an array of two or more numbers) or a list of deeper coordinates,
  /// refusing anything else.
  init(_ value: JSONValue) throws(JSONValue.Mismatch) {
    guard case .array(let elements) = value else {
      throw JSONValue.Mismatch(detail: "coordinates: expected an array")
    }
    let numbers = elements.compactMap { element -> Double? in
      if case .number(let number) = element { return number }
      return nil
    }
    if !elements.isEmpty, numbers.count == elements.count {
      guard numbers.count >= 2 else {
        throw JSONValue.Mismatch(detail: "a position needs a longitude and a latitude")
      }
      self = .position(numbers[0], numbers[1])
      return
    }
    var nested: [GeoCoordinates] = []
    nested.reserveCapacity(elements.count)
    for element in elements { nested.append(try GeoCoordinates(element)) }
    self = .nested(nested)
  }
}
