/// How a forecast day compares with the same calendar window in the last 30 complete years at
/// the place, from one archive answer holding those years' daily highs, lows and amounts.
package struct NormalsRecord: Equatable, Sendable {
  /// Days either side of the forecast day's date in each year: a window of a week.
  package static let halfWindow = 3
  /// Complete years compared.
  package static let yearCount = 30

  /// The years the record covers.
  package var years: ClosedRange<Int>
  /// The days, in order.
  package var days: [Forecast.Day]

  /// Creates a record.
  package init(years: ClosedRange<Int>, days: [Forecast.Day]) {
    self.years = years
    self.days = days
  }

  /// The 30 complete years before `today`'s year.
  package static func years(before today: LocalDate) -> ClosedRange<Int> {
    (today.year - yearCount)...(today.year - 1)
  }

  /// One quantity of a day against the window's years.
  package struct Comparison: Equatable, Sendable {
    /// The mean over the years of each year's window mean.
    package var mean: Double
    /// The forecast value minus `mean`.
    package var difference: Double
    /// In how many years the window's mean was below the forecast value.
    package var yearsBelow: Int
    /// How many years had values.
    package var yearCount: Int

    /// Where the value falls among the years, 0 to 100.
    package var percentile: Double {
      yearCount == 0 ? 50 : Double(yearsBelow) / Double(yearCount) * 100
    }

    /// Unusual: above 9 in 10 of the years, or below 9 in 10 of them (the 90th and 10th
    /// percentiles).
    package var isNotable: Bool {
      yearCount >= 10 && (percentile >= 90 || percentile <= 10)
    }
  }

  /// A forecast day against its window.
  package struct DayNormal: Equatable, Sendable {
    /// The high against the usual highs.
    package var temperatureMax: Comparison?
    /// The low against the usual lows.
    package var temperatureMin: Comparison?
    /// The amount against the usual daily amount.
    package var precipitationSum: Comparison?

    /// Whether any of the three is notable.
    package var isNotable: Bool {
      [temperatureMax, temperatureMin, precipitationSum].contains { $0?.isNotable == true }
    }
  }

  /// `day` against the same window (its date ± `halfWindow` days) in each year of the record.
  package func normal(for day: Forecast.Day) -> DayNormal {
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
package struct NormalsReport: Equatable, Sendable {
  /// Whether the record can be used.
  package typealias Status = ServiceStatus

  /// Whether the record can be used.
  package var status: Status
  /// The record, nil when unavailable.
  package var record: NormalsRecord?

  /// Creates a report.
  package init(status: Status, record: NormalsRecord? = nil) {
    self.status = status
    self.record = record
  }
}

/// Where the normals come from, injected into `RootViewModel` as a closure (as `HTTPClient`
/// is): the live one is `OpenMeteoNormalsService.service`, tests give their own.
public struct NormalsService: Sendable {
  private let ask: @Sendable (Location, MeasurementUnits) async -> NormalsReport

  /// The service that answers with `ask`.
  package init(_ ask: @escaping @Sendable (Location, MeasurementUnits) async -> NormalsReport) {
    self.ask = ask
  }

  /// The 30-year record for the place. Never throws: a failure is the report's status.
  package func normals(for location: Location, units: MeasurementUnits) async -> NormalsReport {
    await ask(location, units)
  }
}

/// The 30-year record from Open-Meteo's archive API: for each of the 30 complete years before
/// this one, only the weeks around the forecast's days, all in one request of date ranges.
///
/// Open-Meteo weighs a request by its variables and days per range (`calculateQueryWeight`:
/// max(1, variables / 10 x days / 14) a range), so 30 years of every day cost about 235 calls;
/// a range of at most `windowDays` of three values costs one. The window is aligned to
/// `blockDays`-day blocks, so the request, and the kept record, stay the same for two weeks,
/// and it covers every forecast day (at most 16) with its week either side for any day of
/// the block. The comparison is unchanged: each forecast day against the same week in each of
/// the 30 years. A window that crosses the new year is two ranges a year (60 calls, two weeks
/// a year). The record is asked in °C and mm whatever the display units, and converted, so
/// one kept record serves every unit.
package struct OpenMeteoNormalsService: Sendable {
  /// This service as the seam `RootViewModel` takes.
  package var service: NormalsService {
    NormalsService { location, units in await normals(for: location, units: units) }
  }

  /// Seconds a record stays fresh: the request changes with the block anyway.
  package static let lifetime: Double = 28 * 86_400
  /// Seconds a kept record may stand in, marked stale, when asking fails.
  package static let staleLimit: Double = 365 * 86_400
  /// Days in a block: the window's start moves by this much.
  package static let blockDays = 14
  /// Days in the window each year: a block, 16 forecast days and a week either side fit.
  package static let windowDays = 42

  private let http: HTTPClient
  private let baseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let today: LocalDate

  /// Creates the service; `today` decides which 30 years are complete and which weeks.
  package init(
    http: HTTPClient, baseURL: WebAddress, timeout: Double, cache: Cache? = nil, today: LocalDate
  ) {
    self.http = http
    self.baseURL = baseURL
    self.timeout = timeout
    self.cache = cache
    self.today = today
  }

  /// The dates asked, each year's window as one range, or two where it crosses the new year.
  package func ranges() -> [(first: LocalDate, last: LocalDate)] {
    let earliest = today.daysSinceEpoch - NormalsRecord.halfWindow
    let blockStart = earliest - ((earliest % Self.blockDays) + Self.blockDays) % Self.blockDays
    let start = LocalDate(daysSinceEpoch: blockStart)
    let end = LocalDate(daysSinceEpoch: blockStart + Self.windowDays - 1)
    let inYear = { (date: LocalDate, year: Int) -> LocalDate in
      LocalDate(
        year: year, month: date.month,
        day: min(date.day, LocalDate.daysIn(month: date.month, year: year)))
        ?? LocalDate(daysSinceEpoch: 0)
    }
    var ranges: [(first: LocalDate, last: LocalDate)] = []
    for year in NormalsRecord.years(before: today) {
      if start.year == end.year {
        ranges.append((inYear(start, year), inYear(end, year)))
      } else {
        // Both ends of the same year: the weeks before and after the new year it compares.
        ranges.append((inYear(start, year), LocalDate(year: year, month: 12, day: 31) ?? start))
        ranges.append((LocalDate(year: year, month: 1, day: 1) ?? end, inYear(end, year)))
      }
    }
    return ranges
  }

  /// The request: the place to 2 decimals (about 1 km, finer than the reanalysis grid, so
  /// nearby places share a record), the ranges, highs, lows and amounts in °C and mm.
  package func url(for location: Location) -> WebAddress {
    let ranges = ranges()
    return baseURL.request(
      path: "/v1/archive",
      query: [
        ("latitude", location.latitude.decimalString(maximumFractionDigits: 2)),
        ("longitude", location.longitude.decimalString(maximumFractionDigits: 2)),
        ("start_date", ranges.map(\.first.description).joined(separator: ",")),
        ("end_date", ranges.map(\.last.description).joined(separator: ",")),
        (
          "daily",
          [ForecastFields.dailyHigh, ForecastFields.dailyLow, ForecastFields.dailyPrecipitation]
            .map(\.variable).joined(separator: ",")
        ),
        ("timezone", "auto"),
      ])
  }

  /// What the request costs by Open-Meteo's rule: each range of three daily values at least
  /// one call, more past 46 days.
  package func weight() -> Double {
    ranges().reduce(0) { total, range in
      let days = Double(range.last.daysSinceEpoch - range.first.daysSinceEpoch + 1)
      return total + max(1, 0.3 * max(1, days / 14))
    }
  }

  /// The kept record while fresh, else a new one (kept once read), in `units`.
  package func normals(for location: Location, units: MeasurementUnits) async -> NormalsReport {
    let url = url(for: location)
    let request = HTTPRequest.openMeteo(url: url, timeout: timeout)
    let years = NormalsRecord.years(before: today)
    let count = ranges().count
    let read = { (body: [UInt8]) throws(ServiceError) -> NormalsRecord in
      // One answer per range, as for several places.
      let answers = try Forecast.decodeAll(
        body, count: count, from: request.host, requiring: .daily)
      // In date order whatever the answer's order: the windows are found by binary search.
      return NormalsRecord(
        years: years, days: answers.flatMap(\.daily).sorted { $0.date < $1.date })
    }
    do throws(ServiceError) {
      let answer = try await http.cached(
        request, key: "climate \(url.textWithoutCredentials)", in: cache,
        lifetime: Self.lifetime, staleLimit: Self.staleLimit, read: read)
      return NormalsReport(
        status: answer.staleBecause.map { .stale($0) } ?? .ok,
        record: answer.value.converted(to: units))
    } catch {
      return NormalsReport(status: .unavailable(error))
    }
  }
}

extension NormalsRecord {
  /// The record, asked in °C and mm, in `units`.
  func converted(to units: MeasurementUnits) -> NormalsRecord {
    let fahrenheit = units.temperature == .fahrenheit
    let inches = units.precipitation == .inch
    guard fahrenheit || inches else { return self }
    var record = self
    for index in record.days.indices {
      if fahrenheit {
        record.days[index].temperatureMax = record.days[index].temperatureMax.map {
          $0 * 9 / 5 + 32
        }
        record.days[index].temperatureMin = record.days[index].temperatureMin.map {
          $0 * 9 / 5 + 32
        }
      }
      if inches {
        record.days[index].precipitationSum = record.days[index].precipitationSum.map {
          PrecipitationUnit.inch.amount(fromMillimetres: $0)
        }
      }
    }
    return record
  }
}
