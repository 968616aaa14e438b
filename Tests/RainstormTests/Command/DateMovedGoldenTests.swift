import Foundation
import Testing

/// The date-moved golden (`RecordedAnswer.moved`) against the command, run in-process on a
/// clock set to every day of the shortest and of a longest month: the end-to-end tests compare
/// the built binary, on the real clock, with that golden, so it must be right whatever the day
/// (it was not from the 1st to the 9th of a month: the table's first column narrows).
@Suite struct DateMovedGoldenTests {
  /// Each day of February 2027 (28 days) and December 2026 (31, across the year's end), at
  /// the recording's time of day.
  static let days: [Date] = {
    let recorded = RecordedAnswer.zagreb.recordedNow
    let offset = { (days: Double) in recorded.addingTimeInterval(days * 86_400) }
    // 2026-09-29 to 2026-12-01 is 63 days; to 2027-02-01, 125.
    return (0..<31).map { offset(63 + Double($0)) } + (0..<28).map { offset(125 + Double($0)) }
  }()

  @Test func theMovedGoldenIsTheCommandsOutputOnEveryDayOfAMonth() async throws {
    let golden = try String(contentsOf: Golden.url("human-zagreb.txt"), encoding: .utf8)
    let rainLine =
      "Rain outlook unknown: the 15-minute forecast does not cover the time now.\n"
    var widths = Set<Int>()
    for now in Self.days {
      var harness = CommandHarness()
      harness.now = now
      let outcome = await harness.run(["--lat", "45.6", "--lon", "17.22", "--no-cache"])
      #expect(outcome.status.rawValue == 0)
      let expected = RecordedAnswer.zagreb.moved(golden, now)
      #expect(outcome.stdout.replacingOccurrences(of: rainLine, with: "") == expected, "\(now)")
      widths.insert(expected.split(separator: "\n").first { $0.hasPrefix("Day") }?.count ?? 0)
    }
    // Both widths of the first column were met: one and two digits of a day.
    #expect(widths.count == 2)
  }

  @Test func aTableIsLaidOutAgainWhenItsLabelsNarrow() {
    let table = "Day         Weather\nTue 29 Sep  Sun\n            Rain\nWed 30 Sep  Fog\n"
    // 2026-09-29 moved to 2026-12-07, a Monday.
    let now = RecordedAnswer.zagreb.recordedNow.addingTimeInterval(69 * 86_400)
    #expect(
      RecordedAnswer.zagreb.moved(table, now)
        == "Day        Weather\nMon 7 Dec  Sun\n           Rain\nTue 8 Dec  Fog\n")
  }
}
