#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The NWS's radar composite for the contiguous United States through the Iowa Environmental
/// Mesonet (`IEMComposite`, issue 47): keyless, one image for the whole country, so the IEM sees
/// no place, only the address asking; kept for 5 minutes (it is made every 5) and read again
/// from the cache for each place.
package struct IEMRadarService: Sendable {
  /// The IEM's root.
  package static let defaultBaseURL = "https://mesonet.agron.iastate.edu"
  /// The newest N0R composite, in degrees of longitude and latitude (EPSG:4326).
  static let path = "/data/gis/images/4326/USCOMP/n0r_0.png"
  /// How long an answer is kept.
  package static let lifetime: Double = 300
  /// How far beyond the United States' borders the composite is trusted, in kilometres.
  package static let reachBeyondBorders = 100.0

  let http: HTTPClient
  let baseURL: WebAddress
  let timeout: Double
  let cache: Cache?

  package init(http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  /// Whether the composite covers a point: on it, and in the United States or within
  /// `reachBeyondBorders` of them.
  package static func covers(latitude: Double, longitude: Double) -> Bool {
    IEMComposite.holds(latitude: latitude, longitude: longitude)
      && CountryBorders.isNear(
        country: "US", latitude: latitude, longitude: longitude, kilometres: reachBeyondBorders)
  }

  /// The request: the same for every place.
  package var url: WebAddress { baseURL.request(path: Self.path, query: []) }

  /// The composite within `kilometres` of a point, from the cache while it is fresh. Nothing
  /// is kept before it was read.
  ///
  /// - Throws: `ServiceError`.
  package func answer(latitude: Double, longitude: Double, kilometres: Double)
    async throws(ServiceError) -> RadarAnswer
  {
    let url = url
    let key = "radar \(url.textWithoutCredentials)"
    let read = { (body: [UInt8]) throws(ServiceError) -> RadarAnswer in
      try IEMComposite.read(
        body, host: url.host, latitude: latitude, longitude: longitude, kilometres: kilometres)
    }
    return try await http.cached(
      HTTPRequest(url: url, timeout: timeout), key: key, in: cache, lifetime: Self.lifetime,
      read: read
    ).value
  }
}
