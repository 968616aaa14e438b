import Foundation
import Testing

@testable import RainstormCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decoding `\uXXXX` escapes is linear in the answer's size: 1.3 M escapes in an NWS
/// description or a forecast's `timezone_abbreviation` took 26-31 s of CPU before. Each reader
/// reads a 1 MB and a 4 MB answer; the CPU time (of this thread) may grow at most 6 times,
/// median of 3. A size-scaling check, not a timing: it holds on a slow or loaded machine.
@Suite struct EscapeScalingTests {
  /// CPU seconds this thread spent in `work`.
  static func cpuSeconds(_ work: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    work()
    return now() - start
  }

  static func ratio(_ body: (Int) -> [UInt8], _ read: ([UInt8]) -> Void) -> Double {
    let small = body(1_000_000)
    let large = body(4_000_000)
    var times: [[Double]] = [[], []]
    for _ in 0..<3 {
      times[0].append(cpuSeconds { read(small) })
      times[1].append(cpuSeconds { read(large) })
    }
    return times[1].sorted()[1] / max(times[0].sorted()[1], 1e-6)
  }

  /// `size` bytes of `\u00e9` escapes.
  static func escapes(_ size: Int) -> String {
    String(repeating: "\\u00e9", count: size / 6)
  }

  @Test func anAlertsDescriptionOfEscapesIsReadInLinearTime() {
    let body = { (size: Int) in
      Array(#"{"properties":{"description":""#.utf8) + Array(Self.escapes(size).utf8)
        + Array(#""}}"#.utf8)
    }
    let ratio = Self.ratio(body) { bytes in
      let object = try? JSONObject(parsing: bytes)
      #expect((try? object?.object("properties")?.string("description"))??.count ?? 0 > 100_000)
    }
    #expect(ratio <= 6, "4 MB took \(ratio) times 1 MB")
  }

  @Test func aForecastsZoneNameOfEscapesIsReadInLinearTime() {
    let recorded = String(decoding: Fixture.data(Fixture.zagrebForecast), as: UTF8.self)
    let body = { (size: Int) in
      Array(
        recorded.replacingOccurrences(
          of: #""timezone_abbreviation":"GMT+2""#,
          with: #""timezone_abbreviation":""# + Self.escapes(size) + "\""
        ).utf8)
    }
    let ratio = Self.ratio(body) { bytes in
      _ = try? Forecast.decode(bytes, from: "h")
    }
    #expect(ratio <= 6, "4 MB took \(ratio) times 1 MB")
  }
}
