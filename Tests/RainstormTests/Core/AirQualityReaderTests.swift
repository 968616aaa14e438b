import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// The recorded Enschede answer, and hostile changes of its values (values only).
@Suite struct AirQualityReaderTests {
  static var recorded: String {
    String(decoding: Fixture.data(Fixture.airQualityEnschede), as: UTF8.self)
  }

  static func read(_ text: String) throws -> AirQuality {
    try AirQuality.read(Array(text.utf8), host: "air-quality-api.open-meteo.com")
  }

  @Test func nowAndEachDaysWorst() throws {
    let air = try Self.read(Self.recorded)
    let now = try #require(air.current)
    #expect(now.time?.description == "2026-10-03T12:00")
    #expect(now.europeanAQI == 44)
    #expect(now.usAQI == 65)
    #expect(now.pm25 == 22.1)
    #expect(now.pm10 == 28.2)
    #expect(now.ozone == 42)
    #expect(now.nitrogenDioxide == 11.2)
    #expect(now.uvIndex == 2.1)
    // Pollen in October is zero, which is a value, not a missing one.
    #expect(now.pollen.map(\.plant) == AirQuality.pollen)
    #expect(now.pollen.allSatisfy { $0.grains == 0 })
    #expect(air.days.count == 1)
    #expect(air.days.first?.date.description == "2026-10-03")
    #expect(air.days.first?.europeanAQIMax == 43)
    #expect(air.days.first?.usAQIMax == 62)
    #expect(air.days.first?.uvIndexMax == 0)
    #expect(air.days.first?.pm25Max == 20.5)
    #expect(air.days.first?.pm10Max == 25.1)
    #expect(
      air.days.first?.pollenMax
        == Dictionary(uniqueKeysWithValues: AirQuality.pollen.map { ($0, 0.0) }))
  }

  @Test func pollenTheModelLacksIsMissingNotZero() throws {
    let text = Self.recorded.replacingOccurrences(
      of: "\"birch_pollen\": 0.0", with: "\"birch_pollen\": null")
    #expect(text != Self.recorded)
    let air = try Self.read(text)
    #expect(air.current?.pollen.map(\.plant) == ["alder", "grass", "mugwort", "olive", "ragweed"])
  }

  @Test(arguments: [
    ("\"pm10\": 28.2", "\"pm10\": 1e308", "pm10 is"),
    ("\"us_aqi\": 65", "\"us_aqi\": -3", "us_aqi is -3"),
    ("\"uv_index\": 2.1", "\"uv_index\": 250", "uv_index is 250"),
  ])
  func valuesNoAirHasAreUnreadable(from: String, to: String, detail: String) throws {
    let text = Self.recorded.replacingOccurrences(of: from, with: to)
    #expect(text != Self.recorded)
    #expect {
      try Self.read(text)
    } throws: { error in
      guard case .unreadable(_, let message)? = error as? ServiceError else { return false }
      return message.contains(detail)
    }
  }

  @Test func severalPlacesInOrderAndTheirCountChecked() throws {
    let many = "[" + Self.recorded + "," + Self.recorded + "]"
    let all = try AirQuality.readAll(Array(many.utf8), count: 2, host: "h")
    #expect(all.count == 2)
    #expect(all.map { $0.current?.europeanAQI } == [44, 44])
    #expect(throws: ServiceError.self) {
      try AirQuality.readAll(Array(many.utf8), count: 3, host: "h")
    }
    #expect(throws: ServiceError.self) {
      try AirQuality.readAll(Array(Self.recorded.utf8), count: 2, host: "h")
    }
  }

  @Test func hourlyArraysThatDisagreeAreUnreadable() throws {
    let text = Self.recorded.replacingOccurrences(
      of: "\"european_aqi\": [\n      43,\n      43,\n      42\n    ]",
      with: "\"european_aqi\": [43, 43]")
    #expect(text != Self.recorded)
    #expect(throws: ServiceError.self) { try Self.read(text) }
    #expect(throws: ServiceError.self) { try Self.read("<html>busy</html>") }
    // Valid JSON that is not the answer asked for is not "no air quality to report".
    #expect(
      throws: ServiceError.unreadable(
        host: "air-quality-api.open-meteo.com",
        detail: "the answer has neither current nor hourly values")
    ) { try Self.read("{}") }
  }
}
