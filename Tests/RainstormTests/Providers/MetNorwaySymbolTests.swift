import Foundation
import Testing

@testable import RainstormCore

/// Every symbol MET documents, each variant, as a condition and an icon.
@Suite struct MetNorwaySymbolTests {
  @Test func everyDocumentedSymbolIsACondition() {
    #expect(MetNorwaySymbol.table.count == 41)
    #expect(MetNorwaySymbol.table.filter(\.hasVariants).count == 21)
    #expect(Set(MetNorwaySymbol.table.map(\.symbol)).count == 41)
    for entry in MetNorwaySymbol.table {
      let codes =
        entry.hasVariants
        ? ["_day", "_night", "_polartwilight"].map { entry.symbol + $0 } : [entry.symbol]
      for code in codes {
        let condition = MetNorwaySymbol.condition(code)
        #expect(condition?.code == WeatherCode(entry.code), "\(code)")
        #expect(condition?.code.isKnown == true, "\(code)")
        #expect(condition?.code.emoji() != "❔", "\(code)")
      }
    }
  }

  @Test(
    arguments: [
      ("clearsky_day", 0, true), ("clearsky_night", 0, false), ("fair_polartwilight", 1, false),
      ("cloudy", 3, nil), ("fog", 45, nil), ("lightrain", 61, nil), ("heavyrain", 65, nil),
      ("rainshowers_day", 81, true), ("heavysnow", 75, nil), ("sleet", 69, nil),
      ("lightsleetshowers_night", 83, false), ("heavyrainandthunder", 97, nil),
      // MET's own spelling, as it sends it.
      ("lightssleetshowersandthunder_day", 95, true),
      ("lightssnowshowersandthunder_night", 95, false),
    ] as [(String, Int, Bool?)])
  func readsASymbol(symbol: String, code: Int, isDay: Bool?) {
    let condition = MetNorwaySymbol.condition(symbol)
    #expect(condition?.code == WeatherCode(code))
    #expect(condition?.isDay == isDay)
  }

  @Test(arguments: [
    "", "sunny", "cloudy_day", "clearsky_evening", "rain_day_night", "Clearsky_day",
  ])
  func anUndocumentedSymbolIsNoCondition(symbol: String) {
    #expect(MetNorwaySymbol.condition(symbol) == nil)
  }

  @Test func everySymbolInTheRecordedAnswersIsKnown() throws {
    for fixture in [Fixture.metCompactNewYork, Fixture.metCompleteLondon] {
      let text = String(decoding: Fixture.data(fixture), as: UTF8.self)
      let symbols = text.components(separatedBy: "\"symbol_code\": \"").dropFirst().compactMap {
        $0.split(separator: "\"").first.map(String.init)
      }
      #expect(!symbols.isEmpty)
      for symbol in symbols { #expect(MetNorwaySymbol.condition(symbol) != nil, "\(symbol)") }
    }
  }
}
