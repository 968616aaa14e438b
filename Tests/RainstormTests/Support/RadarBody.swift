import Foundation
import Testing

@testable import RainstormCore

/// Bright Sky radar answers for cases the recording lacks, built from the recorded Münster
/// answer (`Fixtures/Radar/SOURCES.md`) by changing values only: every frame's time, and the
/// time its `source` names, moved by the same amount so that the newest measured frame
/// (09:20Z as recorded) falls at `newest`; and, where `rates` are given, the pixel of Münster
/// itself (52° N, 7.6° E: the answer's `latlon_position`, column and row 200) set to them in
/// the frames from the newest measured one on (mm/h, kept as hundredths of a millimetre in 5
/// minutes, as Bright Sky keeps them).
enum RadarBody {
  /// The recording's newest measured frame, 2024-03-27T09:20Z.
  static let recordedNewest = Date(timeIntervalSince1970: 1_711_531_200)
  /// The recording's box is 401 pixels wide; Münster is at column and row 200.
  static let placeIndex = 200 * 401 + 200

  static func muenster(newest: Date, rates: [Double] = []) throws -> [UInt8] {
    let shift = newest.timeIntervalSince(recordedNewest)
    let recorded = try JSONSerialization.jsonObject(
      with: Data(Fixture.data(BrightSkyRadarTests.recording)))
    var object = try #require(recorded as? [String: Any])
    var records = try #require(object["radar"] as? [[String: Any]])
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.timeZone = TimeZone(identifier: "UTC")
    format.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'+00:00'"
    let moved = { (text: String) -> String in
      guard let date = format.date(from: text) else { return text }
      return format.string(from: date.addingTimeInterval(shift))
    }
    var step = 0
    for index in records.indices {
      let stamp = try #require(records[index]["timestamp"] as? String)
      let source = try #require(records[index]["source"] as? String)
      let prefix = "RADOLAN::RV::"
      records[index]["timestamp"] = moved(stamp)
      records[index]["source"] = prefix + moved(String(source.dropFirst(prefix.count)))
      let time = try #require(format.date(from: stamp))
      guard time >= recordedNewest else { continue }
      defer { step += 1 }
      guard step < rates.count else { continue }
      let text = try #require(records[index]["precipitation_5"] as? String)
      let packed = try #require(Base64.decode(text))
      var bytes = try Inflate.zlib(packed, limit: 401 * 401 * 2)
      let value = UInt16((rates[step] / 12 * 100).rounded())
      bytes[2 * placeIndex] = UInt8(value & 0xFF)
      bytes[2 * placeIndex + 1] = UInt8(value >> 8)
      records[index]["precipitation_5"] = Data(NearestRainTests.zlib(bytes)).base64EncodedString()
    }
    object["radar"] = records
    return [UInt8](try JSONSerialization.data(withJSONObject: object))
  }
}
