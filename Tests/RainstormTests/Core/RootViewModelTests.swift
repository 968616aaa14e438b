import Foundation
import RainstormCore
import Testing

/// The view model's flow with stub services: find the place, ask for its forecast, report once.
@Suite struct RootViewModelTests {
  static let forecast = Forecast(
    timezone: "Europe/Zagreb", timezoneAbbreviation: "CEST", utcOffsetSeconds: 7200,
    current: Forecast.Current(temperature: 12.5), daily: [])

  /// Runs refreshes and returns every result the closure received.
  func refresh(
    location: Result<Location, LocationServiceError>, weather: StubWeatherService,
    options: ForecastOptions = ForecastOptions(), times: Int = 1
  ) async -> (results: [Result<WeatherReport, RootViewModelError>], locator: StubLocationService) {
    let locator = StubLocationService(location)
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let viewModel = RootViewModel(
      locationService: locator, weatherService: weather, options: options,
      onResult: { recorder.record($0) })
    for _ in 0..<times {
      await viewModel.refresh()
    }
    return (recorder.all, locator)
  }

  @Test func findsTheLocationThenReportsItsForecast() async throws {
    let fetchedAt = Date(timeIntervalSince1970: 1_790_636_400)
    let weather = StubWeatherService(forecast: Self.forecast, fetchedAt: fetchedAt)
    let options = ForecastOptions(days: 3, hours: 5)
    let (results, locator) = await refresh(
      location: .success(.zagreb), weather: weather, options: options)
    #expect(results.count == 1)
    let report = try results[0].get()
    #expect(
      report == WeatherReport(location: .zagreb, forecast: Self.forecast, fetchedAt: fetchedAt))
    #expect(locator.callCount == 1)
    #expect(weather.requests.map(\.location) == [.zagreb])
    #expect(weather.requests.map(\.options) == [options])
  }

  /// Warnings, air quality and normals are closures the view model is given (the live ones are
  /// `PublicAlertService.service` and the like): stubs here, each asked once for the place the
  /// location service found, and each answer in the report.
  @Test func theOtherServicesAreClosuresAskedForThePlaceFound() async throws {
    let asked = Recorder<String>()
    let alerts = AlertReport(status: .unsupported)
    let air = AirQualityReport(status: .unavailable(.timedOut(host: "air")), index: .us)
    let normals = NormalsReport(status: .ok)
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let viewModel = RootViewModel(
      locationService: StubLocationService(.success(.zagreb)),
      weatherService: StubWeatherService(forecast: Self.forecast),
      alertService: AlertService { location in
        asked.record("alerts \(location.latitude)")
        return alerts
      },
      airQualityService: AirQualityService { location, days, index in
        asked.record("air \(location.latitude) \(days) \(index)")
        return air
      },
      airQualityIndex: .us,
      normalsService: NormalsService { location, _ in
        asked.record("normals \(location.latitude)")
        return normals
      },
      options: ForecastOptions(days: 2), onResult: { recorder.record($0) })
    await viewModel.refresh()
    let report = try #require(recorder.all.first).get()
    #expect(report.alerts == alerts && report.airQuality == air && report.normals == normals)
    #expect(Set(asked.all) == ["alerts 45.6", "air 45.6 2 us", "normals 45.6"])
  }

  @Test func passesOnAStaleForecastWithWhyItIsStale() async throws {
    let why = ServiceError.timedOut(host: "api.open-meteo.com")
    let kept = FetchedForecast(
      forecast: Self.forecast, fetchedAt: Date(timeIntervalSince1970: 5), staleBecause: why)
    let (results, _) = await refresh(
      location: .success(.zagreb), weather: StubWeatherService(.success(kept)))
    let report = try #require(results.first).get()
    #expect(report.staleBecause == why)
    #expect(report.fetchedAt == kept.fetchedAt)
  }

  /// `report()` is the same flow, returned instead of reported: the command goes on with it.
  @Test func reportReturnsWhatRefreshReportsAndCallsNoClosure() async throws {
    let fetchedAt = Date(timeIntervalSince1970: 1_790_636_400)
    let weather = StubWeatherService(forecast: Self.forecast, fetchedAt: fetchedAt)
    let recorder = Recorder<Result<WeatherReport, RootViewModelError>>()
    let viewModel = RootViewModel(
      locationService: StubLocationService(.success(.zagreb)), weatherService: weather,
      onResult: { recorder.record($0) })
    let returned = try await viewModel.report().get()
    #expect(recorder.all.isEmpty)
    await viewModel.refresh()
    #expect(try recorder.all.map { try $0.get() } == [returned])
    #expect(returned.location == .zagreb && returned.fetchedAt == fetchedAt)
    let failing = RootViewModel(
      locationService: StubLocationService(.failure(.notAuthorized)), weatherService: weather)
    #expect(await failing.report() == .failure(.notAuthorizedToRequestLocation))
  }

  @Test func reportsOncePerRefresh() async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, locator) = await refresh(location: .success(.zagreb), weather: weather, times: 3)
    #expect(results.count == 3)
    #expect(locator.callCount == 3)
    #expect(weather.requests.count == 3)
  }

  @Test func reportsNotAuthorizedWithoutAskingForWeather() async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, _) = await refresh(location: .failure(.notAuthorized), weather: weather)
    #expect(results == [.failure(.notAuthorizedToRequestLocation)])
    #expect(weather.requests.isEmpty)
  }

  @Test(arguments: [
    LocationServiceError.requestFailed(.timedOut(host: "ipapi.co")),
    .requestFailed(.rateLimited(host: "ipapi.co", reason: "RateLimited")),
    .notFound(query: "Atlantis"),
    .lookupsFailed([.timedOut(host: "ipapi.co"), .httpStatus(host: "ipwho.is", status: 500)]),
  ])
  func reportsALocationFailureWithItsCause(error: LocationServiceError) async {
    let weather = StubWeatherService(forecast: Self.forecast)
    let (results, _) = await refresh(location: .failure(error), weather: weather)
    #expect(results == [.failure(.failedToRequestLocation(error))])
    #expect(weather.requests.isEmpty)
  }

  @Test(arguments: [
    ServiceError.timedOut(host: "api.open-meteo.com"),
    .rateLimited(host: "api.open-meteo.com", reason: "Daily API request limit exceeded."),
    .unreadable(host: "api.open-meteo.com", detail: "expected JSON, got an HTML page"),
    .errorBody(host: "api.open-meteo.com", status: 400, reason: "Latitude must be in range"),
    .httpStatus(host: "api.open-meteo.com", status: 500),
  ])
  func reportsAWeatherFailureOnceWithItsCause(error: ServiceError) async {
    let weather = StubWeatherService(.failure(error))
    let (results, _) = await refresh(location: .success(.zagreb), weather: weather)
    #expect(results == [.failure(.noWeatherDataAvailable(error))])
    #expect(weather.requests.count == 1)
  }
}
