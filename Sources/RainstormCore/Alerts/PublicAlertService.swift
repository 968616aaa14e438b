import Synchronization

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Warnings from the public services of `AlertSource`, chosen by the place's country (or the
/// country borders), kept in the cache for ten minutes and stale-on-error for an hour.
package struct PublicAlertService: Sendable {
  /// Seconds a warnings answer stays fresh: MET Norway asks for at most one MetAlerts request
  /// per place every 10 minutes, and warnings change on that scale.
  package static let lifetime: Double = 600
  /// Seconds a kept answer may stand in, marked stale, when asking fails.
  package static let staleLimit: Double = 3600

  private let http: HTTPClient
  private let baseURL: @Sendable (AlertSource) -> WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let shared = SharedRequests()
  private let now: @Sendable () -> Date
  private let language: String
  private let sourceListURL: WebAddress

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
  ///   - sourceListURL: the root of the alert hub's list of sources (`WMOSourceList`).
  package init(
    http: HTTPClient,
    baseURL: @escaping @Sendable (AlertSource) -> WebAddress = { $0.defaultBaseURL },
    timeout: Double, cache: Cache? = nil, now: @escaping @Sendable () -> Date,
    language: String = "en", sourceListURL: WebAddress? = nil
  ) {
    self.sourceListURL = sourceListURL ?? WMOSourceList.defaultBaseURL
    self.language = language
    self.now = now
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  /// This service as the seam `RootViewModel` and the batch take.
  package var service: AlertService {
    AlertService { location in await alerts(for: location) }
  }

  private enum Outcome: Sendable {
    case answered(AlertReader.Answer, staleBecause: ServiceError?)
    /// A failure, `ofFeed` when the feed itself failed (not its documents).
    case failed(ServiceError, ofFeed: Bool = false)
  }

  /// Asks every candidate source at once and combines their answers: a source that says the
  /// point is outside its area, or refuses it with a 4xx when only the borders chose it, does
  /// not count; any other failure makes the report `unavailable` (never "no warnings"), and
  /// warnings that could not be read make it `partial`.
  package func alerts(for location: Location) async -> AlertReport {
    let candidates = AlertSource.candidates(for: location, cache: cache)
    guard !candidates.isEmpty else { return AlertReport(status: .unsupported) }
    var outcomes: [(AlertSource, String, Outcome)] = []
    await withTaskGroup(of: (Int, Outcome).self) { group in
      for (index, candidate) in candidates.enumerated() {
        group.addTask { (index, await ask(candidate.source, candidate.country, location)) }
      }
      var byIndex: [Int: Outcome] = [:]
      for await (index, outcome) in group { byIndex[index] = outcome }
      outcomes = candidates.enumerated().compactMap { index, candidate in
        byIndex[index].map { (candidate.source, candidate.country, $0) }
      }
    }
    let chosenByBorders = location.countryCode == nil
    var alerts: [Alert] = []
    var covering: (source: AlertSource, match: AlertMatch)?
    var failure: ServiceError?
    var staleBecause: ServiceError?
    var unread: ServiceError?
    for (source, country, outcome) in outcomes {
      switch outcome {
      case .answered(let answer, let stale):
        guard answer.covers else { continue }
        if let known = covering {
          covering = (known.source, AlertMatch.weakest(known.match, answer.match))
        } else {
          covering = (source, answer.match)
        }
        alerts += answer.alerts
        staleBecause = staleBecause ?? stale
        if let reason = answer.unreadable.first, unread == nil {
          let count = answer.unreadable.count
          unread = .unreadable(
            host: source.url(for: location, country: country, baseURL: baseURL(source)).host,
            detail: count == 1
              ? "one of its warnings cannot be read (\(reason))"
              : "\(count) of its warnings cannot be read (the first: \(reason))")
        }
      case .failed(let error, _):
        if chosenByBorders, Self.refusesThePoint(error, source: source) { continue }
        failure = failure ?? error
      }
    }
    if let failure {
      return AlertReport(status: .unavailable(failure), source: candidates.first?.source)
    }
    guard let covering else { return AlertReport(status: .unsupported) }
    let status: AlertReport.Status =
      if let unread { .partial(unread) } else { staleBecause.map { .stale($0) } ?? .ok }
    return AlertReport(
      status: status, source: covering.source, match: covering.match, alerts: alerts)
  }

  /// Whether the service refused the request itself (a 4xx status, with or without a reason):
  /// for a source asked only because the borders put the point near its country, the point
  /// is outside its area. Not for a country's feed (MeteoAlarm, MetService, the WMO centre),
  /// which takes no point: one that is gone (404, 410) has moved, and that is never "none".
  private static func refusesThePoint(_ error: ServiceError, source: AlertSource) -> Bool {
    guard !source.feedOfACountry else { return false }
    return switch error {
    case .httpStatus(_, let status), .errorBody(_, let status, _): (400..<500).contains(status)
    default: false
    }
  }

  /// One source's answer for the point in `country`.
  ///
  /// The WMO centre's feed for the country is the kept list's (`WMOSourceList`, under a week
  /// old) where there is one, else the embedded table's; when that feed fails for good (gone,
  /// moved, unreadable: not a timeout or a server's error) and no list was kept, the alert hub's
  /// list is asked, and the feed it names for the country is asked when it is another.
  private func ask(_ source: AlertSource, _ country: String, _ location: Location) async
    -> Outcome
  {
    guard source == .wmo else {
      let url = source.url(
        for: location, country: country, baseURL: baseURL(source), language: language)
      return await ask(source, country, location, at: url, issuer: nil)
    }
    let kept = await listedSources(asking: false)
    let feed =
      kept.flatMap { WMOSources.feed(country: country, language: language, in: $0) }
      ?? WMOSources.feed(country: country, language: language)
    let outcome = await askCentre(feed, country, location)
    guard kept == nil, case .failed(let error, ofFeed: true) = outcome, !error.isTransient,
      let listed = await listedSources(asking: true),
      let other = WMOSources.feed(country: country, language: language, in: listed),
      other.sourceID != feed?.sourceID
    else { return outcome }
    return await askCentre(other, country, location)
  }

  /// The WMO centre's `feed` for the point in `country`.
  private func askCentre(_ feed: WMOSources.Feed?, _ country: String, _ location: Location) async
    -> Outcome
  {
    let url = baseURL(.wmo).request(path: AlertSource.wmoFeedPath(feed?.sourceID), query: [])
    return await ask(.wmo, country, location, at: url, issuer: feed?.authority)
  }

  /// The alert hub's list of sources as a table (`WMOSourceList.table`): kept (under a week
  /// old), else, when `asking`, asked and kept once it reads; nil when it cannot be had.
  private func listedSources(asking: Bool) async -> String? {
    let url = sourceListURL.request(path: WMOSourceList.path, query: [])
    let key = "alerts \(url.textWithoutCredentials)"
    let read = { (body: [UInt8]) in try? WMOSourceList.table(body, host: url.host) }
    if let kept = cache?.value(key, youngerThan: WMOSourceList.lifetime, decode: read) {
      return kept.value
    }
    guard asking else { return nil }
    let request = HTTPRequest(url: url, headers: [:], timeout: timeout)
    guard
      case .success(let response) = await exchange(
        request, key: key, maxAge: WMOSourceList.lifetime),
      response.status == 200, let table = read(response.body)
    else { return nil }
    cache?.save(response.body, for: key)
    return table
  }

  /// One source's answer for the point in `country`, asked at `url`. A source whose feed lists
  /// CAP documents is asked for its feed, then for each document it has not kept; `issuer`
  /// names the service behind the WMO centre's feed.
  private func ask(
    _ source: AlertSource, _ country: String, _ location: Location, at url: WebAddress,
    issuer: String?
  ) async -> Outcome {
    var headers: [String: String] = [:]
    if source == .nws { headers["Accept"] = "application/geo+json" }
    guard source.listsDocuments else {
      let kept = await fetchKept(url, headers: headers) { body throws(ServiceError) in
        try AlertReader.read(
          body, source: source, latitude: location.latitude, longitude: location.longitude,
          regions: location.regions, host: url.host, language: language)
      }
      switch kept {
      case .success(let kept): return .answered(kept.value, staleBecause: kept.staleBecause)
      case .failure(let error): return .failed(error)
      }
    }
    let kept = await fetchKept(url, headers: headers) { body throws(ServiceError) in
      try AlertReader.feed(body, host: url.host)
    }
    let feed: AlertReader.Feed
    let staleBecause: ServiceError?
    switch kept {
    case .success(let kept): (feed, staleBecause) = (kept.value, kept.staleBecause)
    case .failure(let error): return .failed(error, ofFeed: true)
    }
    let now = now()
    let current = feed.items.filter { ($0.expires.map { $0 > now } ?? true) }
    if let moved = Self.moved(feed, entries: current.count + feed.unlinked, asked: url, now: now) {
      return .failed(moved, ofFeed: true)
    }
    let read = current.prefix(AlertReader.maximumFeedItems)
    let links = read.compactMap { document(at: $0.link, of: source, feed: url) }
    // What is not read is said, never taken for "no warning": entries that name no document,
    // documents elsewhere, and items past the most one run reads.
    var notRead: [String] = []
    if feed.unlinked > 0 {
      notRead.append(
        feed.unlinked == 1
          ? "a warning in the feed names no document"
          : "\(feed.unlinked) warnings in the feed name no document")
    }
    if links.count < read.count {
      let count = read.count - links.count
      notRead.append(
        count == 1
          ? "a warning's document is not on the feed's host"
          : "\(count) warnings' documents are not on the feed's host")
    }
    if current.count > read.count {
      notRead.append(
        "the feed lists \(current.count) warnings; the first \(read.count) were read")
    }
    let budget = ByteBudget(Self.documentsByteLimit)
    let documents = await inChunks(links, size: 1, atOnce: 4) { chunk in
      var documents: [Result<XMLTree, XMLTree.Malformed>?] = []
      for link in chunk { documents.append(await documentBody(link, budget: budget)) }
      return documents
    }
    do throws(ServiceError) {
      var answer = try AlertReader.readDocuments(
        documents: documents, source: source, latitude: location.latitude,
        longitude: location.longitude,
        regions: location.regions, host: url.host, language: language, issuer: issuer)
      answer.unreadable += notRead
      return .answered(answer, staleBecause: staleBecause)
    } catch {
      return .failed(error)
    }
  }

  /// Days a country's feed may go unwritten, with nothing in force, before it is taken for a
  /// feed its service no longer writes (moved or renamed): a national service's feed is
  /// rewritten at least with each warning, and quiet months are rarer than moved feeds.
  package static let abandonedAfterDays = 30

  /// Why a country's feed cannot be taken for "no warnings in force", or nil: it has no
  /// `entries` in force (nor unreadable ones) and was last written more than
  /// `abandonedAfterDays` ago, or its channel names another of the centre's feeds than the one
  /// asked (`/v2/cap-alerts/ID/`).
  static func moved(_ feed: AlertReader.Feed, entries: Int, asked: WebAddress, now: Date)
    -> ServiceError?
  {
    // Path segments, not `firstRange(of:)`, which would link the string-processing library
    // (1.3 MB) into the binary.
    let feedID = { (path: Substring) -> Substring? in
      let segments = path.split(separator: "/")
      guard let index = segments.firstIndex(of: "cap-alerts"), index + 1 < segments.count
      else { return nil }
      return segments[index + 1]
    }
    if let id = feedID(asked.path),
      let other = feed.ownLinks.lazy.compactMap({ WebAddress($0).flatMap { feedID($0.path) } })
        .first(where: { $0.lowercased() != id.lowercased() })
    {
      return .unreadable(
        host: asked.host,
        detail: "the feed \(id) answers as \(other.prefix(64)): the service has moved it")
    }
    if entries == 0, let written = feed.written,
      now.timeIntervalSince(written) > Double(Self.abandonedAfterDays) * 86_400
    {
      let day = LocalDate(utcDayOf: written)
      return .unreadable(
        host: asked.host,
        detail: "its feed has not been written since \(day): the service may have moved it")
    }
    return nil
  }

  /// The address to ask for a document a feed links to: only on the source's own host (its
  /// default, or the root it is asked at; any case, a final dot ignored) or a path on the
  /// feed's, and then at the root it is asked at, so a mirror or test server serves the
  /// documents too. A link elsewhere is never followed.
  private func document(at link: String, of source: AlertSource, feed: WebAddress)
    -> WebAddress?
  {
    let root = baseURL(source)
    if link.hasPrefix("/"), !link.hasPrefix("//") {
      return WebAddress(root.request(path: "").text + link)
    }
    let host = { (address: WebAddress) -> String in
      var name = address.host.lowercased()
      if name.hasSuffix(".") { name.removeLast() }
      return name
    }
    guard let address = WebAddress(link), address.isWeb,
      [source.defaultBaseURL, root, feed].contains(where: { host($0) == host(address) })
    else { return nil }
    let path = String(address.path)
    guard path.hasPrefix("/") else { return nil }
    return WebAddress(root.request(path: path).text + (address.query.map { "?" + $0 } ?? ""))
  }

  /// Seconds a CAP document is kept: one at an address never changes, and the feed says
  /// which are current, so only age clears them.
  package static let documentLifetime: Double = 7 * 24 * 3600

  /// The most bytes the documents of one feed take together: 16 MiB, about forty times what a
  /// real feed's documents come to (a few dozen, each under 10 KB). Past it, a document is not read (the list is partial), so
  /// no feed, however hostile, makes a run hold more than about this much of them.
  package static let documentsByteLimit = 16 * 1_048_576

  /// A CAP document, read: kept, else asked for and kept once it reads as a CAP alert; nil
  /// when it cannot be had. Each is read as XML once a run, and counts against `budget`.
  private func documentBody(_ url: WebAddress, budget: ByteBudget) async
    -> Result<XMLTree, XMLTree.Malformed>?
  {
    let key = "cap \(url.textWithoutCredentials)"
    let spent = XMLTree.Malformed(
      reason: "past the 16 MiB the documents of one feed may take together")
    if let kept = cache?.entry(key, youngerThan: Self.documentLifetime) {
      guard budget.take(kept.data.count) else { return .failure(spent) }
      if case .success(let root) = AlertReader.document(kept.data), root.name == "alert" {
        return .success(root)
      }
    }
    // Once the budget is spent, nothing more is asked.
    guard !budget.isSpent else { return .failure(spent) }
    var request = HTTPRequest(url: url, headers: [:], timeout: timeout)
    // A document is read only from the feed's host: a redirect elsewhere is a link elsewhere.
    request.staysOnHost = true
    // Places of one run that share a document (a batch in one country) ask for it once.
    let exchange = await exchange(request, key: key, maxAge: Self.documentLifetime)
    guard case .success(let response) = exchange, response.status == 200 else { return nil }
    guard budget.take(response.body.count) else { return .failure(spent) }
    let document = AlertReader.document(response.body)
    if case .success(let root) = document, root.name == "alert" {
      cache?.save(response.body, for: key)
    }
    return document
  }

  /// The response to `request`, shared by every place of the run that asks it under `key`
  /// within `maxAge` seconds.
  private func exchange(_ request: HTTPRequest, key: String, maxAge: Double) async
    -> Result<HTTPResponse, ServiceError>
  {
    await shared.response(for: key, now: now(), maxAge: maxAge) { [http] in
      do throws(ServiceError) {
        return .success(try await http.fetchResponse(request))
      } catch {
        return .failure(error)
      }
    }
  }

  /// What a kept-or-asked answer gave: its value, and why it stands in when it is stale.
  private typealias Kept<Value> = Result<(value: Value, staleBecause: ServiceError?), ServiceError>

  /// An answer read with `read`: fresh from the cache, else asked (with `If-Modified-Since`
  /// when a kept answer has a `Last-Modified`; a 304 keeps it), else a kept one when the
  /// failure may pass. Places that share a request (a country's feed) share one exchange.
  private func fetchKept<Value: Sendable>(
    _ url: WebAddress, headers: [String: String],
    read: @escaping (([UInt8]) throws(ServiceError) -> Value)
  ) async -> Kept<Value> {
    var headers = headers
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
      return .success((kept.value.1, nil))
    }
    if let lastModified = validators?.lastModified { headers["If-Modified-Since"] = lastModified }
    let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
    let exchange = await exchange(request, key: key, maxAge: Self.lifetime)
    do throws(ServiceError) {
      let response = try exchange.get()
      if response.status == 304, let kept {
        var renewed = HTTPValidators(headers: response.headers)
        renewed.lastModified = renewed.lastModified ?? validators?.lastModified
        cache?.save(kept.value.0, for: key, validators: renewed)
        return .success((kept.value.1, nil))
      }
      guard response.status != 304 else {
        throw .httpStatus(host: request.host, status: 304)
      }
      let value = try read(response.body)
      cache?.save(response.body, for: key, validators: HTTPValidators(headers: response.headers))
      return .success((value, nil))
    } catch {
      if error.isTransient, let kept {
        return .success((kept.value.1, error))
      }
      return .failure(error)
    }
  }
}

