/// One quantity of the forecast, declared once: the API variable asked for and read, where it
/// is kept in the model, its JSON key and TSV column, its template placeholder, its label and
/// its meaning.
///
/// The request URL (`WeatherRequest`), the reader (`ForecastReader`), the JSON, TSV and
/// template output and the field lists in `--help` and the man page all derive from the lists
/// `ForecastFields.current`, `.hourly` and `.daily`; their order is the order of the output.
/// Adding a quantity is a stored property on the row type plus one entry here.
///
/// A class: the tables are walked on every run, and a struct of six strings and two closures
/// would be copied out of them at each step.
package final class ForecastField<Row>: Sendable {
  /// What a quantity is: it decides its unit, its range, how it is read and how it is
  /// written.
  package typealias Kind = Quantity

  /// Where a value lives in the row: read and written by two closures. (Key paths would say
  /// the same, but the runtime builds each of the tables' 44 when first used, at every run.)
  package struct Slot<Value>: Sendable {
    /// The value in a row.
    package let get: @Sendable (Row) -> Value?
    /// Stores a value in a row.
    package let set: @Sendable (inout Row, Value?) -> Void

    /// A slot from its two closures.
    package init(
      _ get: @escaping @Sendable (Row) -> Value?,
      _ set: @escaping @Sendable (inout Row, Value?) -> Void
    ) {
      self.get = get
      self.set = set
    }
  }

  /// Where the value lives in the row type, by how it is stored.
  package enum Storage: Sendable {
    /// A number (temperatures, speeds, amounts, percentages, directions).
    case number(Slot<Double>)
    /// A weather code.
    case weatherCode(Slot<WeatherCode>)
    /// A yes or no.
    case flag(Slot<Bool>)
    /// A local time.
    case localTime(Slot<LocalDateTime>)
  }

  /// The Open-Meteo variable, such as `temperature_2m`.
  package let variable: String
  /// The key in JSON and the column in TSV, such as `temperature`.
  package let key: String
  /// What the quantity is.
  package let kind: Kind
  /// Where it is kept.
  package let storage: Storage
  /// Whether TSV has a column for it.
  package let inTSV: Bool
  /// The template placeholder that shows it, if any (for daily values: today's).
  package let placeholder: Character?
  /// A few words for help and the man page (the template placeholders' meanings).
  package let label: String
  /// What the JSON member means, as the man page's JSON FIELDS lists it: the label, or more
  /// where the label alone would not say it.
  package let meaning: String
  /// What the request asks for it: the variable always, only for a full output (not the
  /// brief one of bars and templates), or never (it is computed from other values).
  package let asked: Asked

  /// When a field's variable is asked for.
  package enum Asked: Sendable {
    /// In every request.
    case always
    /// Only when the output shows every field, not in a brief request.
    case inFull
    /// Never: the value is computed from others (`Forecast.deriveValues`).
    case never
    /// Unless the quarter hours are asked too: the value is then the quarter hour's of the
    /// same time (`Forecast.deriveValues`).
    case unlessQuarterHours
  }

  init(
    _ variable: String, key: String, _ kind: Kind, _ storage: Storage, inTSV: Bool = true,
    placeholder: Character? = nil, label: String, meaning: String? = nil, asked: Asked = .always
  ) {
    self.variable = variable
    self.key = key
    self.kind = kind
    self.storage = storage
    self.inTSV = inTSV
    self.placeholder = placeholder
    self.label = label
    self.meaning = meaning ?? label
    self.asked = asked
  }

  /// Whether a request asks for it: `brief` for bars and templates, `quarterHours` when the
  /// request asks the quarter hours from now on.
  func isAsked(brief: Bool, quarterHours: Bool = false) -> Bool {
    switch asked {
    case .always: true
    case .inFull: !brief
    case .never: false
    case .unlessQuarterHours: !quarterHours
    }
  }
}

extension ForecastField {
  /// The same field under the answer's key `variable + suffix` (`_best_match` when several
  /// models are asked for).
  func suffixed(_ suffix: String) -> ForecastField {
    guard !suffix.isEmpty else { return self }
    return ForecastField(
      variable + suffix, key: key, kind, storage, inTSV: inTSV, placeholder: placeholder,
      label: label, meaning: meaning, asked: asked)
  }
}
