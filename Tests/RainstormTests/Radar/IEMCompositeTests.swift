import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// The IEM's NEXRAD composite of the contiguous United States, from the recorded N0R image
/// (`Fixtures/Radar/SOURCES.md`): read as palette indices, kept around a place, its nearest
/// rain worked out again by a separate script over the same image (Chicago: 25 pixels east, 31
/// north of the place's pixel, 40.2 km; Oklahoma City: raining, index 13).
@Suite struct IEMCompositeTests {
  static let recording = "Radar/iem_uscomp_n0r_composite_6000x2600_2021-04-28T0049Z.png"
  static let host = "mesonet.agron.iastate.edu"
  /// When the recording says it was made: 2021-04-28T00:49:18Z.
  static let made = Date(timeIntervalSince1970: 1_619_570_958)

  static func answer(_ latitude: Double, _ longitude: Double, kilometres: Double = 170) throws
    -> RadarAnswer
  {
    try IEMComposite.read(
      Fixture.data(recording), host: host, latitude: latitude, longitude: longitude,
      kilometres: kilometres)
  }

  static func nearest(_ answer: RadarAnswer, _ latitude: Double, _ longitude: Double) throws
    -> NearestRain?
  {
    let frame = try #require(answer.frames.first)
    return NearestRain.find(
      in: answer, frame: frame, grid: try frame.grid(), latitude: latitude, longitude: longitude)
  }

