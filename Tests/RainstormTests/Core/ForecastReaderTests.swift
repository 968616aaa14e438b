import Foundation
import RainstormCore
import Testing

@Suite struct ForecastReaderTests {
  @Test func namesThePathOfAWrongValueInABatchAnswer() {
    let zagreb = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    let broken = zagreb.replacingOccurrences(
      of: "\"temperature_2m_max\":[25.0,25.6]", with: "\"temperature_2m_max\":[25.0,\"hot\"]")
    let body = Array("[\(zagreb),\(broken)]".utf8)
    #expect(
      throws: ServiceError.unreadable(
        host: "h", detail: "unexpected value at [1].daily.temperature_2m_max[1]")
    ) {
      try Forecast.decodeAll(body, count: 2, from: "h")
    }
  }

  @Test func saysWhereJSONBreaksOff() {
    let zagreb = Fixture.data(Fixture.zagrebForecast)
    #expect(
      throws: ServiceError.unreadable(host: "h", detail: "broken JSON at byte 1000")
    ) {
      try Forecast.decode(Array(zagreb.prefix(1000)), from: "h")
    }
    #expect(
      throws: ServiceError.unreadable(host: "h", detail: "broken JSON at byte \(zagreb.count)")
    ) {
      try Forecast.decode(zagreb + Array("{}".utf8), from: "h")
    }
    // A batch answer that ends after a comma breaks where the next forecast should start.
    let cut = Array("[".utf8) + zagreb + Array(",".utf8)
    #expect(
      throws: ServiceError.unreadable(host: "h", detail: "broken JSON at byte \(cut.count)")
    ) {
      try Forecast.decodeAll(cut, count: 2, from: "h")
    }
  }

  @Test func readsTheSameForecastWhateverTheKeyOrderAndSpacing() throws {
    // Keys the reader skips and keys it reads, in another order and pretty-printed: the
    // Zagreb body through JSONSerialization reads back as the same forecast.
    let data = Fixture.data(Fixture.zagrebForecast)
    let object = try JSONSerialization.jsonObject(with: Data(data))
    let pretty = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    let expected = try Forecast.decode(data, from: "h")
    let reread = try Forecast.decode([UInt8](pretty), from: "h")
    #expect(reread.daily == expected.daily)
    #expect(reread.hourly.map(\.time) == expected.hourly.map(\.time))
    #expect(reread.current?.time == expected.current?.time)
    #expect(reread.timezone == expected.timezone)
    #expect(!expected.hourly.isEmpty && !expected.daily.isEmpty)
  }
}

extension ForecastReaderTests {
  @Test func skipsAnHourlyBlockThatWasNotAskedFor() throws {
    let zagreb = Fixture.data(Fixture.zagrebForecast)
    let both = try Forecast.decodeAll(zagreb, count: 1, from: "h")
    let skipped = try Forecast.decodeAll(zagreb, count: 1, from: "h", readsHourly: false)
    #expect(both[0].hourly.count == 48)
    #expect(skipped[0].hourly.isEmpty)
    #expect(skipped[0].daily == both[0].daily)
    #expect(skipped[0].current == both[0].current)
    // Skipped, but still checked: broken JSON inside it is still an error.
    let text = String(decoding: zagreb, as: UTF8.self)
      .replacingOccurrences(of: "\"hourly\":{\"time\":[", with: "\"hourly\":{\"time\":[,")
    #expect(throws: ServiceError.self) {
      try Forecast.decodeAll(Array(text.utf8), count: 1, from: "h", readsHourly: false)
    }
  }
}
