import Foundation
import Testing

@testable import RainstormCore

/// Instants as the warnings services write them (RFC 3339 with an offset).
@Suite struct InstantTests {
  @Test(arguments: [
    ("2026-08-17T11:47:00-07:00", 1_786_992_420.0),
    ("2026-03-06T11:37:00+00:00", 1_772_797_020.0),
    ("2026-03-05T21:26:06.795Z", 1_772_745_966.0),
    ("2026-03-07T23:59:59+01:00", 1_772_924_399.0),
    ("2026-03-07T20:00+0130", 1_772_908_200.0),
  ])
  func readsInstantsWithTheirOffset(text: String, seconds: Double) {
    #expect(Instant.parse(text)?.timeIntervalSince1970 == seconds)
  }

  @Test(arguments: [
    "", "2026-08-17T11:47:00", "2026-08-17 11:47:00Z", "2026-13-01T00:00:00Z",
    "2026-08-17T11:47:60Z", "2026-08-17T11:47:00+19:00", "2026-08-17T11:47:00+05:7",
    "9999999999-01-01T00:00:00Z", "2026-08-17T11:47:00Zjunk",
  ])
  func refusesWhatIsNotAnInstant(text: String) {
    #expect(Instant.parse(text) == nil)
  }
}

/// HTTP dates as Expires, Last-Modified and Retry-After carry them.
@Suite struct HTTPDateTests {
  @Test func readsTheIMFFixdate() {
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970 == 784_111_777)
    #expect(
      HTTPDate.parse(" Mon, 23 Nov 2026 07:05:00 GMT ")?.timeIntervalSince1970 == 1_795_417_500)
  }

  @Test(arguments: [
    "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC", "Xyz, 06 Nov 1994 08:49:37 GMT",
    "Sun, 06 Foo 1994 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "yesterday\r\nX-Evil: 1",
  ])
  func refusesOtherForms(text: String) {
    #expect(HTTPDate.parse(text) == nil)
  }
}

/// Each issuer's level on the common scale: one row per level each issuer uses.
@Suite struct AlertLevelTests {
  @Test(arguments: [
    ("Extreme", AlertSeverity.extreme), ("severe", .severe), ("MODERATE", .moderate),
    ("Minor", .minor), ("Unknown", .minor),
  ])
  func capWords(word: String, severity: AlertSeverity) {
    #expect(AlertLevels.capSeverity(word) == severity)
  }

  @Test func capWordsThatAreNotLevels() {
    #expect(AlertLevels.capSeverity("") == nil)
    #expect(AlertLevels.capSeverity("high") == nil)
  }

