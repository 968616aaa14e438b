/// How a forecast day compares with the same calendar window in the last 30 complete years at
/// the place, from one archive answer holding those years' daily highs, lows and amounts.
public struct NormalsRecord: Equatable, Sendable {
  /// Days either side of the forecast day's date in each year: a window of a week.
  public static let halfWindow = 3
  /// Complete years compared.
  public static let yearCount = 30

  /// The years the record covers.
  public var years: ClosedRange<Int>
  /// The days, in order.
  public var days: [Forecast.Day]

  /// Creates a record.
  public init(years: ClosedRange<Int>, days: [Forecast.Day]) {
    self.years = years
    self.days = days
  }

  /// The 30 complete years before `today`'s year.
  public static func years(before today: LocalDate) -> ClosedRange<Int> {
    (today.year - yearCount)...(today.year - 1)
  }

  /// One quantity of a day against the window's years.
  public struct Comparison: Equatable, Sendable {
    /// The mean over the years of each year's window mean.
    public var mean: Double
    /// The forecast value minus `mean`.
    public var difference: Double
    /// In how many years the window's mean was below the forecast value.
    public var yearsBelow: Int
    /// How many years had values.
    public var yearCount: Int

    /// Where the value falls among the years, 0 to 100.
    public var percentile: Double {
      yearCount == 0 ? 50 : Double(yearsBelow) / Double(yearCount) * 100
    }

    /// Unusual: above 9 in 10 of the years, or below 9 in 10 of them (the 90th and 10th
    /// percentiles).
    public var isNotable: Bool {
      yearCount >= 10 && (percentile >= 90 || percentile <= 10)
    }
  }

  /// A forecast day against its window.
  public struct DayNormal: Equatable, Sendable {
    /// The high against the usual highs.
    public var temperatureMax: Comparison?
    /// The low against the usual lows.
    public var temperatureMin: Comparison?
    /// The amount against the usual daily amount.
    public var precipitationSum: Comparison?

    /// Whether any of the three is notable.
    public var isNotable: Bool {
      [temperatureMax, temperatureMin, precipitationSum].contains { $0?.isNotable == true }
    }
  }

  /// `day` against the same window (its date ± `halfWindow` days) in each year of the record.
  public func normal(for day: Forecast.Day) -> DayNormal {
    var highs: [Double] = []
    var lows: [Double] = []
    var amounts: [Double] = []
    for year in years {
      let month = day.date.month
      guard
        let center = LocalDate(
          year: year, month: month,
          day: min(day.date.day, LocalDate.daysIn(month: month, year: year)))
      else { continue }
      let first = center.daysSinceEpoch - Self.halfWindow
      let last = center.daysSinceEpoch + Self.halfWindow
      let window = days(from: first, through: last)
      if let mean = Self.mean(window.compactMap(\.temperatureMax)) { highs.append(mean) }
      if let mean = Self.mean(window.compactMap(\.temperatureMin)) { lows.append(mean) }
      if let mean = Self.mean(window.compactMap(\.precipitationSum)) { amounts.append(mean) }
    }
    return DayNormal(
      temperatureMax: Self.compare(day.temperatureMax, highs),
      temperatureMin: Self.compare(day.temperatureMin, lows),
      precipitationSum: Self.compare(day.precipitationSum, amounts))
  }

  /// The record's days from the day numbered `first` to `last` (days since 1970), found by
  /// binary search: the record is in order.
  private func days(from first: Int, through last: Int) -> ArraySlice<Forecast.Day> {
    var low = 0
    var high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle].date.daysSinceEpoch < first { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < days.count, days[end].date.daysSinceEpoch <= last { end += 1 }
    return days[low..<end]
  }

  private static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  private static func compare(_ value: Double?, _ yearly: [Double]) -> Comparison? {
    guard let value, let mean = mean(yearly) else { return nil }
    return Comparison(
      mean: mean, difference: value - mean, yearsBelow: yearly.filter { $0 < value }.count,
      yearCount: yearly.count)
  }
}

/// What the archive said for a place's normals, or why it said nothing.
public struct NormalsReport: Equatable, Sendable {
  /// Whether the record can be used.
  public typealias Status = ServiceStatus

  /// Whether the record can be used.
  public var status: Status
  /// The record, nil when unavailable.
  public var record: NormalsRecord?

  /// Creates a report.
  public init(status: Status, record: NormalsRecord? = nil) {
    self.status = status
    self.record = record
  }
}

/// Where the normals come from: the seam the archive plugs into. Tests use stubs.
public protocol NormalsService: Sendable {
  /// The 30-year record for the place. Never throws: a failure is the report's status.
  func normals(for location: Location, units: MeasurementUnits) async -> NormalsReport
}

/// The 30-year record from Open-Meteo's archive API: one request per place for every day of
/// the 30 complete years before this one, kept for 28 days (a past year does not change, and
/// the window moves with the date).
public struct OpenMeteoNormalsService: NormalsService {
  /// Seconds a record stays fresh.
  public static let lifetime: Double = 28 * 86_400
  /// Seconds a kept record may stand in, marked stale, when asking fails.
  public static let staleLimit: Double = 365 * 86_400

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let today: LocalDate

  /// Creates the service; `today` decides which 30 years are complete.
  public init(
    http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil, today: LocalDate
  ) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
    self.today = today
  }

  /// The request: the place to 2 decimals (about 1 km, finer than the reanalysis grid, so
  /// nearby places share a record), every day of the 30 years, highs, lows and amounts.
  public func url(for location: Location, units: MeasurementUnits) -> WebAddress {
    let years = NormalsRecord.years(before: today)
    return baseURL.request(
      path: "/v1/archive",
      query: [
        ("latitude", location.latitude.decimalString(maximumFractionDigits: 2)),
        ("longitude", location.longitude.decimalString(maximumFractionDigits: 2)),
        ("start_date", "\(years.lowerBound)-01-01"), ("end_date", "\(years.upperBound)-12-31"),
        (
          "daily",
          [ForecastFields.dailyHigh, ForecastFields.dailyLow, ForecastFields.dailyPrecipitation]
            .map(\.variable).joined(separator: ",")
        ),
      ] + WeatherRequest.unitItems(units) + [("timezone", "auto")])
  }

  /// The kept record while fresh, else a new one (kept once read).
  public func normals(for location: Location, units: MeasurementUnits) async -> NormalsReport {
    let url = url(for: location, units: units)
    let request = HTTPRequest.openMeteo(url: url, timeout: timeout)
    let years = NormalsRecord.years(before: today)
    let read = { (body: [UInt8]) throws(ServiceError) -> NormalsRecord in
      let forecast = try Forecast.decode(body, from: request.host, units: units, requiring: .daily)
      // In date order whatever the answer's order: the windows are found by binary search.
      return NormalsRecord(years: years, days: forecast.daily.sorted { $0.date < $1.date })
    }
    do throws(ServiceError) {
      let answer = try await http.cached(
        request, key: "climate \(url.textWithoutCredentials)", in: cache,
        lifetime: Self.lifetime, staleLimit: Self.staleLimit, read: read)
      return NormalsReport(
        status: answer.staleBecause.map { .stale($0) } ?? .ok, record: answer.value)
    } catch {
      return NormalsReport(status: .unavailable(error))
    }
  }
}
