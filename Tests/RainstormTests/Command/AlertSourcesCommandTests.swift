import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// `--alerts sources` and the table of the WMO centre's feeds behind it, checked against the
/// recorded list of sources it was generated from.
@Suite struct AlertSourcesCommandTests {
  @Test func theListNamesEveryCoveredCountryItsSourceAndHowItMatches() async throws {
    let harness = CommandHarness()
    let outcome = await harness.run(["--alerts", "sources"])
    #expect(outcome.status == .success && outcome.stderr == "")
    #expect(harness.http.requests.isEmpty)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("CODE  COUNTRY") == true)
    let rows = AlertSourcesList.rows
    #expect(lines.count == rows.count + 2)
    #expect(lines.last == "\(rows.count) countries and territories")
    let row = { (code: String) in rows.first { $0.code == code } }
    #expect(row("KZ")?.source == "wmo" && row("KZ")?.country == "Kazakhstan")
    #expect(row("KZ")?.service == "Kazhydromet (kz-kazhydromet-en, kz-kazhydromet-ru)")
    #expect(row("NZ")?.source == "metservice" && row("NZ")?.matching == "polygon")
    #expect(row("NL")?.matching == "region_code,region")
    // The United Kingdom's MeteoAlarm regions have no outlines: by name only.
    #expect(row("GB")?.matching == "region")
    #expect(row("US")?.source == "nws" && row("DE")?.source == "bright-sky")
    #expect(row("JP") == nil)
  }

  @Test func aMistypedSourcesIsAUsageErrorThatSuggestsIt() async {
    let harness = CommandHarness()
    let typo = await harness.run(["--alerts", "sourcs"])
    #expect(typo.status == .usage && typo.stdout == "")
    #expect(
      typo.stderr
        == "rainstorm: --alerts must be one of on, off, full, list (or sources, alone on the "
        + "command line), got 'sourcs'; did you mean 'sources'? (see 'rainstorm --help')\n")
    // The list is an action of the command line, not a setting.
    var configured = CommandHarness()
    configured.environment = ["RAINSTORM_ALERTS": "sources"]
    let variable = await configured.run(["--lat", "35.68", "--lon", "139.69"])
    #expect(variable.status == .usage)
    #expect(variable.stderr.contains("(or sources, alone on the command line)"))
  }

  @Test func warningsWorkForAtLeastAHundredCountries() {
    // Countries in ISO 3166-1 terms, without the territories of the United States and
    // Norway's Svalbard, which their countries' sources cover.
    let territories: Set<String> = ["PR", "GU", "VI", "AS", "MP", "SJ"]
    let countries = AlertSourcesList.rows.map(\.code).filter { !territories.contains($0) }
    #expect(countries.count >= 100, "\(countries.count)")
    for row in AlertSourcesList.rows {
      #expect(AlertSource.covering(countryCode: row.code)?.rawValue == row.source)
      #expect(row.country != row.code, "\(row.code) has no name")
    }
  }

  /// The recorded list's entries, as the generator reads them.
  static func recordedSources() throws -> [[String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.wmoSources)))
        as? [String: Any])
    let entries = try #require(object["sources"] as? [[String: Any]])
    return entries.compactMap { $0["source"] as? [String: Any] }
  }

  @Test func everyFeedOfTheTableIsAnOperatingOfficialFeedOfTheRecordedList() throws {
    let recorded = try Self.recordedSources()
    var checked = 0
    for code in WMOSources.countries {
      // Added by the generator, or renamed since the list (its RENAMED).
      for feed in WMOSources.feeds(country: code)
      where !["au-bom-en", "vu-vmgd-en"].contains(feed.sourceID) {
        let entry = recorded.first {
          $0["sourceId"] as? String == feed.sourceID && $0["feedSource"] as? String == "alert-hub"
            && $0["capAlertFeedStatus"] as? String == "operating"
        }
        #expect(entry != nil, "\(feed.sourceID)")
        #expect((entry?["authorityCountry"] as? String)?.uppercased() == code)
        // Feed names go into a request's path: letters, digits and hyphens only.
        #expect(
          feed.sourceID.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        checked += 1
      }
    }
    #expect(checked >= 150)
    // Seen in the recorded feed of the centre, absent from the list, added by the generator.
    #expect(WMOSources.feeds(country: "AU").map(\.sourceID) == ["au-bom-en"])
    // PAGASA's name has no weather word; the list has it operating, so the table has it.
    #expect(WMOSources.feeds(country: "PH").map(\.sourceID) == ["ph-pagasa-en"])
    #expect(AlertSource.covering(countryCode: "PH") == .wmo)
  }

  @Test func everyOperatingMeteorologicalServiceOfTheListIsInTheTable() throws {
    let recorded = try Self.recordedSources()
    let known = Set(
      WMOSources.countries.flatMap { WMOSources.feeds(country: $0).map(\.sourceID) })
    let meteorological = recorded.filter { entry in
      let names = (entry["byLanguage"] as? [[String: Any]] ?? []).compactMap {
        $0["name"] as? String
      }
      return entry["feedSource"] as? String == "alert-hub"
        && entry["capAlertFeedStatus"] as? String == "operating"
        && entry["sourceIsOfficial"] as? Bool == true
        && names.contains { $0.lowercased().contains("meteorolog") }
        && (entry["sourceId"] as? String)?.contains("-eqk-") == false
        && (entry["authorityCountry"] as? String)?.count == 2
    }
    #expect(meteorological.count > 100)
    // Vanuatu's feed is renamed since the list (the generator's RENAMED).
    for entry in meteorological where entry["sourceId"] as? String != "vu-vms-xx" {
      #expect(known.contains(entry["sourceId"] as? String ?? ""), "\(entry["sourceId"] ?? "")")
    }
    #expect(WMOSources.feeds(country: "VU").map(\.sourceID) == ["vu-vmgd-en"])
  }
}
