/// Why a refresh produced no forecast, in the terms that matter to the user.
public enum RootViewModelError: Error, Equatable, Sendable {
  /// Looking up the location is not allowed (IP lookup turned off and no place given).
  case notAuthorizedToRequestLocation
  /// The location could not be found; the cause says why.
  case failedToRequestLocation(LocationServiceError)
  /// The place is known but the forecast could not be fetched or read.
  case noWeatherDataAvailable(ServiceError)
}

/// Finds the location, fetches its forecast and reports the outcome exactly once per refresh.
///
/// Every collaborator is injected, so the whole flow runs in tests without a network.
public final class RootViewModel: Sendable {
  /// Receives the outcome of a refresh.
  public typealias ResultHandler = @Sendable (Result<WeatherReport, RootViewModelError>) -> Void

  private let locationService: any LocationService
  private let weatherService: any WeatherService
  private let alertService: AlertService?
  private let airQualityService: AirQualityService?
  private let airQualityIndex: AirQualityIndex?
  private let normalsService: NormalsService?
  private let nowcastService: NowcastService?
  private let radarService: RadarService?
  private let options: ForecastOptions
  private let onResult: ResultHandler

  /// Creates a view model.
  ///
  /// - Parameters:
  ///   - locationService: how to find the place.
  ///   - weatherService: where the forecast comes from.
  ///   - alertService: where official warnings come from, asked at the same time as the
  ///     forecast; nil asks for none. Its failure never costs the forecast.
  ///   - airQualityService: where air quality comes from, asked at the same time as the
  ///     forecast; nil asks for none. Its failure never costs the forecast either.
  ///   - airQualityIndex: the index to show, or nil to choose it by the place's country.
  ///   - normalsService: where the 30-year record the days are compared with comes from,
  ///     asked at the same time; nil asks for none.
  ///   - nowcastService: MET Norway's radar nowcast for the rain timing, asked at the same time
  ///     when the options show rain timing; nil asks for none.
  ///   - radarService: the radar beside the forecast (the nearest rain, and the rain timing
  ///     where no nowcast covers the place), asked at the same time; nil asks for none.
  ///   - options: what to ask the weather service for.
  ///   - onResult: called once with the outcome of each `refresh()` (not of `report()`).
  public init(
    locationService: any LocationService,
    weatherService: any WeatherService,
    alertService: AlertService? = nil,
    airQualityService: AirQualityService? = nil,
    airQualityIndex: AirQualityIndex? = nil,
    normalsService: NormalsService? = nil,
    nowcastService: NowcastService? = nil,
    radarService: RadarService? = nil,
    options: ForecastOptions = ForecastOptions(),
    onResult: @escaping ResultHandler = { _ in }
  ) {
    self.locationService = locationService
    self.weatherService = weatherService
    self.alertService = alertService
    self.airQualityService = airQualityService
    self.airQualityIndex = airQualityIndex
    self.normalsService = normalsService
    self.nowcastService = nowcastService
    self.radarService = radarService
    self.options = options
    self.onResult = onResult
  }

  /// Finds the location, fetches the forecast for it, and reports the outcome once.
  public func refresh() async {
    onResult(await report())
  }

  /// Finds the location and fetches the forecast for it, as `refresh()` does, and returns the
  /// outcome instead of reporting it: for a caller that goes on with it at once (the command).
  public func report() async -> Result<WeatherReport, RootViewModelError> {
    let location: Location
    do {
      location = try await locationService.requestLocation()
    } catch .notAuthorized {
      return .failure(.notAuthorizedToRequestLocation)
    } catch {
      return .failure(.failedToRequestLocation(error))
    }
    async let alerts = alertService?.alerts(for: location)
    async let air = airQualityService?.airQuality(
      for: location, days: options.days,
      index: AirQualityIndex.forPlace(location, chosen: airQualityIndex))
    async let normals = normalsService?.normals(for: location, units: options.units)
    async let nowcast =
      options.rainMinutes > 0 ? await nowcastService?.nowcast(for: location) : nil
    async let radar = radarService?.radar(for: location)
    let forecast: Result<FetchedForecast, ServiceError>
    do {
      forecast = .success(try await weatherService.forecast(for: location, options: options))
    } catch {
      forecast = .failure(error)
    }
    let alertReport = await alerts
    let airReport = await air
    let normalsReport = await normals
    let nowcastReport = await nowcast
    let radarReport = await radar
    switch forecast {
    case .success(let fetched):
      return .success(
        WeatherReport(
          location, fetched, alerts: alertReport, airQuality: airReport, normals: normalsReport,
          nowcast: nowcastReport, radar: radarReport))
    case .failure(let error):
      return .failure(.noWeatherDataAvailable(error))
    }
  }
}
