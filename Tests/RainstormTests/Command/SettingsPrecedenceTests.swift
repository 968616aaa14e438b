import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct SettingsPrecedenceTests {
  static let path = ConfigFileTests.path

  func harness(config: String?, environment: [String: String] = [:]) -> CommandHarness {
    var harness = CommandHarness()
    harness.environment["HOME"] = "/home/u"
    harness.environment.merge(environment) { _, new in new }
    if let config { harness.files[Self.path] = .text(config) }
    return harness
  }

  func configuration(
    _ arguments: [String] = [], config: String?, environment: [String: String] = [:]
  ) throws -> Configuration {
    let harness = harness(config: config, environment: environment)
    // Only the variables the test gives: the harness's provider would hide the file's.
    var variables = harness.environment
    variables["RAINSTORM_PROVIDER"] = environment["RAINSTORM_PROVIDER"]
    return try Configuration.parse(
      arguments: arguments, environment: variables,
      readFile: { [files = harness.files] in files[$0] ?? .missing })
  }

  @Test func everyKeyCanBeSetInTheFile() throws {
    let configuration = try configuration(
      config: """
        location = 48.85,2.35
        country = fr
        ip_lookup = off
        units = uk
        temperature_unit = fahrenheit
        wind_unit = bft
        precipitation_unit = inch
        days = 3
        hours = 24
        format = json
        lang = pt_BR.UTF-8
        clock = 12
        normals = notable
        air = on
        air_index = us
        radar = on
        icons = unicode
        color = always
        quiet = on
        provider = met-norway
        contact = weather@example.org
        timeout = 2.5
        cache = off
        forecast_cache_minutes = 5
        location_cache_minutes = 0
        search_cache_days = 365
        """)
    #expect(
      configuration.place
        == .coordinates(try Location(latitude: 48.85, longitude: 2.35, source: .configuration)))
    #expect(configuration.country == "FR")
    #expect(!configuration.ipLookupAllowed)
    #expect(configuration.ipLookupDisabledBy == "\(Self.path):3: ip_lookup")
    #expect(configuration.unitSystem == .uk)
    #expect(
      configuration.units
        == MeasurementUnits(temperature: .fahrenheit, windSpeed: .bft, precipitation: .inch))
    #expect(configuration.days == 3)
    #expect(configuration.hours == 24)
    #expect(configuration.format == .json)
    #expect(configuration.language.code == "pt-BR")
    #expect(configuration.clock == 12)
    #expect(configuration.normals == .notable)
    #expect(configuration.air)
    #expect(configuration.airIndex == .us)
    #expect(configuration.radarBeside)
    #expect(configuration.icons == .unicode)
    #expect(configuration.color == .always)
    #expect(configuration.quiet)
    #expect(configuration.provider == .metNorway)
    #expect(configuration.userAgent.hasSuffix("; weather@example.org)"))
    #expect(configuration.timeout == 2.5)
    #expect(!configuration.cacheEnabled)
    #expect(configuration.forecastCacheMinutes == 5)
    #expect(configuration.locationCacheMinutes == 0)
    #expect(configuration.searchCacheDays == 365)
    #expect(Setting.all.allSatisfy { configuration.origins[$0.key] != nil })
  }

  @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() throws {
    let file = "days = 1\nhours = 1\nicons = ascii\n"
    let environment = ["RAINSTORM_DAYS": "2", "RAINSTORM_HOURS": "2"]
    let configuration = try configuration(["--days", "3"], config: file, environment: environment)
    #expect(configuration.days == 3)
    #expect(configuration.hours == 2)
    #expect(configuration.icons == .ascii)
    #expect(configuration.origins["days"] == .commandLine("--days"))
    #expect(configuration.origins["hours"] == .environment("RAINSTORM_HOURS"))
    #expect(configuration.origins["icons"] == .file(path: Self.path, line: 3))
    #expect(configuration.origins["color"] == nil)
    #expect(configuration.color == .auto)
  }

  @Test func aUnitSystemGivenLaterResetsTheUnitsOfAnEarlierSource() throws {
    // The file's own per-quantity unit refines its system...
    let fileOnly = try configuration(config: "units = imperial\nwind_unit = kn\n")
    #expect(
      fileOnly.units
        == MeasurementUnits(temperature: .fahrenheit, windSpeed: .kn, precipitation: .inch))
    // ...but --units on the command line is what the user asked for now.
    let flag = try configuration(["--units", "metric"], config: "temperature_unit = fahrenheit\n")
    #expect(flag.units == MeasurementUnits())
    #expect(flag.origins["temperature_unit"] == .derived(from: "units"))
    // A per-quantity flag still refines a configured system.
    let refined = try configuration(["--wind-unit", "ms"], config: "units = imperial\n")
    #expect(
      refined.units
        == MeasurementUnits(temperature: .fahrenheit, windSpeed: .ms, precipitation: .inch))
  }

  @Test func aBadValueAnywhereIsAnErrorNamingWhereItIs() async {
    let harness = harness(config: "# rainstorm\ndays = 3\nhours = lots\n")
    let outcome = await harness.run(["--hours", "5"])
    #expect(outcome.status == .usage)
    #expect(
      outcome.stderr
        == "rainstorm: \(Self.path):3: hours expects a whole number from 0 to 384, got 'lots' "
        + "(see 'rainstorm --help')\n")
    #expect(harness.http.requests.isEmpty)
  }

  @Test(arguments: [
    (
      "contact = me (at) example.org\n", [String](),
      "\(ConfigFileTests.path):1: contact expects up to 100 printable ASCII characters without ( ) or "
        + "\\, got 'me (at) example.org'"
    ),
    (
      "", ["--provider", "accuweather"],
      "--provider must be one of auto, open-meteo, met-norway, got 'accuweather'"
    ),
    (
      "provider = met-norway\n", ["--date", "yesterday"],
      "--date needs Open-Meteo's archive, but the provider is met-norway (\(ConfigFileTests.path), "
        + "line 1); pass --provider auto"
    ),
  ])
  func providerAndContactMistakesAreUsageErrors(
    config: String, arguments: [String], message: String
  )
    async
  {
    var harness = harness(config: config)
    harness.environment["RAINSTORM_PROVIDER"] = nil
    let outcome = await harness.run(arguments)
    #expect(outcome.status == .usage)
    #expect(outcome.stderr == "rainstorm: \(message) (see 'rainstorm --help')\n")
    #expect(harness.http.requests.isEmpty)
  }

  @Test func aContactHasNoLineBreakOrControlCharacter() {
    #expect(Rainstorm.isValidContact("weather@example.org"))
    #expect(Rainstorm.isValidContact("https://example.org/contact"))
    for bad in [
      "", "a\r\nX-Evil: 1", "tab\there", "é@example.org", "x)", "x\\",
      String(repeating: "a", count: 101),
    ] {
      #expect(!Rainstorm.isValidContact(bad), "\(bad)")
    }
  }

  @Test func aMissingNamedConfigFileIsNoInput() async {
    let outcome = await CommandHarness().run(["--config", "/nowhere/config"])
    #expect(outcome.status == .noInput)
    #expect(outcome.stderr == "rainstorm: --config: no such file: /nowhere/config\n")
    var unreadable = CommandHarness()
    unreadable.files["/etc/shadow"] = .unreadable("permission denied")
    let denied = await unreadable.run(["--config", "/etc/shadow"])
    #expect(denied.status == .noInput)
    #expect(denied.stderr == "rainstorm: cannot read config file /etc/shadow: permission denied\n")
  }

  @Test func noConfigSkipsTheFile() throws {
    let configuration = try configuration(["--no-config"], config: "days = nonsense\n")
    #expect(configuration.days == 7)
    #expect(configuration.configFile == .disabled)
  }

  @Test func aNamedFileReplacesTheDefaultOne() async throws {
    var harness = harness(config: "days = nonsense\n")
    harness.files["/tmp/other"] = .text("days = 2\n")
    let configuration = try Configuration.parse(
      arguments: ["--config", "/tmp/other"], environment: harness.environment,
      readFile: { [files = harness.files] in files[$0] ?? .missing })
    #expect(configuration.days == 2)
    #expect(configuration.configFile == .read("/tmp/other"))
  }

  @Test func printConfigShowsEverySettingAndWhereItCameFrom() async {
    var harness = harness(
      config: "location = Hollywood\nunits = imperial\n", environment: ["RAINSTORM_DAYS": "3"])
    harness.environment["RAINSTORM_ALERTS"] = nil
    harness.environment["RAINSTORM_PROVIDER"] = nil
    let outcome = await harness.run(["--print-config", "--wind-unit", "kn"])
    #expect(outcome.status == .success)
    #expect(
      outcome.stdout == """
        # rainstorm \(Rainstorm.version) settings. Precedence: command line, environment,
        # config file, default. Config file: \(Self.path)
        # country: not set
        # contact: not set
        location = Hollywood           # \(Self.path), line 1
        ip_lookup = on                 # default
        units = imperial               # \(Self.path), line 2
        temperature_unit = fahrenheit  # from units
        wind_unit = kn                 # command line, --wind-unit
        precipitation_unit = inch      # from units
        days = 3                       # environment, RAINSTORM_DAYS
        hours = 0                      # default
        format = human                 # default
        lang = en                      # default
        clock = auto                   # default
        alerts = on                    # default
        normals = off                  # default
        air = off                      # default
        air_index = auto               # default
        radar = off                    # default
        icons = emoji                  # default
        color = auto                   # default
        quiet = off                    # default
        provider = auto                # default
        timeout = 10                   # default
        cache = on                     # default
        forecast_cache_minutes = 15    # default
        location_cache_minutes = 60    # default
        search_cache_days = 30         # default

        """)
    #expect(harness.http.requests.isEmpty)
  }

  @Test func printConfigOutputReadsBackAsTheSameSettings() async throws {
    let file = "location = Melbourne, Florida\nformat = \"%l # %t\"\nhours = 6\n"
    let environment = ["RAINSTORM_COUNTRY": "us"]
    let first = try configuration(["--days", "2"], config: file, environment: environment)
    let printed = await harness(config: file, environment: environment).run([
      "--print-config", "--days", "2",
    ])
    let again = try configuration(config: printed.stdout)
    #expect(again.place == first.place)
    #expect(again.country == "US")
    #expect(again.format == first.format)
    #expect(again.days == 2)
    #expect(again.hours == 6)
    #expect(again.units == first.units)
  }
}
