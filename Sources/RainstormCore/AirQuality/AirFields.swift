/// The air quality API's quantities, declared once as the forecast's are in `ForecastFields`:
/// the variable asked for and read, where it is kept, its JSON key, its kind (which gives its
/// unit and the values it can take) and its label. The request, the reader and JSON derive
/// from these lists.
package enum AirFields {
  /// Now: the two indexes, the pollutants, UV and each plant's pollen.
  package static let current: [ForecastField<AirQuality.Reading>] =
    [
      ForecastField(
        "european_aqi", key: "european_aqi", .airIndex,
        .number(.init({ $0.europeanAQI }, { $0.europeanAQI = $1 })),
        label: "European AQI"),
      ForecastField(
        "us_aqi", key: "us_aqi", .airIndex, .number(.init({ $0.usAQI }, { $0.usAQI = $1 })),
        label: "US AQI"),
      ForecastField(
        "pm2_5", key: "pm2_5", .concentration, .number(.init({ $0.pm25 }, { $0.pm25 = $1 })),
        label: "PM2.5"),
      ForecastField(
        "pm10", key: "pm10", .concentration, .number(.init({ $0.pm10 }, { $0.pm10 = $1 })),
        label: "PM10"),
      ForecastField(
        "ozone", key: "ozone", .concentration, .number(.init({ $0.ozone }, { $0.ozone = $1 })),
        label: "ozone"),
      ForecastField(
        "nitrogen_dioxide", key: "nitrogen_dioxide", .concentration,
        .number(.init({ $0.nitrogenDioxide }, { $0.nitrogenDioxide = $1 })), label: "NO2"),
      ForecastField(
        "uv_index", key: "uv_index", .uvIndex, .number(.init({ $0.uvIndex }, { $0.uvIndex = $1 })),
        label: "UV index"),
    ]
    + AirQuality.pollen.map { plant in
      ForecastField(
        "\(plant)_pollen", key: plant, .pollen,
        .number(.init({ $0[pollen: plant] }, { $0[pollen: plant] = $1 })),
        label: "\(plant) pollen")
    }

  /// By the hour, kept as each day's highest.
  package static let dailyMaxima: [ForecastField<AirQuality.Day>] =
    [
      ForecastField(
        "european_aqi", key: "european_aqi_max", .airIndex,
        .number(.init({ $0.europeanAQIMax }, { $0.europeanAQIMax = $1 })),
        label: "highest European AQI"),
      ForecastField(
        "us_aqi", key: "us_aqi_max", .airIndex,
        .number(.init({ $0.usAQIMax }, { $0.usAQIMax = $1 })), label: "highest US AQI"),
      ForecastField(
        "pm2_5", key: "pm2_5_max", .concentration,
        .number(.init({ $0.pm25Max }, { $0.pm25Max = $1 })), label: "highest PM2.5"),
      ForecastField(
        "pm10", key: "pm10_max", .concentration,
        .number(.init({ $0.pm10Max }, { $0.pm10Max = $1 })), label: "highest PM10"),
      ForecastField(
        "uv_index", key: "uv_index_max", .uvIndex,
        .number(.init({ $0.uvIndexMax }, { $0.uvIndexMax = $1 })),
        label: "highest UV index"),
    ]
    + AirQuality.pollen.map { plant in
      ForecastField(
        "\(plant)_pollen", key: plant, .pollen,
        .number(.init({ $0[pollenMax: plant] }, { $0[pollenMax: plant] = $1 })),
        label: "highest \(plant) pollen")
    }
}
