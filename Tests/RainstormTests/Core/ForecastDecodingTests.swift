import Foundation
import RainstormCore
import Testing

@Suite struct ForecastDecodingTests {
  @Test func decodesTheZagrebForecast() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host")
    #expect(forecast.timezone == "Europe/Zagreb")
    #expect(forecast.timezoneAbbreviation == "GMT+2")
    #expect(forecast.utcOffsetSeconds == 7200)
    #expect(forecast.units == MeasurementUnits())
    let current = try #require(forecast.current)
    #expect(current.time == LocalDateTime(iso8601: "2026-09-29T01:00"[...]))
    #expect(current.temperature == 12.5)
    #expect(current.relativeHumidity == 63)
    #expect(current.weatherCode == WeatherCode(0))
    #expect(current.isDay == false)
    // Variables the recorded request did not ask for are missing, not failures.
    #expect(current.apparentTemperature == nil)
    #expect(current.windSpeed == nil)
    #expect(forecast.daily.map(\.date.description) == ["2026-09-29", "2026-09-30"])
    #expect(forecast.daily.map(\.temperatureMax) == [25.0, 25.6])
    #expect(forecast.daily[0].temperatureMin == nil)
    #expect(forecast.daily[0].sunrise?.clockTime == "06:46")
    #expect(forecast.daily[1].sunset?.clockTime == "18:33")
  }

  @Test func decodesTheRecordedVCRForecast() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.vcrForecast), from: "host")
    #expect(forecast.timezone == "GMT")
    #expect(forecast.utcOffsetSeconds == 0)
    #expect(forecast.current?.weatherCode == WeatherCode(3))
    #expect(forecast.current?.time?.description == "2023-11-13T10:45")
    #expect(forecast.daily.count == 7)
    #expect(forecast.daily.map { $0.weatherCode?.rawValue } == [80, 80, 80, 80, 80, 61, 61])
  }

  @Test func refusesAnAnswerWithoutTheBlocksAskedFor() throws {
    // The legacy `current_weather` shape is JSON, but not the answer to a request for
    // `current`: it is refused, not shown as a forecast with nothing in it.
    #expect(
      throws: ServiceError.unreadable(
        host: "host", detail: "the answer has no current block: not the forecast asked for")
    ) {
      try Forecast.decode(
        Fixture.data(Fixture.legacyForecast), from: "host", requiring: .current)
    }
    #expect(
      throws: ServiceError.unreadable(
        host: "h", detail: "the answer has no current and daily blocks: not the forecast asked for")
    ) {
      try Forecast.decode(Array(#"{"foo":1}"#.utf8), from: "h", requiring: [.current, .daily])
    }
    #expect(
      throws: ServiceError.unreadable(
        host: "h", detail: "[1] has no hourly block: not the forecast asked for")
    ) {
      let zagreb = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
      _ = try Forecast.decodeAll(
        Array("[\(zagreb),{\"current\":{},\"daily\":{\"time\":[]}}]".utf8), count: 2,
        from: "h", requiring: [.current, .hourly, .daily])
    }
    // Asked for nothing, the same body reads as having no current conditions.
    let legacy = try Forecast.decode(Fixture.data(Fixture.legacyForecast), from: "host")
    #expect(legacy.current == nil)
  }

  @Test func treatsNullsAsMissingValues() throws {
    // The recorded Zagreb body with some values replaced by null, as Open-Meteo sends for
    // hours and days a model does not cover.
    var text = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"temperature_2m\":12.5", with: "\"temperature_2m\":null")
    text = text.replacingOccurrences(
      of: "\"temperature_2m_max\":[25.0,25.6]", with: "\"temperature_2m_max\":[null,25.6]")
    text = text.replacingOccurrences(of: "\"2026-09-30T06:47\"", with: "null")
    let forecast = try Forecast.decode(Array(text.utf8), from: "host")
    #expect(forecast.current?.temperature == nil)
    #expect(forecast.current?.relativeHumidity == 63)
    #expect(forecast.daily.map(\.temperatureMax) == [nil, 25.6])
    // A null sunrise is computed from the sun at the grid point, as Open-Meteo computes it
    // (its 06:47 for this day is within a minute: `SunTimesTests`).
    #expect(forecast.daily[1].sunrise?.clockTime == "06:48")
    #expect(forecast.daily[1].sunset?.clockTime == "18:33")
  }

  @Test func reportsABodyThatIsNotJSON() {
    let html = Array("<html>\n<body>502 Bad Gateway</body></html>".utf8)
    #expect(throws: ServiceError.unreadable(host: "h", detail: "expected JSON, got an HTML page")) {
      try Forecast.decode(html, from: "h")
    }
  }

  @Test(arguments: [
    (
      "<!DOCTYPE html>\n<HTML><Head><TITLE>\n 502  Bad\tGateway\n</TITLE>",
      "an HTML page titled \"502 Bad Gateway\""
    ),
    ("  <html><title></title>", "an HTML page"),
    ("<h1>oops</h1>", "an HTML page"),
    ("<?xml version=\"1.0\"?><html>", "\"<?xml version=\"1.0\"?><html>\""),
    ("<feed><entry>", "\"<feed><entry>\""),
    ("Error: stream closed\nmore", "\"Error: stream closed\""),
  ])
  func quotesABodyOrNamesItsPage(body: String, excerpt: String) {
    #expect(throws: ServiceError.unreadable(host: "h", detail: "expected JSON, got \(excerpt)")) {
      try Forecast.decode(Array(body.utf8), from: "h")
    }
  }

  @Test func reportsAValueOfTheWrongType() throws {
    var text = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    text = text.replacingOccurrences(
      of: "\"temperature_2m\":12.5", with: "\"temperature_2m\":\"warm\"")
    do {
      _ = try Forecast.decode(Array(text.utf8), from: "h")
      Issue.record("decoding should fail")
    } catch {
      guard case .unreadable(let host, let detail) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(host == "h")
      #expect(detail == "unexpected value at current.temperature_2m")
    }
  }

  @Test func reportsADateThatIsNotADate() {
    let body = Array(#"{"daily":{"time":["tomorrow"]}}"#.utf8)
    #expect(
      throws: ServiceError.unreadable(host: "h", detail: "daily.time[0] is not a date: tomorrow")
    ) {
      try Forecast.decode(body, from: "h")
    }
  }
}
