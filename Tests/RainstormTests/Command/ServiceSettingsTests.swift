import RainstormCore
import Testing

@testable import rainstorm

/// What asking reads of the configuration (`ServiceSettings`): each option that changes what
/// is asked changes the settings, an option that changes only the writing does not, and the
/// services made from the settings ask what they say.
@Suite struct ServiceSettingsTests {
  static func settings(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> ServiceSettings {
    try Configuration.parse(
      arguments: ["--lat", "52", "--lon", "7.6"] + arguments,
      environment: ["HOME": "/home/u", "LANG": "C.UTF-8"].merging(environment) { $1 }
    ).serviceSettings
  }

  @Test func theDefaultsAskEverythingAForecastShowsAndKeepItInTheHome() throws {
    let settings = try Self.settings([])
    #expect(settings.place?.text == "52,7.6")
    #expect(settings.timeout == 10)
    #expect(settings.provider == .auto)
    #expect(settings.comparesModels)
    #expect(settings.asksAlerts)
    #expect(!settings.asksAir)
    #expect(!settings.asksNormals)
    #expect(!settings.asksRadar)
    #expect(settings.airIndex == nil)
    #expect(settings.forecast.days == 7)
    #expect(!settings.forecast.brief)
    #expect(settings.addresses.alerts == nil)
    #expect(
      settings.keeping
        == .init(
          directory: "/home/u/.cache/rainstorm", readsFresh: true, forecastMinutes: 15,
          locationMinutes: 60, searchDays: 30))
  }

  @Test func eachOptionThatChangesWhatIsAskedChangesTheSettings() throws {
    #expect(try Self.settings(["--no-cache"]).keeping == nil)
    #expect(try Self.settings(["--refresh"]).keeping?.readsFresh == false)
    #expect(try Self.settings(["--alerts", "off"]).asksAlerts == false)
    #expect(try Self.settings(["--air"]).asksAir)
    #expect(try Self.settings(["--air-index", "us"]).airIndex == .us)
    #expect(try Self.settings(["--normals"]).asksNormals)
    #expect(try Self.settings([], environment: ["RAINSTORM_RADAR": "on"]).asksRadar)
    #expect(try Self.settings(["--provider", "met-norway"]).provider == .metNorway)
    #expect(try Self.settings(["--timeout", "3"]).timeout == 3)
    #expect(try Self.settings(["--days", "2"]).forecast.days == 2)
    // A bar shows a few values and no days: neither the rest nor the models are asked.
    let bar = try Self.settings(["-f", "waybar"])
    #expect(bar.forecast.brief)
    #expect(!bar.comparesModels)
    // A template that shows air quality asks for it.
    #expect(try Self.settings(["-f", "%t %q"]).asksAir)
    let moved = try Self.settings(
      [], environment: ["RAINSTORM_ALERTS_URL": "http://127.0.0.1:9/alerts"])
    #expect(moved.addresses.alerts?.textWithoutCredentials == "http://127.0.0.1:9/alerts")
  }

  @Test func whatChangesOnlyTheWritingLeavesTheSettingsAlone() throws {
    let plain = try Self.settings([])
    for arguments in [
      ["--color", "always"], ["--icons", "ascii"], ["--quiet"], ["--models"],
      ["--units", "imperial"], ["--fail-on-alert", "severe"],
    ] {
      var expected = plain
      // The units are asked in the units shown.
      if arguments.first == "--units" {
        expected.forecast.units = MeasurementUnits.System.imperial.units
      }
      #expect(try Self.settings(arguments) == expected, "\(arguments)")
    }
  }

  @Test func theServicesAskWhatTheSettingsSay() throws {
    let context = CommandHarness().context()
    let today = try #require(LocalDate(year: 2026, month: 11, day: 27))
    let off = try Self.settings(["--alerts", "off", "--provider", "open-meteo"])
    let services = Services(off, context, cache: nil)
    #expect(services.alerts() == nil)
    #expect(services.nowcast() == nil)
    #expect(services.airQuality() == nil)
    #expect(services.normals(today: today) == nil)
    let on = Services(try Self.settings(["--air", "--normals"]), context, cache: nil)
    #expect(on.alerts() != nil)
    #expect(on.nowcast() != nil)
    #expect(on.airQuality() != nil)
    #expect(on.normals(today: today) != nil)
  }
}
