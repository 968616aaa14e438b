#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A radar picture on a map's pixel grid, and how a terminal shows it (issue 47): two pixels
/// per character cell, the upper as the foreground of `▀` and the lower as its background, in
/// the colours the terminal has; without colour, one character per cell by its heavier pixel.
package struct RadarMap: Sendable {
  /// The precipitation at each pixel, row by row from the top: a rate in mm/h, nil where the
  /// radar sees none.
  package var rates: [Double?]
  /// Whether each pixel lies on a drawn line (a border or a coast), row by row.
  package var outline: [Bool]
  /// Pixels across and down.
  package let width: Int
  package let height: Int

  /// An empty map of `width` by `height` pixels (each at least 1, at most 4096).
  package init?(width: Int, height: Int) {
    guard (1...4096).contains(width), (1...4096).contains(height) else { return nil }
    self.width = width
    self.height = height
    rates = Array(repeating: nil, count: width * height)
    outline = Array(repeating: false, count: width * height)
  }

  /// Marks the pixels of the line from one point to another (pixels of the map, as
  /// fractions; either end may lie outside it, only the part inside is drawn).
  package mutating func drawLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double))
  {
    guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
      let (from, to) = Self.clip(start, end, width: Double(width), height: Double(height))
    else { return }
    let steps = Int(max(abs(to.x - from.x), abs(to.y - from.y)).rounded(.up))
    for step in 0...steps {
      let t = steps == 0 ? 0 : Double(step) / Double(steps)
      let x = Int((from.x + (to.x - from.x) * t).rounded(.down))
      let y = Int((from.y + (to.y - from.y) * t).rounded(.down))
      if (0..<width).contains(x), (0..<height).contains(y) { outline[y * width + x] = true }
    }
  }

  /// The part of a segment inside `0...width` by `0...height` (Liang and Barsky's clipping),
  /// nil when none is.
  private static func clip(
    _ start: (x: Double, y: Double), _ end: (x: Double, y: Double), width: Double, height: Double
  ) -> ((x: Double, y: Double), (x: Double, y: Double))? {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    var (low, high) = (0.0, 1.0)
    for (p, q) in [(-dx, start.x), (dx, width - start.x), (-dy, start.y), (dy, height - start.y)] {
      if p == 0 {
        if q < 0 { return nil }
      } else {
        let r = q / p
        if p < 0 { low = max(low, r) } else { high = min(high, r) }
        if low > high { return nil }
      }
    }
    return (
      (start.x + low * dx, start.y + low * dy), (start.x + high * dx, start.y + high * dy)
    )
  }

  /// Draws the countries' borders and coasts from the embedded table (`CountryBorders`) as
  /// they fall in `window`.
  package mutating func drawBorders(_ window: MapWindow) {
    let box = window.box
    CountryBorders.forEachEdge(south: box.south, west: box.west, north: box.north, east: box.east) {
      from, to in
      // Natural Earth cuts land at the antimeridian and closes Antarctica along the map's
      // bottom: those edges are no border.
      if abs(from.longitude) >= 179.999, abs(to.longitude) >= 179.999 { return }
      if from.latitude < -84.9, to.latitude < -84.9 { return }
      // Each end on the copy of the world nearest the centre, then the second on the copy
      // nearest the first: an edge half a world away (the Aleutians from Münster) would else
      // have its ends on two copies and cross the whole map.
      let start = window.pixel(latitude: from.latitude, longitude: from.longitude)
      var end = window.pixel(latitude: to.latitude, longitude: to.longitude)
      let size = window.projection.worldPixels
      end.x -= ((end.x - start.x) / size).rounded() * size
      drawLine(from: start, to: end)
    }
  }

  /// The rate at a pixel, nil outside the map or where there is none.
  package subscript(x: Int, y: Int) -> Double? {
    get {
      guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
      return rates[y * width + x]
    }
    set {
      guard (0..<width).contains(x), (0..<height).contains(y) else { return }
      // A rate a sky cannot hold (negative, not finite) is no rate.
      rates[y * width + x] = newValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
  }

  /// The steps of the legend: the lightest rate each shows, in mm/h, lightest first. Below
  /// the first, nothing is drawn (radar clutter and drizzle too light to matter).
  package static let steps: [Double] = [0.1, 0.5, 2, 8, 30, 100]

  /// The step a rate falls in, 1 to `steps.count`, or 0 below the first.
  package static func step(_ rate: Double?) -> Int {
    guard let rate else { return 0 }
    return steps.lastIndex { rate >= $0 }.map { $0 + 1 } ?? 0
  }

  /// The radar reflectivity of a rate, in dBZ, by Marshall and Palmer's relation for
  /// stratiform rain (Z = 200 R^1.6), as the legend gives it to those who read radar in dBZ.
  package static func reflectivity(rate: Double) -> Double {
    10 * log10(200 * pow(rate, 1.6))
  }

  /// The rate of a reflectivity in dBZ, by the same relation (the inverse of `reflectivity`).
  package static func rate(reflectivity dBZ: Double) -> Double {
    pow(pow(10, dBZ / 10) / 200, 1 / 1.6)
  }

  /// How many colours the terminal shows.
  package enum Colors: Sendable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The 256 colours of xterm.
    case palette256
    /// The 16 ANSI colours.
    case ansi16
    /// None (`NO_COLOR`, `--color never`, not a terminal): characters stand for the steps.
    case none
  }

  /// Each step's colour as red, green, blue: blue for the lightest, then green, yellow,
  /// orange, red and magenta, as radar maps are read.
  static let trueColors: [(UInt8, UInt8, UInt8)] = [
    (80, 140, 255), (0, 200, 90), (250, 220, 0), (255, 140, 0), (230, 20, 20), (210, 40, 220),
  ]
  /// The nearest of xterm's 256 colours to each step's.
  static let palette256: [Int] = [69, 41, 220, 208, 160, 170]
  /// The ANSI colour of each step (blue, green, yellow, bright yellow, red, magenta).
  static let ansi16: [Int] = [34, 32, 33, 93, 31, 35]
  /// Without colour, the character of each step, from light to heavy (`+` is the place).
  package static let characters: [Character] = [".", ":", "o", "*", "#", "@"]

  /// What a pixel shows: its rain's step (1 to `steps.count`), else `line` on a border or
  /// coast, else 0.
  private func shade(_ x: Int, _ y: Int) -> Int {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return 0 }
    let step = Self.step(rates[y * width + x])
    return step == 0 && outline[y * width + x] ? Self.line : step
  }

  /// The shade of a pixel on a border or coast, after the rain's steps.
  static let line = steps.count + 1

  /// The map as lines of text: `height / 2` rows (rounded up) of `width` cells. The cell at
  /// `marker` (a pixel) shows the place (`+`, bold, black on the rain's colour).
  /// With `ascii`, cells are characters (in colour when there is colour), for a terminal that
  /// cannot show `▀`.
  package func lines(colors: Colors, marker: (x: Int, y: Int)? = nil, ascii: Bool = false)
    -> [String]
  {
    var lines: [String] = []
    lines.reserveCapacity((height + 1) / 2)
    for row in stride(from: 0, to: height, by: 2) {
      var line = ""
      // The style in force, so that a run of cells alike is styled once.
      var current: String?
      for x in 0..<width {
        let upper = shade(x, row)
        let lower = shade(x, row + 1)
        let marked = marker.map { $0.x == x && ($0.y == row || $0.y == row + 1) } ?? false
        let (text, style) = cell(
          upper: upper, lower: lower, marked: marked, colors: colors, ascii: ascii)
        if style != current {
          line += style.map { "\u{1B}[0;\($0)m" } ?? "\u{1B}[0m"
          current = style
        }
        line += text
      }
      if current != nil { line += "\u{1B}[0m" }
      lines.append(line)
    }
    return lines
  }

  /// One cell's text and the SGR parameters that colour it (nil for none).
  private func cell(upper: Int, lower: Int, marked: Bool, colors: Colors, ascii: Bool)
    -> (String, String?)
  {
    // The heavier rain of the two pixels, else a line if either is on one.
    let heavier = max(upper == Self.line ? 0 : upper, lower == Self.line ? 0 : lower)
    let shown = heavier > 0 ? heavier : (upper == Self.line || lower == Self.line ? Self.line : 0)
    if colors == .none || ascii {
      let style =
        colors == .none || shown == 0
        ? nil : Self.sgr(step: shown, colors: colors, background: false)
      if marked { return ("+", colors == .none ? nil : "1") }
      switch shown {
      case 0: return (" ", nil)
      case Self.line: return (ascii ? "'" : "·", style)
      default: return (String(Self.characters[shown - 1]), style)
      }
    }
    if marked {
      let background =
        heavier == 0 ? nil : Self.sgr(step: heavier, colors: colors, background: true)
      // Bold in the terminal's own colour where there is no rain (light and dark schemes
      // alike), bold black on the rain's colour.
      guard let background else { return ("+", "1") }
      return ("+", "1;30;" + background)
    }
    switch (upper, lower) {
    case (0, 0):
      return (" ", nil)
    case (_, 0):
      return ("▀", Self.sgr(step: upper, colors: colors, background: false))
    case (0, _):
      return ("▄", Self.sgr(step: lower, colors: colors, background: false))
    default:
      let foreground = Self.sgr(step: upper, colors: colors, background: false)
      let background = Self.sgr(step: lower, colors: colors, background: true)
      return ("▀", foreground + ";" + background)
    }
  }

  /// The SGR parameters of a step's colour (1 to `steps.count`, or `line`'s grey) as
  /// foreground or background.
  static func sgr(step: Int, colors: Colors, background: Bool) -> String {
    let index = step - 1
    if step == line {
      switch colors {
      case .trueColor: return background ? "48;2;128;128;128" : "38;2;128;128;128"
      case .palette256: return background ? "48;5;244" : "38;5;244"
      case .ansi16, .none: return background ? "100" : "90"
      }
    }
    switch colors {
    case .trueColor:
      let (red, green, blue) = trueColors[index]
      return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .palette256:
      return "\(background ? 48 : 38);5;\(palette256[index])"
    case .ansi16, .none:
      let code = ansi16[index]
      return "\(background ? code + 10 : code)"
    }
  }

  /// The legend's entries, lightest first: each step's sample (in the colours given) and its
  /// lightest rate in mm/h and in dBZ, such as `▀ 0.5 mm/h 18 dBZ`.
  package static func legend(colors: Colors) -> [(sample: String, rate: Double, dBZ: Int)] {
    steps.indices.map { index in
      let sample: String
      if colors == .none {
        sample = String(characters[index])
      } else {
        sample = "\u{1B}[0;\(sgr(step: index + 1, colors: colors, background: false))m█\u{1B}[0m"
      }
      let dBZ = Int(reflectivity(rate: steps[index]).rounded())
      return (sample, steps[index], dBZ)
    }
  }
}
