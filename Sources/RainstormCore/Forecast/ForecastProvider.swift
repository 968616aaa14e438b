/// A service forecasts come from: named in the answer (the human footer, JSON `provider`,
/// `%N`) with the attribution its terms ask for.
public enum ForecastProvider: String, CaseIterable, Sendable {
  /// Open-Meteo (`api.open-meteo.com`), the default.
  case openMeteo = "open-meteo"
  /// MET Norway's Locationforecast 2.0 (`api.met.no`).
  case metNorway = "met-norway"

  /// The name people know it by.
  public var displayName: String {
    switch self {
    case .openMeteo: "Open-Meteo"
    case .metNorway: "MET Norway"
    }
  }

  /// The credit its licence (CC BY 4.0 for both) asks every display of its data to carry,
  /// in English.
  public var attribution: String {
    Language.english.say(creditKey)
  }

  /// The catalogs' key of the credit (CC BY 4.0 allows it translated).
  public var creditKey: String {
    switch self {
    case .openMeteo: "credit.openMeteo"
    case .metNorway: "credit.metNorway"
    }
  }
}
