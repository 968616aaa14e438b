#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Forecasts for the places of a `PlaceList`, from one weather service, in input order, with
/// the places a failed request carried grouped into runs of lines for one message each.
package struct BatchForecaster: Sendable {
  /// A place's answer.
  package struct Answer: Sendable {
    /// The place's line.
    package var entry: PlaceList.Entry
    /// Its forecast, or why there is none.
    package var result: Result<Forecast, ServiceError>
    /// Why the providers before the one that answered failed, when a fallback answered.
    package var fallbackBecause: ServiceError?

    /// Creates an answer.
    package init(
      entry: PlaceList.Entry, result: Result<Forecast, ServiceError>,
      fallbackBecause: ServiceError? = nil
    ) {
      self.entry = entry
      self.result = result
      self.fallbackBecause = fallbackBecause
    }
  }

  /// Lines in a row whose places failed with the same error (one failed request): one message.
  package struct FailedRun: Equatable, Sendable {
    /// The first line's number.
    package var first: Int
    /// The last line's number.
    package var last: Int
    /// Why they failed.
    package var error: ServiceError

    /// Creates a run.
    package init(first: Int, last: Int, error: ServiceError) {
      self.first = first
      self.last = last
      self.error = error
    }

    /// `line 3` or `lines 1-100`.
    package var lines: String {
      first == last ? "line \(first)" : "lines \(first)-\(last)"
    }
  }

  private let service: any WeatherService
  private let options: ForecastOptions

  /// Creates a forecaster that asks `service` for `options`.
  package init(service: any WeatherService, options: ForecastOptions) {
    self.service = service
    self.options = options
  }

  /// Every entry's answer, in input order. A place listed more than once (the same
  /// coordinates as the request writes them) is asked for once.
  package func answers(for entries: [PlaceList.Entry]) async -> [Answer] {
    var unique: [Location] = []
    var slot: [String: Int] = [:]
    let slots = entries.map { entry in
      let key = Self.requestKey(entry.location)
      if let known = slot[key] { return known }
      slot[key] = unique.count
      unique.append(entry.location)
      return unique.count - 1
    }
    let results = await service.forecasts(for: unique, options: options)
    return zip(entries, slots).map { entry, index in
      guard index < results.count else {
        return Answer(
          entry: entry, result: .failure(.unreadable(host: "", detail: "no answer for the place")))
      }
      return Answer(
        entry: entry, result: results[index].map(\.forecast),
        fallbackBecause: try? results[index].get().fallbackBecause)
    }
  }

  /// Every entry's answer and, when its forecast came, its report: the batch's counterpart of
  /// `RootViewModel`, which makes one place's. The warnings (`alerts`) and the air quality
  /// (`airQuality`, many places to a request) are asked at the same time as the forecasts,
  /// within the same budget, and never cost them: a place without them has them unsupported
  /// or absent. Each report is dated by `now`, read once every answer is in.
  package func reports(
    for entries: [PlaceList.Entry], alerts: AlertService?,
    airQuality: (@Sendable ([Location]) async -> [AirQualityReport])?,
    now: @Sendable () -> Date
  ) async -> [(answer: Answer, report: WeatherReport?)] {
    let locations = entries.map(\.location)
    async let alertReports = alerts?.alerts(for: locations)
    async let airReports = airQuality?(locations)
    let answers = await self.answers(for: entries)
    let alerts = await alertReports
    let air = await airReports
    let fetchedAt = now()
    return answers.enumerated().map { index, answer in
      guard case .success(let forecast) = answer.result else { return (answer, nil) }
      let fetched = FetchedForecast(
        forecast: forecast, fetchedAt: fetchedAt, fallbackBecause: answer.fallbackBecause)
      let report = WeatherReport(
        answer.entry.location, fetched,
        alerts: alerts.map { index < $0.count ? $0[index] : AlertReport(status: .unsupported) },
        airQuality: air.flatMap { index < $0.count ? $0[index] : nil })
      return (answer, report)
    }
  }

  /// The coordinates as a request sends them (4 decimals): places equal here get one answer.
  private static func requestKey(_ location: Location) -> String {
    location.latitude.requestDegrees + "," + location.longitude.requestDegrees
  }

  /// The failed answers as runs: neighbouring answers that failed with the same error share a
  /// run, in input order.
  package static func failedRuns(_ answers: [Answer]) -> [FailedRun] {
    var runs: [FailedRun] = []
    var previousFailed = false
    for answer in answers {
      guard case .failure(let error) = answer.result else {
        previousFailed = false
        continue
      }
      if previousFailed, let run = runs.last, run.error == error {
        runs[runs.count - 1].last = answer.entry.number
      } else {
        runs.append(FailedRun(first: answer.entry.number, last: answer.entry.number, error: error))
      }
      previousFailed = true
    }
    return runs
  }
}