  /// The image as ImageMagick and Python read it: 6000 × 2600, 640,756 pixels with an index,
  /// the palette's index 7 the cyan of 5 dBZ, and when it was made.
  @Test func readsTheRecordedCompositeAsIndices() throws {
    let image = try PNGImage.indexed(Fixture.data(Self.recording), maximumPixels: 16_000_000)
    #expect(image.width == 6_000 && image.height == 2_600)
    let indices = image.indices
    #expect(indices.count { $0 != 0 } == 640_756)
    #expect(indices.count { $0 == 20 } == 2)
    #expect(Array(image.palette[21..<24]) == [0, 236, 236])
    #expect(image.texts == ["gentime": "2021-04-28T00:49:18Z"])
    // Its first rows alone are the same rows, read no further.
    let top = try PNGImage.indexed(
      Fixture.data(Self.recording), maximumPixels: 16_000_000, rows: 1_000)
    #expect(top.height == 2_600 && top.indices.count == 1_000 * 6_000)
    #expect(top.indices[...] == indices[..<6_000_000])
    #expect(top.indices(row: 999, columns: 10...19) == indices[5_994_010..<5_994_020])
    // Too large for a lower bound, refused before anything is allocated.
    #expect(throws: PNGImage.Malformed.self) {
      try PNGImage.indexed(Fixture.data(Self.recording), maximumPixels: 4_194_304)
    }
    // An image of another colour type is not read as indices.
    #expect(throws: PNGImage.Malformed("the image is not an 8-bit palette image")) {
      try PNGImage.indexed(PNGImageTests.bytes(PNGSamples.rgba8), maximumPixels: 1_000)
    }
  }

  /// Around Chicago the nearest rain is 40 km north-east; in Oklahoma City it rains; the frame
  /// is the one measured when the image was made; only the box around the place is kept.
  @Test func findsTheNearestRainAroundAPlace() throws {
    let chicago = try Self.answer(41.88, -87.63)
    #expect(chicago.frames.count == 1 && chicago.frames[0].measured)
    #expect(chicago.frames[0].time == Self.made)
    #expect(chicago.name == "iem-nexrad")
    let grid = try chicago.frames[0].grid()
    #expect(grid.width < 500 && grid.height < 400, "\(grid.width) × \(grid.height)")
    let nearest = try #require(try Self.nearest(chicago, 41.88, -87.63))
    #expect(abs(nearest.kilometres - 40.2) < 0.1, "\(nearest.kilometres)")
    #expect((22.5...45).contains(nearest.bearing), "\(nearest.bearing)")
    #expect(nearest.approach == nil)
    let oklahoma = try #require(try Self.nearest(Self.answer(35.47, -97.52), 35.47, -97.52))
    #expect(oklahoma.kilometres == 0)
    // Index 13 is 35 to 40 dBZ: 37.5 dBZ by Marshall and Palmer is 8.2 mm/h.
    let rate = try #require(
      try Self.answer(35.47, -97.52).frames[0].grid().rate(latitude: 35.47, longitude: -97.52))
    #expect(abs(rate - RadarMap.rate(reflectivity: 37.5)) < 1e-9)
    #expect((8...8.5).contains(rate))
  }

  /// What is not such a composite is a readable error.
  @Test func refusesWhatIsNotTheComposite() throws {
    #expect(throws: ServiceError.self) {
      try IEMComposite.read(
        PNGImageTests.bytes(PNGSamples.palette), host: Self.host, latitude: 41.88,
        longitude: -87.63, kilometres: 170)
    }
    #expect(throws: ServiceError.self) {
      try IEMComposite.read(
        Array("<html>busy</html>".utf8), host: Self.host, latitude: 41.88, longitude: -87.63,
        kilometres: 170)
    }
    for (latitude, longitude, kilometres) in [
      (Double.nan, -87.63, 170.0), (41.88, 1e300, 170), (41.88, -87.63, .infinity),
      (10, 10, 170),
    ] {
      #expect(throws: ServiceError.self, "\(latitude), \(longitude), \(kilometres)") {
        try IEMComposite.read(
          Fixture.data(Self.recording), host: Self.host, latitude: latitude,
          longitude: longitude, kilometres: kilometres)
      }
    }
    // A reach far beyond any map's is bounded, never a trap.
    #expect(try Self.answer(41.88, -87.63, kilometres: 1e300).frames.count == 1)
  }

  /// A composite of the right size whose rows down to Chicago's box are `rows` (a synthetic
  /// image, for the hostile cases the recording cannot show): 8-bit palette, every row
  /// filter 0, the pixel data as zlib stored blocks holding only those rows.
  static func synthetic(rows: [[UInt8]], gentime: String? = "2021-04-28T00:49:18Z") -> [UInt8] {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      let length = UInt32(body.count)
      let crc = CRC32.of(typed[...])
      return [24, 16, 8, 0].map { UInt8(length >> $0 & 0xFF) } + typed
        + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
    }
    let size: [UInt8] = [0, 0, 0x17, 0x70, 0, 0, 0x0A, 0x28]  // 6000 × 2600
    var raw: [UInt8] = []
    for row in rows { raw += [0] + row }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", size + [8, 3, 0, 0, 0])
      + chunk("PLTE", Array(repeating: 0, count: 256 * 3))
      + (gentime.map { chunk("tEXt", Array("gentime".utf8) + [0] + Array($0.utf8)) } ?? [])
      + chunk("IDAT", NearestRainTests.zlib(raw)) + chunk("IEND", [])
  }

  /// An index N0R does not have, rows missing before the place's box, or no time: each a
  /// readable error, never a trap; the same rows with a real index read.
  @Test func refusesAHostileComposite() throws {
    let (column, row) = (
      Int(((-87.63 + 126) / 0.01).rounded()), Int(((50 - 41.88) / 0.01).rounded())
    )
    var rows = Array(repeating: [UInt8](repeating: 0, count: 6_000), count: row + 160)
    rows[row][column] = 12
    let good = try IEMComposite.read(
      Self.synthetic(rows: rows), host: Self.host, latitude: 41.88, longitude: -87.63,
      kilometres: 170)
    #expect(try Self.nearest(good, 41.88, -87.63)?.kilometres == 0)
    rows[row][column] = 21
    #expect(
      throws: ServiceError.unreadable(
        host: Self.host, detail: "its radar image has index 21, which N0R does not have")
    ) {
      try IEMComposite.read(
        Self.synthetic(rows: rows), host: Self.host, latitude: 41.88, longitude: -87.63,
        kilometres: 170)
    }
    rows[row][column] = 12
    #expect(throws: ServiceError.self) {
      try IEMComposite.read(
        Self.synthetic(rows: Array(rows.prefix(row))), host: Self.host, latitude: 41.88,
        longitude: -87.63, kilometres: 170)
    }
    #expect(
      throws: ServiceError.unreadable(
        host: Self.host, detail: "its radar image does not say when it was made")
    ) {
      try IEMComposite.read(
        Self.synthetic(rows: rows, gentime: nil), host: Self.host, latitude: 41.88,
        longitude: -87.63, kilometres: 170)
    }
  }

  /// The composite covers the contiguous United States and up to 100 km beyond: Chicago and
  /// Toronto are covered, Mexico City, Anchorage and Honolulu are not.
  @Test(arguments: [
    (41.88, -87.63, true), (43.65, -79.38, true), (19.43, -99.13, false), (61.22, -149.90, false),
    (21.31, -157.86, false), (52.0, 7.6, false),
  ])
  func coversTheContiguousUnitedStates(latitude: Double, longitude: Double, covered: Bool) {
    #expect(IEMRadarService.covers(latitude: latitude, longitude: longitude) == covered)
  }
}

