import Testing

@testable import rainstorm

/// What options declare of each other (`CommandOption.needs`, `.excludes`) names options that
/// exist, and each declared exclusion refuses its pair, whichever comes first.
@Suite struct OptionConflictTests {
  @Test func declarationsNameOptionsThatExist() {
    let names = Set(CommandOption.all.map(\.name))
    for option in CommandOption.all {
      if let need = option.needs {
        #expect(names.contains(need.name), "--\(option.name) needs --\(need.name)")
      }
      for other in option.excludes?.names ?? [] {
        #expect(names.contains(other), "--\(option.name) excludes --\(other)")
        #expect(other != option.name)
      }
    }
  }

  /// Each declared pair, given together with a value each takes, is a usage error naming
  /// both, in either order, before any request (the harness has no network).
  @Test func everyDeclaredPairIsRefused() async {
    let values = [
      "fail-on-alert": "severe", "rain-within": "30m", "hours": "3", "air": "on",
      "normals": "notable", "search": "Paris", "date": "yesterday",
    ]
    func words(_ name: String) -> [String] {
      let option = CommandOption.all.first { $0.name == name }
      guard option?.valueName != nil else { return ["--" + name] }
      return ["--" + name, values[name] ?? "x"]
    }
    for option in CommandOption.all {
      guard let exclusion = option.excludes else { continue }
      for other in exclusion.names {
        for order in [words(option.name) + words(other), words(other) + words(option.name)] {
          let place = other == "search" || other == "stdin" ? [] : ["45.6,17.22"]
          let run = await CommandHarness().run(place + order)
          #expect(run.status == .usage, "\(order)")
          #expect(run.stderr.contains("--\(other)"), "\(order): \(run.stderr)")
          #expect(run.stdout == "")
        }
      }
    }
  }
}
