/// How serious a warning is, on one scale shared by every issuer: CAP's four severities.
///
/// Each issuer's own level (a colour, a number, a CAP word) maps here; the mapping is a table
/// in `AlertLevels`, tested row by row.
public enum AlertSeverity: Int, Comparable, CaseIterable, Sendable {
  /// Minor: a possible threat to life or property (CAP), or the lowest colour of a scale.
  case minor = 1
  /// Moderate: a possible threat (CAP); yellow on the European awareness scale.
  case moderate
  /// Severe: a significant threat (CAP); orange.
  case severe
  /// Extreme: an extraordinary threat (CAP); red.
  case extreme

  /// The word JSON, TSV and `--fail-on-alert` use: `minor`, `moderate`, `severe`, `extreme`.
  package var name: String {
    switch self {
    case .minor: "minor"
    case .moderate: "moderate"
    case .severe: "severe"
    case .extreme: "extreme"
    }
  }

  /// The severity called `name` (any case), or nil.
  package init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = match
  }

  /// Orders by seriousness.
  public static func < (lhs: AlertSeverity, rhs: AlertSeverity) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The colour an issuer gives a warning, shown when colour is allowed.
package enum AlertColor: String, CaseIterable, Sendable {
  /// Yellow: be aware.
  case yellow
  /// Orange: be prepared.
  case orange
  /// Red: take action.
  case red
  /// Purple (DWD's extreme level).
  case purple
}
