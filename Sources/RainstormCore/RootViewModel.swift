import Foundation

/// A location together with the forecast for it: what a successful refresh reports.
public struct WeatherReport: Equatable, Sendable {
  /// Where the forecast is for, and how that place was found.
  public var location: Location
  /// The forecast.
  public var forecast: Forecast

  /// Creates a report.
  public init(location: Location, forecast: Forecast) {
    self.location = location
    self.forecast = forecast
  }
}

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
  private let http: HTTPClient
  private let weatherBaseURL: URL
  private let options: ForecastOptions
  private let timeout: Double
  private let onResult: ResultHandler

  /// Creates a view model.
  ///
  /// - Parameters:
  ///   - locationService: how to find the place.
  ///   - http: the transport for the forecast request.
  ///   - weatherBaseURL: the forecast service root (`/v1/forecast` is appended).
  ///   - options: what to ask the forecast service for.
  ///   - timeout: seconds the forecast request may take.
  ///   - onResult: called once with the outcome of each `refresh()`.
  public init(
    locationService: any LocationService,
    http: HTTPClient,
    weatherBaseURL: URL,
    options: ForecastOptions = ForecastOptions(),
    timeout: Double,
    onResult: @escaping ResultHandler
  ) {
    self.locationService = locationService
    self.http = http
    self.weatherBaseURL = weatherBaseURL
    self.options = options
    self.timeout = timeout
    self.onResult = onResult
  }

  /// Finds the location, fetches the forecast for it, and reports the outcome once.
  public func refresh() async {
    onResult(await loadReport())
  }

  private func loadReport() async -> Result<WeatherReport, RootViewModelError> {
    let location: Location
    do {
      location = try await locationService.requestLocation()
    } catch .notAuthorized {
      return .failure(.notAuthorizedToRequestLocation)
    } catch {
      return .failure(.failedToRequestLocation(error))
    }
    let request = WeatherRequest(baseURL: weatherBaseURL, location: location, options: options)
    let httpRequest = HTTPRequest(url: request.url, timeout: timeout)
    do {
      let body = try await http.fetch(httpRequest)
      let forecast = try Forecast.decode(body, from: httpRequest.host, units: options.units)
      return .success(WeatherReport(location: location, forecast: forecast))
    } catch {
      return .failure(.noWeatherDataAvailable(error))
    }
  }
}
