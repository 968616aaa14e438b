/// Temperature units the forecast can be asked in.
public enum TemperatureUnit: String, CaseIterable, Sendable {
  /// Degrees Celsius (the API's default).
  case celsius
  /// Degrees Fahrenheit.
  case fahrenheit

  /// The label shown after a value.
  public var label: String {
    switch self {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }
}
