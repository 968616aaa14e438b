import Foundation
import Testing

@testable import RainstormCore

/// Hostile variants of the recorded CAP feeds and documents: each must be read without a
/// trap, never shown for a point its geometry leaves out, and counted as unreadable rather
/// than taken for "no warning" when it may concern the point. Sizes go to the limits; how
/// long they take is the benchmark's (`worst.sh`), never a test's.
@Suite struct CAPHostileTests {
  // MARK: Helpers

  /// Kokpekti district, inside the recorded Kazakh polygon.
  static let kokpekti = (48.75, 82.40)
  /// Almaty, 700 km from it.
  static let almaty = (43.24, 76.95)

  static func text(_ fixture: String) -> String {
    String(decoding: Fixture.data(fixture), as: UTF8.self)
  }

  static func read(
    _ bodies: [String], at point: (Double, Double), regions: [String] = []
  ) throws -> AlertReader.Answer {
    try AlertReader.readDocuments(
      bodies.map { Array($0.utf8) }, source: .wmo, latitude: point.0, longitude: point.1,
      regions: regions, host: "severeweather.wmo.int")
  }

  /// The answer for `bodies` (sizes near the limits: that it ends is the test; times are the
  /// benchmark's, never a test's).
  static func readOnce(_ bodies: [String], at point: (Double, Double)) throws
    -> AlertReader.Answer
  {
    try read(bodies, at: point)
  }

  /// Whether reading `bodies` alone fails as unreadable (every warning unreadable).
  static func isUnreadable(_ bodies: [String], at point: (Double, Double)) -> Bool {
    do {
      _ = try read(bodies, at: point)
      return false
    } catch {
      if case .unreadable = error as? ServiceError { return true }
      return false
    }
  }

