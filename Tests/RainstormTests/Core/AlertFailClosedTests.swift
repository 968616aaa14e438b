import Foundation
import Testing

@testable import RainstormCore

/// Recorded warnings bodies changed in code the way a hostile or broken server could: a
/// warning that may concern the place but cannot be read is counted as unreadable, never
/// taken for "no warning".
@Suite struct AlertFailClosedTests {
  /// A recorded JSON body with `change` made to it.
  static func variant(_ fixture: String, _ change: (inout [String: Any]) throws -> Void) throws
    -> [UInt8]
  {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(Fixture.data(fixture))) as? [String: Any])
    try change(&object)
    return [UInt8](try JSONSerialization.data(withJSONObject: object))
  }

  /// The recorded Environment Canada answer with the properties or the geometry of the
  /// warning for `area` changed.
  static func canada(
    _ area: String = "City of Toronto",
    properties: (inout [String: Any]) -> Void = { _ in },
    geometry: (inout [String: Any]) -> Void = { _ in }
  ) throws -> [UInt8] {
    try variant(Fixture.canadaToronto) { object in
      var features = try #require(object["features"] as? [[String: Any]])
      let index = try #require(
        features.firstIndex {
          ($0["properties"] as? [String: Any])?["feature_name_en"] as? String == area
        })
      var changed = try #require(features[index]["properties"] as? [String: Any])
      properties(&changed)
      features[index]["properties"] = changed
      var shape = try #require(features[index]["geometry"] as? [String: Any])
      geometry(&shape)
      features[index]["geometry"] = shape
      object["features"] = features
    }
  }

  /// `value` inside `depth` arrays.
  static func nested(_ value: Any, depth: Int) -> Any {
    (0..<depth).reduce(value) { inner, _ in [inner] }
  }

  /// The hostile tester's areas, each made from Toronto's own polygon.
  static let brokenAreas: [(String, @Sendable (inout [String: Any]) -> Void)] = [
    (
      "a latitude of 91",
      { geometry in
        var rings = geometry["coordinates"] as? [[[Double]]] ?? []
        rings[0][1][1] = 91
        geometry["coordinates"] = rings
      }
    ),
    ("an empty ring", { $0["coordinates"] = [[[Double]]()] }),
    ("a Point", { $0 = ["type": "Point", "coordinates": [-79.38, 43.65]] }),
    ("a GeometryCollection", { $0 = ["type": "GeometryCollection", "geometries": [$0]] }),
    ("250-deep coordinates", { $0["coordinates"] = nested([-79.38, 43.65], depth: 250) }),
    ("no coordinates", { $0["coordinates"] = NSNull() }),
    (
      "a ring past the cap",
      { geometry in
        let ring: [[Double]] = (0...GeoShape.maximumRingPoints).map { index in
          [index % 2 == 0 ? -79.5 : -79.2, 43.6]
        }
        geometry["coordinates"] = [ring]
      }
    ),
  ]

  static func read(
    _ body: [UInt8], _ source: AlertSource, _ latitude: Double, _ longitude: Double,
    regions: [String] = []
  ) throws -> AlertReader.Answer {
    try AlertReader.read(
      body, source: source, latitude: latitude, longitude: longitude, regions: regions,
      host: "h")
  }

  @Test(arguments: brokenAreas.indices)
  func aWarningWhoseAreaCannotBeReadIsUnreadable(index: Int) throws {
    let (name, change) = Self.brokenAreas[index]
    let answer = try Self.read(Self.canada(geometry: change), .environmentCanada, 43.65, -79.38)
    #expect(answer.alerts.isEmpty, "\(name)")
    #expect(answer.unreadable.count == 1, "\(name)")
    // The others are read: Hamilton's warning is still found at Hamilton.
    let hamilton = try Self.read(
      Self.canada(geometry: change), .environmentCanada, 43.25, -79.87)
    #expect(hamilton.alerts.compactMap(\.area) == ["City of Hamilton"], "\(name)")
  }

  @Test func anAnswerNoneOfWhoseWarningsCanBeReadIsUnreadable() throws {
    let body = try Self.variant(Fixture.canadaToronto) { object in
      let features = try #require(object["features"] as? [[String: Any]])
      object["features"] = features.map { feature in
        var feature = feature
        feature["geometry"] = ["type": "Point", "coordinates": [-79.38, 43.65]]
        return feature
      }
    }
    #expect(
      throws: ServiceError.unreadable(
        host: "h",
        detail: "none of its warnings can be read (an area that cannot be read: "
          + "a geometry that is not a Polygon or a MultiPolygon)")
    ) { try Self.read(body, .environmentCanada, 43.65, -79.38) }
  }

  @Test func theAnswersPointsAreCapped() throws {
    // The first warning's polygon takes all but 10 of the points an answer may carry: the
    // areas of the six after it cannot be read.
    let ring: [[Double]] = (0..<(GeoShape.maximumRingPoints - 1)).map { index in
      let step = Double(index)
      return [-79.5 + step.truncatingRemainder(dividingBy: 2) * 0.3, 43.5 + step / 1e5]
    }
    let rings = AlertReader.maximumPoints / ring.count
    #expect(AlertReader.maximumPoints - rings * ring.count == 10)
    let body = try Self.canada(
      "Burlington - Oakville",
      geometry: { $0["coordinates"] = Array(repeating: ring, count: rings) })
    let answer = try Self.read(body, .environmentCanada, 43.25, -79.87)
    #expect(answer.alerts.isEmpty)
    #expect(
      answer.unreadable
        == Array(
          repeating: "an area that cannot be read: more points than one answer may have",
          count: 6))
  }

  @Test func aWarningElsewhereIsNotTheSamePlacesConcernWhateverItsLevel() throws {
    let body = try Self.canada("City of Hamilton", properties: { $0["risk_colour_en"] = "grey" })
    let toronto = try Self.read(body, .environmentCanada, 43.65, -79.38)
    #expect(toronto.alerts.compactMap(\.area) == ["City of Toronto"])
    #expect(toronto.unreadable.isEmpty)
    let hamilton = try Self.read(body, .environmentCanada, 43.25, -79.87)
    #expect(hamilton.unreadable == ["a risk colour that is not yellow, orange or red"])
  }

  @Test func metNorwayAreasAreReadTheSameWay() throws {
    let body = try Self.variant(Fixture.metAlertsGales) { object in
      var features = try #require(object["features"] as? [[String: Any]])
      features[0]["geometry"] = ["type": "Point", "coordinates": [-5, 78.5]]
      object["features"] = features
    }
    let answer = try Self.read(body, .metNorway, 78.5, -5)
    #expect(answer.alerts.isEmpty)
    #expect(answer.unreadable.count == 1)
  }

  @Test func levelsOutsideEachSourcesListAreUnreadable() throws {
    let brightSky = try Self.variant(Fixture.brightSkyFrost) { object in
      var alerts = try #require(object["alerts"] as? [[String: Any]])
      alerts[0]["severity"] = "catastrophic"
      object["alerts"] = alerts
    }
    #expect(throws: ServiceError.self) { try Self.read(brightSky, .brightSky, 52.52, 13.405) }
    let nws = try Self.variant(Fixture.nwsPhoenixHeat) { object in
      var features = try #require(object["features"] as? [[String: Any]])
      var properties = try #require(features[0]["properties"] as? [String: Any])
      properties["severity"] = "Catastrophic"
      features[0]["properties"] = properties
      object["features"] = features
    }
    #expect(throws: ServiceError.self) { try Self.read(nws, .nws, 33.45, -112.07) }
  }

  @Test func eachNWSWarningIsListedOnceByItsId() throws {
    let body = try Self.variant(Fixture.nwsPhoenixHeat) { object in
      let features = try #require(object["features"] as? [[String: Any]])
      var other = features[0]
      var properties = try #require(other["properties"] as? [String: Any])
      properties["id"] = "urn:oid:2.49.0.1.840.0.another"
      properties["@id"] = "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.another"
      other["properties"] = properties
      object["features"] = Array(repeating: features[0], count: 300) + [other]
    }
    let answer = try Self.read(body, .nws, 33.45, -112.07)
    #expect(answer.alerts.count == 2)
  }
}
