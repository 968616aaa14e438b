import Foundation

/// Warnings from the public services of `AlertSource`, chosen by the place's country (or the
/// coarse country boxes), kept in the cache for ten minutes and stale-on-error for an hour.
public struct PublicAlertService: AlertService {
  /// Seconds a warnings answer stays fresh: MET Norway asks for at most one MetAlerts request
  /// per place every 10 minutes, and warnings change on that scale.
  public static let lifetime: Double = 600
  /// Seconds a kept answer may stand in, marked stale, when asking fails.
  public static let staleLimit: Double = 3600

  private let http: HTTPClient
  private let baseURL: @Sendable (AlertSource) -> URL
  private let timeout: Double
  private let cache: Cache?

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - http: the transport.
  ///   - baseURL: the root each source is asked at (its `defaultBaseURL` unless a test or
  ///     mirror gives another).
  ///   - timeout: seconds each request may take.
  ///   - cache: where answers are kept, or nil to keep none.
  public init(
    http: HTTPClient, baseURL: @escaping @Sendable (AlertSource) -> URL = { $0.defaultBaseURL },
    timeout: Double, cache: Cache? = nil
  ) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  private enum Outcome: Sendable {
    case answered(AlertReader.Answer, staleBecause: ServiceError?)
    case failed(ServiceError)
  }

  /// Asks every candidate source at once and combines their answers: a source that says the
  /// point is outside its area, or refuses it with a 4xx when only the boxes chose it, does
  /// not count; any other failure makes the report `unavailable` (never "no warnings").
  public func alerts(for location: Location) async -> AlertReport {
    let sources = AlertSource.candidates(for: location)
    guard !sources.isEmpty else { return AlertReport(status: .unsupported) }
    var outcomes: [(AlertSource, Outcome)] = []
    await withTaskGroup(of: (Int, Outcome).self) { group in
      for (index, source) in sources.enumerated() {
        group.addTask { (index, await ask(source, location)) }
      }
      var byIndex: [Int: Outcome] = [:]
      for await (index, outcome) in group { byIndex[index] = outcome }
      outcomes = sources.enumerated().compactMap { index, source in
        byIndex[index].map { (source, $0) }
      }
    }
    let chosenByBox = location.countryCode == nil
    var alerts: [Alert] = []
    var covering: AlertSource?
    var failure: ServiceError?
    var staleBecause: ServiceError?
    for (source, outcome) in outcomes {
      switch outcome {
      case .answered(let answer, let stale):
        guard answer.covers else { continue }
        covering = covering ?? source
        alerts += answer.alerts
        staleBecause = staleBecause ?? stale
      case .failed(let error):
        if chosenByBox, Self.refusesThePoint(error) { continue }
        failure = failure ?? error
      }
    }
    if let failure { return AlertReport(status: .unavailable(failure), source: sources.first) }
    guard let covering else { return AlertReport(status: .unsupported) }
    return AlertReport(
      status: staleBecause.map { .stale($0) } ?? .ok, source: covering, alerts: alerts)
  }

  /// Whether the service refused the request itself (a 4xx status, with or without a reason):
  /// for a source asked only because a box held the point, the point is outside its area.
  private static func refusesThePoint(_ error: ServiceError) -> Bool {
    switch error {
    case .httpStatus(_, let status), .errorBody(_, let status, _): (400..<500).contains(status)
    default: false
    }
  }

  /// One source's answer: fresh from the cache, else asked (and kept once read), else a kept
  /// one when the failure may pass.
  private func ask(_ source: AlertSource, _ location: Location) async -> Outcome {
    let url = source.url(for: location, baseURL: baseURL(source))
    var headers: [String: String] = [:]
    if source == .nws { headers["Accept"] = "application/geo+json" }
    let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
    let read = { (body: Data) throws(ServiceError) -> AlertReader.Answer in
      try AlertReader.read(
        body, source: source, latitude: location.latitude, longitude: location.longitude,
        host: request.host)
    }
    let key = "alerts \(url.absoluteStringWithoutCredentials)"
    if let cache,
      let kept = cache.value(
        key, youngerThan: Self.lifetime, fresh: true, decode: { try? read($0) })
    {
      return .answered(kept.value, staleBecause: nil)
    }
    do {
      let body = try await http.fetch(request)
      let answer = try read(body)
      cache?.save(body, for: key)
      return .answered(answer, staleBecause: nil)
    } catch {
      if error.isTransient, let cache,
        let kept = cache.value(key, youngerThan: Self.staleLimit, decode: { try? read($0) })
      {
        return .answered(kept.value, staleBecause: error)
      }
      return .failed(error)
    }
  }
}