  @Test(arguments: [
    ("2; yellow; Moderate", AlertSeverity.moderate, AlertColor.yellow),
    ("2; Yellow; Moderate", .moderate, .yellow),
    ("3; orange; Severe", .severe, .orange),
    ("4; red; Extreme", .extreme, .red),
  ])
  func awarenessLevels(text: String, severity: AlertSeverity, color: AlertColor) {
    let mapped = AlertLevels.awarenessLevel(text)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test func greenMeansNoWarning() {
    #expect(AlertLevels.awarenessLevel("1; green; Minor") == nil)
    #expect(AlertLevels.awarenessLevel("yellow") == nil)
  }

  @Test(arguments: [
    ("minor", AlertSeverity.minor, AlertColor.yellow), ("moderate", .moderate, .orange),
    ("severe", .severe, .red), ("extreme", .extreme, .purple),
  ])
  func dwdLevels(word: String, severity: AlertSeverity, color: AlertColor) {
    let mapped = AlertLevels.dwd(word)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test(arguments: [
    (String?.some("yellow"), AlertSeverity.moderate, AlertColor?.some(.yellow)),
    ("orange", .severe, .orange), ("red", .extreme, .red), (nil, .minor, nil),
  ])
  func canadaRiskColours(colour: String?, severity: AlertSeverity, color: AlertColor?) {
    let mapped = AlertLevels.canada(riskColour: colour)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test func levelsOutsideTheIssuersListAreNotGuessed() {
    // A colour Environment Canada does not use is unreadable, not a statement.
    #expect(AlertLevels.canada(riskColour: "grey") == nil)
    #expect(AlertLevels.dwd("catastrophic") == nil)
    #expect(AlertLevels.awarenessLevel("5; black; Catastrophic") == nil)
    // Green is "no warning", which is not the same as unreadable.
    #expect(AlertLevels.isGreen("1; green; Minor") && AlertLevels.isGreen("Green"))
    #expect(!AlertLevels.isGreen("5; black; Catastrophic") && !AlertLevels.isGreen(""))
  }

  @Test func levelNamesReadBack() {
    for severity in AlertSeverity.allCases {
      #expect(AlertSeverity(name: severity.name.uppercased()) == severity)
    }
    #expect(AlertSeverity(name: "severest") == nil)
    #expect(AlertSeverity.minor < .moderate && .severe < .extreme)
  }
}

/// Points in areas: real polygons from the recorded answers, and rings made to cross the
/// antimeridian (no recorded answer has one).
@Suite struct GeoShapeTests {
  typealias Point = GeoShape.Point

  static func ring(_ pairs: [(Double, Double)]) -> [Point] {
    pairs.map { Point(longitude: $0.0, latitude: $0.1) }
  }

  /// MetAlerts' sea area A2, as recorded.
  static let seaAreaA2 = GeoShape(polygons: [
    [ring([(-10, 77.5), (0, 77.5), (0, 80), (-6, 80), (-10, 80), (-10, 77.5)])]
  ])

  @Test func insideOutsideAndOnTheEdge() {
    #expect(Self.seaAreaA2.contains(latitude: 78.5, longitude: -5))
    #expect(!Self.seaAreaA2.contains(latitude: 76, longitude: -5))
    #expect(!Self.seaAreaA2.contains(latitude: 78.5, longitude: 5))
    // On an edge and on a corner: the boundary belongs to the area.
    #expect(Self.seaAreaA2.contains(latitude: 77.5, longitude: -5))
    #expect(Self.seaAreaA2.contains(latitude: 79, longitude: 0))
    #expect(Self.seaAreaA2.contains(latitude: 80, longitude: -10))
  }

  @Test func ringsAcrossTheAntimeridian() {
    let area = GeoShape(polygons: [[Self.ring([(170, 50), (-170, 50), (-170, 60), (170, 60)])]])
    #expect(area.contains(latitude: 55, longitude: 179))
    #expect(area.contains(latitude: 55, longitude: -179))
    #expect(area.contains(latitude: 55, longitude: 180))
    #expect(area.contains(latitude: 55, longitude: -170))
    #expect(!area.contains(latitude: 55, longitude: 0))
    #expect(!area.contains(latitude: 55, longitude: 160))
    #expect(!area.contains(latitude: 55, longitude: -160))
    // The same ring written past 180 instead of wrapping.
    let unwrapped = GeoShape(polygons: [
      [Self.ring([(170, 50), (190, 50), (190, 60), (170, 60)])]
    ])
    #expect(unwrapped.contains(latitude: 55, longitude: -175))
  }

  @Test func holesAreOutsideButTheirEdgesAreNot() {
    let area = GeoShape(polygons: [
      [
        Self.ring([(0, 0), (10, 0), (10, 10), (0, 10)]),
        Self.ring([(4, 4), (6, 4), (6, 6), (4, 6)]),
      ]
    ])
    #expect(area.contains(latitude: 2, longitude: 2))
    #expect(!area.contains(latitude: 5, longitude: 5))
    #expect(area.contains(latitude: 4, longitude: 5))
  }

  @Test func degenerateRingsHoldNothing() {
    #expect(!GeoShape(polygons: []).contains(latitude: 0, longitude: 0))
    #expect(
      !GeoShape(polygons: [[Self.ring([(0, 0), (1, 1)])]]).contains(latitude: 2, longitude: 2))
  }

  static func shape(_ type: String, _ coordinates: String, pointsLeft: Int = 1000) throws
    -> GeoShape
  {
    var left = pointsLeft
    return try GeoShape(
      type: type, coordinates: JSONValue.parse(Array(coordinates.utf8)), pointsLeft: &left)
  }

  @Test func readsPolygonsAndMultiPolygonsCountingTheirPoints() throws {
    var left = 10
    let square = "[[0, 0], [10, 0], [10, 10, 120], [0, 10]]"
    let shape = try GeoShape(
      type: "MultiPolygon", coordinates: JSONValue.parse(Array("[[\(square)]]".utf8)),
      pointsLeft: &left)
    #expect(shape.contains(latitude: 5, longitude: 5))
    #expect(left == 6)
  }

  @Test(arguments: [
    ("Point", "[10.5, 59.9]"), ("Polygon", "[10.5, 59.9]"), ("GeometryCollection", "[]"),
    ("Polygon", "[]"), ("Polygon", "[[]]"), ("MultiPolygon", "[]"),
    ("Polygon", "[[[0, 0], [1, 1]]]"), ("Polygon", "[[[1e308, 1], [2, 2], [3, 1]]]"),
    ("Polygon", "[[[0, 0], [1, 91], [2, 0]]]"), ("Polygon", "[[[0, 0], [1, \"1\"], [2, 0]]]"),
    ("Polygon", "[[[[0, 0]], [[1, 1]], [[2, 0]]]]"),
  ])
  func geoJSONThatIsNoAreaIsRefused(type: String, coordinates: String) {
    #expect(throws: GeoShape.Unreadable.self) { try Self.shape(type, coordinates) }
  }

  @Test func ringsPastTheCapsAreRefused() throws {
    let ring = { (count: Int) in
      "[[" + (0..<count).map { "[\($0 % 7), \($0 % 5)]" }.joined(separator: ",") + "]]"
    }
    _ = try Self.shape("Polygon", ring(GeoShape.maximumRingPoints), pointsLeft: .max)
    #expect(throws: GeoShape.Unreadable(reason: "a ring of more than 20000 points")) {
      try Self.shape("Polygon", ring(GeoShape.maximumRingPoints + 1), pointsLeft: .max)
    }
    #expect(throws: GeoShape.Unreadable(reason: "more points than one answer may have")) {
      try Self.shape("Polygon", ring(4), pointsLeft: 3)
    }
  }

