import Foundation

/// MET Norway's recorded answers (2020-07-20) moved to now: every time of the series shifted
/// by the same whole hours so that the first step is the hour in progress, as the service
/// answers. Values and their order stay as recorded; only the dates move (a series that does
/// not start near now is refused as not the weather now).
enum MetNorwayBody {
  static func now(_ fixture: String, at now: Date = Date()) -> [UInt8] {
    let body = Fixture.data(fixture)
    guard var object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
      var properties = object["properties"] as? [String: Any],
      var series = properties["timeseries"] as? [[String: Any]],
      let firstText = series.first?["time"] as? String,
      let first = ISO8601DateFormatter().date(from: firstText)
    else { return body }
    let hour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
    let shift = hour - first.timeIntervalSince1970
    let formatter = ISO8601DateFormatter()
    for index in series.indices {
      guard let text = series[index]["time"] as? String, let time = formatter.date(from: text)
      else { continue }
      series[index]["time"] = formatter.string(from: time.addingTimeInterval(shift))
    }
    properties["timeseries"] = series
    object["properties"] = properties
    return (try? JSONSerialization.data(withJSONObject: object)).map { [UInt8]($0) } ?? body
  }
}
