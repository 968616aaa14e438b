/// A source of official warnings: the seam warnings services plug into, as `WeatherService`
/// is for forecasts. Tests use stubs; the live conformance is `PublicAlertService`.
public protocol AlertService: Sendable {
  /// The warnings for one place. Never throws: a failure is the report's status, so that
  /// warnings never cost the forecast.
  func alerts(for location: Location) async -> AlertReport
}

extension AlertService {
  /// The warnings for each of `locations`, in their order, with at most `atOnce` places asked
  /// at a time: a batch of a thousand places does not open a thousand connections at once.
  public func alerts(for locations: [Location], atOnce: Int = 8) async -> [AlertReport] {
    var reports = [AlertReport?](repeating: nil, count: locations.count)
    await withTaskGroup(of: (Int, AlertReport).self) { group in
      var next = 0
      func start() {
        guard next < locations.count else { return }
        let index = next
        let location = locations[index]
        group.addTask { (index, await alerts(for: location)) }
        next += 1
      }
      for _ in 0..<max(1, atOnce) { start() }
      for await (index, report) in group {
        reports[index] = report
        start()
      }
    }
    return reports.map { $0 ?? AlertReport(status: .unsupported) }
  }
}
