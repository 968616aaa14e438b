import Foundation
import Testing

@testable import RainstormCore

/// What `--watch` tells, from report to report: each warning once when it comes into force,
/// again only as an update, once when it is lifted, and nothing lifted when the list could not
/// all be read; and the refresh schedule's back-off. On the recorded Toronto warnings.
@Suite struct WeatherWatchTests {
  static let now = PartialAlertOutputTests.now

  static func report(_ alerts: [Alert], status: AlertReport.Status = .ok) -> WeatherReport {
    var report = FormatGoldenTests.report
    report.alerts = AlertReport(status: status, source: .environmentCanada, alerts: alerts)
    return report
  }

  @Test func eachWarningIsToldOnceUpdatedAndLifted() throws {
    let alerts = try PartialAlertOutputTests.toronto()
    let inForce = alerts.filter { $0.isInForce(at: Self.now) && $0.severity >= .moderate }
    let warning = try #require(inForce.first)
    var watch = WeatherWatch(leadMinutes: 15, level: .moderate)
    let first = watch.events(Self.report(alerts), outlook: nil, now: Self.now)
    #expect(first.count == inForce.count)
    #expect(first.allSatisfy { $0.isNew })
    #expect(first.first == .alert(warning, update: false))
    // The same answer again: nothing new.
    #expect(watch.events(Self.report(alerts), outlook: nil, now: Self.now).isEmpty)
    // Its end moves: an update of the same notification.
    var extended = alerts
    let index = try #require(extended.firstIndex(of: warning))
    extended[index].expires = warning.expires?.addingTimeInterval(3600)
    let moved = watch.events(Self.report(extended), outlook: nil, now: Self.now)
    #expect(moved == [.alert(extended[index], update: true)])
    #expect(moved.first?.topic == first.first?.topic)
    // Gone from a list that could not all be read: not said to be lifted.
    let unread = ServiceError.unreadable(host: "h", detail: "one could not be read")
    #expect(
      watch.events(Self.report([], status: .partial(unread)), outlook: nil, now: Self.now).isEmpty)
    // Gone from a whole list: lifted, once.
    let lifted = watch.events(Self.report([]), outlook: nil, now: Self.now)
    #expect(lifted.count == inForce.count)
    #expect(lifted.contains(.lifted(extended[index])))
    #expect(watch.events(Self.report([]), outlook: nil, now: Self.now).isEmpty)
  }

  @Test func warningsBelowTheLevelOrNotYetInForceAreNotTold() throws {
    let alerts = try PartialAlertOutputTests.toronto()
    var watch = WeatherWatch(leadMinutes: 15, level: .extreme)
    #expect(alerts.allSatisfy { $0.severity < .extreme })
    #expect(watch.events(Self.report(alerts), outlook: nil, now: Self.now).isEmpty)
    var early = WeatherWatch(leadMinutes: 15, level: .minor)
    let before = try #require(alerts.compactMap(\.onset).min()).addingTimeInterval(-60)
    #expect(early.events(Self.report(alerts), outlook: nil, now: before).isEmpty)
  }

  @Test func aLiftedWarningSaysSoInTheLanguage() throws {
    let alert = try #require(try PartialAlertOutputTests.toronto().first)
    let options = RenderOptions(now: Self.now)
    let message = WeatherWatch.Event.lifted(alert).message(
      Self.report([]), outlook: nil, now: Self.now,
      formatter: options.formatter(MeasurementUnits()))
    #expect(message.title == "Zagreb, Croatia")
    #expect(message.body == "Lifted: \(alert.event)")
  }

  @Test func theScheduleBacksOffToHalfAnHourAndStartsAgainAfterASuccess() {
    var schedule = RefreshSchedule(lifetime: 60)
    let start = Self.now
    // A lifetime below 5 minutes counts as 5.
    #expect(schedule.window == 300)
    let delays = (0..<7).map { _ in schedule.failed(now: start, random: 0).timeIntervalSince(start)
    }
    #expect(delays == [300, 600, 1200, 1800, 1800, 1800, 1800])
    #expect(schedule.failed(now: start, random: 0.99).timeIntervalSince(start) == 1800)
    #expect(schedule.failures == 8)
    let next = schedule.succeeded(now: start, fetchedAt: start, random: 0.5)
    #expect(schedule.failures == 0)
    #expect(next.timeIntervalSince(start) == 300 + 75)
    // A forecast fetched long ago is not asked for again sooner than 5 minutes from now;
    // hostile randomness stays within the window.
    let old = schedule.succeeded(
      now: start, fetchedAt: start.addingTimeInterval(-86_400), random: .nan)
    #expect(old.timeIntervalSince(start) == 300)
    let huge = schedule.succeeded(now: start, fetchedAt: start, random: 1e308)
    #expect(huge.timeIntervalSince(start) < 300 + 150)
  }
}
