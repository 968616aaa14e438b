/// What the air quality service said for a place, or why it said nothing.
public struct AirQualityReport: Equatable, Sendable {
  /// Whether the values can be trusted.
  public typealias Status = ServiceStatus

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
