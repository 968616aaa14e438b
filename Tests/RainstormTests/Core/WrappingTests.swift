import Testing

@testable import RainstormCore

/// Word wrapping for the terminal (`String.wrapped`).
@Suite struct WrappingTests {
  @Test func textThatFitsOrNoLimitIsLeftAlone() {
    #expect("a b c".wrapped(toDisplayWidth: nil) == ["a b c"])
    #expect("a b c".wrapped(toDisplayWidth: 5) == ["a b c"])
    #expect("".wrapped(toDisplayWidth: 20) == [""])
  }

  @Test func breaksAtTheLastSpaceThatFits() {
    #expect(
      "the quick brown fox jumps".wrapped(toDisplayWidth: 10)
        == ["the quick", "brown fox", "jumps"])
  }

  @Test func keepsTheItemsOfAListWhole() {
    #expect(
      "Air: moderate (European AQI 44), PM2.5 22 µg/m³, PM10 28 µg/m³, ozone 42 µg/m³"
        .wrapped(toDisplayWidth: 40)
        == ["Air: moderate (European AQI 44),", "PM2.5 22 µg/m³, PM10 28 µg/m³,", "ozone 42 µg/m³"]
    )
  }

  /// At 50 columns the models' footnote broke after "(ECMWF, GFS," with half the line empty.
  @Test func aListInParenthesesDoesNotEndALineEarly() {
    let legend =
      "* the models (ECMWF, GFS, ICON) disagree: highs or lows 3°C or more apart, or rain in "
      + "some and not others (--models shows them)"
    let lines = legend.wrapped(toDisplayWidth: 50, hangingIndent: 2)
    #expect(lines.first == "* the models (ECMWF, GFS, ICON) disagree: highs or")
    #expect(lines.allSatisfy { $0.displayWidth <= 50 })
  }

  /// Japanese at a narrow width split "0.8" from "mm".
  @Test func aNumberKeepsItsUnit() {
    #expect(
      "今日の降水量 0.8 mm 最大".wrapped(toDisplayWidth: 18) == ["今日の降水量", "0.8 mm 最大"])
    #expect(
      "rain in 25 min from now".wrapped(toDisplayWidth: 12) == ["rain in", "25 min from", "now"])
  }

  /// Japanese has no spaces: it breaks between characters, never before 。 or 、, and a
  /// number stays whole.
  @Test func japaneseBreaksBetweenCharacters() {
    let text = "雨の見通しは不明です。現在時刻が15分ごとの予報の範囲外です。"
    let lines = text.wrapped(toDisplayWidth: 40)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines)")
    #expect(lines.joined() == text)
    #expect(!lines.contains { $0.hasPrefix("。") || $0.hasPrefix("、") })
    #expect(!lines.contains { $0.hasSuffix("1") })
  }

  /// A warning's text as the service wrapped it, for a terminal narrower than its lines.
  @Test func aServicesLineBreaksAreJoinedButParagraphsAndItemsKept() {
    let description =
      "* WHAT...Dangerously hot conditions with temperatures up to\n115 expected.\n\n"
      + "* WHERE...Phoenix and the\nsurrounding deserts.\n1. Drink water.\n- Stay inside."
    #expect(
      description.reflowed == [
        "* WHAT...Dangerously hot conditions with temperatures up to 115 expected.", "",
        "* WHERE...Phoenix and the surrounding deserts.", "1. Drink water.", "- Stay inside.",
      ])
  }

  @Test func indentsTheLinesAfterTheFirst() {
    #expect(
      "  one two three four".wrapped(toDisplayWidth: 10) == ["  one two", "  three", "  four"])
    #expect(
      "one two three four".wrapped(toDisplayWidth: 10, hangingIndent: 2)
        == ["one two", "  three", "  four"])
  }

  @Test func countsWideCharactersAsTwoColumns() {
    #expect("東京 大阪 札幌".wrapped(toDisplayWidth: 9) == ["東京 大阪", "札幌"])
    #expect("🌧️ 🌧️ 🌧️".wrapped(toDisplayWidth: 6) == ["🌧️ 🌧️", "🌧️"])
  }

  @Test func keepsAWordLongerThanTheLineWhole() {
    #expect(
      "see https://example.com/a/very/long/address now".wrapped(toDisplayWidth: 12)
        == ["see", "https://example.com/a/very/long/address", "now"])
    #expect("unbreakable".wrapped(toDisplayWidth: 5) == ["unbreakable"])
  }

  @Test func escapeSequencesTakeNoRoomAndDoNotCrossLines() {
    let bold = "\u{1B}[1m"
    let reset = "\u{1B}[0m"
    #expect(
      "\(bold)Mountain View\(reset) (37.42°N)".wrapped(toDisplayWidth: 13)
        == ["\(bold)Mountain View\(reset)", "(37.42°N)"])
    // A style on at a break is turned off, and on again after the indent.
    #expect(
      "\(bold)one two three\(reset) four five".wrapped(toDisplayWidth: 12, hangingIndent: 2)
        == ["\(bold)one two\(reset)", "  \(bold)three\(reset) four", "  five"])
  }
}
