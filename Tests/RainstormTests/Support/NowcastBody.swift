import Foundation

/// Nowcast answers for rain cases that the recording lacks (its rates are all 0), built from
/// the recorded Tromsø answer by changing values only: its 23 steps moved to start at `first`
/// (5 minutes apart, as recorded) and given `rates` (mm/h; the recorded 0 where `rates` is
/// shorter), and its radar coverage set to `coverage`.
enum NowcastBody {
  static func tromso(first: Date, rates: [Double], coverage: String = "ok") -> [UInt8] {
    var object =
      (try? JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.nowcastTromso))))
      as? [String: Any] ?? [:]
    var properties = object["properties"] as? [String: Any] ?? [:]
    var meta = properties["meta"] as? [String: Any] ?? [:]
    meta["radar_coverage"] = coverage
    properties["meta"] = meta
    let format = ISO8601DateFormatter()
    var series = properties["timeseries"] as? [[String: Any]] ?? []
    for index in series.indices {
      series[index]["time"] = format.string(from: first.addingTimeInterval(Double(index) * 300))
      var data = series[index]["data"] as? [String: Any] ?? [:]
      var instant = data["instant"] as? [String: Any] ?? [:]
      var details = instant["details"] as? [String: Any] ?? [:]
      details["precipitation_rate"] = index < rates.count ? rates[index] : 0.0
      instant["details"] = details
      data["instant"] = instant
      series[index]["data"] = data
    }
    properties["timeseries"] = series
    object["properties"] = properties
    return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }
}
