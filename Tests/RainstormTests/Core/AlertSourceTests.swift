import Foundation
import Testing

@testable import RainstormCore

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
