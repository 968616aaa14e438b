import Testing

@testable import RainstormCore

/// Web Mercator as tile servers number their tiles, and the radar map as a terminal shows it
/// (issue 47's map, not yet reachable from the command line).
@Suite struct WebMercatorTests {
  let zoom7 = WebMercator(zoom: 7, tileSize: 256)

  @Test func numbersTilesAsTheServersDo() throws {
    // OpenStreetMap's tile of central London at zoom 10 is 511/340.
    let zoom10 = try #require(WebMercator(zoom: 10, tileSize: 256))
    let london = zoom10.pixel(latitude: 51.5074, longitude: -0.1278)
    #expect(Int(london.x) / 256 == 511 && Int(london.y) / 256 == 340)
    // Zagreb at zoom 7: 69/45 (worked out on paper from the projection's formula).
    let zagreb = try #require(zoom7).pixel(latitude: 45.815, longitude: 15.982)
    #expect(abs(zagreb.x - 17_838.717) < 0.01 && abs(zagreb.y - 11_681.802) < 0.01)
    // The world's middle, and its corners.
    let zoom0 = try #require(WebMercator(zoom: 0, tileSize: 256))
    #expect(zoom0.pixel(latitude: 0, longitude: 0) == (128, 128))
    let top = zoom0.pixel(latitude: 90, longitude: -180)
    #expect(top.x == 0 && abs(top.y) < 1e-6)
  }

  @Test func goesBackFromAPixelToThePoint() throws {
    let projection = try #require(zoom7)
    for (latitude, longitude) in [(45.815, 15.982), (-33.9, 18.4), (64.1, -21.9), (0, 179.9)] {
      let pixel = projection.pixel(latitude: latitude, longitude: longitude)
      let back = projection.coordinates(x: pixel.x, y: pixel.y)
      #expect(abs(back.latitude - latitude) < 1e-9 && abs(back.longitude - longitude) < 1e-9)
    }
  }

  @Test func measuresThePixels() throws {
    let zoom0 = try #require(WebMercator(zoom: 0, tileSize: 256))
    #expect(abs(zoom0.metresPerPixel(latitude: 0) - 156_543.034) < 0.001)
    // At 60° a pixel is half as wide on the ground; at zoom 7 with 512-pixel tiles, 1/256th.
    let zoom7x512 = try #require(WebMercator(zoom: 7, tileSize: 512))
    #expect(abs(zoom7x512.metresPerPixel(latitude: 60) - 156_543.034 / 512) < 0.01)
  }

  @Test func refusesWhatIsNoProjection() {
    #expect(WebMercator(zoom: -1, tileSize: 256) == nil)
    #expect(WebMercator(zoom: 21, tileSize: 256) == nil)
    #expect(WebMercator(zoom: 7, tileSize: 0) == nil)
  }

  /// A window no larger than a tile needs at most four, placed so that the point is at the
  /// window's centre.
  @Test(arguments: [(45.815, 15.982), (51.5074, -0.1278), (-33.9, 18.4), (35.68, 139.69)])
  func aWindowIsCoveredByAtMostFourTiles(latitude: Double, longitude: Double) throws {
    let projection = try #require(zoom7)
    let (width, height) = (200, 120)
    let tiles = projection.tiles(
      centredOnLatitude: latitude, longitude: longitude, width: width, height: height)
    #expect((1...4).contains(tiles.count))
    let centre = projection.pixel(latitude: latitude, longitude: longitude)
    let holder = try #require(
      tiles.first { $0.x == Int(centre.x) / 256 && $0.y == Int(centre.y) / 256 })
    // The point's pixel, in the window: the tile's corner there plus its place in the tile.
    let x = holder.left + Int(centre.x) % 256
    let y = holder.top + Int(centre.y) % 256
    #expect(abs(x - width / 2) <= 1 && abs(y - height / 2) <= 1, "\(x), \(y)")
    // Every window pixel is in exactly one tile.
    for (wx, wy) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)] {
      let holders = tiles.filter {
        (0..<256).contains(wx - $0.left) && (0..<256).contains(wy - $0.top)
      }
      #expect(holders.count == 1, "\(wx), \(wy)")
    }
  }

  @Test func wrapsAcrossTheAntimeridianAndStopsAtThePoles() throws {
    let zoom1 = try #require(WebMercator(zoom: 1, tileSize: 256))
    let fiji = zoom1.tiles(centredOnLatitude: -17, longitude: 179.99, width: 100, height: 20)
    #expect(Set(fiji.map(\.x)) == [0, 1])
    let eastmost = try #require(fiji.first { $0.x == 1 })
    let wrapped = try #require(fiji.first { $0.x == 0 })
    #expect(wrapped.left == eastmost.left + 256)
    // Above the world's top there is no tile: only the row that exists is asked.
    let north = zoom1.tiles(centredOnLatitude: 85, longitude: 10, width: 20, height: 100)
    #expect(!north.isEmpty && north.allSatisfy { $0.y == 0 })
    #expect(zoom1.tiles(centredOnLatitude: 0, longitude: 0, width: 0, height: 10).isEmpty)
  }
}

