#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Days from `start` to `end`, both included.
package struct DateRange: Equatable, Sendable, CustomStringConvertible {
  /// The first day.
  package var start: LocalDate
  /// The last day.
  package var end: LocalDate

  /// Creates a range; `start` must not be after `end`.
  package init(start: LocalDate, end: LocalDate) {
    self.start = start
    self.end = end
  }

  /// How many days it holds.
  package var count: Int {
    end.daysSinceEpoch - start.daysSinceEpoch + 1
  }

  /// Whether `date` is one of its days.
  package func contains(_ date: LocalDate) -> Bool {
    start <= date && date <= end
  }

  /// `2026-11-20` for one day, `2026-11-01..2026-11-20` for several.
  package var description: String {
    start == end ? start.description : "\(start)..\(end)"
  }
}

/// The weather of past days, from Open-Meteo: the forecast API's `past_days` for the last 92
/// days (its own recent values), the archive API (ERA5 reanalysis, from 1940) for older ones.
/// A range across the boundary asks both and joins the days. Only daily values: there are no
/// current conditions in the past.
package struct PastWeatherService: WeatherService {
  /// The archive service root.
  package static let defaultArchiveBaseURL = "https://archive-api.open-meteo.com"
  /// How far back the forecast API's `past_days` reaches.
  package static let pastDaysLimit = 92
  /// The first day the archive has.
  package static let earliest = LocalDate(daysSinceEpoch: -10_958)
  /// The longest range asked at once.
  package static let maximumDays = 366
  /// Seconds an archive answer stays fresh: the reanalysis of a past day does not change.
  package static let archiveLifetime: Double = 30 * 86_400
  /// The daily variables the archive has: those of the forecast but the probability, which a
  /// reanalysis has not.
  static let archiveDailyVariables = WeatherRequest.dailyVariables.filter {
    $0 != "precipitation_probability_max"
  }

  private let http: HTTPClient
  private let forecastBaseURL: WebAddress
  private let archiveBaseURL: WebAddress
  private let timeout: Double
  private let cache: Cache?
  private let dates: PastDates
  private let asOf: Date
  private let now: @Sendable () -> Date

  /// Creates the service for `dates`, read on the calendar of the place at `asOf`.
  package init(
    http: HTTPClient, forecastBaseURL: WebAddress, archiveBaseURL: WebAddress, timeout: Double,
    cache: Cache? = nil, dates: PastDates, asOf: Date, now: @escaping @Sendable () -> Date
  ) {
    self.http = http
    self.forecastBaseURL = forecastBaseURL
    self.archiveBaseURL = archiveBaseURL
    self.timeout = timeout
    self.cache = cache
    self.dates = dates
    self.asOf = asOf
    self.now = now
  }

  /// The days asked for at `location`: `today`, `yesterday` and `-Nd` on the place's own
  /// calendar, which can be a day off the UTC one.
  package func range(for location: Location) throws(DateRange.ParseError) -> DateRange {
    try dates.range(
      today: PastDates.today(at: location, asOf: asOf), latest: PastDates.latest(asOf))
  }

  /// The requests for `location`, each with the days it answers for: the archive for the days
  /// before the forecast API's reach, the forecast API with `past_days` for the rest (and
  /// `forecast_days` reaching a day that is already today somewhere else).
  package func requests(for location: Location, units: MeasurementUnits) throws(DateRange
    .ParseError)
    -> [(url: WebAddress, days: DateRange)]
  {
    let range = try range(for: location)
    let today = PastDates.today(at: location, asOf: asOf)
    let reach = LocalDate(daysSinceEpoch: today.daysSinceEpoch - Self.pastDaysLimit)
    var urls: [(url: WebAddress, days: DateRange)] = []
    let place: [(name: String, value: String)] = [
      ("latitude", location.latitude.requestDegrees),
      ("longitude", location.longitude.requestDegrees),
    ]
    let unitItems = WeatherRequest.unitItems(units)
    if range.start < reach {
      let last = min(range.end, LocalDate(daysSinceEpoch: reach.daysSinceEpoch - 1))
      let archive = archiveBaseURL.request(
        path: "/v1/archive",
        query: place + [
          ("start_date", range.start.description), ("end_date", last.description),
          ("daily", Self.archiveDailyVariables.joined(separator: ",")),
        ] + unitItems + [("timezone", "auto")])
      urls.append((archive, DateRange(start: range.start, end: last)))
    }
    if range.end >= reach {
      let first = max(range.start, reach)
      let recent = forecastBaseURL.request(
        path: "/v1/forecast",
        query: place + [("daily", WeatherRequest.dailyVariables.joined(separator: ","))]
          + unitItems + [
            ("timezone", "auto"),
            ("past_days", String(max(0, today.daysSinceEpoch - first.daysSinceEpoch))),
            ("forecast_days", String(max(1, range.end.daysSinceEpoch - today.daysSinceEpoch + 1))),
          ])
      urls.append((recent, DateRange(start: first, end: range.end)))
    }
    return urls
  }

  /// Refuses an answer whose days within `days` are not exactly those days, once each and in
  /// order: one that repeats, reverses, skips or replaces dates is not the answer asked for,
  /// and is neither shown nor kept.
  static func check(_ answer: Forecast, covers days: DateRange, host: String) throws(ServiceError) {
    let dates = answer.daily.map(\.date).filter { days.contains($0) }
    let expected = (days.start.daysSinceEpoch...days.end.daysSinceEpoch).map {
      LocalDate(daysSinceEpoch: $0)
    }
    guard dates == expected else {
      let got = dates.isEmpty ? "none of them" : "\(dates.count) days from \(dates[0])"
      throw .unreadable(
        host: host, detail: "expected the days \(days) once each in order, got \(got)")
    }
  }

  /// The days of the range, read from one or two answers (each kept: an archive answer for
  /// 30 days, a recent one as long as a forecast).
  package func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    let requests: [(url: WebAddress, days: DateRange)]
    do {
      requests = try self.requests(for: location, units: options.units)
    } catch {
      throw .unreadable(host: forecastBaseURL.host, detail: "--date \(error.reason)")
    }
    var joined: Forecast?
    for (url, days) in requests {
      let request = HTTPRequest.openMeteo(url: url, timeout: timeout)
      let decode = { (body: [UInt8]) throws(ServiceError) -> Forecast in
        let answer = try Forecast.decode(
          body, from: request.host, units: options.units, requiring: .daily)
        try Self.check(answer, covers: days, host: request.host)
        return answer
      }
      let lifetime =
        url.path.hasSuffix("/archive") ? Self.archiveLifetime : cache?.forecastLifetime ?? 0
      var part = try await http.cached(
        request, key: "past \(url.textWithoutCredentials)", in: cache,
        lifetime: lifetime, read: decode
      ).value
      // Each answer counts only for its own days: they never overlap.
      part.daily = part.daily.filter { days.contains($0.date) }
      if var whole = joined {
        whole.daily += part.daily
        joined = whole
      } else {
        joined = part
      }
    }
    guard var forecast = joined else {
      throw .unreadable(host: forecastBaseURL.host, detail: "no days were asked for")
    }
    forecast.current = nil
    forecast.hourly = []
    forecast.quarterHours = []
    return FetchedForecast(forecast: forecast, fetchedAt: now())
  }
}

