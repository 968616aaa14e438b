import Foundation
import RainstormCore
import Testing

/// The languages' words and CLDR's data: every catalog complete against English, slots and
/// plural forms as CLDR and the code want them, numbers, dates and times as each language
/// writes them.
@Suite struct LanguageTests {
  /// The languages with a catalog besides English.
  static let translated = Language.available.filter { $0 != "en" }

  static func language(_ code: String) throws -> Language {
    try #require(Language(code: code))
  }

  static let english = Language.english

  /// English's keys without plural categories, and the slots of each.
  static var englishSlots: [String: Set<String>] {
    var slots: [String: Set<String>] = [:]
    for key in english.keys {
      let template = english.template(key) ?? ""
      slots[stem(key), default: []].formUnion(SlotTemplate.slots(template))
    }
    return slots
  }

  static func stem(_ key: String) -> String {
    Language.stem(key)
  }

  static var pluralStems: Set<String> {
    Set(english.keys.filter { stem($0) != $0 }.map(stem))
  }

  @Test func everyLanguageOfTheCLDRTableHasACatalog() {
    // A catalog file not named in `Catalog.text` would be compiled and never read.
    #expect(Language.available == Language.codes)
    #expect(Language.codes.count == 42)
  }

  @Test(arguments: translated)
  func everyKeyOfEnglishIsTranslated(code: String) throws {
    let language = try Self.language(code)
    let stems = Set(language.keys.map(Self.stem))
    let missing = Set(Self.englishSlots.keys).subtracting(stems)
    #expect(missing.isEmpty, "\(code) lacks \(missing.sorted())")
    let extra = stems.subtracting(Self.englishSlots.keys)
    #expect(extra.isEmpty, "\(code) has keys English does not: \(extra.sorted())")
    #expect(language.completeness.translated == language.completeness.total)
  }

  @Test(arguments: translated)
  func everyTemplateFillsTheSlotsEnglishHasAndNoOthers(code: String) throws {
    let language = try Self.language(code)
    let slots = Self.englishSlots
    for key in language.keys {
      let stem = Self.stem(key)
      let used = Set(SlotTemplate.slots(language.template(key) ?? ""))
      let expected = slots[stem] ?? []
      #expect(used.isSubset(of: expected), "\(code) \(key) uses \(used.subtracting(expected))")
      // A counted form may leave its number to the word (Arabic's dual); nothing else may
      // drop what English says.
      let required = key == stem ? expected : expected.subtracting(["n"])
      #expect(required.isSubset(of: used), "\(code) \(key) drops \(required.subtracting(used))")
    }
  }

  @Test(arguments: ["en"] + translated)
  func everyCountedPhraseHasEveryPluralFormCLDRDefines(code: String) throws {
    let language = try Self.language(code)
    let categories = Set(language.pluralCategories)
    for stem in Self.pluralStems {
      let forms = Set(
        language.keys.filter { Self.stem($0) == stem && $0 != stem }.map {
          String($0[$0.index(after: $0.lastIndex(of: ".") ?? $0.startIndex)...])
        })
      #expect(forms == categories, "\(code) \(stem): \(forms.sorted()), CLDR: \(categories)")
    }
  }

