#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// DWD's radar composite through Bright Sky's `/radar` (issue 47): keyless, the place's
/// coordinates to four decimals and the distance the map needs, answers kept for five minutes
/// (a frame's life). The composite covers Germany and the land around it.
package struct BrightSkyRadarService: Sendable {
  /// Bright Sky's API root.
  package static let defaultBaseURL = "https://api.brightsky.dev"
  /// How long an answer is kept: the radar measures every 5 minutes.
  package static let lifetime: Double = 300
  /// The farthest the map reaches from the place, in metres (Bright Sky's default is 200 km).
  package static let maximumDistance = 400_000
  /// The credit the source asks for, written under the map and under a forecast it adds to.
  package static let credit = "Radar: DWD (Deutscher Wetterdienst) via Bright Sky"

  let http: HTTPClient
  let baseURL: WebAddress
  let timeout: Double
  let cache: Cache?

  /// The service at `baseURL` (`api.brightsky.dev`).
  package init(http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  /// How far beyond Germany's borders the composite is trusted, in kilometres: its grid
  /// reaches farther, but the DWD's radars do not, and a pixel no radar sees reads as no rain.
  package static let reachBeyondGermany = 100.0

  /// Whether the composite covers a point: in Germany, or within `reachBeyondGermany` of it,
  /// and on the grid.
  package static func covers(latitude: Double, longitude: Double) -> Bool {
    guard
      CountryBorders.isNear(
        country: "DE", latitude: latitude, longitude: longitude, kilometres: reachBeyondGermany)
    else { return false }
    let pixel = RadolanGrid.pixel(latitude: latitude, longitude: longitude)
    return (0...Double(RadolanGrid.width - 1)).contains(pixel.x)
      && (0...Double(RadolanGrid.height - 1)).contains(pixel.y)
  }

  /// The request for the radar within `distance` metres of a point.
  package func url(latitude: Double, longitude: Double, distance: Int) -> WebAddress {
    baseURL.request(
      path: "/radar",
      query: [
        ("lat", latitude.requestDegrees), ("lon", longitude.requestDegrees),
        ("distance", String(min(max(distance, 10_000), Self.maximumDistance))),
        ("format", "compressed"),
      ])
  }

  /// The radar within `distance` metres of a point, from the cache while it is fresh.
  /// Nothing is kept before the answer and its newest frame were read.
  ///
  /// - Throws: `ServiceError`.
  package func radar(latitude: Double, longitude: Double, distance: Int) async throws(ServiceError)
    -> BrightSkyRadar
  {
    let url = url(latitude: latitude, longitude: longitude, distance: distance)
    let key = "radar \(url.textWithoutCredentials)"
    let host = url.host
    let read = { (body: [UInt8]) throws(ServiceError) -> BrightSkyRadar in
      let radar = try BrightSkyRadar.read(body, host: host)
      if let last = radar.frames.last { _ = try radar.values(last, host: host) }
      return radar
    }
    return try await http.cached(
      HTTPRequest(url: url, timeout: timeout), key: key, in: cache, lifetime: Self.lifetime,
      read: read
    ).value
  }
}
