import Foundation
import Testing

@testable import RainstormCore

/// Which warnings are shown, and in which order.
@Suite struct AlertReportTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func alert(_ severity: AlertSeverity, onset: Double?, expires: Double?) -> Alert {
    Alert(
      issuer: "i", event: severity.name, severity: severity, issuerLevel: severity.name,
      onset: onset.map { now + $0 }, expires: expires.map { now + $0 })
  }

  @Test func expiredAndFarOffWarningsAreNotShown() {
    let report = AlertReport(
      status: .ok,
      alerts: [
        Self.alert(.minor, onset: -7200, expires: -60),
        Self.alert(.moderate, onset: -60, expires: 3600),
        Self.alert(.extreme, onset: 86_400 * 9, expires: 86_400 * 10),
        Self.alert(.severe, onset: 3600, expires: nil),
      ])
    let shown = report.relevant(at: Self.now, until: Self.now + 86_400 * 7)
    #expect(shown.map(\.severity) == [.severe, .moderate])
    // Only the one that has begun is in force.
    #expect(report.highestInForce(at: Self.now) == .moderate)
    #expect(AlertReport(status: .ok).highestInForce(at: Self.now) == nil)
  }
}
