/// Whether the answer of a service beside the forecast (air quality, the 30-year record) can
/// be used.
package enum ServiceStatus: Equatable, Sendable {
  /// The service answered.
  case ok
  /// The service could not be asked or read: there is nothing to show.
  case unavailable(ServiceError)
  /// The service failed; what is shown is an older answer from the cache.
  case stale(ServiceError)

  /// The word JSON uses: `ok`, `unavailable`, `stale`.
  package var name: String {
    switch self {
    case .ok: "ok"
    case .unavailable: "unavailable"
    case .stale: "stale"
    }
  }
}
