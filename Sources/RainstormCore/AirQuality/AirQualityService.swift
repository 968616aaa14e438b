#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// A source of air quality, injected into `RootViewModel` as a closure (as `HTTPClient` is):
/// the live one is `OpenMeteoAirQualityService.service`, tests give their own.
public struct AirQualityService: Sendable {
  private let ask: @Sendable (Location, Int, AirQualityIndex) async -> AirQualityReport

  /// The service that answers with `ask` (the place, the days and the index).
  package init(
    _ ask: @escaping @Sendable (Location, Int, AirQualityIndex) async -> AirQualityReport
  ) {
    self.ask = ask
  }

  /// Air quality for one place over `days` days, on `index`. Never throws: a failure is the
  /// report's status, so that air quality never costs the forecast.
  package func airQuality(for location: Location, days: Int, index: AirQualityIndex) async
    -> AirQualityReport
  {
    await ask(location, days, index)
  }
}

/// Open-Meteo's air quality API (`/v1/air-quality`), kept in the cache for an hour (CAMS
/// updates its forecasts a few times a day) and stale-on-error for six.
package struct OpenMeteoAirQualityService: Sendable {
  /// This service as the seam `RootViewModel` takes.
  package var service: AirQualityService {
    AirQualityService { location, days, index in
      await airQuality(for: location, days: days, index: index)
    }
  }

  /// Seconds an answer stays fresh.
  package static let lifetime: Double = 3600
  /// Seconds a kept answer may stand in, marked stale, when asking fails.
  package static let staleLimit: Double = 6 * 3600
  /// The most days the API forecasts.
  package static let maximumDays = 7
  /// Open-Meteo's air quality API.
  package static let defaultBaseURL = "https://air-quality-api.open-meteo.com"

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let now: @Sendable () -> Date

  /// Creates the service: `baseURL` is the service root (`/v1/air-quality` is appended);
  /// `now` is the clock an answer's time is checked against.
  package init(
    http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil,
    now: @escaping @Sendable () -> Date
  ) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
    self.now = now
  }

  /// The air quality in `body` for `count` places, each checked to be the air of now.
  private func read(_ body: [UInt8], count: Int, host: String) throws(ServiceError)
    -> [AirQuality]
  {
    let all = try AirQuality.readAll(body, count: count, host: host)
    if let reason = all.lazy.compactMap({ $0.notPresent(at: self.now()) }).first {
      throw .unreadable(host: host, detail: reason)
    }
    return all
  }

  /// The request for `location`: 4 decimals, the place's own time zone, at least one day.
  package func url(for location: Location, days: Int) -> WebAddress {
    url(for: [location], days: days)
  }

  /// One request for several places (the API answers with an array in the same order).
  package func url(for locations: [Location], days: Int) -> WebAddress {
    baseURL.request(
      path: "/v1/air-quality",
      query: [
        ("latitude", locations.map(\.latitude.requestDegrees).joined(separator: ",")),
        ("longitude", locations.map(\.longitude.requestDegrees).joined(separator: ",")),
        ("current", AirQuality.currentVariables.joined(separator: ",")),
        ("hourly", AirQuality.hourlyVariables.joined(separator: ",")),
        ("timezone", "auto"), ("forecast_days", String(min(max(days, 1), Self.maximumDays))),
      ])
  }

  /// Air quality for many places (a `--stdin` batch), in their order: 100 places to a
  /// request, one in flight at a time, as for forecasts; nothing kept. A failed request
  /// makes its places `unavailable`.
  package func airQualities(
    for locations: [Location], days: Int, index: @escaping @Sendable (Location) -> AirQualityIndex
  ) async -> [AirQualityReport] {
    await inChunks(
      locations, size: OpenMeteoWeatherService.placesPerRequest,
      atOnce: OpenMeteoWeatherService.concurrentRequests
    ) { chunk in
      let url = url(for: chunk, days: days)
      do throws(ServiceError) {
        let body = try await http.fetch(HTTPRequest.openMeteo(url: url, timeout: timeout))
        let all = try read(body, count: chunk.count, host: url.host)
        return zip(chunk, all).map { AirQualityReport(status: .ok, index: index($0), air: $1) }
      } catch {
        return chunk.map { AirQualityReport(status: .unavailable(error), index: index($0)) }
      }
    }
  }

  /// The kept answer while fresh, else a new one (kept once read), else a kept one marked
  /// stale when the failure may pass.
  package func airQuality(for location: Location, days: Int, index: AirQualityIndex) async
    -> AirQualityReport
  {
    let url = url(for: location, days: days)
    let host = url.host
    let read = { (body: [UInt8]) throws(ServiceError) -> AirQuality in
      guard let air = try self.read(body, count: 1, host: host).first else {
        throw .unreadable(host: host, detail: "expected air quality, got none")
      }
      return air
    }
    do throws(ServiceError) {
      let answer = try await http.cached(
        HTTPRequest.openMeteo(url: url, timeout: timeout), key: "air \(url.textWithoutCredentials)",
        in: cache, lifetime: Self.lifetime, staleLimit: Self.staleLimit, read: read)
      return AirQualityReport(
        status: answer.staleBecause.map { .stale($0) } ?? .ok, index: index, air: answer.value)
    } catch {
      return AirQualityReport(status: .unavailable(error), index: index)
    }
  }
}
