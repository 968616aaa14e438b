/// Finds the location of this machine's public IP address, asking keyless HTTPS providers in
/// order and falling back to the next when one fails.
///
/// Every provider sees the caller's IP address; the user can forbid the lookup, in which case
/// `requestLocation()` fails with `.notAuthorized` without sending anything.
package struct IPGeolocationService: LocationService {
  private let providers: [IPLookupProvider]
  private let baseURL: WebAddress?
  private let http: HTTPClient
  private let timeout: Double
  private let isAuthorized: Bool

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - providers: who to ask, in order.
  ///   - baseURL: when set, each provider is asked at `baseURL/<provider name><path>` instead
  ///     of its own host (a mirror, or a local test server); messages still name the provider.
  ///   - http: the transport.
  ///   - timeout: seconds each lookup may take.
  ///   - isAuthorized: whether the user allows IP lookups at all.
  package init(
    providers: [IPLookupProvider] = IPLookupProvider.all, baseURL: WebAddress? = nil,
    http: HTTPClient, timeout: Double, isAuthorized: Bool = true
  ) {
    self.providers = providers
    self.baseURL = baseURL
    self.http = http
    self.timeout = timeout
    self.isAuthorized = isAuthorized
  }

  /// Asks each provider in turn where this machine's IP address is; the first answer wins.
  ///
  /// - Throws: `.notAuthorized` when lookups are off, `.lookupsFailed` with one error per
  ///   provider, in order, when none of them knows.
  package func requestLocation() async throws(LocationServiceError) -> Location {
    guard isAuthorized else { throw .notAuthorized }
    var failures: [ServiceError] = []
    for (index, provider) in providers.enumerated() {
      // Each provider gets its share of what is left, so that one that never answers leaves
      // time for the next; the last gets all that is left.
      let left = http.retryPolicy?.remaining ?? timeout
      guard left > 0 else {
        failures.append(.notAsked(host: provider.name))
        continue
      }
      let share = left / Double(providers.count - index)
      var request = HTTPRequest(
        url: provider.url(base: baseURL), timeout: min(timeout, share), host: provider.name)
      request.budget = share
      do {
        let body = try await http.fetch(request)
        return try provider.location(body)
      } catch {
        failures.append(error)
      }
    }
    throw .lookupsFailed(failures)
  }
}
