#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Web Mercator, the projection radar tile servers cut the world in (issue 47): at zoom `z`
/// the world is `2^z` by `2^z` square tiles of `tileSize` pixels, x growing east from the
/// antimeridian and y south from about 85.05° north.
package struct WebMercator: Equatable, Sendable {
  /// The latitude of the world's top and bottom edge: the square's limit.
  package static let maximumLatitude = 85.051_128_78
  /// The equatorial radius the projection uses, in metres.
  package static let earthRadius = 6_378_137.0

  /// The zoom, 0 to 20.
  package let zoom: Int
  /// A tile's side in pixels (256 or 512).
  package let tileSize: Int

  /// The projection at `zoom` (0 to 20) with tiles of `tileSize` pixels (1 to 4096), or nil.
  package init?(zoom: Int, tileSize: Int) {
    guard (0...20).contains(zoom), (1...4096).contains(tileSize) else { return nil }
    self.zoom = zoom
    self.tileSize = tileSize
  }

  /// Tiles along each side of the world.
  package var tilesAcross: Int { 1 << zoom }

  /// The world's side in pixels.
  package var worldPixels: Double { Double(tileSize) * Double(tilesAcross) }

  /// The pixel of the world a point lies in, as fractions (x east, y south); the latitude is
  /// clamped to the square's limit. Coordinates must be finite.
  package func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
    let clamped = min(max(latitude, -Self.maximumLatitude), Self.maximumLatitude)
    let phi = clamped * .pi / 180
    let x = (longitude + 180) / 360 * worldPixels
    let y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * worldPixels
    return (x, y)
  }

  /// The point at a pixel of the world (the inverse of `pixel`).
  package func coordinates(x: Double, y: Double) -> (latitude: Double, longitude: Double) {
    let longitude = x / worldPixels * 360 - 180
    let n = .pi * (1 - 2 * y / worldPixels)
    let latitude = atan(sinh(n)) * 180 / .pi
    return (latitude, longitude)
  }

  /// Metres on the ground per pixel at `latitude`.
  package func metresPerPixel(latitude: Double) -> Double {
    2 * .pi * Self.earthRadius * cos(latitude * .pi / 180) / worldPixels
  }

  /// A tile and where its top-left corner lies in a window.
  package struct Placement: Equatable, Sendable {
    /// The tile's column and row, as the server numbers them (the column wrapped into the
    /// world).
    package var x: Int
    package var y: Int
    /// The window's pixel the tile's top-left pixel falls on (negative when it starts left of
    /// or above the window).
    package var left: Int
    package var top: Int
  }

  /// The tiles a window of `width` by `height` pixels centred on a point covers, row by row:
  /// a window no larger than a tile needs at most 4. Rows beyond the world's top or bottom
  /// have no tile (that part of the window stays empty); columns wrap across the
  /// antimeridian.
  package func tiles(
    centredOnLatitude latitude: Double, longitude: Double, width: Int, height: Int
  ) -> [Placement] {
    guard width > 0, height > 0 else { return [] }
    // The window's corner as `MapWindow` places it, so that tiles and map agree.
    let window = MapWindow(
      self, centredOnLatitude: latitude, longitude: longitude, width: width, height: height)
    let (originX, originY) = (Int(window.left), Int(window.top))
    let size = tileSize
    let first = (x: floorDivision(originX, size), y: floorDivision(originY, size))
    let last = (
      x: floorDivision(originX + width - 1, size), y: floorDivision(originY + height - 1, size)
    )
    var placements: [Placement] = []
    for row in first.y...last.y where (0..<tilesAcross).contains(row) {
      for column in first.x...last.x {
        let wrapped = ((column % tilesAcross) + tilesAcross) % tilesAcross
        placements.append(
          Placement(
            x: wrapped, y: row, left: column * size - originX, top: row * size - originY))
      }
    }
    return placements
  }

  /// `value / divisor` rounded toward minus infinity.
  private func floorDivision(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}
