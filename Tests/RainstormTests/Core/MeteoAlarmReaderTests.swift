import Foundation
import Testing

@testable import RainstormCore

/// MeteoAlarm's three shapes, read from recorded answers and matched by region code or name.
/// The United Kingdom's regions have no outlines in MeteoAlarm's region geometry (it left in
/// 2025), so its warnings are matched by name wherever the point is.
@Suite struct MeteoAlarmReaderTests {
  static func read(
    _ fixture: String, regions: [String], at point: (Double, Double) = (0, 0)
  ) throws -> AlertReader.Answer {
    try AlertReader.read(
      Fixture.data(fixture), source: .meteoAlarm, latitude: point.0, longitude: point.1,
      regions: regions, host: "feeds.meteoalarm.org")
  }

  @Test func greenEntriesAreNoWarningsAndTheirCodesPlaceThePoint() throws {
    // Emmen, in Drenthe (NL018); the feed's green entries name every region by its code.
    let drenthe = try Self.read(Fixture.meteoAlarmNetherlands, regions: [], at: (52.79, 6.90))
    #expect(drenthe == AlertReader.Answer(alerts: [], covers: true, match: .regionCode))
    // "North Holland" is not the feed's "Noord-Holland", but Amsterdam's point is in NL011.
    let amsterdam = try Self.read(
      Fixture.meteoAlarmNetherlands, regions: ["North Holland"], at: (52.37, 4.89))
    #expect(amsterdam == AlertReader.Answer(alerts: [], covers: true, match: .regionCode))
  }

  @Test func atomEntriesJoinedPerWarningAndMatchedByRegion() throws {
    let belfast = try Self.read(
      Fixture.meteoAlarmUnitedKingdomAtom, regions: ["Northern Ireland", "Belfast"])
    #expect(belfast.match == .region)
    #expect(belfast.alerts.count == 2)
    for alert in belfast.alerts {
      #expect(alert.event == "Yellow ice warning")
      #expect(alert.area == "Northern Ireland")
      #expect(alert.severity == .moderate)
      #expect(alert.color == .yellow)
      #expect(alert.issuerLevel == "Moderate")
      #expect(alert.url == "https://meteoalarm.org?region=UK")
    }
    let expiries = belfast.alerts.compactMap(\.expires).map(\.timeIntervalSince1970).sorted()
    // 2022-12-08T18:00Z and 2022-12-09T12:00Z.
    #expect(expiries == [1_670_522_400, 1_670_587_200])

    let orkney = try Self.read(Fixture.meteoAlarmUnitedKingdomAtom, regions: ["Orkney"])
    #expect(orkney.match == .region)
    #expect(orkney.alerts.map(\.event) == ["Yellow snow warning"])
    #expect(orkney.alerts.first?.area == "Orkney & Shetland")
  }