  /// A ring of legal longitudes stepping 179° east, so that it winds round the globe about
  /// 100,000 times: unwrapped one step per point. Unwrapping by whole turns at a time took
  /// a step per turn of drift, quadratic work: minutes for a ring this size.
  @Test(.timeLimit(.minutes(1))) func aRingDriftingAcrossTheAntimeridianIsUnwrappedInOnePass() {
    let count = 200_000
    let ring = (0..<count).map { index in
      let east = Double(index * 179 % 360)
      return Point(longitude: east >= 180 ? east - 360 : east, latitude: index % 2 == 0 ? 10 : 20)
    }
    var steps = 0
    let unwrapped = GeoShape.unwrapped(ring, steps: &steps)
    #expect(steps == count)
    #expect(unwrapped.last?.longitude == Double((count - 1) * 179))
    #expect(zip(unwrapped, unwrapped.dropFirst()).allSatisfy { $1.longitude - $0.longitude == 179 })
    let shape = GeoShape(polygons: [[ring]])
    #expect(!shape.contains(latitude: 50, longitude: 0))
  }
}

/// Every service's recorded answer read for a point.
@Suite struct AlertReaderTests {
  static func read(
    _ fixture: String, _ source: AlertSource, _ latitude: Double, _ longitude: Double
  )
    throws -> AlertReader.Answer
  {
    try AlertReader.read(
      Fixture.data(fixture), source: source, latitude: latitude, longitude: longitude, host: "h")
  }

