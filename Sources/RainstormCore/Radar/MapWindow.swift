/// A map's window on the world: `width` by `height` pixels of a Web Mercator projection,
/// centred on a place (issue 47). It turns coordinates into the window's pixels, choosing
/// across the antimeridian the copy of the world nearest the centre.
package struct MapWindow: Sendable {
  /// The projection the window is cut from.
  package let projection: WebMercator
  /// The world pixel at the window's top-left corner.
  package let left: Double
  package let top: Double
  /// The window's size in pixels.
  package let width: Int
  package let height: Int

  /// The window of `width` by `height` pixels centred on a point.
  package init(
    _ projection: WebMercator, centredOnLatitude latitude: Double, longitude: Double,
    width: Int, height: Int
  ) {
    let centre = projection.pixel(latitude: latitude, longitude: longitude)
    self.projection = projection
    left = (centre.x - Double(width) / 2).rounded(.down)
    top = (centre.y - Double(height) / 2).rounded(.down)
    self.width = width
    self.height = height
  }

  /// The window's pixel of a point, as fractions (outside the window when the point is).
  package func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
    let world = projection.pixel(latitude: latitude, longitude: longitude)
    let size = projection.worldPixels
    let centreX = left + Double(width) / 2
    let x = world.x - ((world.x - centreX) / size).rounded() * size
    return (x - left, world.y - top)
  }

  /// The window's box in degrees; `west` is greater than `east` when the window crosses the
  /// antimeridian.
  package var box: (south: Double, west: Double, north: Double, east: Double) {
    let size = projection.worldPixels
    let topLeft = projection.coordinates(x: left, y: max(0, top))
    let bottomRight = projection.coordinates(
      x: left + Double(width), y: min(size, top + Double(height)))
    let wrap = { (longitude: Double) in
      longitude - ((longitude + 180) / 360).rounded(.down) * 360
    }
    return (
      bottomRight.latitude, wrap(topLeft.longitude), topLeft.latitude, wrap(bottomRight.longitude)
    )
  }
}