  /// The recorded text with what lies between the first `open` and the next `close` replaced.
  static func replacing(
    between open: String, and close: String, in text: String, with new: String
  ) throws -> String {
    let start = try #require(text.range(of: open))
    let end = try #require(text.range(of: close, range: start.upperBound..<text.endIndex))
    return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: new)
  }

  /// The recorded Kazakh warning with its polygon's text replaced.
  static func kazakh(polygon: String) throws -> String {
    try replacing(
      between: "<polygon>", and: "</polygon>", in: text(Fixture.capKazakhstanPolygon),
      with: polygon)
  }

  /// The recorded Taiwanese warning with its circle's text replaced.
  static func taiwan(circle: String) throws -> String {
    try replacing(
      between: "<circle>", and: "</circle>", in: text(Fixture.capTaiwanCircle), with: circle)
  }

  /// The recorded Indian warning with its district code replaced.
  static func india(code: String) throws -> String {
    let body = text(Fixture.capIndiaDistrict)
    return body.replacingOccurrences(
      of: "<cap:value>600</cap:value>", with: "<cap:value>\(code)</cap:value>")
  }

  /// A ring of `count` points 0.2° around Kokpekti, as CAP writes it.
  static func ring(_ count: Int) -> String {
    (0..<count).map { index -> String in
      let angle = 2 * Double.pi * Double(index) / Double(count)
      return "\(kokpekti.0 + 0.2 * sin(angle)),\(kokpekti.1 + 0.2 * cos(angle))"
    }.joined(separator: " ")
  }

  // MARK: Feed dates

  @Test func feedDatesTooLongOrWithImpossibleOffsetsAreNoDates() {
    let valid = "Thu, 06 Mar 2025 13:37:01 +0000"
    #expect(Instant.parseFeedDate(valid) != nil)
    for text in [
      valid + String(repeating: " x", count: 17), String(repeating: "2", count: 65),
      "2025-03-06T13:37:01" + String(repeating: "0", count: 46) + "Z",
      "2025-03-06T13:37:01+99:99", "2025-03-06T13:37:01+19:00", "2025-03-06T13:37:01+18:60",
      "Thu, 06 Mar 2025 13:37:01 +9999",
      "Thu, 06 Mar 2025 13:37:01 -18:01", "Thu, 06 Mar 2025 13:37:61 +0000",
      "2025-03-06T24:00:00Z", "2025-02-29T00:00:00Z",
    ] {
      #expect(Instant.parseFeedDate(text) == nil, "\(text)")
    }
    // White space around a date is not counted against its length.
    let padded = String(repeating: " ", count: 10_000) + valid + String(repeating: "\n", count: 99)
    #expect(Instant.parseFeedDate(padded) == Instant.parseFeedDate(valid))
    #expect(Instant.parseFeedDate("2025-03-06T13:37:01+18:00") != nil)
  }

  @Test func aFeedDateWhoseYearIsNotFourDigitsIsNoDate() {
    // Read as none, so its item's document is still asked for.
    #expect(Instant.parseFeedDate("Fri, 01 Jan 99999 16:00:00 +0000") == nil)
    #expect(Instant.parseFeedDate("Fri, 01 Jan 0999 16:00:00 +0000") != nil)
  }

  // `rfc822` once took any `Int` as the year, and `LocalDateTime.secondsSinceEpoch`
  // overflowed (a trap) past a year of about 2.9e11: a feed's `<cap:expires>` or a document's
  // `<sent>` so written stopped the program.
  @Test func aFeedDateWithAnEnormousYearIsNoDate() {
    for year in ["9223372036854775807", "-9223372036854775808", "1000000000000000"] {
      #expect(Instant.parseFeedDate("01 Jan \(year) 16:00 GMT") == nil, "\(year)")
    }
  }

  @Test func aFeedDateBeforeTheCommonEraIsNoDate() {
    // A year of "-1" or "0" is nothing RFC 822 or a feed writes; read as a date it makes the
    // item long expired, and its document is never asked for.
    do {
      for text in ["Thu, 01 Jan -1 16:00:00 +0000", "01 Jan 0 16:00 GMT"] {
        #expect(Instant.parseFeedDate(text) == nil, "\(text)")
      }
    }
  }

  // MARK: Feeds

  /// The recorded Australian feed with its item repeated `count` times, each changed by
  /// `change` (given the item's number).
  static func australianFeed(items count: Int, change: (Int, String) -> String = { $1 }) throws
    -> [UInt8]
  {
    let body = text(Fixture.wmoFeedAustralia)
    let start = try #require(body.range(of: "<item>"))
    let end = try #require(body.range(of: "</item>"))
    let item = String(body[start.lowerBound..<end.upperBound])
    let items = (0..<count).map { change($0, item) }.joined(separator: "\n")
    // Served as Kazakhstan's feed, which names itself so.
    return Array(
      body.replacingCharacters(in: start.lowerBound..<end.upperBound, with: items)
        .replacingOccurrences(of: "au-bom-en/rss.xml", with: "kz-kazhydromet-en/rss.xml").utf8)
  }

  static let australianLink =
    "https://severeweather.wmo.int/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml"

  @Test func aFeedOfTenThousandItemsIsReadWhole() throws {
    let feed = try Self.australianFeed(items: 10_000) { number, item in
      item.replacingOccurrences(of: ".xml<", with: "-\(number).xml<")
    }
    let items = try AlertReader.feed(feed, host: "wmo").items
    // 7.7 MB, within `HTTPClient.bodyLimit`.
    #expect(feed.count < HTTPClient.bodyLimit)
    // Every item is listed; the service reads the first `maximumFeedItems` documents and
    // says the rest were not read.
    #expect(items.count == 10_000)
    #expect(items.first?.link.hasSuffix("-0.xml") == true)
  }

  @Test func aFeedItemsLinkOfAHundredKilobytesAndOddExpiriesAreKeptAsTheyAre() throws {
    let long = "https://severeweather.wmo.int/" + String(repeating: "a", count: 100_000) + ".xml"
    let feed = try Self.australianFeed(items: 3) { number, item in
      let expiry = ["Fri, 01 Jan 99999 16:00:00 +0000", "Thu, 01 Jan 2026 16:00:00 +99:99", ""]
      return
        item
        .replacingOccurrences(
          of: Self.australianLink, with: number == 0 ? long : Self.australianLink
        )
        .replacingOccurrences(of: "Thu, 01 Jan 2026 16:00:00 +0000", with: expiry[number])
    }
    let items = try AlertReader.feed(feed, host: "wmo").items
    #expect(items.count == 3)
    #expect(items.first?.link == long)
    // An expiry that cannot be read (a five-digit year, an offset of 99:99, nothing) is none:
    // the document is still asked for.
    #expect(items.allSatisfy { $0.expires == nil })
  }

  @Test func aFeedNestedTenThousandDeepOrOfWhitespaceIsUnreadable() throws {
    let body = Self.text(Fixture.wmoFeedAustralia)
    let deep = body.replacingOccurrences(
      of: "<description/>",
      with: String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000))
    #expect(throws: ServiceError.self) { try AlertReader.feed(Array(deep.utf8), host: "w").items }
    let blank = [UInt8](repeating: 0x20, count: HTTPClient.bodyLimit)
    #expect(throws: ServiceError.self) { try AlertReader.feed(blank, host: "w").items }
  }

  // MARK: The XML reader

  @Test func documentsNestedTenThousandDeepAreUnreadableNotNoWarning() throws {
    let deep = try Self.replacing(
      between: "<areaDesc>", and: "</areaDesc>", in: Self.text(Fixture.capKazakhstanPolygon),
      with: String(repeating: "<b>", count: 10_000) + String(repeating: "</b>", count: 10_000))
    #expect(Self.isUnreadable([deep], at: Self.kokpekti))
    let beside = try Self.read([deep, Self.text(Fixture.capTaiwanCircle)], at: Self.kokpekti)
    #expect(beside.unreadable.count == 1 && beside.alerts.isEmpty)
  }

  /// The recorded Kazakh warning grown with white space in its polygon to `size` bytes.
  static func kazakh(size: Int) -> String {
    let body = text(Fixture.capKazakhstanPolygon)
    let blank = String(repeating: " ", count: size - body.utf8.count)
    return body.replacingOccurrences(of: "<polygon>", with: "<polygon>" + blank)
  }

  @Test func aDocumentLargerThanAnyCAPDocumentIsRefusedUnread() throws {
    // 8 MB documents took 12-20 s to read; a real one is under 40 KB.
    let limit = AlertReader.documentSizeLimit
    let largest = Self.kazakh(size: limit)
    #expect(largest.utf8.count == limit)
    let answer = try Self.read([largest], at: Self.kokpekti)
    #expect(answer.alerts.count == 1 && answer.unreadable.isEmpty)
    let larger = Self.kazakh(size: limit + 1)
    #expect(Self.isUnreadable([larger], at: Self.kokpekti))
    let beside = try Self.read(
      [larger, Self.text(Fixture.capKazakhstanPolygon)], at: Self.kokpekti)
    #expect(beside.alerts.count == 1)
    #expect(
      beside.unreadable == [
        "a document that is not well-formed XML (larger than 2 MiB, more than any CAP document)"
      ])
  }

  @Test func entitiesCommentsAndCDATAInsideCoordinatesAreRead() throws {
    let polygon = "48,82 49,82 49,83 48,83"
    for written in [
      "&#x34;8,82 4&#57;,&#x38;2 49,83 48,83", "<![CDATA[\(polygon)]]>",
      "48,82 49,82<!-- a comment -->\n49,83 48,83", "<![CDATA[48,82 49]]>,82 49,83 48,83",
    ] {
      let answer = try Self.read([Self.kazakh(polygon: written)], at: Self.kokpekti)
      #expect(answer.alerts.count == 1 && answer.alerts.first?.match == .polygon, "\(written)")
    }
    // A reference past Unicode, or to a surrogate, is kept as written: unreadable.
    for written in ["&#x110000;48,82 49,82 49,83 48,83", "&#xD800;48,82 49,82 49,83 48,83"] {
      #expect(
        try Self.isUnreadable([Self.kazakh(polygon: written)], at: Self.kokpekti), "\(written)")
    }
  }

  @Test func aNULInsideACoordinateMakesItUnreadableNotShorter() throws {
    // XML allows no NUL, raw or as `&#0;`; the reader takes both, and `Double("4\0" + "8")`
    // is 4 (the standard library's strtod stops at NUL): "4&#0;8" is read as latitude 4,
    // "82.4&#0;9" as 82.4, a point somewhere else rather than a warning unreadable.
    for written in ["4&#0;8,82 49,82 49,83 48,83", "4\u{0}8,82 49,82 49,83 48,83"] {
      let body = try Self.kazakh(polygon: written)
      do {
        #expect(Self.isUnreadable([body], at: Self.kokpekti), "\(written.debugDescription)")
      }
    }
  }

  @Test func aPolygonWrittenOverCRLFLinesIsRead() throws {
    // Macao's recorded polygon is written one point a line; the same with Windows line
    // ends. XML reads CR LF as LF (XML 1.0, 2.11); CAP's white space separates the points.
    let warning = Self.text(Fixture.capMacaoAllClear)
      .replacingOccurrences(of: "AllClear", with: "Prepare")
      .replacingOccurrences(of: "<urgency>Past</urgency>", with: "<urgency>Expected</urgency>")
    let macao = (22.19, 113.55)
    #expect(try Self.read([warning], at: macao).alerts.count == 1)
    let windows = warning.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(windows.contains("\r\n"))
    let answer = try? Self.read([windows], at: macao)
    do {
      #expect(answer?.alerts.count == 1)
    }
  }

  @Test func aPrefixedCAP11DocumentReadsLikeAPlainOne() throws {
    let body = Self.text(Fixture.capKazakhstanPolygon)
      .replacingOccurrences(of: "</", with: "\u{1}")
      .replacingOccurrences(of: "<", with: "<cap:")
      .replacingOccurrences(of: "\u{1}", with: "</cap:")
      .replacingOccurrences(of: "<cap:?xml", with: "<?xml")
      .replacingOccurrences(
        of: "xmlns=\"urn:oasis:names:tc:emergency:cap:1.2\"",
        with: "xmlns:cap=\"urn:oasis:names:tc:emergency:cap:1.1\""
      )
      .replacingOccurrences(
        of: "<cap:area>", with: "<cap:area xmlns:cap=\"urn:oasis:names:tc:emergency:cap:1.1\">")
    #expect(body.contains("<cap:polygon>"))
    let here = try Self.read([body], at: Self.kokpekti)
    #expect(here.alerts.count == 1 && here.alerts.first?.match == .polygon)
    let there = try Self.read([body], at: Self.almaty)
    #expect(there.alerts.isEmpty && there.unreadable.isEmpty)
  }

  // MARK: Polygons

  @Test func aPolygonOfTwentyThousandPointsIsReadAndOneMoreIsUnreadable() throws {
    let most = try Self.kazakh(polygon: Self.ring(GeoShape.maximumRingPoints))
    let answer = try Self.readOnce([most], at: Self.kokpekti)
    #expect(answer.alerts.count == 1 && answer.alerts.first?.match == .polygon)
    let tooMany = try Self.kazakh(polygon: Self.ring(GeoShape.maximumRingPoints + 1))
    #expect(Self.isUnreadable([tooMany], at: Self.kokpekti))
    #expect(Self.isUnreadable([tooMany], at: Self.almaty))
  }

  @Test func aThousandTrianglesInOneAreaAreRead() throws {
    // A thousand triangles 0.01° wide along the 40th parallel, none near Kokpekti.
    let triangles = (0..<1_000).map { index -> String in
      let west = 20 + Double(index) / 50
      return "<polygon>40,\(west) 40.01,\(west) 40,\(west + 0.01)</polygon>"
    }.joined()
    let body = try Self.replacing(
      between: "</areaDesc>", and: "<geocode>", in: Self.text(Fixture.capKazakhstanPolygon),
      with: triangles)
    let answer = try Self.readOnce([body], at: Self.kokpekti)
    #expect(answer.alerts.isEmpty && answer.unreadable.isEmpty)
    // One more, around the point, is enough.
    let around = body.replacingOccurrences(
      of: "</areaDesc>", with: "</areaDesc><polygon>48,82 49,82 49,83</polygon>")
    #expect(try Self.read([around], at: Self.kokpekti).alerts.count == 1)
  }

  @Test(arguments: [
    "1e308,0", "inf,nan", "nan,inf", "+90.0000001,82", "-90.0000001,82", "48,180.0000001",
    "48,-180.0000001", "0x1p400,82", "48.7,82.1,", ",", "48.7,", ",82.1", "48.7,,82.1",
    "48°45',82°24'", "٤٨,82", "48.7\u{A0}82.1",
  ])
  func aHostileCoordinateMakesItsWarningUnreadable(_ point: String) throws {
    let body = try Self.kazakh(polygon: "\(point) 49.2,82.5 48.9,82.9 48.5,82.0")
    #expect(Self.isUnreadable([body], at: Self.kokpekti))
    #expect(Self.isUnreadable([body], at: Self.almaty))
  }

  @Test func oddlyWrittenNumbersReadAsTheirValues() throws {
    // Signed zeros at the null island and a sign before each number read; numbers of ten
    // thousand digits are past the 64 characters a coordinate may take, and unreadable.
    let zeros = try Self.kazakh(polygon: "-0,-0 +1,+0 0,1 -0.0,-0.0")
    #expect(try Self.read([zeros], at: (0, 0)).alerts.count == 1)
    #expect(try Self.read([zeros], at: (-0.0, -0.0)).alerts.count == 1)
    #expect(try Self.read([zeros], at: (-0.001, 0.5)).alerts.isEmpty)
    let digits = String(repeating: "0", count: 10_000)
    let long = try Self.kazakh(
      polygon: "48.\(digits)1,82 49,82.\(digits) 49,83 0048.\(digits),83.\(digits)9")
    #expect(Self.isUnreadable([long], at: Self.kokpekti))
  }

  @Test func aPointOnAPolygonsEdgeOrCornerIsInsideAndAMetreOutIsNot() throws {
    let square = try Self.kazakh(polygon: "48,82 49,82 49,83 48,83 48,82")
    for point in [(48.5, 82.0), (49.0, 83.0), (48.0, 82.5), (48.0, 82.0)] {
      #expect(try Self.read([square], at: point).alerts.count == 1, "\(point)")
    }
    for point in [(48.5, 81.99999), (49.00001, 82.5), (47.99999, 82.0)] {
      let answer = try Self.read([square], at: point)
      #expect(answer.alerts.isEmpty && answer.unreadable.isEmpty, "\(point)")
    }
  }

  @Test func aPolygonWithLatitudeAndLongitudeSwappedIsTakenAsWritten() throws {
    // Kokpekti's polygon written lon,lat lies in the Arctic Ocean: a valid area, elsewhere.
    let body = Self.text(Fixture.capKazakhstanPolygon)
    let start = try #require(body.range(of: "<polygon>"))
    let end = try #require(body.range(of: "</polygon>"))
    let swapped = body[start.upperBound..<end.lowerBound].split(separator: " ").map {
      $0.split(separator: ",").reversed().joined(separator: ",")
    }.joined(separator: " ")
    let changed = try Self.kazakh(polygon: swapped)
    let here = try Self.read([changed], at: Self.kokpekti)
    #expect(here.alerts.isEmpty && here.unreadable.isEmpty)
    #expect(try Self.read([changed], at: (82.40, 48.75)).alerts.count == 1)
  }

  @Test func anUnreadablePolygonBesideOneThatLeavesThePointOutIsUnreadable() throws {
    // One area, two polygons (CAP: their union): the first cannot be read, the second is
    // around Almaty. Kokpekti may be in the first: the warning must not be taken for none.
    let body = try Self.kazakh(
      polygon: "1e308,82 49,82 49,83</polygon><polygon>43,76 44,76 44,77")
    let alone = Self.isUnreadable([body], at: Self.kokpekti)
    let beside = try Self.read([body, Self.text(Fixture.capTaiwanCircle)], at: Self.kokpekti)
    do {
      #expect(alone)
      #expect(beside.unreadable.count == 1)
    }
    // The same with a circle around Almaty.
    let circle = try Self.kazakh(polygon: "1e308,82 49,82 49,83</polygon><circle>43.2,76.9 5")
      .replacingOccurrences(of: "</polygon>\n", with: "</circle>\n")
    #expect(circle.contains("<circle>43.2,76.9 5</circle>"))
    do {
      #expect(Self.isUnreadable([circle], at: Self.kokpekti))
    }
  }

  // MARK: Circles

  @Test(arguments: [
    "23.8262,120.1855 -1", "23.8262,120.1855 -0.001", "23.8262,120.1855 1e9",
    "23.8262,120.1855 20040.1", "23.8262,120.1855 nan", "23.8262,120.1855 inf",
    "91,120.1855 1", "23.8262,181 1", "23.8262,120.1855", "23.8262,120.1855 1 2",
    "23.8262 120.1855 1", "23.8262,120.1855,1", "1e308,0 1", "23.8262,120.1855 1km",
  ])
  func aHostileCircleMakesItsWarningUnreadable(_ circle: String) throws {
    let body = try Self.taiwan(circle: circle)
    #expect(Self.isUnreadable([body], at: (23.8262, 120.1855)))
  }

  @Test func aCircleOfRadiusZeroHoldsOnlyItsCentre() throws {
    for radius in ["0", "-0", "0.0", "0e10"] {
      let body = try Self.taiwan(circle: "23.8262,120.1855 \(radius)")
      #expect(try Self.read([body], at: (23.8262, 120.1855)).alerts.count == 1, "\(radius)")
      let near = try Self.read([body], at: (23.8263, 120.1855))
      #expect(near.alerts.isEmpty && near.unreadable.isEmpty, "\(radius)")
    }
  }

  @Test func circlesAcrossTheAntimeridianAndAroundThePole() throws {
    // 10 km around a point 1.1 km west of 180°: 1.1 km east of it is 2.2 km away.
    let date = try Self.taiwan(circle: "0,179.99 10")
    #expect(try Self.read([date], at: (0, -179.99)).alerts.count == 1)
    #expect(try Self.read([date], at: (0, 180)).alerts.count == 1)
    #expect(try Self.read([date], at: (0, 0)).alerts.isEmpty)
    #expect(try Self.read([date], at: (0, -179.8)).alerts.isEmpty)
    // 100 km around the North Pole: any longitude 55 km from it.
    let pole = try Self.taiwan(circle: "90,0 100")
    for longitude in [-180.0, -90, 0, 123, 180] {
      #expect(try Self.read([pole], at: (89.5, longitude)).alerts.count == 1)
    }
    #expect(try Self.read([pole], at: (88.9, 0)).alerts.isEmpty)
    // A circle as wide as the Earth holds its antipode.
    let world = try Self.taiwan(circle: "0,0 20040")
    #expect(try Self.read([world], at: (0, 180)).alerts.count == 1)
  }

  // MARK: Region codes

  @Test(arguments: ["0600", "+600", " 600 ", "\n600\n", "000000000000600"])
  func aDistrictCodeWrittenOddlyIsStillTheDistrict(_ code: String) throws {
    let body = try Self.india(code: code)
    let puducherry = try Self.read([body], at: (12.03, 79.86))
    #expect(puducherry.alerts.first?.match == .regionCode)
    let chennai = try Self.read([body], at: (13.08, 80.27))
    #expect(chennai.alerts.isEmpty && chennai.unreadable.isEmpty)
  }

  @Test(arguments: [
    "-1", "600.0", "6OO", "99999999999999999999", String(repeating: "6", count: 100), "600 601",
    "LGD600", "0x258", "",
  ])
  func aDistrictCodeNoTableKnowsIsNeverTakenForElsewhere(_ code: String) throws {
    // Unknown, the warning is shown by its area's name (the country's) or is unreadable;
    // never dropped at Chennai as if its district were known to be elsewhere.
    let body = try Self.india(code: code)
    let chennai = try Self.read([body], at: (13.08, 80.27))
    #expect(chennai.alerts.count + chennai.unreadable.count == 1)
    #expect(chennai.alerts.allSatisfy { $0.match == .country })
  }

  @Test func regionCodesDifferingOnlyInCaseMatchAlike() throws {
    let deadSea = (31.45, 35.38)
    let body = Self.text(Fixture.israelFloodCAP)
    let lower =
      body
      .replacingOccurrences(of: "<value>IL04", with: "<value>il04")
      .replacingOccurrences(of: "<valueName>EMMA_ID", with: "<valueName>emma_id")
    for document in [body, lower] {
      let answer = try Self.read([document], at: deadSea)
      #expect(answer.alerts.count == 1 && answer.alerts.first?.match == .regionCode)
    }
    // Tel Aviv, in none of the three regions.
    let telAviv = try Self.read([lower], at: (32.08, 34.78))
    #expect(telAviv.alerts.isEmpty && telAviv.unreadable.isEmpty)
  }

  @Test func theEmbeddedTablesAnswerHostileQuestionsWithoutTrapping() {
    for code in [
      "", " ", "\u{0}", "\n", "~~~~~~~~", "\u{10FFFF}", "LGD", "LGD-1", "LGD99999999999999",
      "IL04", "IL0433", "il043", String(repeating: "Z", count: 10_000), "IL043 ", "IL043\n",
    ] {
      #expect(RegionShapes.contains(code: code, latitude: 31.45, longitude: 35.38) == nil)
    }
    for (name, value) in [
      ("EMMA_ID", String(repeating: "A", count: 33)), ("NUTS3", "DE:300"), ("FIPS", " "),
      ("WARNCELLID", "\u{0}"), ("", "IL043"), ("LGD District Code", "9223372036854775808"),
    ] {
      #expect(RegionShapes.code(valueName: name, value: value) == nil, "\(name) \(value)")
    }
    #expect(RegionShapes.contains(code: "IL043", latitude: .nan, longitude: 35.38) == nil)
    #expect(RegionShapes.contains(code: "IL043", latitude: 31.45, longitude: .infinity) == nil)
    #expect(RegionShapes.contains(code: "IL043", latitude: 90.000001, longitude: 0) == nil)
    for (latitude, longitude) in [
      (Double.nan, 0.0), (0, .nan), (.infinity, 0), (0, -.infinity), (90.0000001, 0), (0, 180.1),
      (90, 180), (-90, -180), (90, -180), (-90, 180), (-0.0, -0.0), (0, 0),
      (.leastNonzeroMagnitude, -.leastNonzeroMagnitude), (Double.ulpOfOne, 179.999999999),
    ] {
      _ = CountryBorders.countries(latitude: latitude, longitude: longitude)
    }
    #expect(CountryBorders.countries(latitude: .nan, longitude: 0).isEmpty)
    #expect(CountryBorders.countries(latitude: 0, longitude: 0).isEmpty)
    #expect(CountryBorders.country(latitude: 48.75, longitude: 82.40) == "KZ")
    for country in ["", "k", "kzz", "K Z", "\u{0}\u{0}", "ÿÿ", "k\nz"] {
      #expect(WMOSources.feeds(country: country).isEmpty, "\(country)")
      #expect(WMOSources.countryName(country) == nil, "\(country)")
    }
    #expect(WMOSources.feeds(country: "kZ") == WMOSources.feeds(country: "KZ"))
  }

  // MARK: Messages

  @Test func aHugeReferencesListHidesOnlyWhatItNames() throws {
    let triples = (0..<20_000).map { "someone@example,old-\($0),2025-03-01T00:00:00-00:00" }
    let body = Self.text(Fixture.capKazakhstanPolygon).replacingOccurrences(
      of: "<sender>",
      with: "<references>\(triples.joined(separator: " "))</references><sender>")
    let answer = try Self.readOnce([body], at: Self.kokpekti)
    #expect(answer.alerts.count == 1)
  }

  @Test func twoMessagesThatReplaceEachOtherAreNotBothHidden() throws {
    // Each names the other in its references: a loop. At least one is the latest word; both
    // hidden, the point gets "no warning" from a feed that has one.
    let original = Self.text(Fixture.capKazakhstanPolygon)
    let first = "2.49.0.0.398.0-20250306-133701-0284797-00-EN"
    let second = "2.49.0.0.398.0-20250306-150000-0284798-00-EN"
    let looped = original.replacingOccurrences(
      of: "<identifier>\(first)</identifier>",
      with: "<identifier>\(first)</identifier><references>kalmenova_a@meteo.kz,\(second),"
        + "2025-03-06T15:00:00-00:00</references>")
    let update = original.replacingOccurrences(
      of: "<identifier>\(first)</identifier>",
      with: "<identifier>\(second)</identifier><references>kalmenova_a@meteo.kz,\(first),"
        + "2025-03-06T13:37:01-00:00</references>")
    let answer = try Self.read([looped, update], at: Self.kokpekti)
    do {
      #expect(answer.alerts.count + answer.unreadable.count >= 1)
    }
  }

  @Test func theSameDocumentListedTwiceIsShownOnce() throws {
    let body = Self.text(Fixture.capKazakhstanPolygon)
    let answer = try Self.read([body, body], at: Self.kokpekti)
    do {
      #expect(answer.alerts.count == 1)
    }
  }

  @Test func documentsOfThousandsOfAreasAreReadUpToThePointsOneAnswerMayCarry() throws {
    let body = Self.text(Fixture.capKazakhstanPolygon)
    let start = try #require(body.range(of: "<area>"))
    let end = try #require(body.range(of: "</area>"))
    let area = String(body[start.lowerBound..<end.upperBound])
    // Five documents of 1,380 areas named apart (1.7 MB each, under the size limit), each
    // area with the recorded polygon of 74 points: past the points one answer may carry the
    // rest cannot be read, but the first already holds the point.
    let documents = try (0..<5).map { document in
      let areas = (0..<1_380).map {
        area.replacingOccurrences(
          of: "Kokpekti district", with: "Kokpekti district \(document)-\($0)")
      }
      let many = body.replacingCharacters(
        in: start.lowerBound..<end.upperBound, with: areas.joined(separator: "\n")
      )
      .replacingOccurrences(of: "<identifier>", with: "<identifier>\(document)")
      try #require(many.utf8.count <= AlertReader.documentSizeLimit)
      return many
    }
    #expect(documents.count * 1_380 * 74 > AlertReader.maximumPoints)
    // The documents read before the budget ran out show the warning; those after are said.
    let answer = try Self.readOnce(documents, at: Self.kokpekti)
    #expect(answer.alerts.count == 3 && answer.unreadable.count == 2)
    // Away from every one, the areas past the budget may concern the point: never "none".
    let away = try Self.readOnce(documents, at: Self.almaty)
    #expect(away.alerts.isEmpty && !away.unreadable.isEmpty)
  }

  @Test func fiveThousandAreasHoldingThePointDoNotMakeAMegabyteOfAreaNames() throws {
    let body = Self.text(Fixture.capKazakhstanPolygon)
    let start = try #require(body.range(of: "<area>"))
    let end = try #require(body.range(of: "</area>"))
    let area = try Self.replacing(
      between: "<polygon>", and: "</polygon>", in: String(body[start.lowerBound..<end.upperBound]),
      with: "48,82 49,82 49,83")
    let many = body.replacingCharacters(
      in: start.lowerBound..<end.upperBound,
      with: String(repeating: area + "\n", count: 5_000))
    #expect(many.utf8.count <= AlertReader.documentSizeLimit)
    let answer = try Self.readOnce([many], at: Self.kokpekti)
    let alert = try #require(answer.alerts.first)
    let names = (alert.area ?? "").components(separatedBy: ", ")
    do {
      #expect(names.count == 1)
    }
    #expect(names.allSatisfy { $0 == "Kokpekti district (Abai oblysy)" })
  }

  @Test func aWarningWithoutAnAreaIsNotTakenForNoWarning() throws {
    // CAP makes <area> optional: a warning without one is the issuer's, anywhere it warns.
    let body = try Self.replacing(
      between: "<headline>Freezing rain, icing</headline>", and: "</info>",
      in: Self.text(Fixture.capKazakhstanPolygon), with: "\n")
    #expect(!body.contains("<area>"))
    let answer = try? Self.read([body], at: Self.kokpekti)
    do {
      #expect(answer == nil || answer?.alerts.isEmpty == false || answer?.unreadable != [])
    }
  }

  @Test func anExpiryThatCannotBeReadIsNotTakenForNone() throws {
    // The issuer's end, written past year 9999 or with an offset of 99 hours, cannot be
    // read: the warning is still shown (its end assumed, and said to be).
    for expiry in ["99999-03-07T16:00:00-00:00", "2025-03-07T16:00:00+99:99", "-2025-03-07"] {
      let body = try Self.replacing(
        between: "<expires>", and: "</expires>", in: Self.text(Fixture.capKazakhstanPolygon),
        with: expiry)
      let alert = try #require(try Self.read([body], at: Self.kokpekti).alerts.first)
      #expect(alert.expiryAssumed && alert.expires != nil, "\(expiry)")
    }
  }

  // MARK: The service

  /// 2025-03-06T14:00Z: the recorded Kazakh warning is in force.
  let clock = FakeClock(at: Date(timeIntervalSince1970: 1_741_269_600))

  func service(_ http: StubHTTP) -> PublicAlertService {
    PublicAlertService(http: http.client, timeout: 5, now: { [clock] in clock.now })
  }

  static let documentPath = "/v2/cap-alerts/kz-kazhydromet-en/2025/03/06/13/37/01-0284797.xml"
  static let feedPath = "/v2/cap-alerts/kz-kazhydromet-en/rss.xml"

  /// A WMO stub: the feed `feed`, the Kazakh document at its path, Taiwan's at any other
  /// path under `/v2/cap-alerts/tw/`, 404 elsewhere.
  static func stub(feed: [UInt8]) -> StubHTTP {
    StubHTTP { request throws(TransportError) in
      switch request.url.path {
      case Self.feedPath: return HTTPResponse(status: 200, body: feed)
      case Self.documentPath:
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.capKazakhstanPolygon))
      case let path where path.hasPrefix("/v2/cap-alerts/tw/"):
        return HTTPResponse(status: 200, body: Fixture.data(Fixture.capTaiwanCircle))
      default: return HTTPResponse(status: 404, body: [])
      }
    }
  }

  func report(linking links: [String]) async throws -> (AlertReport, [HTTPRequest]) {
    let feed = try Self.australianFeed(items: links.count) { number, item in
      item.replacingOccurrences(of: Self.australianLink, with: links[number])
    }
    let http = Self.stub(feed: feed)
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    return (await service(http).alerts(for: kokpekti), http.requests)
  }

  /// Each document is read as XML once a run: it was read to decide whether to keep it, then
  /// again for its warnings. Counted by the readings of a clock the work meter reads once per
  /// `WorkMeter.stride` bytes, with a deadline that never passes.
  @Test func eachDocumentIsReadOnce() async throws {
    let document = Array(Self.kazakh(size: 1_500_000).utf8)
    let once = WorkDeadlineTests.CountingClock()
    try WorkDeadline.$current.withValue(once.deadline(after: 1e9)) {
      _ = try XMLTree.parse(document)
    }
    #expect(once.readings > 1_000)
    let feed = try Self.australianFeed(items: 1) { _, item in
      item.replacingOccurrences(
        of: Self.australianLink, with: "https://severeweather.wmo.int" + Self.documentPath)
    }
    let http = StubHTTP { request throws(TransportError) in
      HTTPResponse(status: 200, body: request.url.path == Self.feedPath ? feed : document)
    }
    let store = MemoryCacheStore()
    let service = PublicAlertService(
      http: http.client, timeout: 5, cache: Cache(store: store, now: { [clock] in clock.now }),
      now: { [clock] in clock.now })
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let run = WorkDeadlineTests.CountingClock()
    let report = await WorkDeadline.$current.withValue(run.deadline(after: 1e9)) {
      await service.alerts(for: kokpekti)
    }
    #expect(report.alerts.count == 1 && report.status == .ok)
    #expect(http.requests.count == 2)
    #expect(
      run.readings < once.readings * 3 / 2,
      "\(run.readings) readings, \(once.readings) for one reading")
  }

  /// What one feed's documents may take together is bounded: 100 documents of 2 MB each held
  /// 437 MB at once. Past 16 MiB a document is not read, and not asked: the list is partial.
  @Test func theDocumentsOfOneFeedTakeAtMostSixteenMebibytes() async throws {
    let size = 1_900_000
    let paths = (0..<20).map { "/v2/cap-alerts/kz-kazhydromet-en/big/\($0).xml" }
    let feed = try Self.australianFeed(items: paths.count) { number, item in
      item.replacingOccurrences(
        of: Self.australianLink, with: "https://severeweather.wmo.int" + paths[number])
    }
    let document = Array(Self.kazakh(size: size).utf8)
    let http = StubHTTP { request throws(TransportError) in
      HTTPResponse(status: 200, body: request.url.path == Self.feedPath ? feed : document)
    }
    let kokpekti = try Location(latitude: 48.75, longitude: 82.40, source: .coordinates)
    let report = await service(http).alerts(for: kokpekti)
    let documents = http.requests.count - 1
    let fitting = PublicAlertService.documentsByteLimit / size
    #expect(documents >= fitting && documents < paths.count, "\(documents) documents asked")
    #expect(report.alerts.count == 1)
    #expect(!report.status.isComplete)
    guard case .partial(.unreadable(_, let detail)) = report.status else {
      Issue.record("\(report.status)")
      return
    }
    #expect(detail.contains("past the 16 MiB the documents of one feed may take together"))
  }

  @Test func linksOffTheHostAreNeverFollowedAndOnItGoToTheRootAskedAt() async throws {
    let document = "https://severeweather.wmo.int" + Self.documentPath
    for link in [
      "https://severeweather.wmo.int@evil.example" + Self.documentPath,
      "https://severeweather.wmo.int:443@evil.example" + Self.documentPath,
      "https://evil.example#@severeweather.wmo.int" + Self.documentPath,
      "https://evil.example?@severeweather.wmo.int" + Self.documentPath,
      "https://severeweather.wmo.int.evil.example" + Self.documentPath,
      "https://evil.example/severeweather.wmo.int" + Self.documentPath,
      "ftp://severeweather.wmo.int" + Self.documentPath,
      "https://[::1]" + Self.documentPath, "//evil.example" + Self.documentPath,
    ] {
      let (report, requests) = try await report(linking: [link])
      #expect(requests.allSatisfy { $0.url.host == "severeweather.wmo.int" }, "\(link)")
      #expect(report.alerts.isEmpty, "\(link)")
    }
    // A port or user name on the right host: asked at the root, without either.
    for link in [
      "https://severeweather.wmo.int:8443" + Self.documentPath,
      "https://evil.example@severeweather.wmo.int" + Self.documentPath,
      "http://user:secret@severeweather.wmo.int:80" + Self.documentPath,
    ] {
      let (report, requests) = try await report(linking: [link])
      #expect(requests.last?.url.text == document, "\(link)")
      // Nor is a redirect off the host followed (SameHostRedirectTests).
      #expect(requests.last?.staysOnHost == true && requests.first?.staysOnHost == false)
      #expect(report.alerts.count == 1 && report.status == .ok, "\(link)")
    }
    // Dot segments, escaped or not, and a path of 100 KB stay on the host; a document that
    // is not there is unread, never "no warning".
    for link in [
      "https://severeweather.wmo.int/v2/../../../etc/passwd",
      "https://severeweather.wmo.int/%2e%2e/%2E%2E/etc/passwd",
      "https://severeweather.wmo.int/" + String(repeating: "a/", count: 50_000),
    ] {
      let (report, requests) = try await report(linking: [link])
      #expect(requests.allSatisfy { $0.url.host == "severeweather.wmo.int" })
      #expect(requests.count == 2)
      #expect(!report.status.isComplete)
    }
  }

  @Test(arguments: [
    "https://SEVEREWEATHER.WMO.INT" + CAPHostileTests.documentPath,
    "https://SevereWeather.wmo.int" + CAPHostileTests.documentPath,
    "https://severeweather.wmo.int." + CAPHostileTests.documentPath, CAPHostileTests.documentPath,
  ])
  func aLinkToTheSourcesOwnHostWrittenOtherwiseIsNotTakenForNoWarning(_ link: String)
    async throws
  {
    // The host written in capitals (the same host: RFC 3986 names are case-insensitive), as a
    // fully qualified name, or a path alone: followed, or the list is not called complete.
    let (report, _) = try await report(linking: [link])
    do {
      #expect(report.alerts.count == 1 || !report.status.isComplete)
    }
  }

  @Test func aWarningListedPastTheHundredthItemIsNotTakenForNoWarning() async throws {
    // A hundred current warnings elsewhere (Taiwan's document), then the point's.
    let links =
      (0..<100).map { "https://severeweather.wmo.int/v2/cap-alerts/tw/\($0).xml" }
      + ["https://severeweather.wmo.int" + Self.documentPath]
    let (report, requests) = try await report(linking: links)
    #expect(requests.count <= 101)
    do {
      #expect(report.alerts.count == 1 || !report.status.isComplete)
    }
  }
}
