import Foundation
import Testing

@testable import RainstormCore

/// Bright Sky's radar answer (DWD's RADOLAN composite), from a recording of
/// `/radar?lat=52&lon=7.6` (Münster) with 13 measured and 12 forecast frames (provenance in
/// Fixtures/Radar/SOURCES.md), and the hostile answers a server could send instead.
@Suite struct BrightSkyRadarTests {
  static let recording = "Radar/brightsky_radar_compressed_lat52_lon7.6_2024-03-27T0820Z.json"
  static let host = "api.brightsky.dev"

  @Test func readsTheRecordedAnswer() throws {
    let radar = try BrightSkyRadar.read(Fixture.data(Self.recording), host: Self.host)
    #expect((radar.top, radar.left, radar.bottom, radar.right) == (280, 171, 680, 571))
    #expect(radar.width == 401 && radar.height == 401)
    #expect(radar.frames.count == 25)
    #expect(radar.frames.filter(\.measured).count == 13)
    #expect(radar.frames.first?.time == Date(timeIntervalSince1970: 1_711_527_600))  // 08:20Z
    #expect(radar.frames.last?.time == Date(timeIntervalSince1970: 1_711_534_800))  // 10:20Z
    #expect(radar.frames.prefix(13).allSatisfy { $0.measured })
    // The first frame: 23,268 pixels with rain, none over 0.5 mm in 5 minutes (as numpy read
    // the recording; SOURCES.md), and none at the place asked for.
    let first = try radar.values(radar.frames[0], host: Self.host)
    #expect(first.count == 401 * 401)
    #expect(first.filter { $0 > 0 }.count == 23_268)
    #expect(first.max() ?? 0 <= 51)
    #expect(first[200 * 401 + 200] == 0)
    let heaviest = try radar.frames.map { try radar.values($0, host: Self.host).max() ?? 0 }
    #expect(heaviest.max() == 51)
  }

  /// The grid's corners as Bright Sky gives them, and the recorded answer's own position of
  /// the place (`latlon_position`, in the box: 200.244, 200.088).
  @Test func projectsOntoTheGrid() {
    let place = RadolanGrid.pixel(latitude: 52, longitude: 7.6)
    #expect(abs(place.x - 171 - 200.244) < 0.001 && abs(place.y - 280 - 200.088) < 0.001)
    let corners = [
      (55.862_087_11, 1.463_301_510, -0.5, -0.5), (55.845_438_56, 18.731_616_45, 1099.5, -0.5),
      (45.684_605_78, 16.580_869_35, 1099.5, 1199.5), (45.696_425_38, 3.566_994_635, -0.5, 1199.5),
    ]
    for (latitude, longitude, x, y) in corners {
      let pixel = RadolanGrid.pixel(latitude: latitude, longitude: longitude)
      #expect(abs(pixel.x - x) < 0.001 && abs(pixel.y - y) < 0.001, "\(latitude), \(longitude)")
    }
  }

