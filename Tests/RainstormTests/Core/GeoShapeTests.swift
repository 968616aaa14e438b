import Foundation
import Testing

@testable import RainstormCore

/// Points in areas: real polygons from the recorded answers, and rings made to cross the
/// antimeridian (no recorded answer has one).
@Suite struct GeoShapeTests {
  typealias Point = GeoShape.Point

  static func ring(_ pairs: [(Double, Double)]) -> [Point] {
    pairs.map { Point(longitude: $0.0, latitude: $0.1) }
  }

  /// MetAlerts' sea area A2, as recorded.
  static let seaAreaA2 = GeoShape(polygons: [
    [ring([(-10, 77.5), (0, 77.5), (0, 80), (-6, 80), (-10, 80), (-10, 77.5)])]
  ])

  @Test func insideOutsideAndOnTheEdge() {
    #expect(Self.seaAreaA2.contains(latitude: 78.5, longitude: -5))
    #expect(!Self.seaAreaA2.contains(latitude: 76, longitude: -5))
    #expect(!Self.seaAreaA2.contains(latitude: 78.5, longitude: 5))
    // On an edge and on a corner: the boundary belongs to the area.
    #expect(Self.seaAreaA2.contains(latitude: 77.5, longitude: -5))
    #expect(Self.seaAreaA2.contains(latitude: 79, longitude: 0))
    #expect(Self.seaAreaA2.contains(latitude: 80, longitude: -10))
  }

  @Test func ringsAcrossTheAntimeridian() {
    let area = GeoShape(polygons: [[Self.ring([(170, 50), (-170, 50), (-170, 60), (170, 60)])]])
    #expect(area.contains(latitude: 55, longitude: 179))
    #expect(area.contains(latitude: 55, longitude: -179))
    #expect(area.contains(latitude: 55, longitude: 180))
    #expect(area.contains(latitude: 55, longitude: -170))
    #expect(!area.contains(latitude: 55, longitude: 0))
    #expect(!area.contains(latitude: 55, longitude: 160))
    #expect(!area.contains(latitude: 55, longitude: -160))
    // The same ring written past 180 instead of wrapping.
    let unwrapped = GeoShape(polygons: [
      [Self.ring([(170, 50), (190, 50), (190, 60), (170, 60)])]
    ])
    #expect(unwrapped.contains(latitude: 55, longitude: -175))
  }

  @Test func holesAreOutsideButTheirEdgesAreNot() {
    let area = GeoShape(polygons: [
      [
        Self.ring([(0, 0), (10, 0), (10, 10), (0, 10)]),
        Self.ring([(4, 4), (6, 4), (6, 6), (4, 6)]),
      ]
    ])
    #expect(area.contains(latitude: 2, longitude: 2))
    #expect(!area.contains(latitude: 5, longitude: 5))
    #expect(area.contains(latitude: 4, longitude: 5))
  }

  @Test func degenerateRingsHoldNothing() {
    #expect(!GeoShape(polygons: []).contains(latitude: 0, longitude: 0))
    #expect(
      !GeoShape(polygons: [[Self.ring([(0, 0), (1, 1)])]]).contains(latitude: 2, longitude: 2))
  }

  static func shape(_ type: String, _ coordinates: String, pointsLeft: Int = 1000) throws
    -> GeoShape
  {
    var left = pointsLeft
    return try GeoShape(
      type: type, coordinates: JSONValue.parse(Array(coordinates.utf8)), pointsLeft: &left)
  }

  @Test func readsPolygonsAndMultiPolygonsCountingTheirPoints() throws {
    var left = 10
    let square = "[[0, 0], [10, 0], [10, 10, 120], [0, 10]]"
    let shape = try GeoShape(
      type: "MultiPolygon", coordinates: JSONValue.parse(Array("[[\(square)]]".utf8)),
      pointsLeft: &left)
    #expect(shape.contains(latitude: 5, longitude: 5))
    #expect(left == 6)
  }

  @Test(arguments: [
    ("Point", "[10.5, 59.9]"), ("Polygon", "[10.5, 59.9]"), ("GeometryCollection", "[]"),
    ("Polygon", "[]"), ("Polygon", "[[]]"), ("MultiPolygon", "[]"),
    ("Polygon", "[[[0, 0], [1, 1]]]"), ("Polygon", "[[[1e308, 1], [2, 2], [3, 1]]]"),
    ("Polygon", "[[[0, 0], [1, 91], [2, 0]]]"), ("Polygon", "[[[0, 0], [1, \"1\"], [2, 0]]]"),
    ("Polygon", "[[[[0, 0]], [[1, 1]], [[2, 0]]]]"),
  ])
  func geoJSONThatIsNoAreaIsRefused(type: String, coordinates: String) {
    #expect(throws: GeoShape.Unreadable.self) { try Self.shape(type, coordinates) }
  }

  @Test func ringsPastTheCapsAreRefused() throws {
    let ring = { (count: Int) in
      "[[" + (0..<count).map { "[\($0 % 7), \($0 % 5)]" }.joined(separator: ",") + "]]"
    }
    _ = try Self.shape("Polygon", ring(GeoShape.maximumRingPoints), pointsLeft: .max)
    #expect(throws: GeoShape.Unreadable(reason: "a ring of more than 20000 points")) {
      try Self.shape("Polygon", ring(GeoShape.maximumRingPoints + 1), pointsLeft: .max)
    }
    #expect(throws: GeoShape.Unreadable(reason: "more points than one answer may have")) {
      try Self.shape("Polygon", ring(4), pointsLeft: 3)
    }
  }

  /// A ring of legal longitudes stepping 179° east, so that it winds round the globe about
  /// 100,000 times: unwrapped one step per point. Unwrapping by whole turns at a time took
  /// a step per turn of drift, quadratic work: minutes for a ring this size.
  @Test(.timeLimit(.minutes(1))) func aRingDriftingAcrossTheAntimeridianIsUnwrappedInOnePass() {
    let count = 200_000
    let ring = (0..<count).map { index in
      let east = Double(index * 179 % 360)
      return Point(longitude: east >= 180 ? east - 360 : east, latitude: index % 2 == 0 ? 10 : 20)
    }
    var steps = 0
    let unwrapped = GeoShape.unwrapped(ring, steps: &steps)
    #expect(steps == count)
    #expect(unwrapped.last?.longitude == Double((count - 1) * 179))
    #expect(zip(unwrapped, unwrapped.dropFirst()).allSatisfy { $1.longitude - $0.longitude == 179 })
    let shape = GeoShape(polygons: [[ring]])
    #expect(!shape.contains(latitude: 50, longitude: 0))
  }
}
