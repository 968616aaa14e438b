import Foundation

@testable import RainstormCore

/// Forecast bodies for rain cases that no recording has (rain starting in 25 minutes), built
/// from recorded ones by changing values only: the recorded Enschede `minutely_15` block gets
/// the test's times and precipitation (its arrays lengthened or shortened to match, its other
/// variables dropped), and `weather_code` in the shape of the recorded VCR answer.
enum RainBody {
  /// The recorded Enschede answer (Europe/Amsterdam, GMT+2) with `precipitation` per quarter
  /// hour, the first ending at `firstEnd` (local time).
  static func enschede(
    firstEnd: LocalDateTime, precipitation: [Double?], codes: [Int?]? = nil,
    utcOffsetSeconds: Int? = nil
  ) -> [UInt8] {
    var object = json(Fixture.enschedeQuarterHours)
    if let utcOffsetSeconds { object["utc_offset_seconds"] = utcOffsetSeconds }
    let block = quarterHours(
      firstEnd: firstEnd, precipitation: precipitation, codes: codes,
      utcOffsetSeconds: object["utc_offset_seconds"] as? Int ?? 0)
    object["minutely_15"] = block.values
    object["minutely_15_units"] = block.units
    return serialized(object)
  }

  /// The recorded Zagreb forecast (GMT+2; moved to today with `present`, for the built binary)
  /// with the Enschede 15-minute block, changed as above, spliced in: the answer to
  /// rainstorm's request, which asks for both.
  static func zagreb(
    firstEnd: LocalDateTime, precipitation: [Double?], codes: [Int?]? = nil,
    present: Bool = false
  ) -> [UInt8] {
    var object =
      present
      ? (try? JSONSerialization.jsonObject(with: Data(RecordedAnswer.zagreb.present())))
        as? [String: Any]
        ?? [:]
      : json(Fixture.zagrebForecast)
    let block = quarterHours(
      firstEnd: firstEnd, precipitation: precipitation, codes: codes,
      utcOffsetSeconds: object["utc_offset_seconds"] as? Int ?? 0)
    object["minutely_15"] = block.values
    object["minutely_15_units"] = block.units
    return serialized(object)
  }

  /// The end of the quarter hour in progress at `date`, in a zone `offset` seconds ahead.
  static func quarterEnd(of date: Date, utcOffsetSeconds offset: Int) -> LocalDateTime {
    let seconds = (Int(date.timeIntervalSince1970) / 900 + 1) * 900
    return LocalDateTime(secondsSinceEpoch: Double(seconds), utcOffsetSeconds: offset)
  }

  private static func quarterHours(
    firstEnd: LocalDateTime, precipitation: [Double?], codes: [Int?]?, utcOffsetSeconds: Int
  ) -> (values: [String: Any], units: [String: Any]) {
    let recorded = json(Fixture.enschedeQuarterHours)
    var units = recorded["minutely_15_units"] as? [String: Any] ?? [:]
    units["temperature_2m"] = nil
    units["is_day"] = nil
    let start = firstEnd.secondsSinceEpoch(utcOffsetSeconds: 0)
    var values: [String: Any] = [
      "time": precipitation.indices.map { index in
        LocalDateTime(secondsSinceEpoch: Double(start + index * 900), utcOffsetSeconds: 0)
          .description
      },
      "precipitation": precipitation.map { $0.map { $0 as Any } ?? NSNull() },
    ]
    if let codes {
      // The unit the VCR recording gives its minutely_15 weather codes.
      units["weather_code"] = "wmo code"
      values["weather_code"] = codes.map { $0.map { $0 as Any } ?? NSNull() }
    }
    return (values, units)
  }

  private static func json(_ name: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(Fixture.data(name)))) as? [String: Any] ?? [:]
  }

  private static func serialized(_ object: [String: Any]) -> [UInt8] {
    [UInt8]((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
  }
}