  @Test func nwsExtremeHeatInPhoenix() throws {
    let answer = try Self.read(Fixture.nwsPhoenixHeat, .nws, 33.45, -112.07)
    #expect(answer.covers)
    let alert = try #require(answer.alerts.first)
    #expect(answer.alerts.count == 1)
    #expect(alert.event == "Extreme Heat Warning")
    #expect(alert.severity == .severe)
    #expect(alert.issuerLevel == "Severe")
    #expect(alert.issuer == "NWS Phoenix AZ")
    #expect(alert.certainty == "Likely" && alert.urgency == "Expected")
    // The event's end, not the message's expiry.
    #expect(alert.expires == Instant.parse("2026-08-21T20:00:00-07:00"))
    #expect(alert.onset == Instant.parse("2026-08-17T11:47:00-07:00"))
    #expect(alert.area?.hasPrefix("Northwest Valley; Buckeye/Avondale") == true)
    #expect(alert.headline?.hasPrefix("Extreme Heat Warning issued August 17") == true)
    #expect(alert.description?.contains("\n") == true)
    #expect(alert.url?.hasPrefix("https://api.weather.gov/alerts/urn:oid:") == true)
  }

  @Test func nwsWithNoWarnings() throws {
    let answer = try Self.read(Fixture.nwsEmpty, .nws, 40.7128, -74.006)
    #expect(answer.covers && answer.alerts.isEmpty)
  }

  @Test func metNorwayKeepsOnlyTheAreasHoldingThePoint() throws {
    let answer = try Self.read(Fixture.metAlertsGales, .metNorway, 78.5, -5)
    #expect(answer.alerts.map(\.area) == ["A2"])
    let alert = try #require(answer.alerts.first)
    #expect(alert.event == "Kuling")
    #expect(alert.severity == .moderate && alert.color == .yellow)
    #expect(alert.issuerLevel == "yellow")
    #expect(alert.onset == Instant.parse("2026-03-07T20:00:00+00:00"))
    #expect(alert.expires == Instant.parse("2026-03-08T10:00:00+00:00"))
    // The recorded `web` has newlines and spaces around the URL.
    #expect(
      alert.url == "https://www.met.no/vaer-og-klima/Ekstremvaervarsler-og-andre-farevarsler")
    #expect(try Self.read(Fixture.metAlertsGales, .metNorway, 59.91, 10.75).alerts.isEmpty)
  }

  @Test func metNorwayMultiPolygonsAndTheirSharedEdge() throws {
    let inside = try Self.read(Fixture.metAlertsGales, .metNorway, 70.459835, 22.983155)
    #expect(inside.alerts.map(\.area) == ["Torsvåg - Fruholmen"])
    // Midway along the edge the two areas share: both warnings apply.
    let edge = try Self.read(Fixture.metAlertsGales, .metNorway, 70.91045, 24.18585)
    #expect(
      Set(edge.alerts.compactMap(\.area)) == ["Torsvåg - Fruholmen", "Fruholmen - Slettnes fyr"])
  }

  @Test func brightSkyFrostInBerlin() throws {
    let answer = try Self.read(Fixture.brightSkyFrost, .brightSky, 52.52, 13.405)
    #expect(answer.covers)
    let alert = try #require(answer.alerts.first)
    #expect(alert.event == "Frost")
    #expect(alert.severity == .minor && alert.color == .yellow)
    #expect(alert.area == "Berl. - Mitte")
    #expect(alert.headline == "Official WARNING of FROST")
    #expect(alert.expires == Instant.parse("2026-03-07T08:00:00+00:00"))
  }

  @Test(arguments: [
    (43.65, -79.38, ["City of Toronto"]), (43.45, -79.68, ["Burlington - Oakville"]),
    (43.25, -79.87, ["City of Hamilton"]), (44.39, -79.69, [String]()),
  ])
  func canadaByPolygon(latitude: Double, longitude: Double, areas: [String]) throws {
    let answer = try Self.read(Fixture.canadaToronto, .environmentCanada, latitude, longitude)
    #expect(answer.alerts.compactMap(\.area) == areas)
    if let alert = answer.alerts.first {
      #expect(alert.event == "Freezing rain warning")
      #expect(alert.severity == .moderate && alert.color == .yellow)
      #expect(alert.expires == Instant.parse("2026-03-06T06:00:00.000Z"))
    }
  }

  @Test func anAnswerOfAnotherShapeIsUnreadable() {
    #expect(throws: ServiceError.self) {
      try Self.read(Fixture.brightSkyFrost, .nws, 52.52, 13.405)
    }
    #expect(throws: ServiceError.self) {
      try AlertReader.read(
        Array("<html>".utf8), source: .metNorway, latitude: 0, longitude: 0, host: "h")
    }
  }

  @Test func serverTextReachesNoTerminalControls() throws {
    let body = String(decoding: Fixture.data(Fixture.nwsPhoenixHeat), as: UTF8.self)
      .replacingOccurrences(
        of: "\"event\": \"Extreme Heat Warning\"",
        with: "\"event\": \"Extreme\\u001b[2J Heat\\u202e Warning\\u0007\"")
    let answer = try AlertReader.read(
      Array(body.utf8), source: .nws, latitude: 0, longitude: 0, host: "h")
    #expect(answer.alerts.first?.event == "Extreme Heat Warning")
  }

  @Test func testAndCancelledMessagesAreDropped() throws {
    for (from, to) in [
      ("\"status\": \"Actual\"", "\"status\": \"Test\""),
      ("\"messageType\": \"Update\"", "\"messageType\": \"Cancel\""),
    ] {
      let body = String(decoding: Fixture.data(Fixture.nwsPhoenixHeat), as: UTF8.self)
        .replacingOccurrences(of: from, with: to)
      let answer = try AlertReader.read(
        Array(body.utf8), source: .nws, latitude: 0, longitude: 0, host: "h")
      #expect(answer.alerts.isEmpty, "\(to)")
    }
  }
}

