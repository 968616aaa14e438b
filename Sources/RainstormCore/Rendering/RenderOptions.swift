#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// What every renderer needs besides the report: decided by the edge, never read by renderers.
public struct RenderOptions: Equatable, Sendable {
  /// Whether to use ANSI colour and bold.
  public var color: Bool
  /// How to draw icons.
  public var icons: IconStyle
  /// Whether the terminal's locale can show characters beyond ASCII (UTF-8).
  public var localeIsUTF8: Bool
  /// Hours of hourly forecast to show from the current hour; 0 shows none.
  public var hours: Int
  /// Days of daily forecast to show; 0 shows none.
  public var days: Int
  /// Whether the table of days shows each compared model's low, high and precipitation.
  public var showsModels: Bool
  /// Minutes ahead the rain outlook looks (`RainOutlook`); 0 shows none.
  public var rainMinutes: Int
  /// Whether warnings show their description, instruction and link (`--alerts full`).
  public var fullAlerts: Bool
  /// Whether only the warnings are printed, in full (`--alerts list`): the human format and
  /// TSV list them instead of the forecast.
  public var alertsOnly: Bool
  /// Whether every day is compared with normal (`--normals`), not only the unusual ones.
  public var allNormals = false
  /// The past days shown instead of a forecast (`--date`), or nil.
  package var pastDates: DateRange?
  /// The current instant, for "now" in the location's time zone.
  public var now: Date
  /// The most columns the place's name takes in a template's `%l` (a status bar's text sets
  /// it), longer names ending in an ellipsis; nil for the whole name.
  public var placeWidth: Int?
  /// The language words, numbers, dates and times are written in (`--lang`).
  public var language: Language = .english
  /// The terminal's width in columns, which the human format's lines fit (prose wrapped,
  /// tables and the hourly chart narrowed); nil when it is unlimited, as when the output goes
  /// to a file or a pipe. No other format reads it.
  public var width: Int?

  /// Creates options.
  public init(
    color: Bool = false, icons: IconStyle = .emoji, localeIsUTF8: Bool = true, hours: Int = 0,
    days: Int = 7, rainMinutes: Int = 0, showsModels: Bool = false, fullAlerts: Bool = false,
    alertsOnly: Bool = false, width: Int? = nil, now: Date
  ) {
    self.color = color
    self.icons = icons
    self.localeIsUTF8 = localeIsUTF8
    self.hours = hours
    self.days = days
    self.rainMinutes = rainMinutes
    self.showsModels = showsModels
    self.fullAlerts = fullAlerts || alertsOnly
    self.alertsOnly = alertsOnly
    self.width = width
    self.now = now
  }

  /// A formatter for values in `units`, in these options' language and character set.
  package func formatter(_ units: MeasurementUnits) -> ValueFormatter {
    ValueFormatter(units: units, ascii: asciiText, language: language)
  }

  /// Whether text other than icons (chart blocks, arrows, degree signs) must be plain ASCII:
  /// with ASCII icons, or in a locale that is not UTF-8.
  public var asciiText: Bool {
    icons == .ascii || !localeIsUTF8
  }
}
