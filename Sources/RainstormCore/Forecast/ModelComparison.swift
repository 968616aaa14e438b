/// The compared weather models' days, asked in a request of their own: only the daily values
/// they are compared by (low, high, precipitation) and only for the compared models, so that
/// the forecast itself is asked for the best match alone. Open-Meteo counts every variable of
/// every model (`WeatherRequest.weight`), and the models run every few hours: this answer is
/// kept for `lifetime`.
package struct ModelComparisonService: Sendable {
  /// Seconds an answer stays fresh: the global models run four times a day.
  package static let lifetime: Double = 6 * 3600
  /// The daily variables the models are compared by.
  package static let variables = [
    ForecastFields.dailyLow, ForecastFields.dailyHigh, ForecastFields.dailyPrecipitation,
  ].map(\.variable)

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?

  /// Creates the service for the forecast server at `baseURL`.
  package init(http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
  }

  /// The request for `location`: the compared models, their daily values, `options`' units
  /// and days.
  package func request(for location: Location, options: ForecastOptions) -> WeatherRequest {
    var request = WeatherRequest(baseURL: baseURL, location: location, options: options)
    request.kind = .modelComparison
    return request
  }

  /// Seconds a kept answer stands in when asking fails for a while.
  package static let staleLimit: Double = 86_400

  /// The compared models' days for `location`, by date: a kept answer while fresh, else a new
  /// one (then kept), else, when asking fails for a while, one up to `staleLimit` old. Without
  /// `asking`, only a kept answer.
  ///
  /// - Throws: `ServiceError` when there is no answer to compare with.
  package func days(for location: Location, options: ForecastOptions, asking: Bool = true)
    async throws(ServiceError) -> [LocalDate: [Forecast.ModelDay]]
  {
    let request = request(for: location, options: options)
    let httpRequest = HTTPRequest.openMeteo(url: request.url, timeout: timeout)
    let models = options.comparedModels
    let read = { (body: [UInt8]) throws(ServiceError) -> Forecast in
      let answer = try Forecast.decode(
        body, from: httpRequest.host, units: options.units, requiring: .daily, comparing: models)
      try Self.checkHasValues(answer, host: httpRequest.host)
      return answer
    }
    let answer: Forecast
    if asking {
      answer = try await http.cached(
        httpRequest, key: request.cacheKey, in: cache, lifetime: Self.lifetime,
        staleLimit: Self.staleLimit, read: read
      ).value
    } else if let kept = cache?.value(
      request.cacheKey, youngerThan: Self.staleLimit, decode: { try? read($0) })
    {
      answer = kept.value
    } else {
      throw .notAsked(host: httpRequest.host)
    }
    var days: [LocalDate: [Forecast.ModelDay]] = [:]
    for day in answer.daily { days[day.date] = day.models }
    return days
  }

  /// Refuses a comparison in which no model has a value: its columns did not come back.
  static func checkHasValues(_ answer: Forecast, host: String) throws(ServiceError) {
    let values = answer.daily.lazy.flatMap(\.models).contains {
      $0.temperatureMin != nil || $0.temperatureMax != nil || $0.precipitationSum != nil
    }
    guard values else {
      throw .unreadable(
        host: host, detail: "no compared model has a value: not the models asked for")
    }
  }
}

/// A weather service whose Open-Meteo forecasts carry the compared models' days, asked after
/// the forecast in their own request (`ModelComparisonService`). A failed comparison costs
/// nothing but the comparison: the forecast says why in `modelComparisonFailure`.
package struct ModelComparingWeatherService: WeatherService {
  private let base: any WeatherService
  private let comparison: ModelComparisonService

  /// Wraps `base`.
  package init(_ base: any WeatherService, comparison: ModelComparisonService) {
    self.base = base
    self.comparison = comparison
  }

  /// `base`'s forecast, with each day's compared models when it comes from Open-Meteo and
  /// `options` compare models. They are asked after the forecast arrived, so that a provider
  /// that failed is not asked twice; over a kept forecast, only a kept comparison is used.
  package func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    var fetched = try await base.forecast(for: location, options: options)
    guard options.days > 0, !options.comparedModels.isEmpty,
      fetched.forecast.provider == .openMeteo
    else { return fetched }
    do throws(ServiceError) {
      let days = try await comparison.days(
        for: location, options: options, asking: fetched.staleBecause == nil)
      for index in fetched.forecast.daily.indices {
        fetched.forecast.daily[index].models = days[fetched.forecast.daily[index].date] ?? []
      }
    } catch {
      fetched.forecast.modelComparisonFailure = error
    }
    return fetched
  }

  /// `base`'s forecasts: a batch compares no models.
  package func forecasts(for locations: [Location], options: ForecastOptions) async
    -> [Result<FetchedForecast, ServiceError>]
  {
    await base.forecasts(for: locations, options: options)
  }
}