/// Which warnings are shown, and in which order.
@Suite struct AlertReportTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func alert(_ severity: AlertSeverity, onset: Double?, expires: Double?) -> Alert {
    Alert(
      issuer: "i", event: severity.name, severity: severity, issuerLevel: severity.name,
      onset: onset.map { now + $0 }, expires: expires.map { now + $0 })
  }

  @Test func expiredAndFarOffWarningsAreNotShown() {
    let report = AlertReport(
      status: .ok,
      alerts: [
        Self.alert(.minor, onset: -7200, expires: -60),
        Self.alert(.moderate, onset: -60, expires: 3600),
        Self.alert(.extreme, onset: 86_400 * 9, expires: 86_400 * 10),
        Self.alert(.severe, onset: 3600, expires: nil),
      ])
    let shown = report.relevant(at: Self.now, until: Self.now + 86_400 * 7)
    #expect(shown.map(\.severity) == [.severe, .moderate])
    // Only the one that has begun is in force.
    #expect(report.highestInForce(at: Self.now) == .moderate)
    #expect(AlertReport(status: .ok).highestInForce(at: Self.now) == nil)
  }
}

/// A warning's times in its one-line title.
@Suite struct AlertTitleTests {
  static let now = AlertReportTests.now

  @Test func aDateInAnotherYearCarriesItsYear() throws {
    var alert = AlertReportTests.alert(.severe, onset: 3600, expires: 86_400 * 360)
    #expect(
      AlertText.title(alert, now: Self.now, offset: 0, ascii: false)
        == "⚠ Severe warning: severe, from Fri 15 Jan 09:00, until Mon 10 Jan 2028 08:00")
    // What a hostile tester sent: the end of time, which is not this Friday.
    alert.expires = Instant.parse("9999-12-31T23:59:00Z")
    #expect(
      AlertText.title(alert, now: Self.now, offset: 0, ascii: true)
        == "! Severe warning: severe, from Fri 15 Jan 09:00, until Fri 31 Dec 9999 23:59")
  }
}

