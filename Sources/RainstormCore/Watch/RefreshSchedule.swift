#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// When `--watch` asks the services again: when the forecast is due (its lifetime in the cache),
/// never sooner than `shortest` after the last time, at a random offset in the first half of
/// the window after that so that bars started together do not ask together; while asking
/// fails, after a delay that doubles from `shortest` up to `longest`.
package struct RefreshSchedule: Equatable, Sendable {
  /// No refresh comes sooner than this after the last one, whatever the settings say.
  package static let shortest = 300.0
  /// The longest wait between tries while the services fail.
  package static let longest = 1800.0

  /// Seconds a forecast stays fresh (the cache's lifetime: the `forecast-cache-minutes`
  /// setting), at least `shortest`.
  package var window: Double
  /// Failed refreshes in a row.
  package private(set) var failures = 0

  /// A schedule for forecasts that stay fresh `lifetime` seconds.
  package init(lifetime: Double) {
    window = max(lifetime, Self.shortest)
  }

  /// The next refresh after one that succeeded at `now` with a forecast fetched at
  /// `fetchedAt`; `random` is in 0..<1.
  package mutating func succeeded(now: Date, fetchedAt: Date?, random: Double) -> Date {
    failures = 0
    let due = max(
      (fetchedAt ?? now).addingTimeInterval(window), now.addingTimeInterval(Self.shortest))
    return due.addingTimeInterval(Self.unit(random) * window / 2)
  }

  /// The next try after a refresh that failed at `now`: 5, 10, 20 minutes, then every 30,
  /// each up to half as long again at random, within the 30.
  package mutating func failed(now: Date, random: Double) -> Date {
    failures += 1
    var delay = Self.shortest
    for _ in 1..<min(failures, 8) { delay *= 2 }
    delay = min(delay * (1 + Self.unit(random) / 2), Self.longest)
    return now.addingTimeInterval(delay)
  }

  /// `random` kept within 0..<1, whatever the source gave.
  private static func unit(_ random: Double) -> Double {
    random.isFinite ? min(max(random, 0), 0.999_999) : 0
  }
}
