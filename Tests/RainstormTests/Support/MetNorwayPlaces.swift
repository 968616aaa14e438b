import Foundation
import Testing

@testable import RainstormCore

extension Fixture {
  static let metCompactNewYork = "metno_locationforecast-compact_nyc-alt10.json"
  static let metCompleteLondon = "metno_locationforecast-complete_london-alt25.json"
}

extension Location {
  static let newYork = try! Location(
    latitude: 40.7, longitude: -74.0, name: "New York, United States", source: .search,
    countryCode: "US", timeZone: "America/New_York")
  static let london = try! Location(
    latitude: 51.5, longitude: -0.1, name: "London, United Kingdom", source: .search,
    countryCode: "GB", timeZone: "Europe/London")
}
