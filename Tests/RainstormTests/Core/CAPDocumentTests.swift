import Foundation
import Testing

@testable import RainstormCore

/// CAP documents of national services as the WMO centre and MetService serve them, read from
/// recorded documents and matched to a point by polygon, circle, region code or name.
@Suite struct CAPDocumentTests {
  static func read(
    _ fixtures: [String], at point: (Double, Double), regions: [String] = [],
    source: AlertSource = .wmo, change: (String) -> String = { $0 }
  ) throws -> AlertReader.Answer {
    let bodies = fixtures.map { name -> [UInt8]? in
      Array(change(String(decoding: Fixture.data(name), as: UTF8.self)).utf8)
    }
    return try AlertReader.readDocuments(
      bodies, source: source, latitude: point.0, longitude: point.1, regions: regions,
      host: "severeweather.wmo.int")
  }

  @Test func aPolygonHoldsThePointOrLeavesItOut() throws {
    // Kokpekti district, and Almaty 700 km away.
    let kokpekti = try Self.read([Fixture.capKazakhstanPolygon], at: (48.75, 82.40))
    let alert = try #require(kokpekti.alerts.first)
    #expect(kokpekti.alerts.count == 1 && kokpekti.match == .polygon)
    #expect(alert.match == .polygon)
    #expect(alert.event == "Freezing rain, icing")
    #expect(alert.severity == .moderate && alert.color == nil && alert.issuerLevel == "Moderate")
    #expect(alert.area == "Kokpekti district (Abai oblysy)")
    // Offsets written -00:00: 2025-03-07T16:00Z.
    #expect(alert.expires?.timeIntervalSince1970 == 1_741_363_200)
    #expect(!alert.expiryAssumed)
    let almaty = try Self.read([Fixture.capKazakhstanPolygon], at: (43.24, 76.95))
    #expect(almaty.alerts.isEmpty && almaty.match == .polygon && almaty.unreadable.isEmpty)
  }

  @Test func polygonsSplitAtTheAntimeridianHoldPointsOnBothSides() throws {
    // Wrangel Island west of 180° and east of it, and Egvekinot; Anadyr is outside them all.
    for point in [(71.2, -179.5), (71.3, 179.5), (66.32, -179.1), (65.0, 172.0)] {
      let answer = try Self.read([Fixture.capRussiaAntimeridian], at: point)
      #expect(answer.alerts.count == 1, "\(point)")
      #expect(answer.alerts.first?.match == .polygon)
    }
    #expect(try Self.read([Fixture.capRussiaAntimeridian], at: (64.73, 177.5)).alerts.isEmpty)
  }

  @Test func aCircleHoldsWhatIsWithinItsRadius() throws {
    // The circle: 23.8262,120.1855 with a radius of 0.5 km; 0.3 km and 1.1 km north of it.
    let near = try Self.read([Fixture.capTaiwanCircle], at: (23.829, 120.1855))
    #expect(near.alerts.count == 1 && near.alerts.first?.match == .polygon)
    #expect(try Self.read([Fixture.capTaiwanCircle], at: (23.836, 120.1855)).alerts.isEmpty)
  }

  @Test func aRegionCodeIsMatchedByTheRegionsOutline() throws {
    // India's district 600 (Puducherry) and Chennai, 130 km north.
    let puducherry = try Self.read([Fixture.capIndiaDistrict], at: (12.03, 79.86))
    #expect(puducherry.alerts.count == 1 && puducherry.match == .regionCode)
    #expect(puducherry.alerts.first?.match == .regionCode)
    let chennai = try Self.read([Fixture.capIndiaDistrict], at: (13.08, 80.27))
    #expect(chennai.alerts.isEmpty && chennai.match == .regionCode)
    // Met Éireann's marine areas by EMMA_ID (EI prefix): the sea off Strangford Lough, and
    // Dublin Bay's west, inland.
    let sea = try Self.read([Fixture.capIrelandMarine], at: (54.0, -5.5))
    #expect(sea.alerts.count == 1 && sea.alerts.first?.match == .regionCode)
    #expect(sea.alerts.first?.color == .yellow)
    #expect(try Self.read([Fixture.capIrelandMarine], at: (53.0, -7.5)).alerts.isEmpty)
  }

