import RainstormCore
import Testing

@Suite struct LocalDateTests {
  @Test(arguments: [
    ("1970-01-01", "Thu"), ("2026-09-29", "Tue"), ("2000-02-29", "Tue"), ("2023-11-13", "Mon"),
    ("1969-12-31", "Wed"), ("2100-03-01", "Mon"),
  ])
  func knowsTheWeekday(text: String, weekday: String) throws {
    let date = try #require(LocalDate(iso8601: text[...]))
    #expect(date.weekdayAbbreviation == weekday)
    #expect(date.description == text)
  }

  @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "26-01-01", "2026-1-1", "", "x"])
  func rejectsWhatIsNotADate(text: String) {
    #expect(LocalDate(iso8601: text[...]) == nil)
  }

  @Test func parsesOpenMeteoTimes() throws {
    let time = try #require(LocalDateTime(iso8601: "2026-09-29T06:46"[...]))
    #expect(time.clockTime == "06:46")
    #expect(time.date == LocalDate(year: 2026, month: 9, day: 29))
    #expect(LocalDateTime(iso8601: "2026-09-29T24:00"[...]) == nil)
    #expect(LocalDateTime(iso8601: "2026-09-29"[...]) == nil)
  }

  @Test(arguments: [
    (12.5, 1, "12.5"), (12.45, 0, "12"), (-0.4, 0, "0"), (-3.5, 0, "-4"), (0.05, 1, "0.1"),
    (7, 2, "7.00"), (-12.25, 1, "-12.3"), (0.05, 2, "0.05"), (100.5, 2, "100.50"),
    (-0.004, 2, "0.00"), (.infinity, 1, "-"),
  ])
  func formatsFixedDecimals(value: Double, digits: Int, expected: String) {
    #expect(value.fixedString(fractionDigits: digits) == expected)
  }
}
