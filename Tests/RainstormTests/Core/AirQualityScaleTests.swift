import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// Each index's categories at every boundary, from the table in `AirQualityIndex`.
@Suite struct AirQualityScaleTests {
  @Test(arguments: [
    (0.0, "good"), (20, "good"), (20.5, "fair"), (40, "fair"), (40.5, "moderate"),
    (60, "moderate"), (60.5, "poor"), (80, "poor"), (80.5, "very poor"), (100, "very poor"),
    (100.5, "extremely poor"), (4000, "extremely poor"),
  ])
  func european(value: Double, category: String) {
    #expect(AirQualityIndex.european.category(value) == category)
  }

  @Test(arguments: [
    (0.0, "good"), (50, "good"), (51, "moderate"), (100, "moderate"),
    (101, "unhealthy for sensitive groups"), (150, "unhealthy for sensitive groups"),
    (151, "unhealthy"), (200, "unhealthy"), (201, "very unhealthy"), (300, "very unhealthy"),
    (301, "hazardous"), (500, "hazardous"),
  ])
  func us(value: Double, category: String) {
    #expect(AirQualityIndex.us.category(value) == category)
  }

  @Test(arguments: [
    (0.0, "low"), (2.4, "low"), (2.5, "moderate"), (5.4, "moderate"), (5.5, "high"),
    (7.4, "high"), (7.5, "very high"), (10.4, "very high"), (10.5, "extreme"), (14, "extreme"),
  ])
  func uv(value: Double, category: String) {
    #expect(UVIndex.category(value) == category)
  }

  @Test func missingAndNegativeHaveNoCategory() {
    #expect(AirQualityIndex.european.category(nil) == nil)
    #expect(AirQualityIndex.us.category(-1) == nil)
    #expect(UVIndex.category(nil) == nil)
    #expect(UVIndex.category(-0.5) == nil)
  }

  @Test func theIndexFollowsTheCountry() {
    #expect(AirQualityIndex.forCountry("US") == .us)
    #expect(AirQualityIndex.forCountry("pr") == .us)
    #expect(AirQualityIndex.forCountry("NL") == .european)
    #expect(AirQualityIndex.forCountry(nil) == .european)
  }
}
