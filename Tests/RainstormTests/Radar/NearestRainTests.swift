import Foundation
import Testing

@testable import RainstormCore

/// The nearest rain and its approach, from the recorded frames around Münster (worked out
/// again, pixel by pixel, by a separate script over the same recording) and from two frames
/// made for the case the recording lacks: rain coming closer.
@Suite struct NearestRainTests {
  static let host = BrightSkyRadarTests.host

  static func recorded() throws -> BrightSkyRadar {
    try BrightSkyRadar.read(Fixture.data(BrightSkyRadarTests.recording), host: host)
  }

  /// The nearest rain from Münster (52° N, 7.6° E) in a frame of `radar`.
  static func find(_ radar: BrightSkyRadar, _ frame: BrightSkyRadar.Frame) throws -> NearestRain? {
    try find(radar, frame: radar.frames.firstIndex { $0.time == frame.time } ?? -1)
  }

  /// The nearest rain from Münster in frame `index` of `radar`.
  static func find(_ radar: BrightSkyRadar, frame index: Int) throws -> NearestRain? {
    let answer = radar.answer(host: host)
    let frame = try #require(answer.frames.indices.contains(index) ? answer.frames[index] : nil)
    return NearestRain.find(
      in: answer, frame: frame, grid: try frame.grid(), latitude: 52, longitude: 7.6)
  }

  static func frame(_ radar: BrightSkyRadar, _ time: String) throws -> BrightSkyRadar.Frame {
    let instant = try #require(Instant.parse("2024-03-27T\(time):00Z"))
    return try #require(radar.frames.first { $0.time == instant })
  }

  /// At 09:20 the rain had left Münster: its edge 35.5 km to the south, 32.7 km farther than
  /// half an hour before (2.84 km at 08:50), so moving away at 65 km/h and not arriving.
  @Test func findsTheRainMovingAway() throws {
    let radar = try Self.recorded()
    let nearest = try #require(
      try Self.find(radar, Self.frame(radar, "09:20")))
    #expect(abs(nearest.kilometres - 35.532) < 0.01)
    #expect((180...202.5).contains(nearest.bearing), "\(nearest.bearing)")
    #expect(abs((nearest.approach ?? 0) - -65.386) < 0.05)
    #expect(nearest.arrivalMinutes == nil)
    let english = ValueFormatter(units: MeasurementUnits(), ascii: false)
    #expect(RadarText.sentence(nearest, formatter: english) == "rain 36 km S, moving away")
    #expect(RadarText.short(nearest, formatter: english) == "rain 36 km S")
    let german = ValueFormatter(
      units: MeasurementUnits(), ascii: false, language: try #require(Language(code: "de")))
    #expect(RadarText.sentence(nearest, formatter: german) == "Regen 36 km S, entfernt sich")
  }

  /// At 08:40 rain fell in the next pixel east: 0.73 km, then within the pixel itself.
  @Test func findsTheRainNextDoor() throws {
    let radar = try Self.recorded()
    let nearest = try #require(
      try Self.find(radar, Self.frame(radar, "08:40")))
    #expect(abs(nearest.kilometres - 0.729) < 0.01)
    #expect((67.5...112.5).contains(nearest.bearing), "\(nearest.bearing)")
  }

  /// Rain 20 km west at 12:00 and 10 km west at 12:30 comes closer at 20 km/h: here in 30
  /// minutes. Then it rains here.
  @Test func tellsWhenApproachingRainArrives() throws {
    let here = RadolanGrid.pixel(latitude: 52, longitude: 7.6)
    let (column, row) = (Int(here.x.rounded()), Int(here.y.rounded()))
    let scale = (1 + sin(52 * Double.pi / 180)) / (1 + sin(60 * Double.pi / 180))
    func frame(rainWestKilometres: Double?) -> [UInt16] {
      var values = [UInt16](repeating: 0, count: 81 * 81)
      if let kilometres = rainWestKilometres {
        let west = Int((kilometres / scale).rounded())
        for y in 0..<81 { for x in 0...(40 - west) { values[y * 81 + x] = 20 } }
      }
      return values
    }
    let radar = try BrightSkyRadar.read(
      Self.answer(
        top: row - 40, left: column - 40,
        frames: [
          ("12:00", frame(rainWestKilometres: 20)), ("12:30", frame(rainWestKilometres: 10)),
          ("12:45", frame(rainWestKilometres: 0)),
        ]),
      host: Self.host)
    let coming = try #require(try Self.find(radar, frame: 1))
    #expect(abs(coming.kilometres - 10) < 1.2)
    #expect((247.5...292.5).contains(coming.bearing), "\(coming.bearing)")
    #expect(abs((coming.approach ?? 0) - 20) < 2.5)
    let minutes = try #require(coming.arrivalMinutes)
    #expect((25...35).contains(minutes))
    let english = ValueFormatter(units: MeasurementUnits(), ascii: false)
    let distance = try #require(english.roughDistance(coming.kilometres * 1000))
    #expect(
      RadarText.sentence(coming, formatter: english)
        == "rain \(distance) W, moving this way, here in about \(minutes) min")
    #expect(
      RadarText.short(coming, formatter: english) == "rain \(distance) W in \(minutes) min")
    let here2 = try #require(try Self.find(radar, frame: 2))
    #expect(here2.kilometres == 0 && here2.arrivalMinutes == 0)
    #expect(RadarText.sentence(here2, formatter: english) == "rain here now")
    #expect(RadarText.short(here2, formatter: english) == "rain now")
    // No rain within reach: nothing to say.
    let dry = try BrightSkyRadar.read(
      Self.answer(
        top: row - 40, left: column - 40, frames: [("12:00", frame(rainWestKilometres: nil))]),
      host: Self.host)
    #expect(try Self.find(dry, frame: 0) == nil)
  }

  /// An answer whose box is far from the place (a server answering for elsewhere) has no
  /// nearest rain, and draws nothing: never a trap.
  @Test func anAnswerForElsewhereHasNoNearestRain() throws {
    var values = [UInt16](repeating: 0, count: 81 * 81)
    values[40 * 81 + 40] = 500
    let radar = try BrightSkyRadar.read(
      Self.answer(top: 0, left: 0, frames: [("12:00", values)]), host: Self.host)
    #expect(try Self.find(radar, frame: 0) == nil)
  }

  /// An answer of 81 by 81 pixels with measured frames at the given times of 2024-03-27.
  static func answer(top: Int, left: Int, frames: [(String, [UInt16])]) -> [UInt8] {
    let records = frames.map { time, values in
      var bytes: [UInt8] = []
      for value in values { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
      let stamp = "2024-03-27T\(time):00+00:00"
      let packed = Data(Self.zlib(bytes)).base64EncodedString()
      return
        #"{"timestamp":"\#(stamp)","source":"RADOLAN::RV::\#(stamp)","precipitation_5":"\#(packed)"}"#
    }
    return Array(
      (#"{"bbox":[\#(top),\#(left),\#(top + 80),\#(left + 80)],"radar":["#
        + records.joined(separator: ",") + "]}").utf8)
  }

  /// `bytes` as a zlib stream of stored blocks.
  static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var rest = bytes[...]
    repeat {
      let block = rest.prefix(65_535)
      rest = rest.dropFirst(block.count)
      let length = UInt16(block.count)
      stream += [rest.isEmpty ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)] + block
    } while !rest.isEmpty
    let adler = Inflate.adler32(bytes)
    return stream + [
      UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
    ]
  }
}
