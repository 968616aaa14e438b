#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// MET Norway's Nowcast 2.0: the precipitation rate every 5 minutes for the next two hours,
/// from weather radar, in Norway, Sweden, Finland and Denmark. The most precise rain timing
/// there is where it covers a place: the rain outlook takes its first two hours from it
/// (`WeatherReport.rainOutlook`) and the forecast's quarter hours for the rest.
package struct Nowcast: Equatable, Sendable {
  /// One 5-minute step.
  package struct Step: Equatable, Sendable {
    /// Its start, in seconds since 1970.
    package var start: Int
    /// The precipitation rate then, in millimetres per hour.
    package var rate: Double
  }

  /// The countries Nowcast covers (ISO 3166-1).
  package static let countries: Set<String> = ["NO", "SE", "FI", "DK"]
  /// The highest rate read as real: far above the heaviest rain ever measured in 5 minutes.
  static let highestRate = 500.0
  /// The most steps an answer may have: two hours of 5-minute steps are 25.
  static let maximumSteps = 100

  /// Whether the radar covers the place now (`meta.radar_coverage` is `ok`): only then are
  /// the rates radar's. `temporarily unavailable` and `no coverage` leave the forecast alone.
  package var radarCovers: Bool
  /// The steps, in time order, each following the one before by 5 minutes.
  package var steps: [Step]
  /// Whose radar: MET Norway's Nowcast, or DWD's RADOLAN forecast through Bright Sky
  /// (`BrightSkyRadar.nowcast`), which read the same way.
  package var source: RainOutlook.Source

  /// Creates a nowcast.
  package init(radarCovers: Bool, steps: [Step], source: RainOutlook.Source = .nowcast) {
    self.radarCovers = radarCovers
    self.steps = steps
    self.source = source
  }

  /// When the last step ends, in seconds since 1970.
  package var end: Int? {
    steps.last.map { $0.start + 300 }
  }

  /// Reads a `nowcast/2.0/complete` answer (GeoJSON).
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when it is not one, a rate is not a
  ///   rate (negative, above `highestRate`, not finite), or the steps are not 5 minutes apart.
  package static func read(_ body: [UInt8], host: String) throws(ServiceError) -> Nowcast {
    let unreadable = { (detail: String) in ServiceError.unreadable(host: host, detail: detail) }
    do {
      let root = try JSONObject(parsing: body)
      guard let properties = try root.object("properties"),
        let series = try properties.objects("timeseries")
      else { throw unreadable("not a Nowcast answer") }
      let coverage = try properties.object("meta")?.string("radar_coverage")
      guard series.count <= Self.maximumSteps else {
        throw unreadable("\(series.count) steps, more than a nowcast has")
      }
      var steps: [Step] = []
      for entry in series {
        guard let text = try entry.string("time"), let time = Instant.parse(text) else {
          throw unreadable("a step without a time")
        }
        let start = Int(time.timeIntervalSince1970.rounded(.down))
        if let last = steps.last, start != last.start + 300 {
          throw unreadable("steps not 5 minutes apart")
        }
        let details = try entry.object("data")?.object("instant")?.object("details")
        // Where the radar does not reach, the rate is left out: the step says nothing.
        guard let rate = try details?.number("precipitation_rate") else { break }
        guard rate.isFinite, (0...Self.highestRate).contains(rate) else {
          throw unreadable("a precipitation rate of \(rate) mm/h")
        }
        steps.append(Step(start: start, rate: rate))
      }
      return Nowcast(radarCovers: coverage == "ok", steps: steps)
    } catch let error as ServiceError {
      throw error
    } catch {
      throw unreadable("expected a Nowcast answer, got \(body.excerpt())")
    }
  }

  /// `forecast` with the quarter hours the nowcast covers from `now` on given its amounts
  /// (each the mean rate of its steps, three or fewer at the ends, for a quarter of an hour,
  /// in the forecast's unit);
  /// the others as they were. Nil when the radar does not cover the place or the nowcast
  /// does not cover the quarter hour in progress: then the forecast alone speaks.
  package func merged(into forecast: Forecast, now: Date) -> (forecast: Forecast, until: Int)? {
    guard radarCovers, let first = steps.first, let end else { return nil }
    let nowSeconds = Int(now.timeIntervalSince1970.rounded(.down))
    guard first.start <= nowSeconds, nowSeconds < end else { return nil }
    let rates = Dictionary(
      steps.map { ($0.start, $0.rate) }, uniquingKeysWith: { first, _ in first })
    let perMillimetre = 1 / forecast.units.precipitation.millimetres
    var merged = forecast
    var until = nowSeconds
    for index in merged.quarterHours.indices {
      // A quarter hour's time is its end.
      let quarterEnd = merged.quarterHours[index].time.secondsSinceEpoch(
        utcOffsetSeconds: forecast.utcOffsetSeconds)
      guard quarterEnd > nowSeconds else { continue }
      let starts = [quarterEnd - 900, quarterEnd - 600, quarterEnd - 300]
      // The quarter hour in progress has only its steps from now on; the last may have fewer.
      let known = starts.compactMap { rates[$0] }
      guard !known.isEmpty else { continue }
      let mean = known.reduce(0, +) / Double(known.count)
      merged.quarterHours[index].precipitation = mean / 4 * perMillimetre
      until = max(until, quarterEnd)
    }
    return until > nowSeconds ? (merged, until) : nil
  }
}

