import Foundation
import Testing

@testable import RainstormCore

/// The report and every output when some warnings could not be read: those that could are
/// shown, and nothing says the list is complete.
@Suite struct PartialAlertOutputTests {
  static let now = Instant.parse("2026-03-06T02:00:00Z") ?? Date()
  static let unread = ServiceError.unreadable(
    host: "api.weather.gc.ca",
    detail: "one of its warnings cannot be read (a warning without an area)")

  static func report(alerts: [Alert]) -> WeatherReport {
    var report = FormatGoldenTests.report
    report.alerts = AlertReport(
      status: .partial(unread), source: .environmentCanada, alerts: alerts)
    return report
  }

  static func toronto() throws -> [Alert] {
    try AlertReader.read(
      Fixture.data(Fixture.canadaToronto), source: .environmentCanada, latitude: 43.65,
      longitude: -79.38, host: "h"
    ).alerts
  }

  @Test func everyFormatSaysPartialAndShowsWhatWasRead() throws {
    let report = Self.report(alerts: try Self.toronto())
    let options = RenderOptions(days: 1, now: Self.now)
    #expect(
      JSONRenderer.render(report, options: options).contains("\"alerts_status\": \"partial\""))
    #expect(
      JSONRenderer.render(report, options: options).contains("\"event\": \"Freezing rain warning\"")
    )
    let row = TSVRenderer.placeRow(report, options: options).split(
      separator: "\t", omittingEmptySubsequences: false)
    let columns = TSVRenderer.placeHeader(options).dropLast().split(separator: "\t").map(
      String.init)
    let status = try #require(columns.firstIndex(of: "alerts_status"))
    #expect(row[status] == "partial" && row[status + 1] == "" && row[status + 2] == "")
    // The count and the highest level are not known; the warning in force is.
    let codes = try Template("%a|%A|%W").render(report, options: options)
    #expect(codes == "-|-|⚠ moderate\n")
    let bar = BarSummary(report, options: options)
    #expect(bar.classes.contains("alert-moderate"))
    #expect(bar.tooltip.contains("Some warnings could not be read."))
    #expect(
      HumanRenderer.render(report, options: options).contains(
        "⚠ Moderate warning: Freezing rain warning"))
  }

  @Test func noneReadableIsNotNoWarnings() throws {
    let report = Self.report(alerts: [])
    var options = RenderOptions(days: 1, now: Self.now)
    let codes = try Template("%a|%A|%W.").render(report, options: options)
    #expect(codes == "-|-|.\n")
    options.alertsOnly = true
    #expect(
      HumanRenderer.render(report, options: options).contains(
        "Some warnings could not be read; none of the others"))
  }
}
