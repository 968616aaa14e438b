/// How far the compared weather models agree on a day: the spread of their highs, lows and
/// precipitation, and whether they agree that it rains.
///
/// A day is marked as uncertain when the highs or the lows are 3 °C (5.4 °F) or more apart, or
/// when at least one model has 1 mm (0.04 in) of precipitation or more and another has less.
/// A model with no value for the place is left out, never counted as zero.
package struct ModelAgreement: Equatable, Sendable {
  /// The models with at least one value for the day, in the order asked.
  package var models: [String]
  /// The models asked for that have no value for the day.
  package var missing: [String]
  /// Highest minus lowest of the models' highs.
  package var highSpread: Double?
  /// Highest minus lowest of the models' lows.
  package var lowSpread: Double?
  /// Highest minus lowest of the models' precipitation totals.
  package var precipitationSpread: Double?
  /// Whether every model with a total has 1 mm or more, or every one less; nil with fewer
  /// than two totals.
  package var agreeOnRain: Bool?
  /// Whether the day is marked: the spreads or the rain disagreement above.
  package var disagrees: Bool

  /// Temperatures this far apart, in °C, or more, disagree.
  package static let temperatureSpreadCelsius = 3.0
  /// The daily total, in millimetres, from which a model says it rains.
  package static let rainyDayMillimetres = 1.0

  /// The agreement of `day.models`, or nil when fewer than two have any value for the day.
  package init?(_ day: Forecast.Day, units: MeasurementUnits) {
    let present = day.models.filter {
      $0.temperatureMin != nil || $0.temperatureMax != nil || $0.precipitationSum != nil
    }
    guard present.count >= 2 else { return nil }
    models = present.map(\.model)
    missing = day.models.filter { model in !present.contains { $0.model == model.model } }
      .map(\.model)
    let spread = { (values: [Double]) -> Double? in
      guard values.count >= 2, let low = values.min(), let high = values.max() else { return nil }
      return high - low
    }
    highSpread = spread(present.compactMap(\.temperatureMax))
    lowSpread = spread(present.compactMap(\.temperatureMin))
    let totals = present.compactMap(\.precipitationSum)
    precipitationSpread = spread(totals)
    let millimetres = units.precipitation.millimetres
    let rainy = totals.map { $0 * millimetres >= Self.rainyDayMillimetres }
    agreeOnRain = totals.count >= 2 ? Set(rainy).count == 1 : nil
    let limit = Self.temperatureSpreadCelsius * (units.temperature == .celsius ? 1 : 1.8)
    disagrees =
      (highSpread ?? 0) >= limit || (lowSpread ?? 0) >= limit || agreeOnRain == false
  }

  /// A short name for a model in a column heading: `GFS`, `ICON`, `GEM`, `ECMWF`, else the name's
  /// first part in capitals.
  package static func shortName(_ model: String) -> String {
    String(model.prefix { $0 != "_" }).uppercased()
  }
}
