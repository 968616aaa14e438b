/// What the air quality service said for a place, or why it said nothing.
public struct AirQualityReport: Equatable, Sendable {
  /// Whether the values can be trusted.
  public enum Status: Equatable, Sendable {
    /// The service answered.
    case ok
    /// The service could not be asked or read: there are no values.
    case unavailable(ServiceError)
    /// The service failed; the values are an older answer from the cache.
    case stale(ServiceError)

    /// The word JSON uses: `ok`, `unavailable`, `stale`.
    public var name: String {
      switch self {
      case .ok: "ok"
      case .unavailable: "unavailable"
      case .stale: "stale"
      }
    }
  }

  /// Whether the values can be trusted.
  public var status: Status
  /// The index the place's values are shown on.
  public var index: AirQualityIndex
  /// The values, nil when unavailable.
  public var air: AirQuality?

  /// Creates a report.
  public init(status: Status, index: AirQualityIndex, air: AirQuality? = nil) {
    self.status = status
    self.index = index
    self.air = air
  }
}
