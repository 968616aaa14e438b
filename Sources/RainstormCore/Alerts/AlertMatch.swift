/// How a source's warnings were tied to the place.
package enum AlertMatch: String, Sendable {
  /// The service chose the warnings for the point, or their polygons hold it.
  case point
  /// The warnings name a region that is one of the place's regions (MeteoAlarm).
  case region
  /// The place's region is unknown to the feed: the warnings are those anywhere in its country.
  case country
  /// The warning's own polygon or circle holds the point (CAP documents).
  case polygon
  /// The region the warning names by code (MeteoAlarm's EMMA_ID, India's district code)
  /// holds the point, by the region's embedded outline.
  case regionCode = "region_code"

  /// How exact the way is: a point the service chose and a polygon are exact, a region's
  /// outline is simplified to about 300 m, a name may be another place's, a country is not
  /// a place.
  var strength: Int {
    switch self {
    case .point, .polygon: 4
    case .regionCode: 3
    case .region: 2
    case .country: 1
    }
  }

  /// The less exact of two ways.
  static func weakest(_ a: AlertMatch, _ b: AlertMatch) -> AlertMatch {
    a.strength <= b.strength ? a : b
  }

  /// The more exact of two ways.
  static func strongest(_ a: AlertMatch, _ b: AlertMatch) -> AlertMatch {
    a.strength >= b.strength ? a : b
  }

  /// Whether a warnings area named `area` is the region named `region`: the same words, or
  /// one name's words found whole and in order in the other's (`England` and `North East
  /// England`; `Paris` and `Paris`, not `Parisot`). Case, accents and punctuation are ignored.
  package static func sameRegion(area: String, region: String) -> Bool {
    let areaWords = words(area)
    let regionWords = words(region)
    guard !areaWords.isEmpty, !regionWords.isEmpty else { return false }
    return areaWords.containsRun(regionWords) || regionWords.containsRun(areaWords)
  }

  /// The folded words of a name; anything but letters and digits separates them, and `and`
  /// is the same as `&`.
  static func words(_ name: String) -> [String] {
    name.folded.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
      .filter { $0 != "and" }
  }
}

extension Array where Element == String {
  /// Whether `run` appears in the array as consecutive elements.
  fileprivate func containsRun(_ run: [String]) -> Bool {
    guard run.count <= count else { return false }
    return (0...(count - run.count)).contains { Array(self[$0..<($0 + run.count)]) == run }
  }
}