@Suite struct RadarMapTests {
  @Test func sortsRatesIntoTheLegendsSteps() {
    #expect(RadarMap.step(nil) == 0)
    #expect(RadarMap.step(0.05) == 0)
    #expect(RadarMap.step(0.1) == 1)
    #expect(RadarMap.step(1.9) == 2)
    #expect(RadarMap.step(2) == 3)
    #expect(RadarMap.step(250) == 6)
  }

  @Test func convertsBetweenRatesAndReflectivity() {
    // Z = 200 R^1.6: 1 mm/h is 10 log10(200) = 23.0 dBZ.
    #expect(abs(RadarMap.reflectivity(rate: 1) - 23.0103) < 0.001)
    for rate in [0.1, 0.5, 2.0, 30, 100] {
      #expect(abs(RadarMap.rate(reflectivity: RadarMap.reflectivity(rate: rate)) - rate) < 1e-9)
    }
    #expect(RadarMap.legend(colors: .none).map(\.dBZ) == [7, 18, 28, 37, 47, 55])
  }

  @Test func keepsNoRateASkyCannotHold() throws {
    var map = try #require(RadarMap(width: 2, height: 2))
    for hostile in [Double.nan, -1, .infinity, -.infinity] {
      map[0, 0] = hostile
      #expect(map[0, 0] == nil)
    }
    map[5, 5] = 3
    #expect(map.rates.allSatisfy { $0 == nil })
    #expect(RadarMap(width: 0, height: 2) == nil && RadarMap(width: 2, height: 5000) == nil)
  }

  /// Without colour a cell is a character for its heavier pixel, and the place a `+`.
  @Test func drawsCharactersWithoutColour() throws {
    var map = try #require(RadarMap(width: 4, height: 3))
    map[0, 0] = 0.2
    map[1, 1] = 10
    map[2, 0] = 0.6
    map[2, 1] = 40
    map[3, 2] = 120
    #expect(map.lines(colors: .none) == [".*# ", "   @"])
    #expect(map.lines(colors: .none, marker: (1, 1)) == [".+# ", "   @"])
  }

  /// In colour a cell is `▀` with the upper pixel's colour before and the lower's behind;
  /// `▄` when only the lower has rain; a run of cells alike is styled once.
  @Test func drawsHalfBlocksInTheTerminalsColours() throws {
    var map = try #require(RadarMap(width: 4, height: 2))
    map[0, 0] = 0.2
    map[1, 0] = 0.2
    map[1, 1] = 3
    map[2, 1] = 40
    let escape = "\u{1B}["
    #expect(
      map.lines(colors: .trueColor) == [
        "\(escape)0;38;2;80;140;255m▀\(escape)0;38;2;80;140;255;48;2;250;220;0m▀"
          + "\(escape)0;38;2;230;20;20m▄\(escape)0m "
      ])
    #expect(
      map.lines(colors: .palette256) == [
        "\(escape)0;38;5;69m▀\(escape)0;38;5;69;48;5;220m▀\(escape)0;38;5;160m▄\(escape)0m "
      ])
    #expect(
      map.lines(colors: .ansi16) == [
        "\(escape)0;34m▀\(escape)0;34;43m▀\(escape)0;31m▄\(escape)0m "
      ])
    // The place, over rain: bold black on the heavier pixel's colour; elsewhere bold in the
    // terminal's own colour, seen on light and dark backgrounds.
    #expect(
      map.lines(colors: .ansi16, marker: (1, 0)) == [
        "\(escape)0;34m▀\(escape)0;1;30;43m+\(escape)0;31m▄\(escape)0m "
      ])
    #expect(
      map.lines(colors: .ansi16, marker: (3, 0)) == [
        "\(escape)0;34m▀\(escape)0;34;43m▀\(escape)0;31m▄\(escape)0;1m+\(escape)0m"
      ])
  }

  @Test func anOddHeightEndsWithAHalfRow() throws {
    var map = try #require(RadarMap(width: 2, height: 3))
    map[1, 2] = 10
    let lines = map.lines(colors: .ansi16)
    #expect(lines.count == 2)
    #expect(lines[1] == " \u{1B}[0;93m▀\u{1B}[0m")
  }
}

/// Borders and coasts from the embedded table, where they fall on the map.
@Suite struct RadarMapBorderTests {
  /// A map of `width` by `height` pixels at `zoom` centred on a point, its borders drawn.
  static func map(
    _ latitude: Double, _ longitude: Double, zoom: Int, width: Int = 120, height: Int = 60
  ) throws -> (RadarMap, MapWindow) {
    let projection = try #require(WebMercator(zoom: zoom, tileSize: 256))
    let window = MapWindow(
      projection, centredOnLatitude: latitude, longitude: longitude, width: width, height: height)
    var map = try #require(RadarMap(width: width, height: height))
    map.drawBorders(window)
    return (map, window)
  }

