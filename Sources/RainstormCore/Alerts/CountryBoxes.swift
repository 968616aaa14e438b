/// A coarse table of the countries whose warnings rainstorm reads, as latitude and longitude
/// boxes: how a place given only by coordinates finds its warnings source.
///
/// Boxes are a first cut: near a border they overlap a neighbour (Toronto lies in the box of
/// the contiguous United States, Strasbourg in Germany's). A place in several boxes asks each
/// of their sources, and each source answers only for the points it covers. A place found by
/// name or by IP address carries its country, and the boxes are not used.
package enum CountryBoxes {
  /// The ISO 3166-1 codes of the United States and its territories: NWS warns for them, and
  /// the US AQI is theirs.
  package static let unitedStates: Set<String> = ["US", "PR", "GU", "VI", "AS", "MP"]

  /// One box: south, west, north, east edges in degrees, and the ISO 3166-1 code.
  struct Box {
    let south: Double
    let west: Double
    let north: Double
    let east: Double
    let country: String

    func contains(_ latitude: Double, _ longitude: Double) -> Bool {
      (south...north).contains(latitude) && (west...east).contains(longitude)
    }
  }

  static let boxes: [Box] = [
    // Contiguous United States, Alaska (both sides of the antimeridian), Hawaii, Puerto Rico.
    Box(south: 24.3, west: -125.0, north: 49.5, east: -66.8, country: "US"),
    Box(south: 51.0, west: -180.0, north: 71.6, east: -129.9, country: "US"),
    Box(south: 51.0, west: 172.0, north: 53.1, east: 180.0, country: "US"),
    Box(south: 18.8, west: -160.5, north: 22.4, east: -154.7, country: "US"),
    Box(south: 17.8, west: -67.4, north: 18.6, east: -65.2, country: "US"),
    Box(south: 41.6, west: -141.1, north: 83.2, east: -52.5, country: "CA"),
    Box(south: 57.9, west: 4.4, north: 71.3, east: 31.3, country: "NO"),
    Box(south: 74.0, west: 10.0, north: 81.0, east: 35.0, country: "SJ"),
    Box(south: 47.2, west: 5.8, north: 55.1, east: 15.1, country: "DE"),
  ]

  /// Every country whose box holds the point, in the table's order, without repeats.
  package static func countries(latitude: Double, longitude: Double) -> [String] {
    var found: [String] = []
    for box in boxes where box.contains(latitude, longitude) && !found.contains(box.country) {
      found.append(box.country)
    }
    return found
  }
}
