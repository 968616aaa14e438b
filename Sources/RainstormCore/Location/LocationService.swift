/// A way of finding the place to forecast for: fixed coordinates, an IP lookup, a place search.
public protocol LocationService: Sendable {
  /// Finds the location, or says why it cannot.
  ///
  /// - Throws: `LocationServiceError`.
  func requestLocation() async throws(LocationServiceError) -> Location
}

/// Why a `LocationService` could not produce a location.
public enum LocationServiceError: Error, Equatable, Sendable {
  /// The user has not allowed this way of finding the location (IP lookup turned off).
  case notAuthorized
  /// The service was asked and the request failed; the cause says how.
  case requestFailed(ServiceError)
  /// The service answered, but knows no place for what was asked; the query is kept for messages.
  case notFound(query: String)
  /// Every one of several services was asked and failed: one error per service, in the order
  /// they were asked, each naming its service.
  case lookupsFailed([ServiceError])
}
