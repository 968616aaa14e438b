import Foundation
import Testing

@testable import RainstormCore

/// `--date`'s words and ranges, on a calendar where today is 2026-11-23.
@Suite struct DateRangeTests {
  static let today = LocalDate(year: 2026, month: 11, day: 23)!

  @Test(arguments: [
    ("2026-11-20", "2026-11-20"), ("today", "2026-11-23"), ("Yesterday", "2026-11-22"),
    ("-3d", "2026-11-20"), ("-0d", "2026-11-23"), ("1940-01-01", "1940-01-01"),
    ("2026-11-01..2026-11-20", "2026-11-01..2026-11-20"),
    ("-7d..yesterday", "2026-11-16..2026-11-22"),
    ("2025-11-23..today", "2025-11-23..2026-11-23"),
  ])
  func reads(text: String, range: String) throws {
    #expect(
      try PastDates.parse(text).range(today: Self.today, latest: Self.today).description == range)
  }

  @Test(arguments: [
    ("tomorrow", "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got 'tomorrow'"),
    ("2026-13-01", "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got '2026-13-01'"),
    ("-3", "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got '-3'"),
    ("1..2..3", "expects a day or FIRST..LAST, got '1..2..3'"),
    ("1939-12-31", "must be between 1940-01-01 and 2026-11-23 (today), got 1939-12-31"),
    ("2026-11-24", "must be between 1940-01-01 and 2026-11-23 (today), got 2026-11-24"),
    ("-40000d", "must be between 1940-01-01 and 2026-11-23 (today), got 1917-05-19"),
    ("-999999d", "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got '-999999d'"),
    ("today..yesterday", "starts after it ends: 2026-11-23 is after 2026-11-22"),
    ("2025-11-22..today", "covers at most 366 days at once, got 367; split it into runs"),
  ])
  func refuses(text: String, reason: String) {
    #expect(throws: DateRange.ParseError(reason: reason)) {
      try PastDates.parse(text).range(today: Self.today, latest: Self.today)
    }
  }
}
