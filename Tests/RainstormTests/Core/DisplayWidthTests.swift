import Foundation
import Testing

@testable import RainstormCore

@Suite struct DisplayWidthTests {
  @Test func countsTerminalColumns() {
    #expect("Partly cloudy 12°C".displayWidth == 18)
    #expect("Clear sky, 25 km/h".displayWidth == 18)
    #expect("".displayWidth == 0)
    #expect("a\u{7}b".displayWidth == 2)
    #expect("☀️".displayWidth == 2)
    #expect("a🌧\u{FE0F}b".displayWidth == 4)
    #expect("a🌈b".displayWidth == 4)
    #expect("東京".displayWidth == 4)
    #expect("e\u{301}".displayWidth == 1)
    // Devanagari: a spacing vowel sign takes a column, as wcwidth counts it; the virama
    // does not. Thai: marks above and below take none.
    #expect("ता".displayWidth == 2)
    #expect("तापमान".displayWidth == 6)
    #expect("क्ष".displayWidth == 2)
    #expect("ที่".displayWidth == 1)
    #expect("อุณหภูมิ".displayWidth == 5)
  }

  @Test func wordsAreCutBetweenWordsWhereThatKeepsMostOfTheRoom() {
    // Room 11 (12 less the ellipsis): "Leichter Re" would cut a word; "Leichter" keeps 8.
    #expect("Leichter Regen".truncated(toDisplayWidth: 12, atWord: true) == "Leichter…")
    #expect("Leichter Regen".truncated(toDisplayWidth: 12) == "Leichter Re…")
    // A cut at a space already falls between words.
    #expect("Light rain showers".truncated(toDisplayWidth: 11, atWord: true) == "Light rain…")
    // Too much lost to a word boundary (2 of 9 columns): cut where it must.
    #expect(
      "Gewitter mit Hagel".truncated(toDisplayWidth: 10, atWord: true) == "Gewitter…")
    #expect("Ab Donnerwetter".truncated(toDisplayWidth: 10, atWord: true) == "Ab Donner…")
    // No spaces (CJK): cut by character.
    #expect("雷雨と強い雹".truncated(toDisplayWidth: 7, atWord: true) == "雷雨と…")
  }
}