/// `--radar` and the radar setting for a US place, against the recorded composite.
@Suite(.systemZones) struct IEMRadarCommandTests {
  /// Four minutes after the recording was made.
  static let now = IEMCompositeTests.made.addingTimeInterval(240)
  static let url = "https://mesonet.agron.iastate.edu/data/gis/images/4326/USCOMP/n0r_0.png"

  static func harness(asked: Recorder<String>) -> CommandHarness {
    var harness = CommandHarness()
    harness.now = now
    let forecast = harness.http.client
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      guard url.hasPrefix("https://mesonet.agron.iastate.edu/") else {
        return try await forecast.send(request)
      }
      asked.record(url)
      return HTTPResponse(status: 200, body: Fixture.data(IEMCompositeTests.recording))
    }
    return harness
  }

  @Test func drawsTheUSRadarAroundAPlace() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(asked: asked)
    harness.environment["COLUMNS"] = "60"
    harness.environment["HOME"] = "/home/user"
    let run = await harness.run(["41.88,-87.63", "--radar"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "41.88°N, 87.63°W · 00:49 UTC (4 min ago)")
    #expect(lines.contains("Rain 40 km NE"))
    #expect(lines.last?.hasSuffix("Radar: NWS NEXRAD via Iowa Environmental Mesonet") == true)
    #expect(asked.all == [Self.url])
    // The one image serves every place for its 5 minutes.
    let oklahoma = await harness.run(["35.47,-97.52", "--radar"])
    #expect(oklahoma.stdout.contains("\nRain here now\n"), "\(oklahoma.stdout)")
    #expect(asked.all.count == 1)
    // On a terminal one frame has nothing to play: drawn once, no redraw, no wait.
    harness.stdoutIsTerminal = true
    harness.terminalWidth = 60
    let terminal = await harness.run(["41.88,-87.63", "--radar"])
    #expect(terminal.status == .success)
    #expect(!terminal.stdout.contains("\u{1B}[J"))
    #expect(harness.sleeps.all.isEmpty)
  }

  @Test func theRadarSettingReadsTheUSRadar() async throws {
    let asked = Recorder<String>()
    var harness = Self.harness(asked: asked)
    harness.environment["RAINSTORM_RADAR"] = "on"
    harness.now = IEMCompositeTests.made.addingTimeInterval(240)
    let json = await harness.run(["41.88,-87.63", "-f", "json"])
    #expect(json.status == .success, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let radar = try #require(object["radar"] as? [String: Any])
    #expect(radar["source"] as? String == "iem-nexrad")
    #expect(radar["direction"] as? String == "NE")
    #expect(radar["distance_km"] as? Double == 40.2)
    #expect(radar["approach_kmh"] is NSNull)
    #expect(asked.all == [Self.url])
    let human = await harness.run(["41.88,-87.63"])
    #expect(human.stdout.contains(": rain 40 km NE\n"), "\(human.stdout)")
    #expect(human.stdout.contains("\nRadar: NWS NEXRAD via Iowa Environmental Mesonet\n"))
  }
}

extension PNGImage.Indexed {
  /// Every pixel's palette index of the rows read, row after row, as the image's rows give
  /// them (only the tests want the whole).
  var indices: [UInt8] {
    var all: [UInt8] = []
    all.reserveCapacity(rows * width)
    for y in 0..<rows { all += indices(row: y, columns: 0...(width - 1)) }
    return all
  }
}