extension DateRange {
  /// Why `--date` cannot be read, as the rest of a message after `--date`.
  package struct ParseError: Error, Equatable, Sendable {
    /// The reason.
    package var reason: String
  }
}

/// What `--date` names before the place is known: a day or `FIRST..LAST`, each `YYYY-MM-DD`,
/// `today`, `yesterday` or `-Nd` (N days ago). The words are read on the place's calendar.
package struct PastDates: Equatable, Sendable {
  /// One end of the range.
  enum Day: Equatable, Sendable {
    /// A date on every calendar.
    case date(LocalDate)
    /// So many days before the place's today.
    case daysAgo(Int)

    func date(today: LocalDate) -> LocalDate {
      switch self {
      case .date(let date): date
      case .daysAgo(let count): LocalDate(daysSinceEpoch: today.daysSinceEpoch - count)
      }
    }
  }

  let first: Day
  let last: Day

  /// Reads `text`, or says why it is not a day or a range of days.
  package static func parse(_ text: String) throws(DateRange.ParseError) -> PastDates {
    let parts = text.components(separatedByBytes: "..")
    guard parts.count <= 2 else {
      throw .init(reason: "expects a day or FIRST..LAST, got '\(text.escapedForMessage)'")
    }
    var days: [Day] = []
    for part in parts {
      guard let day = day(part.trimmingWhitespace) else {
        throw .init(
          reason: "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got "
            + "'\(part.escapedForMessage)'")
      }
      days.append(day)
    }
    return PastDates(first: days[0], last: days[days.count - 1])
  }

  /// The date at `location` at `instant`, by its zone (or its solar time).
  package static func today(at location: Location, asOf instant: Date) -> LocalDate {
    ZoneRules.forPlace(location).localTime(at: Int(instant.timeIntervalSince1970.rounded(.down)))
      .date
  }

  /// The latest date anywhere at `instant`: the one at UTC+14, where the date changes first.
  package static func latest(_ instant: Date) -> LocalDate {
    LocalDateTime(
      secondsSinceEpoch: instant.timeIntervalSince1970.rounded(.down),
      utcOffsetSeconds: 14 * 3600
    ).date
  }

  /// The days on the calendar where `today` is today, none after `latest`. Days before 1940
  /// or after `latest`, a range that ends before it starts, and more than
  /// `PastWeatherService.maximumDays` days are refused.
  package func range(today: LocalDate, latest: LocalDate) throws(DateRange.ParseError)
    -> DateRange
  {
    let range = DateRange(start: first.date(today: today), end: last.date(today: today))
    let earliest = PastWeatherService.earliest
    let bound = latest == today ? "\(today) (today)" : "today"
    for day in [range.start, range.end] where day < earliest || day > latest {
      throw .init(reason: "must be between \(earliest) and \(bound), got \(day)")
    }
    guard range.start <= range.end else {
      throw .init(reason: "starts after it ends: \(range.start) is after \(range.end)")
    }
    guard range.count <= PastWeatherService.maximumDays else {
      throw .init(
        reason: "covers at most \(PastWeatherService.maximumDays) days at once, got "
          + "\(range.count); split it into runs")
    }
    return range
  }

  private static func day(_ text: String) -> Day? {
    switch text.lowercased() {
    case "today": return .daysAgo(0)
    case "yesterday": return .daysAgo(1)
    default:
      if text.hasPrefix("-"), text.hasSuffix("d") {
        let digits = text.dropFirst().dropLast()
        guard digits.count <= 5, let count = Int(digits), count >= 0 else { return nil }
        return .daysAgo(count)
      }
      return LocalDate(iso8601: Substring(text)).map(Day.date)
    }
  }
}
