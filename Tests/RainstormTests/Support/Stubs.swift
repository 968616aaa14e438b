import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// A location service that answers with a fixed result and counts its calls.
final class StubLocationService: LocationService {
  let result: Result<Location, LocationServiceError>
  private let calls = Mutex(0)

  init(_ result: Result<Location, LocationServiceError>) {
    self.result = result
  }

  var callCount: Int { calls.withLock { $0 } }

  func requestLocation() async throws(LocationServiceError) -> Location {
    calls.withLock { $0 += 1 }
    return try result.get()
  }
}

/// An HTTP transport that records requests and answers each through a closure.
final class StubHTTP: Sendable {
  private let recorded = Mutex<[HTTPRequest]>([])
  private let answer: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse

  init(
    _ answer: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
  ) {
    self.answer = answer
  }

  /// Answers every request with `status` and the fixture named `fixture`.
  convenience init(status: Int = 200, fixture: String) {
    let body = Fixture.data(fixture)
    self.init { _ throws(TransportError) in HTTPResponse(status: status, body: body) }
  }

  /// Fails every request with `error`.
  convenience init(failing error: TransportError) {
    self.init { _ throws(TransportError) in throw error }
  }

  var requests: [HTTPRequest] { recorded.withLock { $0 } }

  var client: HTTPClient {
    HTTPClient { request throws(TransportError) in
      self.recorded.withLock { $0.append(request) }
      return try await self.answer(request)
    }
  }
}

/// Collects what a closure is called with, from any thread.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Mutex<[Value]>([])

  func record(_ value: Value) {
    values.withLock { $0.append(value) }
  }

  var all: [Value] { values.withLock { $0 } }
}

extension Location {
  static let zagreb = try! Location(latitude: 45.6, longitude: 17.22, source: .coordinates)
}

/// A cache store in memory. A key of a kind the file store does not keep is an issue: on
/// disk it would never be kept (nor evicted).
final class MemoryCacheStore: CacheStore {
  private let entries = Mutex<[String: CachedData]>([:])
  /// Which keys cannot be written, as on a full disk (where a small entry may still fit).
  let refuses = Mutex<@Sendable (String) -> Bool>({ _ in false })

  func read(_ key: String) -> CachedData? {
    entries.withLock { $0[key] }
  }

  @discardableResult func write(_ data: [UInt8], for key: String, at date: Date) -> Bool {
    if !FileCacheStore.isEntryName(FileCacheStore.name(for: key)) {
      Issue.record("a key of no kind the file store keeps: \(key)")
    }
    guard !refuses.withLock({ $0 })(key) else { return false }
    entries.withLock { $0[key] = CachedData(data: data, storedAt: date) }
    return true
  }

  func remove(_ key: String) {
    entries.withLock { $0[key] = nil }
  }

  var keys: [String] { entries.withLock { $0.keys.sorted() } }

  /// The keys of what servers answered: all but where the borders put a point (`countries`
  /// entries, kept whatever the servers said, and only by the first question for a point in
  /// the process, which keeps its last answer in memory).
  var answerKeys: [String] { keys.filter { !$0.hasPrefix("countries ") } }
}

/// A weather service that answers with a fixed result and records what it was asked.
final class StubWeatherService: WeatherService {
  let result: Result<FetchedForecast, ServiceError>
  private let asked = Mutex<[(Location, ForecastOptions)]>([])

  init(_ result: Result<FetchedForecast, ServiceError>) {
    self.result = result
  }

  /// Answers with `forecast`, fetched at `date`.
  convenience init(forecast: Forecast, fetchedAt date: Date = Date(timeIntervalSince1970: 0)) {
    self.init(.success(FetchedForecast(forecast: forecast, fetchedAt: date)))
  }

  var requests: [(location: Location, options: ForecastOptions)] {
    asked.withLock { $0.map { (location: $0.0, options: $0.1) } }
  }

  func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    asked.withLock { $0.append((location, options)) }
    return try result.get()
  }
}