  @Test func aKeyTheCodeSaysIsInEnglish() throws {
    // Every key written out in the sources (`say("now.feelsLike")`) must exist: a typo
    // would show the key itself.
    let sources = Fixture.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }
      .filter {
        $0.hasSuffix(".swift") && !$0.contains("Catalog+") && !$0.contains("Documentation/")
      }
    let pattern = try Regex(
      #""((?:source|list|weather|flag|time|compass|now|table|past|models|chart|rain|ago|bar|alert|air|uv|pollen|normals|credit)\.[A-Za-z.]+)""#
    )
    let stems = Set(Self.englishSlots.keys)
    var checked = 0
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: pattern) {
        guard let key = match.output[1].substring.map(String.init), !key.hasSuffix(".") else {
          continue
        }
        checked += 1
        #expect(stems.contains(key), "\(file) says \(key), which English lacks")
      }
    }
    #expect(checked > 100)
  }

  @Test(arguments: ["en"] + translated)
  func theWordsCarryNoInvisibleOrBidiCharacters(code: String) throws {
    let language = try Self.language(code)
    let locale = language.locale
    let texts =
      language.keys.compactMap(language.template)
      + [locale.weekdays, locale.months, locale.percent, locale.units, locale.dayMonth]
    for text in texts {
      for scalar in text.unicodeScalars {
        let bidi =
          (0x200E...0x200F).contains(scalar.value) || scalar.value == 0x061C
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        #expect(!bidi && scalar.properties.generalCategory != .control, "\(code): \(text)")
      }
    }
  }

  @Test(arguments: ["en"] + translated)
  func theChartsLabelsFitTheirColumn(code: String) throws {
    let language = try Self.language(code)
    for key in ["chart.temperature", "chart.chance", "chart.hour"] {
      #expect(language.say(key).displayWidth <= 11, "\(code) \(key)")
    }
    for key in ["chart.lowMark", "chart.highMark"] {
      #expect(language.say(key).displayWidth == 1, "\(code) \(key)")
    }
  }

  @Test func pluralRulesPickCLDRsForms() throws {
    let expectations: [(String, [Int: String])] = [
      ("en", [0: "other", 1: "one", 2: "other", 21: "other"]),
      ("de", [1: "one", 7: "other"]),
      ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
      ("pt-BR", [0: "one", 1: "one", 2: "other", 2_000_000: "many"]),
      ("pl", [1: "one", 2: "few", 4: "few", 5: "many", 12: "many", 22: "few", 25: "many"]),
      ("ja", [1: "other", 25: "other"]),
      (
        "ar",
        [
          0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many",
          100: "other", 102: "other", 103: "few",
        ]
      ),
    ]
    for (code, cases) in expectations {
      let language = try Self.language(code)
      for (count, category) in cases {
        #expect(language.pluralCategory(count) == category, "\(code) \(count)")
      }
    }
    // Languages without a catalog yet: the rules are read from the same table.
    let russian = PluralRules(try #require(LocaleData.generated("ru")).plurals)
    #expect(
      [1, 2, 5, 11, 21, 22, 25].map(russian.category)
        == ["one", "few", "many", "many", "one", "few", "many"])
  }

  @Test func countedPhrasesTakeTheirForm() throws {
    let polish = try Self.language("pl")
    let forms = [1, 2, 5, 22].map { polish.say("rain.inMinutes", count: $0) }
    #expect(Set(forms).count >= 3, "\(forms)")
    #expect(forms.allSatisfy { $0.contains(where: \.isNumber) || $0 == forms[0] })
    #expect(Self.english.say("ago.days", count: 1) == "1 day ago")
    #expect(Self.english.say("ago.days", count: 3) == "3 days ago")
  }

  @Test func numbersDatesAndTimesAsEachLanguageWritesThem() throws {
    let date = try #require(LocalDate(year: 2026, month: 11, day: 25))
    let cases: [(String, String, String, String, String)] = [
      ("en", "7.9°C", "Wed 25 Nov", "14:05", "63%"),
      ("de", "7,9 °C", "Mi., 25. Nov.", "14:05", "63\u{A0}%"),
      ("fr", "7,9\u{202F}°C", "mer. 25 nov.", "14:05", "63\u{A0}%"),
      ("pl", "7,9°C", "śr., 25 lis", "14:05", "63%"),
      ("ja", "7.9°C", "11月25日(水)", "14:05", "63%"),
      ("ar", "7.9°م", "الأربعاء، 25 نوفمبر", "2:05 م", "63%"),
      ("pt-BR", "7,9 °C", "qua., 25 de nov.", "14:05", "63%"),
    ]
    for (code, temperature, day, time, percent) in cases {
      let formatter = ValueFormatter(
        units: MeasurementUnits(), ascii: false, language: try Self.language(code))
      #expect(formatter.temperature(7.9, fractionDigits: 1) == temperature, "\(code)")
      #expect(formatter.day(date) == day, "\(code)")
      let time1405 = LocalDateTime(secondsSinceEpoch: 14 * 3600 + 5 * 60, utcOffsetSeconds: 0)
      #expect(formatter.clock(time1405) == time, "\(code)")
      #expect(formatter.percent(63) == percent, "\(code)")
    }
    let persian = try #require(LocaleData.generated("fa"))
    #expect(persian.number("-12.5") == "-۱۲٫۵")
  }

  @Test func tagsAndLocaleNamesFindTheLanguage() {
    let cases: [(String, String?)] = [
      ("de", "de"), ("DE", "de"), ("de_AT.UTF-8", "de"), ("de-CH", "de"), ("pt_BR.UTF-8", "pt-BR"),
      ("pt-BR", "pt-BR"), ("pt", "pt-BR"), ("pt_PT", "pt-PT"), ("zh_TW.UTF-8", "zh-Hant"),
      ("zh-Hant", "zh-Hant"), ("zh_CN", "zh-Hans"), ("sr_RS@latin", "sr-Latn"), ("sr", "sr"),
      ("nb_NO.UTF-8", "nb"), ("no", "nb"), ("iw_IL", "he"), ("ja_JP.eucJP", "ja"),
      ("C", nil), ("POSIX", nil), ("xx", nil), ("", nil), ("_", nil),
    ]
    for (tag, code) in cases {
      #expect(Language.code(matching: tag) == code, "\(tag)")
    }
  }

  @Test func slotsAreFilledOnceAndAMissingOneShows() {
    #expect(SlotTemplate.fill("{a} and {b}", [("a", "{b}"), ("b", "x")]) == "{b} and x")
    #expect(SlotTemplate.fill("{a} {unknown}", [("a", "1")]) == "1 {unknown}")
    #expect(SlotTemplate.fill("no slots {", []) == "no slots {")
  }
}