  @Test func withoutAKnownRegionEveryWarningOfTheCountryCounts() throws {
    let answer = try Self.read(Fixture.meteoAlarmUnitedKingdomAtom, regions: [])
    #expect(answer.match == .country)
    #expect(answer.alerts.count == 4)
    let snow = try #require(answer.alerts.first { $0.event == "Yellow snow warning" })
    #expect(
      snow.area
        == "Strathclyde, Orkney & Shetland, Highlands & Eilean Siar, Grampian, Central Tayside & Fife"
    )
  }

  @Test func aCAPAlertWithItsTextAndAwarenessLevel() throws {
    let wales = try Self.read(Fixture.meteoAlarmIceCAP, regions: ["Wales", "Cardiff"])
    #expect(wales.match == .region)
    let alert = try #require(wales.alerts.first)
    #expect(wales.alerts.count == 1)
    #expect(alert.issuer == "UK Met Office")
    #expect(alert.event == "Yellow ice warning")
    #expect(alert.issuerLevel == "2; Yellow; Moderate")
    #expect(alert.color == .yellow)
    #expect(alert.area == "Wales")
    #expect(alert.headline == "Some disruption is likely due to icy surfaces.")
    #expect(alert.description?.hasPrefix("Frequent wintry showers") == true)
    #expect(alert.instruction?.hasPrefix("What to expect:") == true)
    #expect(alert.onset?.timeIntervalSince1970 == 1_670_515_200)

    let yorkshire = try Self.read(Fixture.meteoAlarmIceCAP, regions: ["Yorkshire and the Humber"])
    // "Yorkshire & Humber" is not "Yorkshire and the Humber" word for word: the whole country.
    #expect(yorkshire.match == .country)
    #expect(yorkshire.alerts.first?.area?.contains("Wales, Yorkshire & Humber") == true)
  }

  @Test func peopleAreToldWhenTheWarningsAreTheWholeCountrys() throws {
    let forecast = FormatGoldenTests.report.forecast
    let place = try Location(latitude: 57.1, longitude: -2.1, source: .coordinates)
    // The recorded UK warnings, in force at the clock of the golden files.
    let answer = try Self.read(Fixture.meteoAlarmUnitedKingdomAtom, regions: [])
    let now = try #require(answer.alerts.compactMap(\.onset).max())
    let options = RenderOptions(now: now)
    var report = WeatherReport(
      location: place, forecast: forecast,
      alerts: AlertReport(
        status: .ok, source: .meteoAlarm, match: answer.match, alerts: answer.alerts))
    let country = HumanRenderer.render(report, options: options)
    #expect(
      country.contains(
        "\nWarnings anywhere in the country: the feed names no region of this place.\n"))
    #expect(country.contains("Warnings: MeteoAlarm (meteoalarm.org)"))
    #expect(answer.alerts.allSatisfy { $0.match == .country })
    report.alerts?.match = .region
    report.alerts?.alerts = answer.alerts.map { alert in
      var alert = alert
      alert.match = .region
      return alert
    }
    #expect(!HumanRenderer.render(report, options: options).contains("anywhere in the country"))
  }

  @Test func anEmptyPolygonBesideANamedRegionIsNoHindrance() throws {
    // Real CAP documents give an empty <polygon/> beside each area's name and region code:
    // the warning is matched by the code (Arad is in IL042, North-Eastern Negev).
    let negev = try Self.read(
      Fixture.israelFloodCAP, regions: ["North Eastern Negev"], at: (31.26, 35.21))
    #expect(negev.match == .regionCode)
    #expect(negev.unreadable.isEmpty)
    let alert = try #require(negev.alerts.first)
    #expect(negev.alerts.count == 1)
    #expect(alert.event == "FLOOD")
    #expect(alert.severity == .moderate && alert.color == .yellow)
    #expect(alert.area == "North Eastern Negev")
  }

  /// The Israeli CAP alert with each of `changes` made (text replaced).
  static func israel(_ changes: [(String, String)], at point: (Double, Double) = (0, 0)) throws
    -> AlertReader.Answer
  {
    var text = String(decoding: Fixture.data(Fixture.israelFloodCAP), as: UTF8.self)
    for (from, to) in changes { text = text.replacingOccurrences(of: from, with: to) }
    return try AlertReader.read(
      Array(text.utf8), source: .meteoAlarm, latitude: point.0, longitude: point.1,
      regions: ["North Eastern Negev"], host: "feeds.meteoalarm.org")
  }

  @Test func aWarningWithoutANamedAreaOrWithAnUnknownLevelCannotBeRead() throws {
    let arad = (31.26, 35.21)
    let unknownLevel = [("2; yellow; Moderate", "5; black; Catastrophic")]
    #expect(throws: ServiceError.self) { try Self.israel(unknownLevel, at: arad) }
    // Without names, the region codes still place the warning.
    let noName = [("<areaDesc>", "<name>"), ("</areaDesc>", "</name>")]
    let coded = try Self.israel(noName, at: arad)
    #expect(coded.alerts.count == 1 && coded.alerts.first?.match == .regionCode)
    // Without names or codes rainstorm knows, the empty polygons alone place nothing.
    let nothing = noName + [("EMMA_ID", "UNKNOWN_CODE")]
    #expect(throws: ServiceError.self) { try Self.israel(nothing, at: arad) }
    #expect(try Self.israel(noName.map { ($0.0, $0.0) }, at: arad).alerts.count == 1)
    // Green is no warning, and a green document is read.
    #expect(try Self.israel([("2; yellow; Moderate", "1; green; Minor")]).alerts.isEmpty)
  }

  @Test func aDocumentWithTwoAlertRootsIsRefusedNotHalfRead() throws {
    let text = String(decoding: Fixture.data(Fixture.meteoAlarmIceCAP), as: UTF8.self)
    let second = try #require(text.range(of: "<alert")).lowerBound
    let extreme = text[second...].replacingOccurrences(
      of: "2; Yellow; Moderate", with: "4; red; Extreme")
    let body = Array((text + "\n" + extreme).utf8)
    #expect(throws: ServiceError.self) {
      try AlertReader.read(
        body, source: .meteoAlarm, latitude: 0, longitude: 0, regions: ["Wales"],
        host: "feeds.meteoalarm.org")
    }
  }

  /// The JSON feed is read as it is scanned: members it does not use may be any JSON, the last
  /// of duplicate keys counts, and a field of another kind, a warning without its alert or a
  /// feed without its list refuses the whole answer rather than read part of it.
  @Test func theJSONFeedIsReadAsItIsScanned() throws {
    let recorded = String(decoding: Fixture.data(Fixture.meteoAlarmNetherlands), as: UTF8.self)
    // Made yellow, so that what is read shows: Emmen is in Drenthe, the first warning's region.
    let yellow = recorded.replacingOccurrences(of: "1; green; Minor", with: "2; yellow; Moderate")
    func read(_ text: String) throws -> AlertReader.Answer {
      try AlertReader.read(
        Array(text.utf8), source: .meteoAlarm, latitude: 52.79, longitude: 6.90,
        host: "feeds.meteoalarm.org")
    }
    func replacingFirst(_ target: String, with replacement: String) throws -> String {
      let range = try #require(yellow.range(of: target))
      return yellow.replacingCharacters(in: range, with: replacement)
    }
    let answer = try read(yellow)
    #expect(answer.alerts.map(\.severity) == [.moderate])
    let same = [
      try replacingFirst("{", with: #"{"extra": {"a": [1, {"b": null}, "\u00e9"]}, "#),
      try replacingFirst(#""event":"#, with: #""event": "ignored", "event":"#),
      try replacingFirst(#""alert":{"#, with: #""alert": {"unused": [[[]]], "#),
    ]
    for text in same {
      #expect(try read(text) == answer)
    }
    let refused = [
      try replacingFirst(#""event":"Minor wind warning""#, with: #""event": 5"#),
      try replacingFirst(#""area":["#, with: #""area": {"x": ["#) + "}",
      yellow + " x", "{}", #"{"warnings": null}"#, #"{"warnings": [{}]}"#,
      #"{"warnings": [{"alert": null}]}"#, #"{"warnings": [{"alert": {"info": [5]}}]}"#,
      #"{"warnings": [{"alert": {"info": [{"parameter": {}}]}}]}"#,
    ]
    for text in refused {
      #expect(throws: ServiceError.self, "\(text.prefix(80))") { try read(text) }
    }
  }

  @Test func otherShapesAreUnreadable() {
    for body in ["<html><body>busy</body></html>", "{\"warnings\": 3}", "<feed><entry>"] {
      #expect(throws: ServiceError.self) {
        try AlertReader.read(
          Array(body.utf8), source: .meteoAlarm, latitude: 0, longitude: 0,
          host: "feeds.meteoalarm.org")
      }
    }
  }
}
