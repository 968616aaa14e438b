/// The alert hub's own list of CAP sources (`alert-hub-sources.s3.amazonaws.com/json`, the list
/// the WMO Severe Weather Information Centre republishes from), read at run time when a
/// country's feed from the embedded table (`WMOSources`) fails: a service that renamed its feed
/// is then found under its new name without a new release.
///
/// The list is chosen from by the same rules as the generator of the embedded table
/// (`Tests/Generators/wmo_sources.py`; `WMOSourceListTests` checks that both give the same table
/// from the recorded list), and read as hostile: a name that could not be a feed's is left out,
/// never put in an address.
package enum WMOSourceList {
  /// Where the list is asked (`/json` under it); `RAINSTORM_ALERTS_URL` moves it with the
  /// warnings services.
  package static let defaultBaseURL = WebAddress(
    builtIn: "https://alert-hub-sources.s3.amazonaws.com")
  /// The list's path.
  package static let path = "/json"
  /// Seconds a read list is kept: a week (feeds are renamed over months, not hours).
  package static let lifetime: Double = 7 * 24 * 3600
  /// The most bytes read: 2 MiB, ten times the list recorded in 2024 (191 KB for 285 sources).
  package static let byteLimit = 2 * 1_048_576

  /// Words that make a source's name a weather service's.
  private static let weatherWords = [
    "meteo", "météo", "weather", "hydromet", "climat", "metservice", "tiempo", "observatory",
  ]
  /// Kept though their names have no weather word: India's NDMA (SACHET carries IMD's
  /// warnings) and the Philippines' PAGASA.
  private static let also: Set<String> = ["in-ndma-xx", "ph-pagasa-en"]
  /// Asked first in its country: SACHET's documents name IMD's districts by code.
  private static let preferred: Set<String> = ["in-ndma-xx"]
  /// Added when the list lacks it: the Bureau of Meteorology's copy at the centre.
  private static let added = (
    country: "au", id: "au-bom-en", languages: "en", authority: "Bureau of Meteorology"
  )

  /// The list in `body` as `WMOSources` reads a table: `country sourceId languages authority`
  /// per line, ordered by country, a preferred feed first, then by name.
  ///
  /// - Throws: `ServiceError.unreadable` when the body is not such a list, or lists no weather
  ///   service at all.
  package static func table(_ body: [UInt8], host: String) throws(ServiceError) -> String {
    guard body.count <= byteLimit else {
      throw .unreadable(host: host, detail: "its list of sources is larger than 2 MiB")
    }
    var sources: [JSONObject] = []
    do {
      let document = try JSONObject(parsing: body)
      for entry in try document.objects("sources") ?? [] {
        if let source = try entry.object("source") { sources.append(source) }
      }
    } catch {
      throw .unreadable(host: host, detail: "not a list of CAP sources")
    }
    let entries = sources.compactMap(Entry.init)
    let kept = entries.filter(\.isWeatherService)
    let stems = Set(kept.map(\.stem))
    var rows: [String: Entry] = [:]
    for entry in entries where entry.isWeatherService || stems.contains(entry.stem) {
      rows[entry.id] = entry
    }
    guard !rows.isEmpty else {
      throw .unreadable(host: host, detail: "its list of sources names no weather service")
    }
    if rows[added.id] == nil {
      rows[added.id] = Entry(
        id: added.id, country: added.country, languages: [added.languages],
        authority: added.authority)
    }
    let order = { (entry: Entry) in (entry.country, preferred.contains(entry.id) ? 0 : 1, entry.id)
    }
    let lines = rows.values.sorted { order($0) < order($1) }.map {
      "\($0.country) \($0.id) \($0.languages.joined(separator: ",")) \($0.authority)"
    }
    return lines.joined(separator: "\n")
  }

  /// One source of the list that could be a country's feed: operating, from the alert hub's
  /// own list, with a name, a country and languages that fit in a table line and an address.
  private struct Entry {
    var id: String
    var country: String
    var languages: [String]
    var authority: String
    var official = true
    var names = ""

    init(id: String, country: String, languages: [String], authority: String) {
      self.id = id
      self.country = country
      self.languages = languages
      self.authority = authority
    }

    init?(_ source: JSONObject) {
      guard
        let id = try? source.string("sourceId"), Self.isFeedName(id),
        let country = try? source.string("authorityCountry"), country.utf8.count == 2,
        country.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }),
        country != "xx",
        (try? source.string("capAlertFeedStatus")) == "operating",
        // FPAS's merged copy adds its own sources; the hub's list has no such field.
        ((try? source.string("feedSource")) ?? "alert-hub") == "alert-hub",
        let byLanguage = try? source.objects("byLanguage"), !byLanguage.isEmpty
      else { return nil }
      var languages: [String] = []
      var names: [(code: String, name: String)] = []
      for item in byLanguage {
        guard let code = (try? item.string("code"))?.lowercased(), (2...3).contains(code.count),
          code.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        else { return nil }
        languages.append(code)
        names.append((code, (try? item.string("name")) ?? ""))
      }
      let name = (names.first { $0.code == "en" } ?? names[0]).name
      // `Kazakhstan: Kazhydromet` is `Kazhydromet`; printable, one space between words.
      let afterCountry = name.components(separatedByBytes: ": ").dropFirst().joined(separator: ": ")
      let authority = (afterCountry.isEmpty ? name : afterCountry).sanitizedForTerminal()
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      guard !authority.isEmpty, authority.count <= 200 else { return nil }
      self.id = id
      self.country = country
      self.languages = languages
      self.authority = authority
      self.official = (try? source.bool("sourceIsOfficial")) == true
      self.names = names.map(\.name).joined(separator: " ").lowercased()
    }

    /// The name without its language: `kz-kazhydromet-ru` is `kz-kazhydromet`.
    var stem: Substring {
      id.lastIndex(of: "-").map { id[..<$0] } ?? Substring(id)
    }

    /// Whether it is a weather service's official feed (by its names, or named in `also`),
    /// not the Korea Meteorological Administration's earthquake feed.
    var isWeatherService: Bool {
      guard official, !id.containsBytes(of: "-eqk-") else { return false }
      return also.contains(id) || weatherWords.contains { names.containsBytes(of: $0) }
    }

    /// Whether `text` can be a feed's name in the centre's addresses: lower-case letters,
    /// digits and inner hyphens, 3 to 64 bytes, at least one hyphen.
    static func isFeedName(_ text: String) -> Bool {
      let bytes = Array(text.utf8)
      guard (3...64).contains(bytes.count), bytes.first != UInt8(ascii: "-"),
        bytes.last != UInt8(ascii: "-"), bytes.contains(UInt8(ascii: "-"))
      else { return false }
      return bytes.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
      }
    }
  }
}
