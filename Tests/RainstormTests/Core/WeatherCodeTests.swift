import RainstormCore
import Testing

@Suite struct WeatherCodeTests {
  @Test func coversEveryDocumentedCode() {
    // Open-Meteo's documented codes, and the WMO ones MET Norway's symbols map to.
    let documented = [
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 68, 69, 71, 73, 75, 77, 80, 81,
      82, 83, 84, 85, 86, 95, 96, 97, 99,
    ]
    #expect(WeatherCode.knownCodes == documented)
    for code in documented.map(WeatherCode.init) {
      #expect(code.isKnown)
      #expect(!code.description.isEmpty && !code.description.hasPrefix("Unknown"))
      #expect(code.emoji() != "❔")
    }
    #expect(Set(documented.map { WeatherCode($0).description }).count == documented.count)
  }

  @Test(arguments: [4, -1, 100, 1000])
  func showsAnUnknownCodeAsUnknown(raw: Int) {
    let code = WeatherCode(raw)
    #expect(!code.isKnown)
    #expect(code.description == "Unknown (code \(raw))")
    #expect(code.emoji() == "❔")
  }

  @Test func hasANightIconForClearSkies() {
    #expect(WeatherCode(0).emoji(isDay: false) == "🌙")
    #expect(WeatherCode(0).emoji(isDay: true) == "☀️")
    #expect(WeatherCode(63).emoji(isDay: false) == WeatherCode(63).emoji(isDay: true))
  }
}
