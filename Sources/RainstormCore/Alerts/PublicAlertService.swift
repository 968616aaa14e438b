#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Warnings from the public services of `AlertSource`, chosen by the place's country (or the
/// coarse country boxes), kept in the cache for ten minutes and stale-on-error for an hour.
public struct PublicAlertService: AlertService {
  /// Seconds a warnings answer stays fresh: MET Norway asks for at most one MetAlerts request
  /// per place every 10 minutes, and warnings change on that scale.
  public static let lifetime: Double = 600
  /// Seconds a kept answer may stand in, marked stale, when asking fails.
  public static let staleLimit: Double = 3600

  private let http: HTTPClient
  private let baseURL: @Sendable (AlertSource) -> WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let shared = SharedRequests()
  private let now: @Sendable () -> Date
  private let language: String

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - http: the transport.
  ///   - baseURL: the root each source is asked at (its `defaultBaseURL` unless a test or
  ///     mirror gives another).
  ///   - timeout: seconds each request may take.
  ///   - cache: where answers are kept, or nil to keep none.
  ///   - now: the clock: an answer shared by several places of one run is reused while
  ///     fresh, and a warning is in force by it.
  ///   - language: the language warnings are asked and read in where a source writes it (a
  ///     two-letter code), else English, else the source's own.
  public init(
    http: HTTPClient,
    baseURL: @escaping @Sendable (AlertSource) -> WebAddress = { $0.defaultBaseURL },
    timeout: Double, cache: Cache? = nil, now: @escaping @Sendable () -> Date,
    language: String = "en"
  ) {
    self.language = language
    self.now = now
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
  /// not count; any other failure makes the report `unavailable` (never "no warnings"), and
  /// warnings that could not be read make it `partial`.
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
    var covering: (source: AlertSource, match: AlertMatch)?
    var failure: ServiceError?
    var staleBecause: ServiceError?
    var unread: ServiceError?
    for (source, outcome) in outcomes {
      switch outcome {
      case .answered(let answer, let stale):
        guard answer.covers else { continue }
        covering = covering ?? (source, answer.match)
        alerts += answer.alerts
        staleBecause = staleBecause ?? stale
        if let reason = answer.unreadable.first, unread == nil {
          let count = answer.unreadable.count
          unread = .unreadable(
            host: source.url(for: location, baseURL: baseURL(source)).host,
            detail: count == 1
              ? "one of its warnings cannot be read (\(reason))"
              : "\(count) of its warnings cannot be read (the first: \(reason))")
        }
      case .failed(let error):
        if chosenByBox, Self.refusesThePoint(error) { continue }
        failure = failure ?? error
      }
    }
    if let failure { return AlertReport(status: .unavailable(failure), source: sources.first) }
    guard let covering else { return AlertReport(status: .unsupported) }
    let status: AlertReport.Status =
      if let unread { .partial(unread) } else { staleBecause.map { .stale($0) } ?? .ok }
    return AlertReport(
      status: status, source: covering.source, match: covering.match, alerts: alerts)
  }

  /// Whether the service refused the request itself (a 4xx status, with or without a reason):
  /// for a source asked only because a box held the point, the point is outside its area.
  private static func refusesThePoint(_ error: ServiceError) -> Bool {
    switch error {
    case .httpStatus(_, let status), .errorBody(_, let status, _): (400..<500).contains(status)
    default: false
    }
  }

  /// One source's answer: fresh from the cache, else asked (with `If-Modified-Since` when a
  /// kept answer has a `Last-Modified`; a 304 keeps it), else a kept one when the failure may
  /// pass. Places that share a request (a country's MeteoAlarm feed) share one exchange.
  private func ask(_ source: AlertSource, _ location: Location) async -> Outcome {
    let url = source.url(for: location, baseURL: baseURL(source), language: language)
    var headers: [String: String] = [:]
    if source == .nws { headers["Accept"] = "application/geo+json" }
    let read = { (body: [UInt8]) throws(ServiceError) -> AlertReader.Answer in
      try AlertReader.read(
        body, source: source, latitude: location.latitude, longitude: location.longitude,
        regions: location.regions, host: url.host, language: language)
    }
    let key = "alerts \(url.textWithoutCredentials)"
    let kept = cache?.value(key, youngerThan: Self.staleLimit) { body in
      (try? read(body)).map { (body, $0) }
    }
    let validators = kept == nil ? nil : cache?.validators(key)
    if let cache, let kept,
      cache.isFresh(
        storedAt: kept.storedAt, lifetime: Self.lifetime, expires: validators?.expires,
        bound: Cache.warningsExpiresBound)
    {
      return .answered(kept.value.1, staleBecause: nil)
    }
    if let lastModified = validators?.lastModified { headers["If-Modified-Since"] = lastModified }
    let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
    let exchange = await shared.response(for: key, now: now(), maxAge: Self.lifetime) {
      [http] in
      do throws(ServiceError) {
        return .success(try await http.fetchResponse(request))
      } catch {
        return .failure(error)
      }
    }
    do throws(ServiceError) {
      let response = try exchange.get()
      if response.status == 304, let kept {
        var renewed = HTTPValidators(headers: response.headers)
        renewed.lastModified = renewed.lastModified ?? validators?.lastModified
        cache?.save(kept.value.0, for: key, validators: renewed)
        return .answered(kept.value.1, staleBecause: nil)
      }
      guard response.status != 304 else {
        throw .httpStatus(host: request.host, status: 304)
      }
      let answer = try read(response.body)
      cache?.save(response.body, for: key, validators: HTTPValidators(headers: response.headers))
      return .answered(answer, staleBecause: nil)
    } catch {
      if error.isTransient, let kept {
        return .answered(kept.value.1, staleBecause: error)
      }
      return .failed(error)
    }
  }
}

/// Requests under way or recently answered, by cache key: places that share a request (a
/// country's MeteoAlarm feed in a batch) wait for the same exchange instead of sending their
/// own, for as long as an answer stays fresh.
actor SharedRequests {
  private var exchanges:
    [String: (task: Task<Result<HTTPResponse, ServiceError>, Never>, at: Date)] =
      [:]

  /// The exchange for `key` started less than `maxAge` seconds before `now`, or a new one
  /// started with `send`.
  func response(
    for key: String, now: Date, maxAge: Double,
    send: @escaping @Sendable () async -> Result<HTTPResponse, ServiceError>
  ) async -> Result<HTTPResponse, ServiceError> {
    if let known = exchanges[key], now.timeIntervalSince(known.at) < maxAge,
      known.at <= now
    {
      return await known.task.value
    }
    let task = Task { await send() }
    exchanges[key] = (task, now)
    return await task.value
  }
}