/// Nowcast for a place in its countries, kept for 5 minutes (it is made every 5 minutes), or
/// until the `Expires` MET Norway gives, up to `expiresBound`; after that it is asked with
/// `If-Modified-Since` when the kept answer has a `Last-Modified`, and a `304 Not Modified`
/// renews it (MET Norway's terms ask both).
public struct NowcastService: Sendable {
  /// Seconds an answer stays fresh.
  package static let lifetime: Double = 300
  /// How long MET Norway's `Expires` may keep an answer fresh: 15 minutes, so a shower the
  /// radar sees is never older than that.
  package static let expiresBound: Double = 900

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?

  /// Creates the service against MET Norway's API at `baseURL` (`api.met.no`).
  package init(http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  /// Whether Nowcast covers the place: its country's, or where the borders put it.
  package static func covers(_ location: Location, cache: Cache? = nil) -> Bool {
    let countries =
      location.countryCode.map { [$0.uppercased()] }
      ?? CountryBorders.countries(
        latitude: location.latitude, longitude: location.longitude, cache: cache)
    return countries.contains { Nowcast.countries.contains($0) }
  }

  /// The request: the place to 4 decimals, as MET Norway asks.
  package func url(for location: Location) -> WebAddress {
    baseURL.request(
      path: "/weatherapi/nowcast/2.0/complete",
      query: [
        ("lat", location.latitude.requestDegrees), ("lon", location.longitude.requestDegrees),
      ])
  }

  /// The nowcast for the place, or nil where Nowcast does not cover it or cannot be had: the
  /// forecast's quarter hours then speak alone, as everywhere else.
  package func nowcast(for location: Location) async -> Nowcast? {
    guard Self.covers(location, cache: cache) else { return nil }
    let url = url(for: location)
    let key = "nowcast \(url.textWithoutCredentials)"
    let read = { (body: [UInt8]) in try? Nowcast.read(body, host: url.host) }
    let kept = cache?.entry(key, youngerThan: Self.expiresBound).flatMap { entry in
      read(entry.data).map { (entry, $0) }
    }
    let validators = kept == nil ? nil : cache?.validators(key)
    if let cache, let kept,
      cache.isFresh(
        storedAt: kept.0.storedAt, lifetime: Self.lifetime, expires: validators?.expires,
        bound: Self.expiresBound)
    {
      return kept.1
    }
    var request = HTTPRequest(url: url, timeout: timeout)
    if let lastModified = validators?.lastModified {
      request.headers["If-Modified-Since"] = lastModified
    }
    guard let response = try? await http.fetchResponse(request) else { return nil }
    if response.status == 304, let kept {
      var renewed = HTTPValidators(headers: response.headers)
      renewed.lastModified = renewed.lastModified ?? validators?.lastModified
      cache?.save(kept.0.data, for: key, validators: renewed)
      return kept.1
    }
    guard response.status != 304, let nowcast = read(response.body) else { return nil }
    cache?.save(response.body, for: key, validators: HTTPValidators(headers: response.headers))
    return nowcast
  }
}