  @Test func twoNeighbouringRegionsEachGetOnlyTheirOwnWarning() throws {
    // Israel's IL043 (South Judea Desert, Dead Sea) and IL042 (North-Eastern Negev): the
    // recorded warning names both, so one region's code is taken out for the other's place.
    let negevOnly = { (text: String) in
      text.replacingOccurrences(of: "<value>IL043</value>", with: "<value>IL042</value>")
    }
    let arad = (31.26, 35.21)
    let deadSea = (31.45, 35.38)
    #expect(RegionShapes.contains(code: "IL043", latitude: deadSea.0, longitude: deadSea.1) == true)
    #expect(
      RegionShapes.contains(code: "IL042", latitude: deadSea.0, longitude: deadSea.1) == false)
    let here = try Self.read([Fixture.israelFloodCAP], at: arad, change: negevOnly)
    let there = try Self.read([Fixture.israelFloodCAP], at: deadSea, change: negevOnly)
    #expect(here.alerts.count == 1)
    #expect(there.alerts.isEmpty)
    // Ruled out by its region codes (its polygons are empty), so matched by region code.
    #expect(there.match == .regionCode)
  }

  @Test func anAllClearIsNoWarningAndAWarningWithoutAnEndGetsADay() throws {
    // Macao's recorded document is an all-clear with no <expires>: nothing to show.
    let macao = (22.19, 113.55)
    let clear = try Self.read([Fixture.capMacaoAllClear], at: macao)
    #expect(clear.alerts.isEmpty && clear.unreadable.isEmpty)
    // The same document as a warning: its end is assumed a day after it took effect.
    let warning = try Self.read([Fixture.capMacaoAllClear], at: macao) {
      $0.replacingOccurrences(of: "AllClear", with: "Prepare")
        .replacingOccurrences(of: "<urgency>Past</urgency>", with: "<urgency>Expected</urgency>")
    }
    let alert = try #require(warning.alerts.first)
    #expect(alert.expiryAssumed)
    // Effective 2025-04-13T06:00:00+08:00, so until 2025-04-14T06:00:00+08:00.
    #expect(alert.expires?.timeIntervalSince1970 == 1_744_581_600)
  }

  @Test func anAssumedEndIsSaidToPeopleAndInJSON() throws {
    let macao = (22.19, 113.55)
    let answer = try Self.read([Fixture.capMacaoAllClear], at: macao) {
      $0.replacingOccurrences(of: "AllClear", with: "Prepare")
        .replacingOccurrences(of: "<urgency>Past</urgency>", with: "<urgency>Expected</urgency>")
    }
    let alert = try #require(answer.alerts.first)
    let place = try Location(latitude: macao.0, longitude: macao.1, source: .coordinates)
    let report = WeatherReport(
      location: place, forecast: FormatGoldenTests.report.forecast,
      alerts: AlertReport(status: .ok, source: .wmo, match: answer.match, alerts: answer.alerts))
    let options = RenderOptions(now: try #require(alert.onset).addingTimeInterval(60))
    let human = HumanRenderer.render(report, options: options)
    #expect(human.contains(", until about "), "\(human)")
    #expect(human.contains(" (no end given)\n"), "\(human)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer.render(report, options: options).utf8)) as? [String: Any])
    let first = try #require((json["alerts"] as? [[String: Any]])?.first)
    #expect(first["expires_assumed"] as? Bool == true)
    #expect(first["match"] as? String == "polygon")
    #expect(json["alerts_match"] as? String == "polygon")
  }

  @Test func metServicesPolygonsAndColour() throws {
    // On the Desert Road (its polygon is the road, 300 m wide); Wellington, on neither road.
    let desert = try Self.read(
      [Fixture.metServiceDesertRoad, Fixture.metServiceDunedin], at: (-39.2, 175.756),
      source: .metService)
    let alert = try #require(desert.alerts.first)
    #expect(desert.alerts.count == 1 && alert.match == .polygon)
    #expect(alert.event == "Snow")
    // MetService's colour decides: orange, severe on the common scale.
    #expect(alert.color == .orange && alert.severity == .severe && alert.issuerLevel == "Orange")
    #expect(alert.issuer == "Meteorological Service of New Zealand Limited")
    #expect(
      try Self.read(
        [Fixture.metServiceDesertRoad, Fixture.metServiceDunedin], at: (-41.29, 174.78),
        source: .metService
      ).alerts.isEmpty)
  }

  @Test func aMessageAnotherUpdatesIsNotShownTwice() throws {
    // The Kazakh warning and the same document as its update (sent later, a new identifier,
    // referencing it).
    let original = String(decoding: Fixture.data(Fixture.capKazakhstanPolygon), as: UTF8.self)
    let update = original.replacingOccurrences(
      of: "<sent>2025-03-06T13:37:01-00:00</sent>", with: "<sent>2025-03-06T15:00:00-00:00</sent>"
    ).replacingOccurrences(
      of: "<identifier>2.49.0.0.398.0-20250306-133701-0284797-00-EN</identifier>",
      with: """
        <identifier>2.49.0.0.398.0-20250306-150000-0284798-00-EN</identifier>\
        <references>kalmenova_a@meteo.kz,2.49.0.0.398.0-20250306-133701-0284797-00-EN,\
        2025-03-06T13:37:01-00:00</references>
        """)
    let answer = try AlertReader.readDocuments(
      [Array(original.utf8), Array(update.utf8)], source: .wmo, latitude: 48.75,
      longitude: 82.40, host: "severeweather.wmo.int")
    #expect(answer.alerts.count == 1)
  }

  @Test(arguments: [
    ("nan,82.1 49.2,82.5 48.9,82.9 nan,82.1", "a polygon point that is not a latitude,longitude"),
    ("1e308,82.1 49.2,82.5 48.9,82.9", "a polygon point that is not a latitude,longitude"),
    ("48.7,82.1 49.2,82.5 48.7,82.1", "a polygon of fewer than 3 points"),
    ("48.7;82.1 49.2;82.5 48.9;82.9", "a polygon point that is not a latitude,longitude"),
    ("48.7,82.1,3 49.2,82.5 48.9,82.9", "a polygon point that is not a latitude,longitude"),
  ])
  func aPolygonThatCannotBeReadMakesItsWarningUnreadable(_ polygon: String, _ reason: String)
    throws
  {
    // The recorded warning with its polygon replaced and its region code made unknown.
    let body = String(decoding: Fixture.data(Fixture.capKazakhstanPolygon), as: UTF8.self)
    let start = try #require(body.range(of: "<polygon>"))
    let end = try #require(body.range(of: "</polygon>"))
    let changed = body.replacingCharacters(
      in: start.upperBound..<end.lowerBound, with: polygon)
    // With the only warning unreadable, the answer is unreadable; beside a readable one, the
    // answer is partial.
    #expect(throws: ServiceError.self) {
      try AlertReader.readDocuments(
        [Array(changed.utf8)], source: .wmo, latitude: 48.75, longitude: 82.40, host: "wmo")
    }
    let partial = try AlertReader.readDocuments(
      [Array(changed.utf8), Fixture.data(Fixture.capTaiwanCircle)], source: .wmo,
      latitude: 48.75, longitude: 82.40, host: "wmo")
    #expect(partial.unreadable == [reason])
  }

  @Test func aDocumentThatIsNotCAPOrCouldNotBeFetchedIsCountedNotIgnored() throws {
    let answer = try AlertReader.readDocuments(
      [
        nil, Array("<html><body>Gateway</body></html>".utf8), Fixture.data(Fixture.capTaiwanCircle),
      ],
      source: .wmo, latitude: 48.75, longitude: 82.40, host: "wmo")
    #expect(answer.unreadable.count == 2)
    // An entity declaration is refused, never expanded.
    let bomb = """
      <?xml version="1.0"?><!DOCTYPE alert [<!ENTITY a "aaaaaaaaaa">]><alert>&a;</alert>
      """
    #expect(throws: ServiceError.self) {
      try AlertReader.readDocuments(
        [Array(bomb.utf8)], source: .wmo, latitude: 0, longitude: 0, host: "wmo")
    }
  }

  @Test func feedsListTheirDocuments() throws {
    let wmo = try AlertReader.feed(Fixture.data(Fixture.wmoFeedAustralia), host: "wmo").items
    #expect(
      wmo == [
        AlertReader.FeedItem(
          link:
            "https://severeweather.wmo.int/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml",
          // Thu, 01 Jan 2026 16:00:00 +0000.
          expires: Date(timeIntervalSince1970: 1_767_283_200))
      ])
    let metService = try AlertReader.feed(Fixture.data(Fixture.metServiceFeed), host: "m").items
    #expect(metService.count == 2)
    #expect(
      metService.first?.link
        == "https://alerts.metservice.com/cap/alert?id=2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0"
    )
    #expect(throws: ServiceError.self) {
      try AlertReader.feed(Fixture.data(Fixture.capTaiwanCircle), host: "m").items
    }
  }

  @Test(arguments: [
    ("2025-03-06T13:37:01-00:00", 1_741_268_221.0),
    ("2025-03-06T13:37:01", 1_741_268_221),
    ("2025-03-06T13:37", 1_741_268_220),
    ("Thu, 06 Mar 2025 13:37:01 +0000", 1_741_268_221),
    ("06 Mar 2025 14:37:01 +0100", 1_741_268_221),
    ("Thu, 06 Mar 2025 13:37:01 GMT", 1_741_268_221),
  ])
  func feedDatesInEveryFormTheFeedsUse(_ text: String, _ seconds: Double) {
    #expect(Instant.parseFeedDate(text)?.timeIntervalSince1970 == seconds)
  }

  @Test func nonsenseDatesAreNoDates() {
    for text in [
      "", "yesterday", "2025-13-06T13:37:01Z", "Thu, 32 Mar 2025 13:37:01 +0000",
      "Thu, 06 Mar 2025 25:37:01 +0000", String(repeating: "9", count: 100),
    ] {
      #expect(Instant.parseFeedDate(text) == nil, "\(text)")
    }
  }
}
