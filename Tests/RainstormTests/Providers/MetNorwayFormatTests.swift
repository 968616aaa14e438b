import Foundation
import RainstormCore
import Testing

/// Golden files for every format from the recorded MET Norway answer for New York, read at the
/// time it was recorded.
@Suite(.systemZones) struct MetNorwayFormatTests {
  static let now = Date(timeIntervalSince1970: 1_595_245_471)  // 2020-07-20 11:44:31 GMT

  static func report(units: MeasurementUnits = MeasurementUnits()) throws -> WeatherReport {
    let source = MetNorwayWeatherService(
      http: HTTPClient { _ throws(TransportError) in throw .timedOut },
      baseURL: WebAddress(MetNorwayWeatherService.defaultBaseURL)!, timeout: 1, now: { now })
    let forecast = try source.read(
      Fixture.data(Fixture.metCompactNewYork), for: .newYork,
      options: ForecastOptions(units: units), host: "api.met.no")
    return WeatherReport(location: .newYork, forecast: forecast, fetchedAt: now)
  }

  static func options(hours: Int = 0, rainMinutes: Int = 0) -> RenderOptions {
    RenderOptions(
      color: false, icons: .emoji, hours: hours, days: 7, rainMinutes: rainMinutes, now: now)
  }

  func expectGolden(_ name: String, _ actual: String) {
    let expected = Golden.expected(name, actual: actual)
    #expect(expected != nil, "golden file \(name) missing or just recorded")
    #expect(actual == expected)
  }

  @Test func human() throws {
    let text = HumanRenderer.render(
      try Self.report(), options: Self.options(hours: 6, rainMinutes: 360))
    expectGolden("metno-newyork-human.txt", text)
    #expect(text.hasSuffix("\nData from MET Norway (CC BY 4.0)\n"))
  }

  @Test func json() throws {
    let text = JSONRenderer.render(try Self.report(), options: Self.options(hours: 3))
    expectGolden("metno-newyork.json", text)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "met-norway")
    #expect(object["models_status"] as? String == "unsupported")
    #expect(object["timezone"] as? String == "America/New_York")
  }

  @Test func tsv() throws {
    expectGolden(
      "metno-newyork-daily.tsv", TSVRenderer.render(try Self.report(), options: Self.options()))
    expectGolden(
      "metno-newyork-place.tsv",
      TSVRenderer.placeHeader(Self.options())
        + TSVRenderer.placeRow(try Self.report(), options: Self.options(rainMinutes: 360)))
  }

  @Test func template() throws {
    let template = try Template("%l: %c %t %h %w %L/%H %N")
    let text = template.render(try Self.report(), options: Self.options())
    #expect(text == "New York: ⛅ 27°C 81% ↗ 14 km/h 27°C/36°C MET Norway\n")
    let imperial = template.render(
      try Self.report(units: MeasurementUnits.System.imperial.units), options: Self.options())
    #expect(imperial == "New York: ⛅ 80°F 81% ↗ 9 mph 80°F/97°F MET Norway\n")
  }

  /// The rain outlook from MET's hours is to the hour, and says so.
  @Test func theRainOutlookIsHourly() throws {
    let report = try Self.report()
    let options = Self.options(rainMinutes: 360)
    let outlook = try #require(report.rainOutlook(now: options.now, horizonMinutes: 360))
    #expect(outlook.resolutionMinutes == 60)
  }
}
