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

  /// Millimetres in one of this unit: 1, or 25.4 in an inch.
  package var millimetres: Double {
    self == .mm ? 1 : 25.4
  }

  /// `amount` of this unit in millimetres.
  package func millimetres(_ amount: Double) -> Double {
    amount * millimetres
  }

  /// `millimetres` in this unit.
  package func amount(fromMillimetres millimetres: Double) -> Double {
    millimetres / self.millimetres
  }

  /// Decimals worth showing for an amount.
  public var fractionDigits: Int {
    self == .mm ? 1 : 2
  }
}
