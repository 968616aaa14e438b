import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct ConfigFileTests {
  static let path = "/home/u/.config/rainstorm/config"

  func parse(_ text: String) throws(UsageError) -> [(String, String, Int)] {
    try ConfigFile.parse(text, path: "cfg").map { assignment in
      guard case .file(_, let line) = assignment.origin else {
        return (assignment.setting.key, assignment.value, 0)
      }
      return (assignment.setting.key, assignment.value, line)
    }
  }

  @Test func readsKeysValuesCommentsAndSpacing() throws {
    let text = """
      # my settings
        location   =   Melbourne, Florida   # the one in the US

      units=imperial
      temperature-unit = celsius\r
      format = "%l # %t"
      icons = none#not a comment without a space before it
      \tdays\t=\t3
      """
    let parsed = try parse(text)
    #expect(
      parsed.map(\.0) == ["location", "units", "temperature_unit", "format", "icons", "days"])
    #expect(
      parsed.map(\.1) == [
        "Melbourne, Florida", "imperial", "celsius", "%l # %t",
        "none#not a comment without a space before it", "3",
      ])
    #expect(parsed.map(\.2) == [2, 4, 5, 6, 7, 8])
  }

  @Test(arguments: [
    ("colour = never", "cfg:1: unknown key 'colour'; did you mean 'color'?"),
    ("unit = imperial", "cfg:1: unknown key 'unit'; did you mean 'units'?"),
    ("weather = yes", "cfg:1: unknown key 'weather'; keys: location, country, ip_lookup,"),
    ("\n\nunits metric", "cfg:3: expected 'key = value', got 'units metric'"),
    ("days =   # nothing", "cfg:1: days has no value"),
    ("= 3", "cfg:1: unknown key ''"),
    // The escape sequence is shown, not sent to the terminal, and not dropped either.
    ("\u{1B}[31m = 1", "cfg:1: unknown key '\\e[31m'"),

    ("format = \"%t\" %c", "cfg:1: format: text after the closing quote"),
  ])
  func namesTheLineOfABadLine(text: String, message: String) {
    #expect {
      try ConfigFile.parse(text, path: "cfg")
    } throws: { error in
      guard let error = error as? UsageError else { return false }
      return error.message.hasPrefix(message) && Failure(error).status == .usage
    }
  }

  @Test func aBadValueIsShownWithTheCharactersItHolds() async {
    var harness = CommandHarness()
    harness.files = ["/cfg": .text("days = 3\u{0}\n")]
    let outcome = await harness.run(["1,2", "--config", "/cfg"])
    #expect(
      outcome.stderr
        == "rainstorm: /cfg:1: days expects a whole number from 0 to 16, got '3\\0' "
        + "(see 'rainstorm --help')\n")
  }

  /// Every wrong line in one run, in line order, whatever kind its mistake (issue 57: they came
  /// one at a time, a value's before an earlier line's syntax).
  @Test func everyWrongLineIsToldAtOnceInLineOrder() async {
    var harness = CommandHarness()
    harness.files = [
      "/cfg": .text("units = metric\ndays = 99\nhourz = 3\ncolor never\nicons = sparkly\n")
    ]
    let outcome = await harness.run(["1,2", "--config", "/cfg"])
    #expect(outcome.status == .usage)
    #expect(outcome.stdout == "")
    let lines = outcome.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(outcome.stderr)")
    #expect(lines.allSatisfy { $0.hasPrefix("rainstorm: /cfg:") }, "\(outcome.stderr)")
    #expect(
      lines.map { $0.dropFirst("rainstorm: /cfg:".count).prefix(2) } == ["2:", "3:", "4:", "5:"])
    #expect(lines.first?.contains("days expects a whole number from 0 to 16") == true)
    #expect(lines.dropFirst().first?.contains("unknown key 'hourz'; did you mean 'hours'?") == true)
    #expect(lines.last?.hasSuffix("(see 'rainstorm --help')") == true)
    // A bar shows them in its tooltip, joined.
    let bar = await harness.run(["1,2", "--config", "/cfg", "-f", "waybar"])
    #expect(bar.status == .success)
    #expect(bar.stdout.contains("got &#39;99&#39;; /cfg:3: unknown key"), "\(bar.stdout)")
  }

  @Test func aByteOrderMarkAtTheStartIsNotPartOfTheFirstKey() throws {
    #expect(try parse("\u{FEFF}days = 3\nunits = uk").map(\.0) == ["days", "units"])
  }

  @Test func refusesAHugeFile() {
    #expect(throws: UsageError.self) {
      try ConfigFile.parse(String(repeating: "# padding\n", count: 10_000), path: "cfg")
    }
  }

  @Test func findsTheDefaultFileTheXDGWay() {
    #expect(
      ConfigFile.defaultPath(["XDG_CONFIG_HOME": "/x/", "HOME": "/h"]) == "/x/rainstorm/config")
    #expect(
      ConfigFile.defaultPath(["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
        == "/h/.config/rainstorm/config")
    #expect(ConfigFile.defaultPath(["HOME": "/h/"]) == "/h/.config/rainstorm/config")
    #expect(ConfigFile.defaultPath([:]) == nil)
  }

  @Test func quotesWhatWouldNotReadBack() {
    #expect(ConfigFile.quoted("Paris") == "Paris")
    #expect(ConfigFile.quoted("%l # %t") == "\"%l # %t\"")
    #expect(ConfigFile.quoted(" %t") == "\" %t\"")
  }
}
