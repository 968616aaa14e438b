import RainstormCore
import Testing

@Suite struct LocationTests {
  @Test(arguments: [
    (90.0, 180.0), (-90.0, -180.0), (0.0, 0.0), (45.6, 17.22),
  ])
  func acceptsCoordinatesOnEarth(latitude: Double, longitude: Double) throws {
    let location = try Location(latitude: latitude, longitude: longitude, source: .coordinates)
    #expect(location.latitude == latitude)
    #expect(location.longitude == longitude)
  }

  @Test(arguments: [
    (90.0001, 0.0, LocationValidationError.latitudeOutOfRange(90.0001)),
    (-91.0, 0.0, .latitudeOutOfRange(-91)),
    (0.0, 180.5, .longitudeOutOfRange(180.5)),
    (0.0, -Double.infinity, .longitudeOutOfRange(-.infinity)),
  ])
  func rejectsCoordinatesOffEarth(
    latitude: Double, longitude: Double, expected: LocationValidationError
  ) {
    #expect(throws: expected) {
      try Location(latitude: latitude, longitude: longitude, source: .coordinates)
    }
  }

  @Test func rejectsNaN() {
    #expect(throws: LocationValidationError.self) {
      try Location(latitude: .nan, longitude: 0, source: .coordinates)
    }
  }

  @Test func stripsControlCharactersFromNamesAndDropsEmptyOnes() throws {
    let hostile = try Location(
      latitude: 0, longitude: 0, name: "Evil\u{1B}[2J\u{1B}]0;title\u{07}ville\u{202E}\n",
      source: .search)
    #expect(hostile.name == "Evilville")
    let empty = try Location(latitude: 0, longitude: 0, name: "\u{1B}[0m", source: .search)
    #expect(empty.name == nil)
  }
}
