import Foundation
import RainstormCore
import Testing

@Suite struct HourlyDecodingTests {
  @Test func decodesTheHourlyBlock() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host")
    #expect(forecast.hourly.count == 48)
    #expect(forecast.hourly[0].time.description == "2026-09-29T00:00")
    #expect(forecast.hourly[13].temperature == 24.9)
    #expect(forecast.hourly[13].precipitationProbability == 0)
    #expect(forecast.hourly[13].weatherCode == nil)
  }

  @Test func startsTheHoursAtTheCurrentLocalHour() throws {
    let forecast = try Forecast.decode(Fixture.data(Fixture.zagrebForecast), from: "host")
    // 23:59 UTC is 01:59 in Zagreb (+02:00): the 01:00 hour is the current one.
    let now = Date(timeIntervalSince1970: 1_790_636_400 + 3540)
    let hours = forecast.hours(from: now, count: 3)
    #expect(hours.map(\.time.clockTime) == ["01:00", "02:00", "03:00"])
    #expect(forecast.hours(from: now, count: 400).count == 47)
    #expect(forecast.hours(from: Date(timeIntervalSince1970: 2_000_000_000), count: 3).isEmpty)
  }

  @Test func decodesSeveralPlacesFromAnArray() throws {
    let body = Fixture.data(Fixture.zagrebForecast)
    let vcr = Fixture.data(Fixture.vcrForecast)
    let array = Array("[".utf8) + body + Array(",".utf8) + vcr + Array("]".utf8)
    let forecasts = try Forecast.decodeAll(array, count: 2, from: "h")
    #expect(forecasts.map(\.timezone) == ["Europe/Zagreb", "GMT"])
    #expect(throws: ServiceError.unreadable(host: "h", detail: "expected 3 forecasts, got 2")) {
      try Forecast.decodeAll(array, count: 3, from: "h")
    }
    #expect(try Forecast.decodeAll(body, count: 1, from: "h").count == 1)
  }

  @Test func convertsWindToBeaufort() throws {
    var text = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    // The recorded body with a wind speed added, as a request for wind_speed_unit=ms returns.
    text = text.replacingOccurrences(
      of: "\"is_day\":0}", with: "\"is_day\":0,\"wind_speed_10m\":9.0}")
    let forecast = try Forecast.decode(
      Array(text.utf8), from: "h", units: MeasurementUnits(windSpeed: .bft))
    #expect(forecast.current?.windSpeed == 5)
  }
}
