/// Forecasts for the places of a `PlaceList`, from one weather service, in input order, with
/// the places a failed request carried grouped into runs of lines for one message each.
public struct BatchForecaster: Sendable {
  /// A place's answer.
  public struct Answer: Sendable {
    /// The place's line.
    public var entry: PlaceList.Entry
    /// Its forecast, or why there is none.
    public var result: Result<Forecast, ServiceError>

    /// Creates an answer.
    public init(entry: PlaceList.Entry, result: Result<Forecast, ServiceError>) {
      self.entry = entry
      self.result = result
    }
  }

  /// Lines in a row whose places failed with the same error (one failed request): one message.
  public struct FailedRun: Equatable, Sendable {
    /// The first line's number.
    public var first: Int
    /// The last line's number.
    public var last: Int
    /// Why they failed.
    public var error: ServiceError

    /// Creates a run.
    public init(first: Int, last: Int, error: ServiceError) {
      self.first = first
      self.last = last
      self.error = error
    }

    /// `line 3` or `lines 1-100`.
    public var lines: String {
      first == last ? "line \(first)" : "lines \(first)-\(last)"
    }
  }

  private let service: any WeatherService
  private let options: ForecastOptions

  /// Creates a forecaster that asks `service` for `options`.
  public init(service: any WeatherService, options: ForecastOptions) {
    self.service = service
    self.options = options
  }

  /// Every entry's answer, in input order.
  public func answers(for entries: [PlaceList.Entry]) async -> [Answer] {
    let results = await service.forecasts(for: entries.map(\.location), options: options)
    return zip(entries, results).map { Answer(entry: $0, result: $1) }
  }

  /// The failed answers as runs: neighbouring answers that failed with the same error share a
  /// run, in input order.
  public static func failedRuns(_ answers: [Answer]) -> [FailedRun] {
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