  @Test(arguments: [
    ("{}", "not Bright Sky's radar answer"),
    ("[1]", "not Bright Sky's radar answer"),
    (#"{"bbox":[0,0,10],"radar":[]}"#, "its radar box is not within the grid"),
    (#"{"bbox":[0,0,1200,10],"radar":[]}"#, "its radar box is not within the grid"),
    (#"{"bbox":[5,0,4,10],"radar":[]}"#, "its radar box is not within the grid"),
    (#"{"bbox":[0,-1,4,10],"radar":[]}"#, "its radar box is not within the grid"),
    (#"{"bbox":[0,0,1e300,10],"radar":[]}"#, "its radar box is not within the grid"),
    (#"{"bbox":[0,0.5,4,10],"radar":[]}"#, "its radar box is not within the grid"),
    (
      #"{"bbox":[0,0,1,1],"radar":[{"timestamp":"yesterday","precipitation_5":"eJw="}]}"#,
      "a radar frame has no time or values"
    ),
    (
      #"{"bbox":[0,0,1,1],"radar":[{"timestamp":"2024-03-27T08:20:00+00:00","precipitation_5":"e?w="}]}"#,
      "a radar frame has no time or values"
    ),
    (
      #"{"bbox":[0,0,1,1],"radar":[{"timestamp":"2024-03-27T08:20:00+00:00","precipitation_5":""},"#
        + #"{"timestamp":"2024-03-27T08:15:00+00:00","precipitation_5":""}]}"#,
      "its radar frames are not in time order"
    ),
  ])
  func refusesWhatIsNoRadarAnswer(body: String, detail: String) {
    #expect(throws: ServiceError.unreadable(host: Self.host, detail: detail)) {
      try BrightSkyRadar.read(Array(body.utf8), host: Self.host)
    }
  }

  /// A frame whose stream is damaged, of the wrong size or holds a value no rain reaches is an
  /// error, never a picture.
  @Test func refusesAFrameThatCannotBeTrue() throws {
    func answer(_ values: [UInt16], width: Int) -> [UInt8] {
      var bytes: [UInt8] = []
      for value in values { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
      let packed = Self.stored(bytes)
      let text = Data(packed).base64EncodedString()
      return Array(
        (#"{"bbox":[0,0,0,\#(width - 1)],"radar":[{"timestamp":"2024-03-27T08:20:00+00:00","#
          + #""source":"RADOLAN::RV::2024-03-27T08:20:00+00:00","precipitation_5":"\#(text)"}]}"#)
          .utf8)
    }
    let good = try BrightSkyRadar.read(answer([0, 12, 3000], width: 3), host: Self.host)
    #expect(try good.values(good.frames[0], host: Self.host) == [0, 12, 3000])
    #expect(good.frames[0].measured)

    let heavy = try BrightSkyRadar.read(answer([0, 3001, 0], width: 3), host: Self.host)
    #expect(throws: ServiceError.self) { try heavy.values(heavy.frames[0], host: Self.host) }
    let short = try BrightSkyRadar.read(answer([0, 1], width: 3), host: Self.host)
    #expect(
      throws: ServiceError.unreadable(host: Self.host, detail: "a radar frame has 2 values, not 3")
    ) { try short.values(short.frames[0], host: Self.host) }
    var damaged = Fixture.data(Self.recording)
    // A byte in the middle of the first frame's base64 changed: the stream's check fails.
    let marker = Array(#""precipitation_5": ""#.utf8)
    let start = try #require(damaged.firstRange(of: marker)).upperBound
    damaged[start + 400] =
      damaged[start + 400] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
    let radar = try BrightSkyRadar.read(damaged, host: Self.host)
    #expect(throws: ServiceError.self) { try radar.values(radar.frames[0], host: Self.host) }
  }

  @Test func decodesBase64Strictly() {
    #expect(Base64.decode("") == [])
    #expect(Base64.decode("TWFu") == Array("Man".utf8))
    #expect(Base64.decode("TWE=") == Array("Ma".utf8))
    #expect(Base64.decode("TQ==") == Array("M".utf8))
    #expect(Base64.decode("+/+/") == [0xFB, 0xFF, 0xBF])
    for bad in ["TWF", "TQ=", "TQ==TWFu", "T=Fu", "TW\nFu", "TWFu=", "====", "TWé="] {
      #expect(Base64.decode(bad) == nil, "\(bad)")
    }
  }

  /// `bytes` as a zlib stream of one stored block (at most 65,535 bytes).
  static func stored(_ bytes: [UInt8]) -> [UInt8] {
    let length = UInt16(bytes.count)
    let adler = Inflate.adler32(bytes)
    return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8)]
      + [UInt8(~length & 0xFF), UInt8(~length >> 8)] + bytes
      + [
        UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF),
        UInt8(adler & 0xFF),
      ]
  }
}

/// A recorded frame on the map: the rain around Münster where the radar saw it, with the
/// borders of the embedded table.
@Suite struct BrightSkyRadarMapTests {
  @Test func drawsTheRecordedRainAroundMuenster() throws {
    let radar = try BrightSkyRadar.read(
      Fixture.data(BrightSkyRadarTests.recording), host: BrightSkyRadarTests.host)
    // 08:35Z, the frame with the heaviest rain of the answer.
    let frame = try #require(
      radar.frames.first { $0.time == Date(timeIntervalSince1970: 1_711_528_500) })
    let grid = try radar.grid(frame, host: BrightSkyRadarTests.host)
    let projection = try #require(WebMercator(zoom: 6, tileSize: 256))
    let window = MapWindow(projection, centredOnLatitude: 52, longitude: 7.6, width: 72, height: 40)
    var map = try #require(RadarMap(width: 72, height: 40))
    map.drawBorders(window)
    grid.draw(into: &map, window: window)
    // Every pixel drawn holds the rate of a grid pixel: a whole number of 0.12 mm/h.
    let rates = map.rates.compactMap { $0 }
    #expect(!rates.isEmpty)
    #expect(rates.allSatisfy { abs(($0 / 0.12).rounded() * 0.12 - $0) < 1e-9 })
    #expect((rates.max() ?? 0) <= 51 * 0.12 + 1e-9)
    let centre = window.pixel(latitude: 52, longitude: 7.6)
    let text =
      map.lines(colors: .none, marker: (Int(centre.x), Int(centre.y))).joined(separator: "\n")
      + "\n"
    #expect(text == Golden.expected("radar-muenster-brightsky.txt", actual: text))
  }

  /// Outside the answer's box nothing is drawn: a window far from it stays empty.
  @Test func drawsNothingOutsideTheBox() throws {
    let radar = try BrightSkyRadar.read(
      Fixture.data(BrightSkyRadarTests.recording), host: BrightSkyRadarTests.host)
    let grid = try radar.grid(radar.frames[3], host: BrightSkyRadarTests.host)
    let projection = try #require(WebMercator(zoom: 7, tileSize: 256))
    let window = MapWindow(
      projection, centredOnLatitude: 48.14, longitude: 11.58, width: 40, height: 20)
    var map = try #require(RadarMap(width: 40, height: 20))
    grid.draw(into: &map, window: window)
    #expect(map.rates.allSatisfy { $0 == nil })
  }
}
