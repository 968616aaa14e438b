import RainstormCore
import Testing

@testable import rainstorm

/// Each mode's plan (`Configuration.plan`): the listing actions are their text, and every other
/// mode holds what asking reads, what writing reads, and its own, as its options say.
@Suite struct PlanTests {
  static func plan(_ arguments: [String], environment: [String: String] = [:]) throws -> Plan {
    try Configuration.parse(
      arguments: arguments,
      environment: ["HOME": "/home/u", "LANG": "C.UTF-8"].merging(environment) { $1 }
    ).plan
  }

  @Test func theListingActionsAreTheirText() throws {
    guard case .text(let help) = try Self.plan(["--help"]) else {
      Issue.record("--help is not text")
      return
    }
    #expect(help == HelpText.text)
    guard case .text(let settings) = try Self.plan(["--print-config", "--lat", "1", "--lon", "2"])
    else {
      Issue.record("--print-config is not text")
      return
    }
    #expect(settings.contains("location = 1,2"))
    guard case .text(let languages) = try Self.plan(["--lang", "list"]) else {
      Issue.record("--lang list is not text")
      return
    }
    #expect(languages == LanguageList.text)
  }

  @Test func aForecastHoldsItsPastDaysAndWritesAsAsked() throws {
    guard case .forecast(let plan) = try Self.plan(["Münster", "--date", "-3d", "-f", "json"])
    else {
      Issue.record("not a forecast")
      return
    }
    #expect(plan.past == (try PastDates.parse("-3d")))
    #expect(plan.output.format == .json)
    #expect(plan.services.place?.text == "Münster")
    guard case .forecast(let now) = try Self.plan(["Münster"]) else {
      Issue.record("not a forecast")
      return
    }
    #expect(now.past == nil)
    #expect(now.output.format == .human)
  }

  @Test func aBatchAsksWhatItsRowsShow() throws {
    guard case .batch(let plan) = try Self.plan(["--stdin", "-f", "tsv"]) else {
      Issue.record("not a batch")
      return
    }
    #expect(plan.output.format == .tsv)
    #expect(plan.services.forecast.brief)
    #expect(plan.services.forecast.quarterHourVisibility)
    #expect(!plan.services.forecast.pressureTrend)
    // A forecast of one place in TSV asks for the trend.
    guard case .forecast(let one) = try Self.plan(["Münster", "-f", "tsv"]) else {
      Issue.record("not a forecast")
      return
    }
    #expect(one.services.forecast.pressureTrend)
  }

  @Test func aWatchWritesItsLineAndKeepsItsOptions() throws {
    guard
      case .watch(let plan) = try Self.plan(
        ["Münster", "--watch", "--notify"], environment: ["RAINSTORM_FORECAST_CACHE_MINUTES": "20"])
    else {
      Issue.record("not a watch")
      return
    }
    // --watch alone writes the line template, not the human format.
    #expect(plan.output.format == .template(.lineFormat))
    #expect(plan.watch.notifies)
    #expect(plan.refreshMinutes == 20)
  }

  @Test func aRadarKnowsWhetherItIsWatchedAndItsUnits() throws {
    guard case .radar(let watched) = try Self.plan(["Münster", "--radar", "--watch"]) else {
      Issue.record("not a radar")
      return
    }
    #expect(watched.watches)
    #expect(watched.output.format == .human)
    guard case .radar(let once) = try Self.plan(["Münster", "--radar", "--units", "imperial"])
    else {
      Issue.record("not a radar")
      return
    }
    #expect(!once.watches)
    #expect(once.units == MeasurementUnits.System.imperial.units)
  }

  @Test func aSearchHoldsItsQuery() throws {
    guard
      case .search(let plan) = try Self.plan(
        ["--search", "Springfield", "--country", "us", "-f", "json"])
    else {
      Issue.record("not a search")
      return
    }
    #expect(plan.query.text == "Springfield")
    #expect(plan.query.country == "US")
    #expect(plan.output.format == .json)
    #expect(plan.output.action == .search(plan.query))
    #expect(plan.services.addresses.geocoding.textWithoutCredentials.hasPrefix("https://"))
  }
}
