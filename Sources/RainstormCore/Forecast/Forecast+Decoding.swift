extension Forecast {
  /// Decodes an Open-Meteo `/v1/forecast` JSON body for one place.
  ///
  /// Values that are missing or `null` decode as `nil`; keys not in use are skipped. A Beaufort
  /// wind unit converts the metres per second that were asked for.
  /// - Parameters:
  ///   - body: the response body.
  ///   - host: the host it came from, for error messages.
  ///   - units: the units the request asked for.
  ///   - blocks: the blocks the request asked for, which the answer must have.
  ///   - models: the models compared beside the best match (`ForecastOptions.comparedModels`
  ///     when `models=` was sent): the answer's keys then end in the model names.
  /// - Throws: `ServiceError.unreadable` when the body is not a forecast, or not the answer to
  ///   a request for `blocks`.
  public static func decode(
    _ body: [UInt8], from host: String, units: MeasurementUnits = MeasurementUnits(),
    requiring blocks: ForecastBlocks = [], comparing models: [String] = []
  ) throws(ServiceError) -> Forecast {
    var reader = ForecastReader(body: body, units: units, requiring: blocks, comparing: models)
    do throws(ForecastReader.ReadError) {
      let forecast = try reader.forecast(path: "")
      try reader.end()
      return forecast
    } catch {
      throw .unreadable(host: host, detail: error.detail(body: body))
    }
  }

  /// Decodes the answer to a request for `count` places: an array in request order, or a
  /// single object when one place was asked for.
  ///
  /// `readsHourly: false` skips an `hourly` block without reading its values, for a request
  /// that did not ask for one (a server may send it anyway).
  /// - Throws: `ServiceError.unreadable` when the body is not that many forecasts, each with
  ///   `blocks`.
  public static func decodeAll(
    _ body: [UInt8], count: Int, from host: String, units: MeasurementUnits = MeasurementUnits(),
    requiring blocks: ForecastBlocks = [], readsHourly: Bool = true, comparing models: [String] = []
  ) throws(ServiceError) -> [Forecast] {
    var reader = ForecastReader(
      body: body, units: units, requiring: blocks, readsHourly: readsHourly, comparing: models)
    do throws(ForecastReader.ReadError) {
      let forecasts = try reader.forecasts()
      try reader.end()
      guard forecasts.count == count else {
        let got = forecasts.count == 1 ? "one" : "\(forecasts.count)"
        throw ForecastReader.ReadError.invalid("expected \(count) forecasts, got \(got)")
      }
      return forecasts
    } catch {
      throw .unreadable(host: host, detail: error.detail(body: body))
    }
  }
}

extension Forecast {
  /// Replaces wind speeds in metres per second by Beaufort forces.
  mutating func convertWindToBeaufort() {
    let force = { (speed: Double?) in speed.map { Double(beaufortForce(metresPerSecond: $0)) } }
    let currentSpeed = current?.windSpeed
    current?.windSpeed = force(currentSpeed)
    for index in hourly.indices {
      hourly[index].windSpeed = force(hourly[index].windSpeed)
    }
    for index in daily.indices {
      daily[index].windSpeedMax = force(daily[index].windSpeedMax)
    }
  }
}
