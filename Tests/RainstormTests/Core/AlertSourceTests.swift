import Foundation
import Testing

@testable import RainstormCore

/// Choosing the source: by the country when known, else by the country borders.
@Suite struct AlertSourceTests {
  static func location(_ latitude: Double, _ longitude: Double, country: String? = nil) throws
    -> Location
  {
    try Location(latitude: latitude, longitude: longitude, source: .search, countryCode: country)
  }

  /// The sources chosen for a place, without their countries.
  static func sources(_ latitude: Double, _ longitude: Double, country: String? = nil) throws
    -> [AlertSource]
  {
    AlertSource.candidates(for: try location(latitude, longitude, country: country)).map(\.source)
  }

  @Test func byCountryWhenKnown() throws {
    #expect(try Self.sources(43.65, -79.38, country: "CA") == [.environmentCanada])
    #expect(try Self.sources(45.6, 17.22, country: "hr") == [.meteoAlarm])
    #expect(try Self.sources(35.7, 139.7, country: "JP").isEmpty)
    #expect(try Self.sources(78.2, 15.6, country: "SJ") == [.metNorway])
    #expect(try Self.sources(-41.29, 174.78, country: "NZ") == [.metService])
    #expect(try Self.sources(43.24, 76.95, country: "KZ") == [.wmo])
  }

  @Test func byBordersOtherwiseAskingBothCountriesNearABorder() throws {
    #expect(try Self.sources(33.45, -112.07) == [.nws])
    // Toronto was in the boxes of both the United States and Canada.
    #expect(try Self.sources(43.65, -79.38) == [.environmentCanada])
    #expect(try Self.sources(52.52, 13.405) == [.brightSky])
    #expect(try Self.sources(59.91, 10.75) == [.metNorway])
    // Attu, west of the antimeridian, and Adak, east of it.
    #expect(try Self.sources(52.85, 173.18) == [.nws])
    #expect(try Self.sources(51.88, -176.65) == [.nws])
    #expect(try Self.sources(45.6, 17.22) == [.meteoAlarm])
    #expect(try Self.sources(-33.9, 151.2) == [.wmo])
    #expect(try Self.sources(48.75, 82.40) == [.wmo])
    // Detroit's riverside, 300 m from Canada.
    #expect(try Self.sources(42.3314, -83.0458) == [.nws, .environmentCanada])
    // Görlitz: Germany's source by the point, and MeteoAlarm's Polish feed by its country.
    let gorlitz = AlertSource.candidates(for: try Self.location(51.1528, 14.9872))
    #expect(
      gorlitz.map(\.source).sorted { $0.rawValue < $1.rawValue } == [.brightSky, .meteoAlarm])
    #expect(gorlitz.first { $0.source == .meteoAlarm }?.country == "PL")
    #expect(try Self.sources(40, -40).isEmpty)
  }

  @Test func theWMOFeedIsTheCountrysInTheLanguageAskedElseEnglish() throws {
    let root = try #require(WebAddress("http://127.0.0.1:8080/"))
    let almaty = try Self.location(43.24, 76.95, country: "KZ")
    #expect(
      AlertSource.wmo.url(for: almaty, baseURL: root).text
        == "http://127.0.0.1:8080/v2/cap-alerts/kz-kazhydromet-en/rss.xml")
    #expect(
      AlertSource.wmo.url(for: almaty, baseURL: root, language: "ru").text
        == "http://127.0.0.1:8080/v2/cap-alerts/kz-kazhydromet-ru/rss.xml")
    let delhi = try Self.location(28.61, 77.21)
    #expect(
      AlertSource.wmo.url(for: delhi, country: "IN", baseURL: root).text
        == "http://127.0.0.1:8080/v2/cap-alerts/in-ndma-xx/rss.xml")
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
    // Coordinates alone choose MeteoAlarm by the borders; the feed is still the country's.
    let coordinates = try Self.location(52.3728, 4.8936)
    let chosen = AlertSource.candidates(for: coordinates)
    #expect(chosen.map(\.source) == [.meteoAlarm])
    #expect(
      AlertSource.meteoAlarm.url(for: coordinates, country: chosen.first?.country, baseURL: root)
        .text == "http://127.0.0.1:8080/api/v1/warnings/feeds-netherlands")
  }
}
