import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// Choosing the language: `--lang`, the `lang` setting and `RAINSTORM_LANG`, else the locale
/// the GNU way; `--lang list`; unknown codes; ASCII where the character set is not UTF-8.
@Suite struct LanguageCommandTests {
  func language(_ arguments: [String] = [], _ environment: [String: String]) throws -> String {
    try Configuration.parse(arguments: arguments, environment: environment).language.code
  }

  @Test func theLocaleVariablesInGNUOrder() throws {
    #expect(try language([], [:]) == "en")
    #expect(try language([], ["LANG": "de_DE.UTF-8"]) == "de")
    #expect(try language([], ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr")
    #expect(
      try language(
        [], ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "pl_PL.UTF-8"])
        == "pl")
    // LANGUAGE is a list: the first language rainstorm speaks wins.
    #expect(try language([], ["LANGUAGE": "xx:ja:de", "LANG": "de_DE.UTF-8"]) == "ja")
    // ... but not when the locale is C or POSIX, or unset.
    #expect(try language([], ["LANGUAGE": "ja", "LANG": "C.UTF-8"]) == "en")
    #expect(try language([], ["LANGUAGE": "ja", "LC_ALL": "POSIX"]) == "en")
    #expect(try language([], ["LANGUAGE": "ja"]) == "en")
    // A hostile list is read no further than its first 32 entries.
    let long = Array(repeating: "xx", count: 100_000).joined(separator: ":") + ":ja"
    #expect(try language([], ["LANGUAGE": long, "LANG": "de_DE.UTF-8"]) == "de")
    #expect(try language([], ["LANGUAGE": "xx:" + "ja", "LANG": "de_DE.UTF-8"]) == "ja")
    // A locale rainstorm does not speak is English, quietly.
    #expect(try language([], ["LANG": "xx_YY.UTF-8"]) == "en")
    #expect(try language([], ["LANG": "pt_BR.UTF-8"]) == "pt-BR")
  }

  @Test func theOptionBeatsTheVariableWhichBeatsTheLocale() throws {
    let environment = ["LANG": "de_DE.UTF-8", "RAINSTORM_LANG": "fr"]
    #expect(try language([], environment) == "fr")
    #expect(try language(["--lang", "ar"], environment) == "ar")
    #expect(try language(["--lang", "en"], environment) == "en")
    #expect(try language(["--lang", "pt_BR.UTF-8"], ["LANG": "C.UTF-8"]) == "pt-BR")
  }

  @Test func theClockSettingChoosesTwelveOrTwentyFourHours() throws {
    let time = LocalDateTime(secondsSinceEpoch: 14 * 3600 + 5 * 60, utcOffsetSeconds: 0)
    let cases: [(String, String, String)] = [
      ("en", "auto", "14:05"), ("en", "12", "2:05 PM"), ("de", "12", "2:05\u{202F}PM"),
      ("ja", "12", "午後2:05"), ("ar", "auto", "2:05 م"), ("ar", "24", "14:05"),
    ]
    for (code, clock, expected) in cases {
      let configuration = try Configuration.parse(
        arguments: ["--lang", code], environment: ["LANG": "C.UTF-8", "RAINSTORM_CLOCK": clock])
      let formatter = ValueFormatter(
        units: MeasurementUnits(), ascii: false, language: configuration.language)
      #expect(formatter.clock(time) == expected, "\(code) \(clock)")
    }
    #expect(throws: UsageError.self) {
      try Configuration.parse(arguments: [], environment: ["RAINSTORM_CLOCK": "13"])
    }
  }

  @Test func anUnknownLanguageIsAUsageErrorThatListsTheKnownOnes() async {
    // A language CLDR knows but rainstorm has no words for yet, while there is one.
    let untranslated = Language.codes.filter { !Language.available.contains($0) }.prefix(1)
    for (code, message) in [("klingon", ", got 'klingon'")]
      + untranslated.map({ ($0, "; \($0) is not translated yet") })
    {
      let outcome = await CommandHarness().run(["--lang", code, "Hollywood"])
      #expect(outcome.status == .usage)
      #expect(outcome.stdout.isEmpty)
      #expect(
        outcome.stderr.hasPrefix(
          "rainstorm: --lang expects a language rainstorm speaks (en, de, fr, "))
      #expect(outcome.stderr.contains(message))
      #expect(outcome.stderr.hasSuffix("\n"))
      #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    }
  }

  /// A hostile value is echoed cut, not whole: no 100 KB error line.
  @Test func aHugeLanguageIsEchoedCut() async {
    let outcome = await CommandHarness().run(["--lang", String(repeating: "x", count: 100_000)])
    #expect(outcome.status == .usage)
    #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    #expect(outcome.stderr.count < 1000, "\(outcome.stderr.count)")
    #expect(outcome.stderr.contains(String(repeating: "x", count: 200) + "…'"))
  }

  @Test(arguments: ["list", "LIST", "List"])
  func theListShowsEveryLanguageAndHowCompleteItIs(word: String) async throws {
    let harness = CommandHarness()
    let outcome = await harness.run(["--lang", word])
    #expect(outcome.status == .success)
    #expect(harness.http.requests.isEmpty)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == Language.codes.count + 1)
    #expect(lines.first?.hasPrefix("CODE") == true)
    let german = try #require(lines.first { $0.hasPrefix("de ") })
    #expect(german.contains("German") && german.contains("Deutsch") && german.hasSuffix("100%"))
    // A language CLDR knows but rainstorm has no words for yet is listed as not started.
    for code in Language.codes {
      let line = try #require(lines.first { $0.hasPrefix(code + " ") })
      #expect(line.hasSuffix(Language.available.contains(code) ? "%" : "-"), "\(line)")
    }
  }

  @Test func theForecastIsInTheLanguageAndThePlaceSearchAsksForIt() async throws {
    var harness = CommandHarness()
    harness.environment["LANG"] = "de_DE.UTF-8"
    let outcome = await harness.run(["Hollywood"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\nAktuell, "))
    let search = try #require(harness.http.requests.first)
    #expect(search.url.query == "name=Hollywood&count=10&language=de&format=json")
    // Scripts' JSON keeps its keys and says the language.
    let json = await harness.run(["Hollywood", "-f", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["lang"] as? String == "de")
    #expect(document["current"] != nil)
  }

  @Test func aLanguageThatNeedsUTF8FallsBackToEnglishWhereTheTextIsASCII() async throws {
    var harness = CommandHarness()
    harness.environment["LANG"] = "C"
    let outcome = await harness.run(["Hollywood", "--lang", "ja", "--no-ip"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(outcome.stdout.contains("\nNow, "))
    #expect(
      outcome.stderr.contains(
        "rainstorm: Japanese needs UTF-8 and the text here is ASCII; writing English\n"))
  }
}
