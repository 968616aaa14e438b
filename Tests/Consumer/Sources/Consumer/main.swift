import Foundation
import RainstormCore

// An app's own way of finding a place (here, one it knows), its own weather source (here, a
// stub with two days) and its own warnings source (one warning), the library's view model
// between them, and the report rendered in German. Exits 1 with the reason when anything is
// not as expected.

/// The place an app found by its own means.
struct KnownPlace: LocationService {
  func requestLocation() async throws(LocationServiceError) -> Location {
    do {
      return try Location(
        latitude: 52.52, longitude: 13.41, name: "Berlin", source: .search,
        countryCode: "DE", timeZone: "Europe/Berlin")
    } catch {
      throw .notAuthorized
    }
  }
}

/// A weather source that answers from memory.
struct StubWeather: WeatherService {
  func forecast(for location: Location, options: ForecastOptions) async throws(ServiceError)
    -> FetchedForecast
  {
    guard let first = LocalDate(year: 2026, month: 11, day: 27) else {
      throw .providersFailed([])
    }
    let second = LocalDate(daysSinceEpoch: first.daysSinceEpoch + 1)
    let forecast = Forecast(
      timezone: "Europe/Berlin", timezoneAbbreviation: "CET", utcOffsetSeconds: 3600,
      current: Forecast.Current(temperature: 4.5, weatherCode: WeatherCode(3)),
      daily: [
        Forecast.Day(
          date: first, weatherCode: WeatherCode(61), temperatureMin: 1, temperatureMax: 6,
          precipitationSum: 2.5),
        Forecast.Day(
          date: second, weatherCode: WeatherCode(0), temperatureMin: -2, temperatureMax: 5,
          precipitationSum: 0),
      ])
    return FetchedForecast(
      forecast: forecast, fetchedAt: Date(timeIntervalSince1970: 1_795_770_000))
  }
}

func fail(_ reason: String) -> Never {
  print("consumer: \(reason)")
  exit(1)
}

/// Warnings from an app's own source: one in force for Berlin, none elsewhere.
let warnings = AlertService { location in
  guard location.name == "Berlin" else { return .answered([]) }
  return .answered([
    .warning(
      issuer: "Consumer's own service", event: "Sturmböen", severity: .severe,
      headline: "Sturmböen bis 85 km/h")
  ])
}

let viewModel = RootViewModel(
  locationService: KnownPlace(), weatherService: StubWeather(), alertService: warnings,
  options: ForecastOptions(days: 2))
let report: WeatherReport
switch await viewModel.report() {
case .success(let found): report = found
case .failure(let error): fail("no report: \(error)")
}
guard let german = Language(code: "de") else { fail("no German") }
var options = RenderOptions(days: 2, now: Date(timeIntervalSince1970: 1_795_770_000))
options.language = german
let text = HumanRenderer.render(report, options: options)
print(text, terminator: "")
// DWD's words for overcast, light rain and clear sky, German's weekday names, and the warning.
for word in ["Berlin", "Bedeckt", "Leichter Regen", "Wolkenlos", "Fr", "Sa", "Sturmböen"]
where !text.contains(word) {
  fail("the German forecast lacks \"\(word)\"")
}
