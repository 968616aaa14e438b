/// Precipitation amount units.
public enum PrecipitationUnit: String, CaseIterable, Sendable {
  /// Millimetres (the API's default).
  case mm
  /// Inches.
  case inch

  /// The label shown after a value.
  public var label: String {
    switch self {
    case .mm: "mm"
    case .inch: "in"
    }
  }

  /// Decimals worth showing for an amount.
  public var fractionDigits: Int {
    self == .mm ? 1 : 2
  }
}
