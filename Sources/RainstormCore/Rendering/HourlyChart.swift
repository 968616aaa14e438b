/// Draws hours as text: a temperature sparkline with its low and high marked, precipitation
/// probability as bars beneath (a dot for 0%, a gap where it is unknown), and hour labels below.
///
/// One column per hour up to `maximumColumns`, or as many as fit beside the labels in a
/// narrower terminal; longer ranges put several hours in a column (mean temperature, highest
/// probability).
struct HourlyChart {
  static let maximumColumns = 64
  static let labelWidth = 12

  let hours: ArraySlice<Forecast.Hour>
  let formatter: ValueFormatter
  /// The terminal's width, which the rows and the summary under them fit; nil when it is
  /// unlimited.
  var width: Int? = nil

  /// The most columns of hours: `maximumColumns`, fewer when the terminal is narrower.
  private var columnLimit: Int {
    guard let width else { return Self.maximumColumns }
    return max(1, min(Self.maximumColumns, width - Self.labelWidth))
  }

  private var ramp: [Character] {
    formatter.ascii ? Array("_-~=+*#@") : Array("▁▂▃▄▅▆▇█")
  }

  func lines() -> [String] {
    let hours = Array(self.hours)
    guard !hours.isEmpty else { return [] }
    let step = (hours.count + columnLimit - 1) / columnLimit
    let columns = stride(from: 0, to: hours.count, by: step).map {
      hours[$0..<min(hours.count, $0 + step)]
    }
    let temperatures = columns.map { column -> Double? in
      let values = column.compactMap(\.temperature).filter(\.isFinite)
      guard !values.isEmpty else { return nil }
      let count = Double(values.count)
      let sum = values.reduce(0, +)
      // A sum of huge values overflows; dividing first does not.
      return sum.isFinite ? sum / count : values.reduce(0) { $0 + $1 / count }
    }
    let probabilities = columns.map { $0.compactMap(\.precipitationProbability).max() }

    var lines = [formatter.say("chart.next", count: hours.count)]
    lines.append(label(formatter.say("chart.temperature")) + sparkline(temperatures))
    let known = hours.indices.filter { hours[$0].temperature != nil }
    let low = known.min { (hours[$0].temperature ?? 0) < (hours[$1].temperature ?? 0) }
    let high = known.max { (hours[$0].temperature ?? 0) < (hours[$1].temperature ?? 0) }
    if let low, let high {
      var marks = Array(repeating: Character(" "), count: columns.count)
      marks[low / step] = mark("chart.lowMark", "L")
      marks[high / step] = mark("chart.highMark", "H")
      lines.append(trimmed(label("") + String(marks)))
    }
    lines.append(trimmed(label(formatter.say("chart.chance")) + bars(probabilities)))
    lines.append(trimmed(label(formatter.say("chart.hour")) + hourLabels(columns)))
    var summary: [String] = []
    for (key, index) in [("chart.low", low), ("chart.high", high)] {
      guard let index, low != nil, high != nil else { continue }
      let hour = hours[index]
      summary.append(
        formatter.say(
          key,
          [
            ("temperature", formatter.temperature(hour.temperature) ?? ""),
            ("time", formatter.clock(hour.time)),
          ]))
    }
    if let most = probabilities.compactMap({ $0 }).max() {
      summary.append(
        formatter.say("chart.chanceUpTo", [("percent", formatter.percent(most) ?? "")]))
    }
    if !summary.isEmpty {
      lines += formatter.list(summary).capitalizingFirst().wrapped(toDisplayWidth: width)
    }
    return lines
  }

  /// A row's label, padded to the labels' column by display width.
  private func label(_ text: String) -> String {
    text + String(repeating: " ", count: max(1, Self.labelWidth - text.displayWidth))
  }

  /// A one-column mark under the temperatures, `fallback` when the language's is not.
  private func mark(_ key: String, _ fallback: Character) -> Character {
    let text = formatter.say(key)
    guard text.count == 1, text.displayWidth == 1, let character = text.first else {
      return fallback
    }
    return character
  }

  private func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  private func sparkline(_ values: [Double?]) -> String {
    let known = values.compactMap { $0 }
    let finite = known.filter(\.isFinite)
    guard let lowest = finite.min(), let highest = finite.max() else {
      return String(repeating: " ", count: values.count)
    }
    // Halved before subtracting, so that values near ±Double.greatestFiniteMagnitude do not
    // overflow to infinity and make the level NaN.
    let halfSpan = highest / 2 - lowest / 2
    return String(
      values.map { value -> Character in
        guard let value else { return " " }
        guard halfSpan > 0 else { return ramp[ramp.count / 2] }
        let fraction = (value / 2 - lowest / 2) / halfSpan
        return ramp[Self.level(fraction * Double(ramp.count - 1), below: ramp.count)]
      })
  }

  private func bars(_ values: [Double?]) -> String {
    String(
      values.map { value -> Character in
        guard let value else { return " " }
        guard value > 0 else { return formatter.ascii ? "." : "·" }
        let level = (min(value, 100) / 100 * Double(ramp.count)).rounded(.up) - 1
        return ramp[Self.level(level, below: ramp.count)]
      })
  }

  /// A ramp index from a computed level: rounded, and within 0..<count whatever the level
  /// (a NaN or an infinity is the lowest).
  private static func level(_ value: Double, below count: Int) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(Double(count - 1), max(0, value.rounded())))
  }

  /// The starting hour of every third column, each label over the column it names.
  private func hourLabels(_ columns: [ArraySlice<Forecast.Hour>]) -> String {
    var text = ""
    for index in stride(from: 0, to: columns.count, by: 3) {
      guard let first = columns[index].first, index + 2 <= columns.count else { break }
      text += formatter.language.locale.number(String(first.time.clockTime.prefix(2))) + " "
    }
    return text
  }
}
