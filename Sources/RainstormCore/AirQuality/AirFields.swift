/// The air quality API's quantities, declared once as the forecast's are in `ForecastFields`:
/// the variable asked for and read, where it is kept, its JSON key, its kind (which gives its
/// unit and the values it can take) and its label. The request, the reader and JSON derive
/// from these lists.
public enum AirFields {
  /// Now: the two indexes, the pollutants, UV and each plant's pollen.
  public static let current: [ForecastField<AirQuality.Reading>] =
    [
      ForecastField(
        "european_aqi", key: "european_aqi", .airIndex, .number(\.europeanAQI),
        label: "European AQI"),
      ForecastField("us_aqi", key: "us_aqi", .airIndex, .number(\.usAQI), label: "US AQI"),
      ForecastField("pm2_5", key: "pm2_5", .concentration, .number(\.pm25), label: "PM2.5"),
      ForecastField("pm10", key: "pm10", .concentration, .number(\.pm10), label: "PM10"),
      ForecastField("ozone", key: "ozone", .concentration, .number(\.ozone), label: "ozone"),
      ForecastField(
        "nitrogen_dioxide", key: "nitrogen_dioxide", .concentration,
        .number(\.nitrogenDioxide), label: "NO2"),
      ForecastField("uv_index", key: "uv_index", .uvIndex, .number(\.uvIndex), label: "UV index"),
    ]
    + AirQuality.pollen.map { plant in
      ForecastField(
        "\(plant)_pollen", key: plant, .pollen, .number(\.[pollen: plant]),
        label: "\(plant) pollen")
    }

  /// By the hour, kept as each day's highest.
  public static let dailyMaxima: [ForecastField<AirQuality.Day>] =
    [
      ForecastField(
        "european_aqi", key: "european_aqi_max", .airIndex, .number(\.europeanAQIMax),
        label: "highest European AQI"),
      ForecastField(
        "us_aqi", key: "us_aqi_max", .airIndex, .number(\.usAQIMax), label: "highest US AQI"),
      ForecastField(
        "pm2_5", key: "pm2_5_max", .concentration, .number(\.pm25Max), label: "highest PM2.5"),
      ForecastField(
        "pm10", key: "pm10_max", .concentration, .number(\.pm10Max), label: "highest PM10"),
      ForecastField(
        "uv_index", key: "uv_index_max", .uvIndex, .number(\.uvIndexMax),
        label: "highest UV index"),
    ]
    + AirQuality.pollen.map { plant in
      ForecastField(
        "\(plant)_pollen", key: plant, .pollen, .number(\.[pollenMax: plant]),
        label: "highest \(plant) pollen")
    }
}