  /// Whether the straight path between two points crosses a drawn line.
  static func crossesALine(
    _ map: RadarMap, _ window: MapWindow, from a: (Double, Double), to b: (Double, Double)
  ) -> Bool {
    let start = window.pixel(latitude: a.0, longitude: a.1)
    let end = window.pixel(latitude: b.0, longitude: b.1)
    var path = map
    path.outline = Array(repeating: false, count: map.width * map.height)
    path.drawLine(from: start, to: end)
    return zip(path.outline, map.outline).contains { $0 && $1 }
  }

  /// Towns across a border, each several kilometres from the line (Natural Earth's line may be
  /// 0.6 km off), have a drawn line between them; towns of one country with no border
  /// between them have none.
  @Test(arguments: [
    // Strasbourg and Offenburg, across the Rhine (FR, DE).
    ((48.5734, 7.7521), (48.4708, 7.9408), true),
    // El Paso and Ciudad Juárez's south (US, MX).
    ((31.7900, -106.4200), (31.6500, -106.4300), true),
    // Zagreb and Sesvete, both in Croatia.
    ((45.8150, 15.9819), (45.8300, 16.1100), false),
    // Lyon and Villeurbanne.
    ((45.7640, 4.8357), (45.7719, 4.8902), false),
  ])
  func aBorderFallsBetweenTownsOfTwoCountries(
    a: (Double, Double), b: (Double, Double), across: Bool
  ) throws {
    let (map, window) = try Self.map(
      (a.0 + b.0) / 2, (a.1 + b.1) / 2, zoom: 9, width: 160, height: 160)
    #expect(Self.crossesALine(map, window, from: a, to: b) == across)
    // Neither town lies on the line.
    for town in [a, b] {
      let pixel = window.pixel(latitude: town.0, longitude: town.1)
      let index = Int(pixel.y) * map.width + Int(pixel.x)
      try #require(map.outline.indices.contains(index), "\(town) is off the map")
      #expect(!map.outline[index], "\(town)")
    }
  }

  /// Around Münster, 300 km across, the only lines are the Dutch border to the west: none
  /// east of it, where the Aleutians' edges, half a world away, once crossed the whole map.
  @Test func anEdgeHalfAWorldAwayStaysOffTheMap() throws {
    let (map, _) = try Self.map(52, 7.6, zoom: 6, width: 200, height: 108)
    #expect(map.outline.contains(true))
    for y in 0..<map.height {
      for x in 120..<map.width { #expect(!map.outline[y * map.width + x], "\(x), \(y)") }
    }
  }

  @Test func drawsTheCoast() throws {
    // Split, on the Adriatic: the coast runs through the map.
    let (split, _) = try Self.map(43.5081, 16.4402, zoom: 8)
    #expect(split.outline.contains(true))
    // The open Atlantic: nothing.
    let (sea, _) = try Self.map(40, -40, zoom: 7)
    #expect(!sea.outline.contains(true))
  }

  /// Where France, Germany and Switzerland meet, as characters: the golden map is what a user
  /// without colour sees around Basel (a `+`), lines of `·`, rain as its characters.
  @Test func basel() throws {
    var (map, window) = try Self.map(47.5596, 7.5886, zoom: 8, width: 72, height: 36)
    // A shower north-east of the town, heavier at its heart.
    for y in 4..<12 {
      for x in 48..<62 { map[x, y] = x > 52 && x < 58 && y > 6 && y < 10 ? 12 : 1 }
    }
    let centre = window.pixel(latitude: 47.5596, longitude: 7.5886)
    let text =
      map.lines(colors: .none, marker: (Int(centre.x), Int(centre.y))).joined(separator: "\n")
      + "\n"
    #expect(text == Golden.expected("radar-basel.txt", actual: text))
    // The same in colour: every cell is a half-block, a space or the place.
    let colored = map.lines(colors: .trueColor).joined()
    #expect(colored.contains("▀") || colored.contains("▄"))
  }

  @Test func aWindowAcrossTheAntimeridianFindsItsBorders() throws {
    // Taveuni, Fiji, on the 180th meridian.
    let (map, window) = try Self.map(-16.85, 179.98, zoom: 7)
    #expect(window.box.west > window.box.east)
    #expect(map.outline.contains(true))
  }

  @Test func clipsLinesToTheMap() throws {
    var map = try #require(RadarMap(width: 10, height: 4))
    map.drawLine(from: (-1e9, 2.5), to: (1e9, 2.5))
    #expect(
      map.outline.enumerated().filter(\.element).map { $0.offset / 10 }
        == Array(repeating: 2, count: 10))
    var nothing = try #require(RadarMap(width: 10, height: 4))
    nothing.drawLine(from: (-5, -5), to: (-1, 20))
    nothing.drawLine(from: (.nan, 1), to: (3, 3))
    #expect(!nothing.outline.contains(true))
  }
}