/// Choosing the source: by the country when known, else by the coarse boxes.
@Suite struct AlertSourceTests {
  static func location(_ latitude: Double, _ longitude: Double, country: String? = nil) throws
    -> Location
  {
    try Location(latitude: latitude, longitude: longitude, source: .search, countryCode: country)
  }

  @Test func byCountryWhenKnown() throws {
    #expect(
      AlertSource.candidates(for: try Self.location(43.65, -79.38, country: "CA")) == [
        .environmentCanada
      ])
    #expect(
      AlertSource.candidates(for: try Self.location(45.6, 17.22, country: "hr")) == [.meteoAlarm])
    #expect(AlertSource.candidates(for: try Self.location(35.7, 139.7, country: "JP")).isEmpty)
    #expect(
      AlertSource.candidates(for: try Self.location(78.2, 15.6, country: "SJ")) == [.metNorway])
  }

  @Test func byBoxesOtherwiseAskingEachSourceWhereBoxesOverlap() throws {
    #expect(AlertSource.candidates(for: try Self.location(33.45, -112.07)) == [.nws])
    #expect(
      AlertSource.candidates(for: try Self.location(43.65, -79.38)) == [
        .nws, .environmentCanada,
      ])
    #expect(AlertSource.candidates(for: try Self.location(52.52, 13.405)) == [.brightSky])
    #expect(AlertSource.candidates(for: try Self.location(59.91, 10.75)) == [.metNorway])
    #expect(AlertSource.candidates(for: try Self.location(51.9, 176.6)) == [.nws])
    #expect(AlertSource.candidates(for: try Self.location(45.6, 17.22)).isEmpty)
    #expect(AlertSource.candidates(for: try Self.location(-33.9, 151.2)).isEmpty)
  }

  @Test func urlsCarryAtMostFourDecimals() throws {
    let place = try Self.location(59.913868, 10.752245)
    let root = try #require(WebAddress("http://127.0.0.1:8080/"))
    #expect(
      AlertSource.metNorway.url(for: place, baseURL: root).text
        == "http://127.0.0.1:8080/weatherapi/metalerts/2.0/current.json?lat=59.9139&lon=10.7522&lang=en"
    )
    #expect(
      AlertSource.nws.url(for: place, baseURL: root).text
        == "http://127.0.0.1:8080/alerts/active?point=59.9139,10.7522")
    #expect(
      AlertSource.brightSky.url(for: place, baseURL: root).text
        == "http://127.0.0.1:8080/alerts?lat=59.9139&lon=10.7522")
    #expect(
      AlertSource.environmentCanada.url(for: place, baseURL: root).text
        == "http://127.0.0.1:8080/collections/weather-alerts/items?f=json&lang=en&limit=100"
        + "&bbox=10.7512,59.9129,10.7532,59.9149")
  }

  @Test func meteoAlarmIsAskedForTheCountrysFeedWithoutCoordinates() throws {
    let root = try #require(WebAddress("http://127.0.0.1:8080/"))
    let amsterdam = try Self.location(52.3728, 4.8936, country: "NL")
    #expect(
      AlertSource.meteoAlarm.url(for: amsterdam, baseURL: root).text
        == "http://127.0.0.1:8080/api/v1/warnings/feeds-netherlands")
    let belfast = try Self.location(54.597, -5.93, country: "GB")
    #expect(
      AlertSource.meteoAlarm.url(for: belfast, baseURL: root).text
        == "http://127.0.0.1:8080/api/v1/warnings/feeds-united-kingdom")
    #expect(MeteoAlarmFeeds.slug(countryCode: "uk") == "united-kingdom")
    #expect(MeteoAlarmFeeds.slug(countryCode: "mk") == "republic-of-north-macedonia")
    // Germany and Norway have sources that answer for a point.
    #expect(MeteoAlarmFeeds.slug(countryCode: "DE") == nil)
    #expect(AlertSource.covering(countryCode: "NO") == .metNorway)
    // Coordinates alone never choose MeteoAlarm: its warnings are matched by region name.
    #expect(AlertSource.candidates(for: try Self.location(52.3728, 4.8936)).isEmpty)
  }
}
