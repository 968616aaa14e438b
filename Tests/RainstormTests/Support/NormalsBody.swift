import Foundation
import RainstormCore

/// An archive answer for the date ranges a normals request asks (30 years of a few weeks
/// each). No recording that long exists, so it is built from the recorded Brasilia archive
/// answer: its header (coordinates, time zone, units) is kept and its `daily` block is replaced
/// by one of the same shape with generated values, one object per range as the archive
/// answers several ranges, as `SOURCES.md` says.
enum NormalsBody {
  /// The answer to `query` (its `start_date` and `end_date` lists): every day of each range,
  /// with the high `high(year, dayOfYear)`, the low `high - 10` and no precipitation;
  /// `reversed` lists each range's days last first.
  static func answer(to query: String, reversed: Bool = false, high: (Int, Int) -> Double)
    -> [UInt8]
  {
    let header =
      (try? JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.archiveBrasilia))))
      as? [String: Any] ?? [:]
    let list = { (name: String) -> [LocalDate] in
      let item = query.split(separator: "&").first { $0.hasPrefix(name + "=") }
      return (item?.dropFirst(name.count + 1).split(separator: ",") ?? []).compactMap { text in
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? LocalDate(year: parts[0], month: parts[1], day: parts[2]) : nil
      }
    }
    let objects = zip(list("start_date"), list("end_date")).map { first, last -> [String: Any] in
      var times: [String] = []
      var highs: [Double] = []
      for day in first.daysSinceEpoch...max(first.daysSinceEpoch, last.daysSinceEpoch) {
        let date = LocalDate(daysSinceEpoch: day)
        let newYear = LocalDate(year: date.year, month: 1, day: 1)?.daysSinceEpoch ?? day
        times.append(date.description)
        highs.append(high(date.year, day - newYear + 1))
      }
      if reversed {
        times.reverse()
        highs.reverse()
      }
      var object = header
      object["daily"] = [
        "time": times, "temperature_2m_max": highs, "temperature_2m_min": highs.map { $0 - 10 },
        "precipitation_sum": highs.map { _ in 0.0 },
      ]
      return object
    }
    return [UInt8]((try? JSONSerialization.data(withJSONObject: objects)) ?? Data())
  }
}
