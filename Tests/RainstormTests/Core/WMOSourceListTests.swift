import Foundation
import Testing

@testable import RainstormCore

/// The alert hub's list of sources read at run time (`WMOSourceList`): the same choice as the
/// generator of the embedded table, and hostile input refused.
@Suite struct WMOSourceListTests {
  @Test func readsTheRecordedListAsTheGeneratorDid() throws {
    let table = try WMOSourceList.table(Fixture.data(Fixture.wmoSources), host: "h")
    // Line for line the embedded table, except the one feed rainstorm renamed since (from the
    // later sources in `Tests/Generators/wmo_sources.py`).
    let embedded = WMOSources.table.split(separator: "\n").map(String.init)
    let read = table.split(separator: "\n").map(String.init)
    #expect(Set(read).subtracting(embedded) == ["vu vu-vms-xx en,bi Meteorological Services"])
    #expect(Set(embedded).subtracting(read) == ["vu vu-vmgd-en en Meteorological Services"])
    #expect(read.count == embedded.count)
    // In the table's order: by country, India's SACHET first in India.
    let india = read.filter { $0.hasPrefix("in ") }
    #expect(india.first?.hasPrefix("in in-ndma-xx ") == true)
    #expect(read.map { $0.prefix(2) } == read.map { $0.prefix(2) }.sorted())
  }

  @Test func aRenamedFeedIsFoundInTheList() throws {
    // The recorded list with Algeria's feed under the name its warnings carry in 2026
    // (`dz-onm`, a public client's table of 2026-08-17; the full name here is the test's).
    let text = String(decoding: Fixture.data(Fixture.wmoSources), as: UTF8.self)
      .replacingOccurrences(of: "\"dz-meteo-en\"", with: "\"dz-onm-en\"")
    let table = try WMOSourceList.table(Array(text.utf8), host: "h")
    #expect(WMOSources.feed(country: "DZ", language: "en", in: table)?.sourceID == "dz-onm-en")
    #expect(WMOSources.feed(country: "DZ", language: "en")?.sourceID == "dz-meteo-en")
  }

  @Test(arguments: [
    // Not a list, or no weather service in it.
    "<html></html>", "[]", "{\"sources\":[]}", "{\"sources\":{}}",
    "{\"sources\":[{\"source\":{\"sourceId\":\"xx-a-en\"}}]}",
  ])
  func refusesWhatIsNotAList(body: String) {
    #expect(throws: ServiceError.self) { try WMOSourceList.table(Array(body.utf8), host: "h") }
  }

  @Test func leavesOutNamesThatCannotBeAFeeds() throws {
    // Entries of the recorded shape whose names would break an address or a table line.
    let entry = { (id: String, country: String, language: String, name: String) in
      """
      {"source":{"sourceId":\(id),"byLanguage":[{"code":\(language),"name":\(name)}],\
      "sourceIsOfficial":true,"capAlertFeedStatus":"operating","authorityCountry":\(country)}}
      """
    }
    let good = entry("\"zz-meteo-en\"", "\"zz\"", "\"en\"", "\"Z: Weather Service\"")
    let bad = [
      entry("\"zz-meteo/../x\"", "\"zz\"", "\"en\"", "\"Weather\""),
      entry("\"zz-meteo-en?a=b\"", "\"zz\"", "\"en\"", "\"Weather\""),
      entry("\"ZZ-METEO-EN\"", "\"zz\"", "\"en\"", "\"Weather\""),
      entry("\"zz-meteo-fr\"", "\"z\\n\"", "\"en\"", "\"Weather\""),
      entry("\"zz-meteo-de\"", "\"zz\"", "\"e n\"", "\"Weather\""),
      entry(
        "\"zz-meteo-it\"", "\"zz\"", "\"en\"", "\"\(String(repeating: "weather ", count: 40))\""),
      entry("\"zz\(String(repeating: "-x", count: 40))\"", "\"zz\"", "\"en\"", "\"Weather\""),
      entry("1e308", "\"zz\"", "\"en\"", "\"Weather\""),
    ]
    let body = "{\"sources\":[" + ([good] + bad).joined(separator: ",") + "]}"
    let table = try WMOSourceList.table(Array(body.utf8), host: "h")
    #expect(WMOSources.feeds(country: "zz", in: table).map(\.sourceID) == ["zz-meteo-en"])
    #expect(WMOSources.feeds(country: "zz", in: table).first?.authority == "Weather Service")
  }

  @Test func aListLargerThanTwoMebibytesIsNotRead() {
    let body = Array("{\"sources\":[".utf8) + [UInt8](repeating: 0x20, count: 2 * 1_048_576)
    #expect(throws: ServiceError.self) { try WMOSourceList.table(body, host: "h") }
  }
}
