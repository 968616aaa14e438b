import Foundation
import Testing

@testable import RainstormCore

/// Warnings in the user's language where a source writes it: asked for (MET Norway,
/// Environment Canada) and read (Bright Sky's `_de`, Environment Canada's `_fr`, MeteoAlarm's
/// CAP blocks), else in English as before.
@Suite struct AlertLanguageTests {
  static let toronto = try! Location(latitude: 43.65, longitude: -79.38, source: .coordinates)
  static let berlin = try! Location(latitude: 52.52, longitude: 13.405, source: .coordinates)
  static let oslo = try! Location(
    latitude: 59.91, longitude: 10.75, source: .search, countryCode: "NO")

  func alerts(_ http: StubHTTP, _ place: Location, language: String) async -> AlertReport {
    await PublicAlertService(http: http.client, timeout: 5, now: { Date() }, language: language)
      .alerts(for: place)
  }

  @Test func environmentCanadaIsAskedAndReadInFrench() async throws {
    let http = StubHTTP { request throws(TransportError) in
      HTTPResponse(
        status: request.url.host == "api.weather.gov" ? 404 : 200,
        body: Fixture.data(
          request.url.host == "api.weather.gov"
            ? Fixture.nwsOutsideCoverage : Fixture.canadaToronto))
    }
    let french = await alerts(http, Self.toronto, language: "fr")
    #expect(french.alerts.map(\.event) == ["Avertissement de pluie verglaçante"])
    #expect(french.alerts.compactMap(\.area) == ["ville de Toronto"])
    let canada = try #require(http.requests.first { $0.url.host == "api.weather.gc.ca" })
    #expect(canada.url.query?.contains("lang=fr") == true)

    let german = await alerts(http, Self.toronto, language: "de")
    #expect(german.alerts.compactMap(\.area) == ["City of Toronto"])
    let asked = http.requests.last { $0.url.host == "api.weather.gc.ca" }
    #expect(asked?.url.query?.contains("lang=en") == true)
  }

  @Test func brightSkyIsReadInGermanOrEnglish() async throws {
    let http = StubHTTP(status: 200, fixture: Fixture.brightSkyFrost)
    let german = await alerts(http, Self.berlin, language: "de")
    #expect(german.alerts.compactMap(\.headline) == ["Amtliche WARNUNG vor FROST"])
    let polish = await alerts(http, Self.berlin, language: "pl")
    #expect(polish.alerts.compactMap(\.headline) == ["Official WARNING of FROST"])
  }

  @Test func metNorwayIsAskedInNorwegianOrEnglish() async {
    let http = StubHTTP(status: 200, fixture: Fixture.metAlertsGales)
    _ = await alerts(http, Self.oslo, language: "nb")
    _ = await alerts(http, Self.oslo, language: "fr")
    let queries = http.requests.filter { $0.url.host == "api.met.no" }.compactMap(\.url.query)
    #expect(queries.count == 2)
    #expect(queries.first?.hasSuffix("&lang=no") == true)
    #expect(queries.last?.hasSuffix("&lang=en") == true)
  }

  @Test func meteoAlarmTakesTheBlockInTheLanguageAndMatchesTheRegionInEnglish() throws {
    // The recorded Dutch feed, its Drenthe entry made yellow: each entry has a Dutch and an
    // English block.
    let body = try AlertFailClosedTests.variant(Fixture.meteoAlarmNetherlands) { object in
      var warnings = try #require(object["warnings"] as? [[String: Any]])
      var alert = try #require(warnings[0]["alert"] as? [String: Any])
      var infos = try #require(alert["info"] as? [[String: Any]])
      for index in infos.indices {
        infos[index]["parameter"] = [
          ["valueName": "awareness_type", "value": "1; Wind"],
          ["valueName": "awareness_level", "value": "2; yellow; Moderate"],
        ]
      }
      alert["info"] = infos
      warnings[0]["alert"] = alert
      object["warnings"] = warnings
    }
    let read = { (language: String) throws -> [String] in
      try AlertReader.read(
        body, source: .meteoAlarm, latitude: 52.86, longitude: 6.62, regions: ["Drenthe"],
        host: "feeds.meteoalarm.org", language: language
      ).alerts.compactMap(\.headline)
    }
    #expect(try read("nl") == ["Windstoten - Geen waarschuwingen voor Drenthe - Nederland"])
    #expect(try read("en") == ["Wind - No warnings for Drenthe - The Netherlands"])
    #expect(try read("ja") == ["Wind - No warnings for Drenthe - The Netherlands"])
  }
}
