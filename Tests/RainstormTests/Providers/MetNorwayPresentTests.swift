import Foundation
import Testing

@testable import RainstormCore

/// A MET Norway series must start near now and span no more than the product does: one from
/// another year is not the weather now, and two steps 8,000 years apart are no series.
@Suite struct MetNorwayPresentTests {
  static let newYork = try! Location(
    latitude: 40.7, longitude: -74, source: .coordinates, timeZone: "America/New_York")

  func read(_ body: [UInt8], now: Date) throws -> Forecast {
    try MetNorwayReader.read(
      body, zone: ZoneRules.forPlace(Self.newYork), units: MeasurementUnits(), host: "api.met.no",
      now: now)
  }

  @Test func aSeriesFromAnotherTimeIsRefused() throws {
    let recorded = Fixture.data("metno_locationforecast-compact_nyc-alt10.json")
    // Recorded on 2020-07-20 at 11:00 UTC: read then, it is the weather now.
    let then = Date(timeIntervalSince1970: 1_595_242_800)
    #expect(try read(recorded, now: then).current?.temperature == 26.5)
    #expect(try read(recorded, now: then.addingTimeInterval(30 * 3600)).current != nil)
    for later in [then.addingTimeInterval(3 * 86_400), then.addingTimeInterval(-2 * 86_400)] {
      #expect(throws: ServiceError.self) { try read(recorded, now: later) }
    }
    // The same series moved to now reads as now.
    #expect(
      try read(MetNorwayBody.now("metno_locationforecast-compact_nyc-alt10.json"), now: Date())
        .current != nil)
  }

  @Test func twoStepsEightThousandYearsApartAreNoSeries() throws {
    let text = String(
      decoding: Fixture.data("metno_locationforecast-compact_nyc-alt10.json"), as: UTF8.self)
    guard let start = text.range(of: "\"timeseries\":") else { throw CancellationError() }
    let body =
      String(text[..<start.upperBound])
      + #"[{"time":"0001-01-01T00:00:00Z","data":{"instant":{"details":{"air_temperature":1}}}},"#
      + #"{"time":"9999-12-31T00:00:00Z","data":{"instant":{"details":{"air_temperature":2}}}}]}}"#
    let clock = ContinuousClock()
    let started = clock.now
    #expect(throws: ServiceError.self) {
      try MetNorwayReader.read(
        Array(body.utf8), zone: ZoneRules.forPlace(Self.newYork), units: MeasurementUnits(),
        host: "api.met.no")
    }
    // Refused at once, not after building every day between (which never finished).
    #expect(clock.now - started < .seconds(5))
  }
}
