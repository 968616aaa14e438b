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
  package static func decode(
    _ body: [UInt8], from host: String, units: MeasurementUnits = MeasurementUnits(),
    requiring blocks: ForecastBlocks = [], comparing models: [String] = []
  ) throws(ServiceError) -> Forecast {
    var reader = ForecastReader(body: body, units: units, requiring: blocks, comparing: models)
    do throws(ForecastReader.ReadError) {
      let forecast = try reader.forecast(path: "")
      try reader.end()
      return forecast
    } catch {
      throw .reading(error, host: host, detail: error.detail(body: body))
    }
  }

  /// Decodes the answer to a request for `count` places: an array in request order, or a
  /// single object when one place was asked for.
  ///
  /// `readsHourly: false` skips an `hourly` block without reading its values, for a request
  /// that did not ask for one (a server may send it anyway).
  ///
  /// With `places` (the request's, in order), each answer is matched to its place by its
  /// `location_id` rather than by its position, and must lie within
  /// `placeToleranceDegrees` of it and say its UTC offset: an answer that does not fit the
  /// places asked for is refused, never shown for another place.
  /// - Throws: `ServiceError.unreadable` when the body is not that many forecasts, each with
  ///   `blocks`.
  package static func decodeAll(
    _ body: [UInt8], count: Int, from host: String, units: MeasurementUnits = MeasurementUnits(),
    requiring blocks: ForecastBlocks = [], readsHourly: Bool = true,
    comparing models: [String] = [],
    places: [Location]? = nil
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
      guard let places else { return forecasts }
      return try matched(forecasts, reader.placements, to: places)
    } catch {
      throw .reading(error, host: host, detail: error.detail(body: body))
    }
  }
}

extension Forecast {
  /// How far a batch answer's grid point may lie from the place asked for: grid cells of the
  /// coarsest models are 0.25°.
  package static let placeToleranceDegrees = 0.5

  /// `forecasts` in the order of `places`, each found by its `location_id`.
  static func matched(
    _ forecasts: [Forecast], _ placements: [ForecastReader.Placement], to places: [Location]
  ) throws(ForecastReader.ReadError) -> [Forecast] {
    var ordered = [Forecast?](repeating: nil, count: places.count)
    for (index, (forecast, placement)) in zip(forecasts, placements).enumerated() {
      let id = placement.locationID ?? 0
      guard id < places.count, ordered[id] == nil else {
        throw .invalid("[\(index)] has location_id \(id), which is no place asked for or twice")
      }
      guard placement.hasOffset else {
        throw .invalid("[\(index)] has no utc_offset_seconds: its times could be any zone's")
      }
      let place = places[id]
      guard let latitude = placement.latitude, let longitude = placement.longitude,
        abs(latitude - place.latitude) <= placeToleranceDegrees,
        angularDistance(longitude, place.longitude) <= placeToleranceDegrees
      else {
        throw .invalid(
          "[\(index)] is for \(placement.latitude.map { "\($0)" } ?? "?"), "
            + "\(placement.longitude.map { "\($0)" } ?? "?"), not near the place asked "
            + "(\(place.latitude), \(place.longitude))")
      }
      ordered[id] = forecast
    }
    return ordered.compactMap { $0 }
  }

  /// Degrees between two longitudes, the short way round.
  private static func angularDistance(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
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
