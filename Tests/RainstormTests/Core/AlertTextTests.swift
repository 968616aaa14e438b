import Foundation
import Testing

@testable import RainstormCore

/// A warning's times in its one-line title.
@Suite struct AlertTitleTests {
  static let now = AlertReportTests.now

  @Test func aDateInAnotherYearCarriesItsYear() throws {
    var alert = AlertReportTests.alert(.severe, onset: 3600, expires: 86_400 * 360)
    #expect(
      AlertText.title(
        alert, now: Self.now, offset: 0,
        formatter: ValueFormatter(units: MeasurementUnits(), ascii: false))
        == "⚠ Severe warning: severe, from Fri 15 Jan 09:00, until Mon 10 Jan 2028 08:00")
    // What a hostile tester sent: the end of time, which is not this Friday.
    alert.expires = Instant.parse("9999-12-31T23:59:00Z")
    #expect(
      AlertText.title(
        alert, now: Self.now, offset: 0,
        formatter: ValueFormatter(units: MeasurementUnits(), ascii: true))
        == "! Severe warning: severe, from Fri 15 Jan 09:00, until Fri 31 Dec 9999 23:59")
  }
}
