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
  /// Pixels across and down.
  package let width: Int
  package let height: Int

  /// An empty map of `width` by `height` pixels (each at least 1, at most 4096).
  package init?(width: Int, height: Int) {
    guard (1...4096).contains(width), (1...4096).contains(height) else { return nil }
    self.width = width
    self.height = height
    rates = Array(repeating: nil, count: width * height)
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
  /// Without colour, the character of each step, from light to heavy.
  package static let characters: [Character] = [".", ":", "+", "*", "#", "@"]

  /// The map as lines of text: `height / 2` rows (rounded up) of `width` cells. The cell at
  /// `marker` (a pixel) shows the place (`+`, drawn over the rain in bold white on colour).
  package func lines(colors: Colors, marker: (x: Int, y: Int)? = nil) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity((height + 1) / 2)
    for row in stride(from: 0, to: height, by: 2) {
      var line = ""
      // The style in force, so that a run of cells alike is styled once.
      var current: String?
      for x in 0..<width {
        let upper = Self.step(self[x, row])
        let lower = row + 1 < height ? Self.step(self[x, row + 1]) : 0
        let marked = marker.map { $0.x == x && ($0.y == row || $0.y == row + 1) } ?? false
        let (text, style) = cell(upper: upper, lower: lower, marked: marked, colors: colors)
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
  private func cell(upper: Int, lower: Int, marked: Bool, colors: Colors) -> (String, String?) {
    if colors == .none {
      if marked { return ("+", nil) }
      let heavier = max(upper, lower)
      return (heavier == 0 ? " " : String(Self.characters[heavier - 1]), nil)
    }
    if marked {
      let under = max(upper, lower)
      let background = under == 0 ? nil : Self.sgr(step: under, colors: colors, background: true)
      return ("+", ["1", "97", background].compactMap { $0 }.joined(separator: ";"))
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

  /// The SGR parameters of a step's colour (1 to `steps.count`) as foreground or background.
  static func sgr(step: Int, colors: Colors, background: Bool) -> String {
    let index = step - 1
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
