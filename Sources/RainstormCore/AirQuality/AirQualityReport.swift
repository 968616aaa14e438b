/// What the air quality service said for a place, or why it said nothing.
package struct AirQualityReport: Equatable, Sendable {
  /// Whether the values can be trusted.
  package typealias Status = ServiceStatus

  /// Whether the values can be trusted.
  package var status: Status
  /// The index the place's values are shown on.
  package var index: AirQualityIndex
  /// The values, nil when unavailable.
  package var air: AirQuality?

  /// Creates a report.
  package init(status: Status, index: AirQualityIndex, air: AirQuality? = nil) {
    self.status = status
    self.index = index
    self.air = air
  }
}
