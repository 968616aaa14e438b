import Foundation

/// An archive answer for 30 years of days. No recording that long exists, so it is built from
/// the recorded Brasilia archive answer: its header (coordinates, time zone, units) is kept
/// and its `daily` block is replaced by one of the same shape with generated values, as
/// `SOURCES.md` says.
enum NormalsBody {
  /// Every day of `years`, with the high `high(year, dayOfYear)`, the low `high - 10` and no
  /// precipitation; `reversed` lists the days last first.
  static func body(years: ClosedRange<Int>, reversed: Bool = false, high: (Int, Int) -> Double)
    -> [UInt8]
  {
    var object =
      (try? JSONSerialization.jsonObject(with: Data(Fixture.data(Fixture.archiveBrasilia))))
      as? [String: Any] ?? [:]
    var times: [String] = []
    var highs: [Double] = []
    var lows: [Double] = []
    var amounts: [Double] = []
    for year in years {
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      var dayOfYear = 0
      for (month, length) in lengths.enumerated() {
        for day in 1...length {
          dayOfYear += 1
          times.append(String(format: "%04d-%02d-%02d", year, month + 1, day))
          let value = high(year, dayOfYear)
          highs.append(value)
          lows.append(value - 10)
          amounts.append(0)
        }
      }
    }
    if reversed {
      times.reverse()
      highs.reverse()
      lows.reverse()
    }
    object["daily"] = [
      "time": times, "temperature_2m_max": highs, "temperature_2m_min": lows,
      "precipitation_sum": amounts,
    ]
    return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }
}
