import Foundation
import Testing

@testable import RainstormCore

/// Pressure with its 3-hour trend, the dew point and visibility: asked (or computed), read,
/// checked against their physical ranges and shown.
@Suite struct PressureDewPointVisibilityTests {
  static let day = LocalDate(year: 2026, month: 9, day: 29)!

  static func time(_ hour: Int, _ minute: Int = 0) -> LocalDateTime {
    LocalDateTime(date: day, hour: hour, minute: minute)!
  }

  /// 10:15 now at 1013.2 hPa, 20 °C and 50 %; 1010 hPa at 07:00; 12 km of visibility in the
  /// quarter hour in progress.
  static func forecast(units: MeasurementUnits = MeasurementUnits()) -> Forecast {
    var current = Forecast.Current(
      time: time(10, 15), temperature: units.temperature == .celsius ? 20 : 68,
      relativeHumidity: 50)
    current.pressure = 1013.2
    var hours = (6...11).map { Forecast.Hour(time: time($0)) }
    for index in hours.indices { hours[index].pressure = 1009 + Double(index) }
    var quarter = Forecast.QuarterHour(time: time(10, 30))
    quarter.visibility = 12_000
    return Forecast(
      timezone: "Europe/Zagreb", timezoneAbbreviation: "CEST", utcOffsetSeconds: 7200,
      units: units, current: current, hourly: hours,
      quarterHours: [Forecast.QuarterHour(time: time(10, 15)), quarter], daily: [])
  }

  @Test func theDerivedValues() throws {
    var forecast = Self.forecast()
    forecast.quarterHours[1].visibility = 800
    forecast.deriveValues()
    let current = try #require(forecast.current)
    // Magnus: 20 °C at 50 % is a dew point of 9.3 °C.
    #expect(current.dewPoint == 9.3)
    // 1013.2 now against 1010 at 07:00, the hour that began 3 hours before 10:00.
    #expect(current.pressureTrend == 3.2)
    // The quarter hour in progress ends at 10:30 (the one ending at 10:15 is over).
    #expect(current.visibility == 800)
    var fahrenheit = Self.forecast(units: MeasurementUnits(temperature: .fahrenheit))
    fahrenheit.deriveValues()
    #expect(fahrenheit.current?.dewPoint == 48.7)
    // Without the hour 3 hours back (before 03:00), no trend rather than a wrong one.
    var early = Self.forecast()
    early.hourly = Array(early.hourly.dropFirst(2))
    early.deriveValues()
    #expect(early.current?.pressureTrend == nil)
    // A humidity of 0 has no dew point.
    early.current?.relativeHumidity = 0
    early.current?.dewPoint = nil
    early.deriveValues()
    #expect(early.current?.dewPoint == nil)
  }

  /// The dew point computed from MET Norway's recorded temperature and humidity (18.8 °C,
  /// 47 %) is the one MET sends beside them (7.2 °C); its pressure is read as sent.
  @Test func metNorwaysRecordedAnswer() throws {
    let london = try Location(
      latitude: 51.5, longitude: -0.1, source: .coordinates, timeZone: "Europe/London")
    let forecast = try MetNorwayReader.read(
      Fixture.data("metno_locationforecast-complete_london-alt25.json"),
      zone: ZoneRules.forPlace(london), units: MeasurementUnits(), host: "api.met.no")
    #expect(forecast.current?.dewPoint == 7.2)
    #expect(forecast.current?.pressure == 1023.2)
    #expect(forecast.hourly.first?.pressure == 1023.2)
    #expect(forecast.current?.visibility == nil)
  }

  /// The recorded Zagreb answer with a pressure added where Open-Meteo puts it (no recorded
  /// answer has one): read, checked, written in JSON and TSV; an impossible one refused.
  @Test func openMeteosPressureIsReadAndChecked() throws {
    let recorded = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    let body = recorded.replacingOccurrences(
      of: "\"current\":{", with: "\"current\":{\"pressure_msl\":1016.4,")
    #expect(body != recorded)
    let forecast = try Forecast.decode(Array(body.utf8), from: "h")
    #expect(forecast.current?.pressure == 1016.4)
    #expect(forecast.current?.dewPoint == 5.6)
    let hostile = recorded.replacingOccurrences(
      of: "\"current\":{", with: "\"current\":{\"pressure_msl\":1e308,")
    #expect(throws: ServiceError.self) { try Forecast.decode(Array(hostile.utf8), from: "h") }
    let report = WeatherReport(location: FormatGoldenTests.report.location, forecast: forecast)
    let json = JSONRenderer.render(report, options: RenderOptions(now: HumanRendererTests.now))
    #expect(json.contains("\"pressure\": 1016.4"))
    #expect(json.contains("\"dew_point\": 5.6"))
    #expect(
      try WttrFormat("%P").render(report, options: RenderOptions(now: HumanRendererTests.now))
        == "1016hPa\n")
    #expect(
      try Template("%b|%D").render(report, options: RenderOptions(now: HumanRendererTests.now))
        == "1016 hPa|6°C\n")
  }

  @Test func peopleReadThemWithTheirUnits() throws {
    var forecast = Self.forecast()
    forecast.deriveValues()
    let report = WeatherReport(location: FormatGoldenTests.report.location, forecast: forecast)
    let text = HumanRenderer.render(report, options: RenderOptions(now: HumanRendererTests.now))
    #expect(text.contains("Humidity 50%, dew point 9°C"))
    #expect(text.contains("\nPressure 1013 hPa (+3.2 hPa in 3 h), visibility 12 km\n"))
    let imperial = ValueFormatter(
      units: MeasurementUnits(temperature: .fahrenheit, windSpeed: .mph, precipitation: .inch),
      ascii: false)
    #expect(imperial.pressure(1013.25) == "29.92 inHg")
    #expect(imperial.pressureChange(-3.4) == "-0.10 inHg")
    #expect(imperial.distance(12_000) == "7.5 mi")
    let metric = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(metric.distance(800) == "800 m")
    #expect(metric.distance(24_140) == "24 km")
    #expect(metric.pressureChange(0) == "+0.0 hPa")
  }
}
