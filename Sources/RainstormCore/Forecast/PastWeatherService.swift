#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Days from `start` to `end`, both included.
public struct DateRange: Equatable, Sendable, CustomStringConvertible {
  /// The first day.
  public var start: LocalDate
  /// The last day.
  public var end: LocalDate

  /// Creates a range; `start` must not be after `end`.
  public init(start: LocalDate, end: LocalDate) {
    self.start = start
    self.end = end
  }

  /// How many days it holds.
  public var count: Int {
    end.daysSinceEpoch - start.daysSinceEpoch + 1
  }

  /// Whether `date` is one of its days.
  public func contains(_ date: LocalDate) -> Bool {
    start <= date && date <= end
  }

  /// `2026-11-20` for one day, `2026-11-01..2026-11-20` for several.
  public var description: String {
    start == end ? start.description : "\(start)..\(end)"
  }
}

/// The weather of past days, from Open-Meteo: the forecast API's `past_days` for the last 92
/// days (its own recent values), the archive API (ERA5 reanalysis, from 1940) for older ones.
/// A range across the boundary asks both and joins the days. Only daily values: there are no
/// current conditions in the past.
public struct PastWeatherService: WeatherService {
  /// The archive service root.
  public static let defaultArchiveBaseURL = "https://archive-api.open-meteo.com"
  /// How far back the forecast API's `past_days` reaches.
  public static let pastDaysLimit = 92
  /// The first day the archive has.
  public static let earliest = LocalDate(daysSinceEpoch: -10_958)
  /// The longest range asked at once.
  public static let maximumDays = 366
  /// Seconds an archive answer stays fresh: the reanalysis of a past day does not change.
  public static let archiveLifetime: Double = 30 * 86_400
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
  private let range: DateRange
  private let today: LocalDate
  private let now: @Sendable () -> Date

  /// Creates the service for `range`, with `today` the last day it may hold.
  public init(
    http: HTTPClient, forecastBaseURL: WebAddress, archiveBaseURL: WebAddress, timeout: Double,
    cache: Cache? = nil, range: DateRange, today: LocalDate, now: @escaping @Sendable () -> Date
  ) {
    self.http = http
    self.forecastBaseURL = forecastBaseURL
    self.archiveBaseURL = archiveBaseURL
    self.timeout = timeout
    self.cache = cache
    self.range = range
    self.today = today
    self.now = now
  }

  /// The requests for `location`, each with the days it answers for: the archive for the days
  /// before the forecast API's reach, the forecast API with `past_days` for the rest.
  public func requests(for location: Location, units: MeasurementUnits) -> [(
    url: WebAddress, days: DateRange
  )] {
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
            ("past_days", String(today.daysSinceEpoch - first.daysSinceEpoch)),
            ("forecast_days", "1"),
          ])
      urls.append((recent, DateRange(start: first, end: range.end)))
    }
    return urls
  }

  /// The days of the range, read from one or two answers (each kept: an archive answer for
  /// 30 days, a recent one as long as a forecast).
  public func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    var joined: Forecast?
    for (url, days) in requests(for: location, units: options.units) {
      let request = HTTPRequest(url: url, timeout: timeout)
      let decode = { (body: [UInt8]) throws(ServiceError) -> Forecast in
        try Forecast.decode(body, from: request.host, units: options.units, requiring: .daily)
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
  public struct ParseError: Error, Equatable, Sendable {
    /// The reason.
    public var reason: String
  }

  /// The range `text` names, on the calendar where `today` is today: a day or `FIRST..LAST`,
  /// each `YYYY-MM-DD`, `today`, `yesterday` or `-Nd` (N days ago). Days before 1940 or after
  /// today, a range that ends before it starts, and more than `PastWeatherService.maximumDays`
  /// days are refused.
  public static func parse(_ text: String, today: LocalDate) throws(ParseError) -> DateRange {
    let parts = text.components(separatedByBytes: "..")
    guard parts.count <= 2 else {
      throw ParseError(reason: "expects a day or FIRST..LAST, got '\(text.escapedForMessage)'")
    }
    var days: [LocalDate] = []
    for part in parts {
      guard let day = self.day(part.trimmingWhitespace, today: today) else {
        throw ParseError(
          reason: "expects YYYY-MM-DD, today, yesterday or -Nd (N days ago), got "
            + "'\(part.escapedForMessage)'")
      }
      days.append(day)
    }
    let range = DateRange(start: days[0], end: days[days.count - 1])
    let earliest = PastWeatherService.earliest
    for day in [range.start, range.end] where day < earliest || day > today {
      throw ParseError(
        reason: "must be between \(earliest) and \(today) (today), got \(day)")
    }
    guard range.start <= range.end else {
      throw ParseError(reason: "starts after it ends: \(range.start) is after \(range.end)")
    }
    guard range.count <= PastWeatherService.maximumDays else {
      throw ParseError(
        reason: "covers at most \(PastWeatherService.maximumDays) days at once, got "
          + "\(range.count); split it into runs")
    }
    return range
  }

  private static func day(_ text: String, today: LocalDate) -> LocalDate? {
    switch text.lowercased() {
    case "today": return today
    case "yesterday": return LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1)
    default:
      if text.hasPrefix("-"), text.hasSuffix("d") {
        let digits = text.dropFirst().dropLast()
        guard digits.count <= 5, let count = Int(digits), count >= 0 else { return nil }
        return LocalDate(daysSinceEpoch: today.daysSinceEpoch - count)
      }
      return LocalDate(iso8601: Substring(text))
    }
  }
}
