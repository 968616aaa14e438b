#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Finds a place by name with the Open-Meteo geocoding API.
///
/// The best match is the first result that fits the query's qualifiers and country; the
/// others with the same name are reported through `onOtherMatches`, so the caller can say how
/// to pick one of them instead.
package struct GeocodingLocationService: LocationService {
  /// The default server; the path `/v1/search` is added to it.
  package static let defaultBaseURL = "https://geocoding-api.open-meteo.com"

  private let query: PlaceQuery
  private let baseURL: WebAddress
  private let http: HTTPClient
  private let timeout: Double
  private let source: Location.Source
  private let cache: Cache?
  private let onOtherMatches: @Sendable (_ best: Place, _ others: [Place]) -> Void
  private let onKeptAnswer: @Sendable (_ error: LocationServiceError, _ storedAt: Date) -> Void
  private let language: String

  /// Creates the service for one query.
  ///
  /// - Parameters:
  ///   - query: what to look for.
  ///   - baseURL: the geocoding server.
  ///   - http: the transport.
  ///   - timeout: seconds the search may take.
  ///   - source: how the found location is labelled (`.search`, or `.configuration` for a
  ///     saved default).
  ///   - cache: where answers are kept (for `cache.searchLifetime`), or nil.
  ///   - language: the language places are named in, a two-letter code the service knows
  ///     (`de`, `pt`); `en` by default.
  ///   - onOtherMatches: called once, before `requestLocation()` returns, when the place
  ///     was looked up (not kept) and places with the same name exist in other regions or
  ///     countries.
  ///   - onKeptAnswer: called when the search failed for a while (a timeout, a refused
  ///     connection, an HTTP 5xx) and a kept answer of any age stands in, with why and when
  ///     it was kept: places do not move.
  package init(
    query: PlaceQuery, baseURL: WebAddress, http: HTTPClient, timeout: Double,
    source: Location.Source = .search, cache: Cache? = nil, language: String = "en",
    onOtherMatches: @escaping @Sendable (_ best: Place, _ others: [Place]) -> Void = { _, _ in },
    onKeptAnswer: @escaping @Sendable (_ error: LocationServiceError, _ storedAt: Date) -> Void =
      { _, _ in }
  ) {
    self.query = query
    self.baseURL = baseURL
    self.http = http
    self.timeout = timeout
    self.source = source
    self.cache = cache
    self.onOtherMatches = onOtherMatches
    self.onKeptAnswer = onKeptAnswer
    self.language = language
  }

  /// The search URL: the name, up to 100 results when qualifiers must filter them, names in
  /// the language, and the country code when one was given.
  package var url: WebAddress {
    var items = [
      ("name", query.name), ("count", query.qualifiers.isEmpty ? "10" : "100"),
      ("language", language), ("format", "json"),
    ]
    if let country = query.country { items.append(("countryCode", country)) }
    return baseURL.request(
      path: "/v1/search", query: items.map { ($0.0, $0.1.percentEncodedForQuery) })
  }

  /// Every place that fits the query, best first.
  ///
  /// - Throws: `.requestFailed` when the search fails, `.notFound` when nothing fits.
  package func search() async throws(LocationServiceError) -> [Place] {
    try await lookUp().places
  }

  /// The places that fit the query, and whether they were asked for now (not kept).
  private func lookUp() async throws(LocationServiceError) -> (places: [Place], asked: Bool) {
    let request = HTTPRequest.openMeteo(url: url, timeout: timeout)
    let key = "search \(url.textWithoutCredentials)"
    let read = { (body: [UInt8]) in try? Self.places(from: body, host: request.host) }
    var places: [Place]
    var asked = false
    if let cache,
      let kept = cache.value(key, youngerThan: cache.searchLifetime, fresh: true, decode: read)
    {
      places = kept.value
    } else {
      do {
        let body = try await http.fetch(request)
        places = try Self.places(from: body, host: request.host)
        cache?.save(body, for: key)
        asked = true
      } catch {
        guard error.isTransient, let cache,
          let kept = cache.value(key, youngerThan: .greatestFiniteMagnitude, decode: read)
        else { throw .requestFailed(error) }
        places = kept.value
        onKeptAnswer(.requestFailed(error), kept.storedAt)
      }
    }
    let fitting = places.filter { place in
      (query.country.map { place.countryCode?.uppercased() == $0 } ?? true)
        && query.qualifiers.allSatisfy { place.matches(qualifier: $0) }
    }
    guard !fitting.isEmpty else { throw .notFound(query: query.text) }
    return (fitting, asked)
  }

  /// The best match as a location, named in full.
  package func requestLocation() async throws(LocationServiceError) -> Location {
    let (places, asked) = try await lookUp()
    let best = places[0]
    // Said when the place is looked up, not on every run that reuses the answer.
    if asked, query.qualifiers.isEmpty {
      let others = Self.otherPlaces(named: best, in: places.dropFirst())
      if !others.isEmpty { onOtherMatches(best, others) }
    }
    do {
      return try Location(
        latitude: best.latitude, longitude: best.longitude, name: best.fullName, source: source,
        countryCode: best.countryCode, regions: [best.region, best.district],
        timeZone: best.timezone)
    } catch {
      throw .requestFailed(
        .unreadable(host: baseURL.host, detail: "the best match has no valid coordinates"))
    }
  }

  /// Places after the best that share its name but lie in another region or country, one per
  /// region.
  static func otherPlaces(named best: Place, in rest: ArraySlice<Place>) -> [Place] {
    var seen = [best.regionKey]
    var others: [Place] = []
    for place in rest where place.name.folded == best.name.folded {
      guard !seen.contains(place.regionKey) else { continue }
      seen.append(place.regionKey)
      others.append(place)
    }
    return others
  }

  /// The places in a geocoding answer. An answer without `results` is no match; fields the
  /// service leaves out are nil, and results without a name or coordinates are skipped.
  ///
  /// - Throws: `ServiceError.unreadable` when the body is not a geocoding answer.
  package static func places(from body: [UInt8], host: String) throws(ServiceError) -> [Place] {
    var places: [Place] = []
    do {
      // Every name is cut to `Location.nameLimit` before it is used or matched: a poisoned
      // answer's 300,000-word region would cost every run that reads it.
      for result in try JSONObject(parsing: body).objects("results") ?? [] {
        let name = try result.string("name").map(Location.cleanName) ?? ""
        guard !name.isEmpty, let latitude = try result.number("latitude"),
          let longitude = try result.number("longitude"),
          (try? Location(latitude: latitude, longitude: longitude, source: .search)) != nil
        else { continue }
        places.append(
          Place(
            name: name, latitude: latitude, longitude: longitude,
            region: try result.string("admin1").map(Location.cleanName)?.nonEmpty,
            district: try result.string("admin2").map(Location.cleanName)?.nonEmpty,
            country: try result.string("country").map(Location.cleanName)?.nonEmpty,
            countryCode: try result.string("country_code").map(Location.cleanName)?.nonEmpty,
            population: try result.int("population"),
            timezone: try result.string("timezone")?.sanitizedForTerminal().nonEmpty))
      }
    } catch {
      throw .reading(error, host: host, detail: "expected a list of places, got \(body.excerpt())")
    }
    return places
  }

  /// One line for people: the other places and how to ask for them, for example
  /// `also: Melbourne, Victoria, Australia; use --country AU`. A place in the same country is
  /// picked by naming its region (`"Hollywood, California"`), one elsewhere by `--country`.
  package static func otherMatchesNote(best: Place, others: [Place], limit: Int = 3) -> String? {
    otherMatchesNote(best: best, others: others, limit: limit, language: .english)
  }

  /// The same in `language`.
  package static func otherMatchesNote(
    best: Place, others: [Place], limit: Int = 3, language: Language
  ) -> String? {
    guard !others.isEmpty else { return nil }
    let places = others.prefix(limit).map(\.fullName).joined(separator: "; ")
    var text =
      others.count > limit
      ? language.say("note.alsoMore", count: others.count - limit, [("places", places)])
      : language.say("note.also", [("places", places)])
    let country = best.countryCode?.uppercased()
    var hints: [String] = []
    if let sameCountry = others.first(where: { $0.countryCode?.uppercased() == country }),
      let region = sameCountry.region
    {
      hints.append("\"\(sameCountry.name), \(region)\"")
    }
    if let code = others.lazy.compactMap({ $0.countryCode?.uppercased() }).first(where: {
      $0 != country
    }) {
      hints.append("--country \(code)")
    }
    if !hints.isEmpty {
      text = language.say(
        "note.alsoUse", [("also", text), ("hints", language.joined(hints, by: "note.or"))])
    }
    return text
  }
}