/// Bytes that may still be taken, shared by the tasks that read one feed's documents.
final class ByteBudget: Sendable {
  private let left: Mutex<Int>

  init(_ bytes: Int) {
    left = Mutex(bytes)
  }

  /// Whether nothing is left.
  var isSpent: Bool { left.withLock { $0 <= 0 } }

  /// Takes `count` bytes; false when fewer are left, and then none is left.
  func take(_ count: Int) -> Bool {
    left.withLock { left in
      guard count <= left else {
        left = 0
        return false
      }
      left -= count
      return true
    }
  }
}

/// Requests under way or recently answered, by cache key: places that share a request (a
/// country's MeteoAlarm feed in a batch) wait for the same exchange instead of sending their
/// own, for as long as an answer stays fresh. The first asker sends in its own task, so the
/// request runs where that task runs (the command's one thread, `MainLoop`), never as an
/// unstructured task on the thread pool; the others wait for its answer.
actor SharedRequests {
  typealias Answer = Result<HTTPResponse, ServiceError>

  private enum State {
    case sending(waiting: [CheckedContinuation<Answer, Never>])
    case answered(Answer)
  }

  /// Each exchange's state, when it started, and its number (so that an exchange that
  /// replaced a stale one is not answered by the old one).
  private var exchanges: [String: (state: State, at: Date, number: Int)] = [:]
  private var started = 0

  /// The exchange for `key` started less than `maxAge` seconds before `now`, or a new one
  /// started with `send`.
  func response(
    for key: String, now: Date, maxAge: Double, send: @Sendable () async -> Answer
  ) async -> Answer {
    if let known = exchanges[key], now.timeIntervalSince(known.at) < maxAge, known.at <= now {
      switch known.state {
      case .answered(let answer):
        return answer
      case .sending:
        // No suspension between the check above and this closure: the exchange is still
        // being sent.
        return await withCheckedContinuation { continuation in
          switch exchanges[key]?.state {
          case .sending(let waiting)?:
            exchanges[key]?.state = .sending(waiting: waiting + [continuation])
          case .answered(let answer)?:
            continuation.resume(returning: answer)
          case nil:
            continuation.resume(returning: .failure(.unreachable(host: key, reason: "no answer")))
          }
        }
      }
    }
    started += 1
    let number = started
    exchanges[key] = (.sending(waiting: []), now, number)
    let answer = await send()
    if let exchange = exchanges[key], exchange.number == number {
      if case .sending(let waiting) = exchange.state {
        for continuation in waiting { continuation.resume(returning: answer) }
      }
      exchanges[key]?.state = .answered(answer)
    }
    return answer
  }
}
