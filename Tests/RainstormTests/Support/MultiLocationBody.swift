import Foundation

/// Answers a multi-location forecast request the way Open-Meteo does: one recorded body per
/// requested place, as a JSON array in request order (a single object for one place).
enum MultiLocationBody {
  /// How many places a forecast URL or request target asks for.
  static func placeCount(in target: String) -> Int {
    guard let query = target.split(separator: "?", maxSplits: 1).last else { return 0 }
    for item in query.split(separator: "&") where item.hasPrefix("latitude=") {
      return item.dropFirst("latitude=".count).split(separator: ",").count
    }
    return 0
  }

  /// The recorded Zagreb body repeated for `count` places, in the several-models shape
  /// when `models` are asked for (`ModelsBody`).
  static func body(count: Int, models: [String] = []) -> [UInt8] {
    let one = ModelsBody.body(Fixture.data(Fixture.zagrebForecast), models: models)
    guard count != 1 else { return one }
    var body = Array("[".utf8)
    for index in 0..<count {
      if index > 0 { body.append(contentsOf: ",".utf8) }
      body.append(contentsOf: one)
    }
    body.append(contentsOf: "]".utf8)
    return body
  }
}
