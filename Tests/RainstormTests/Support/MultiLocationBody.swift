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

  /// The places a forecast URL or request target asks for, as its `latitude` and `longitude`
  /// items list them.
  static func coordinates(in target: String) -> [(latitude: Double, longitude: Double)] {
    guard let query = target.split(separator: "?", maxSplits: 1).last else { return [] }
    var items: [String: [Double]] = [:]
    for item in query.split(separator: "&") {
      let parts = item.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0] == "latitude" || parts[0] == "longitude" else { continue }
      items[String(parts[0])] = parts[1].split(separator: ",").compactMap { Double($0) }
    }
    return zip(items["latitude"] ?? [], items["longitude"] ?? []).map { ($0, $1) }
  }

  /// The recorded Zagreb body for each place `target` asks for, as Open-Meteo answers several
  /// (`placed`).
  static func body(in target: String, present: Bool = false, models: [String] = []) -> [UInt8] {
    let recorded = present ? RecordedAnswer.zagreb.present() : Fixture.data(Fixture.zagrebForecast)
    return placed(ModelsBody.body(recorded, models: models), in: target)
  }

  /// `one` (a forecast object) for each place `target` asks for, as Open-Meteo answers several:
  /// an array, each element with its place's coordinates and, after the first, its
  /// `location_id`; one object at its place for a single place.
  static func placed(_ one: [UInt8], in target: String) -> [UInt8] {
    let places = coordinates(in: target)
    guard !places.isEmpty,
      var object = try? JSONSerialization.jsonObject(with: Data(one)) as? [String: Any]
    else { return one }
    guard places.count > 1 else {
      object["latitude"] = places[0].latitude
      object["longitude"] = places[0].longitude
      return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        .map { [UInt8]($0) } ?? one
    }
    let elements = places.enumerated().map { index, place -> [String: Any] in
      var element = object
      element["latitude"] = place.latitude
      element["longitude"] = place.longitude
      if index > 0 { element["location_id"] = index }
      return element
    }
    return (try? JSONSerialization.data(withJSONObject: elements, options: [.sortedKeys]))
      .map { [UInt8]($0) } ?? []
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
