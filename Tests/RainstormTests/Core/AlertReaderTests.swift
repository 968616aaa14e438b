import Foundation
import Testing

@testable import RainstormCore

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
