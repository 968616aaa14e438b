/// The place names of a `--stdin` batch looked up with the place search, one at a time,
/// each kept as long as a search is (`Cache.searchLifetime`): a batch run again asks nothing.
package struct PlaceNameLookup: Sendable {
  /// The most names a batch may hold: each is a request to the geocoding service the first
  /// time, and coordinates cost none.
  package static let maximumNames = 100
  /// Searches under way at once; only one is in flight, as Open-Meteo serves one request at a
  /// time per address (`HTTPRequest.takesTurns`).
  package static let concurrentSearches = 2

  private let baseURL: WebAddress
  private let http: HTTPClient
  private let timeout: Double
  private let cache: Cache?

  /// Creates the lookup against the geocoding server at `baseURL`.
  package init(baseURL: WebAddress, http: HTTPClient, timeout: Double, cache: Cache?) {
    self.baseURL = baseURL
    self.http = http
    self.timeout = timeout
    self.cache = cache
  }

  /// Each line's place, in the lines' order: the best match, named by the line's label when
  /// it has one, or why there is none.
  package func places(for lines: [PlaceList.NameLine]) async
    -> [Result<PlaceList.Entry, LocationServiceError>]
  {
    await inChunks(lines, size: 1, atOnce: Self.concurrentSearches) { chunk in
      var results: [Result<PlaceList.Entry, LocationServiceError>] = []
      for line in chunk { results.append(await place(for: line)) }
      return results
    }
  }

  private func place(for line: PlaceList.NameLine) async
    -> Result<PlaceList.Entry, LocationServiceError>
  {
    let service = GeocodingLocationService(
      query: line.query, baseURL: baseURL, http: http, timeout: timeout, cache: cache)
    do throws(LocationServiceError) {
      var location = try await service.requestLocation()
      if let label = line.label {
        location = location.renamed(name: label, regions: location.regions)
      }
      return .success(PlaceList.Entry(number: line.number, location: location))
    } catch {
      return .failure(error)
    }
  }
}
