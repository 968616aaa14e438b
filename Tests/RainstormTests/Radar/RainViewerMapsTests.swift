import Foundation
import Testing

@testable import RainstormCore

/// RainViewer's list of radar frames (issue 47): the recorded list of 2026-09-25, the tiles'
/// addresses, and lists that would send rainstorm elsewhere or mislead it.
@Suite struct RainViewerMapsTests {
  static let recorded = "rainviewer_weather-maps_2026-09-25.json"
  static let host = "api.rainviewer.com"

  static func text() -> String {
    String(decoding: Fixture.data(recorded), as: UTF8.self)
  }

  static func read(_ text: String) throws(ServiceError) -> RainViewerMaps {
    try RainViewerMaps.read(Array(text.utf8), host: host)
  }

  @Test func readsTheRecordedList() throws {
    let maps = try RainViewerMaps.read(Fixture.data(Self.recorded), host: Self.host)
    #expect(maps.host.text == "https://tilecache.rainviewer.com")
    #expect(maps.generated == 1_790_327_425)
    #expect(maps.past.count == 13)
    #expect(maps.past.first == .init(time: 1_790_320_200, path: "/v2/radar/090cbe952e82"))
    #expect(zip(maps.past, maps.past.dropFirst()).allSatisfy { $1.time - $0.time == 600 })
    // No forecast frames since early 2026.
    #expect(maps.nowcast.isEmpty)
  }

  @Test func aTileIsAtZoomSevenAtMostAndOnTheMap() throws {
    let maps = try RainViewerMaps.read(Fixture.data(Self.recorded), host: Self.host)
    let latest = try #require(maps.past.last)
    #expect(
      maps.tile(latest, zoom: 7, x: 68, y: 44)?.text
        == "https://tilecache.rainviewer.com/v2/radar/dfada3f750b2/256/7/68/44/2/0_0.png")
    #expect(
      maps.tile(latest, zoom: 3, x: 4, y: 2, size: 512, smooth: true)?.text
        == "https://tilecache.rainviewer.com/v2/radar/dfada3f750b2/512/3/4/2/2/1_0.png")
    // Zoom 8 gets a grey "Zoom Level Not Supported" image with status 200: never asked.
    #expect(maps.tile(latest, zoom: 8, x: 0, y: 0) == nil)
    #expect(maps.tile(latest, zoom: 2, x: 4, y: 0) == nil)
    #expect(maps.tile(latest, zoom: 2, x: 0, y: -1) == nil)
    #expect(maps.tile(latest, zoom: 2, x: 0, y: 0, size: 300) == nil)
  }

  /// The recorded list with `original` replaced by `replacement` (each a change a hostile or
  /// broken server could make), and why it must be refused.
  @Test(arguments: [
    ("\"https://tilecache.rainviewer.com\"", "\"http://tilecache.rainviewer.com\""),
    ("\"https://tilecache.rainviewer.com\"", "\"https://tracker.example\""),
    ("\"https://tilecache.rainviewer.com\"", "\"https://rainviewer.com.evil.example\""),
    ("\"https://tilecache.rainviewer.com\"", "\"https://user@tilecache.rainviewer.com\""),
    ("\"https://tilecache.rainviewer.com\"", "\"https://tilecache.rainviewer.com:8080\""),
    ("\"https://tilecache.rainviewer.com\"", "\"https://tilecache.rainviewer.com/x?y\""),
    ("\"/v2/radar/090cbe952e82\"", "\"/v2/radar/../../etc\""),
    ("\"/v2/radar/090cbe952e82\"", "\"/v2/radar/090c?x=1\""),
    ("\"/v2/radar/090cbe952e82\"", "\"//evil.example/x\""),
    ("\"/v2/radar/090cbe952e82\"", "\"/v2/radar/\\u001b[31m\""),
    ("1790320200", "1790327400"),
    ("1790320200", "1e308"),
    ("1790320200", "-1"),
    ("1790320200", "\"soon\""),
    ("\"generated\": 1790327425", "\"generated\": null"),
    ("\"past\": [", "\"past\": {\"a\": ["),
  ])
  func aListThatWouldMisleadIsRefused(original: String, replacement: String) throws {
    let text = Self.text()
    #expect(text.contains(original))
    let changed = text.replacingOccurrences(of: original, with: replacement)
    #expect(throws: ServiceError.self, "\(replacement)") { try Self.read(changed) }
  }

  @Test func aListFromAnAddressNamesThatAddressAlone() throws {
    // From a mirror or a test's server at an IP address: that address, not its "domain".
    let local = Self.text().replacingOccurrences(
      of: "https://tilecache.rainviewer.com", with: "https://127.0.0.1")
    #expect(try RainViewerMaps.read(Array(local.utf8), host: "127.0.0.1").host.host == "127.0.0.1")
    let neighbour = Self.text().replacingOccurrences(
      of: "https://tilecache.rainviewer.com", with: "https://10.0.0.1")
    #expect(throws: ServiceError.self) {
      try RainViewerMaps.read(Array(neighbour.utf8), host: "127.0.0.1")
    }
  }

  @Test func tooManyFramesOrBytesAreRefused() {
    let frame = "{\"time\": 1790320200, \"path\": \"/v2/radar/a\"}"
    var frames: [String] = []
    for index in 0..<65 {
      frames.append(frame.replacingOccurrences(of: "1790320200", with: "\(1_790_320_200 + index)"))
    }
    let many = """
      {"version": "2.0", "generated": 1790327425, "host": "https://tilecache.rainviewer.com",
      "radar": {"past": [\(frames.joined(separator: ","))], "nowcast": []}}
      """
    #expect(throws: ServiceError.self) { try Self.read(many) }
    let sixtyFour = many.replacingOccurrences(of: "," + frames[64], with: "")
    #expect((try? Self.read(sixtyFour))?.past.count == 64)
    let large = Self.text() + String(repeating: " ", count: 262_144)
    #expect(throws: ServiceError.self) { try Self.read(large) }
  }
}
