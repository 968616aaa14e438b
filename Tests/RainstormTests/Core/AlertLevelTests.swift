import Foundation
import Testing

@testable import RainstormCore

/// Each issuer's level on the common scale: one row per level each issuer uses.
@Suite struct AlertLevelTests {
  @Test(arguments: [
    ("Extreme", AlertSeverity.extreme), ("severe", .severe), ("MODERATE", .moderate),
    ("Minor", .minor), ("Unknown", .minor),
  ])
  func capWords(word: String, severity: AlertSeverity) {
    #expect(AlertLevels.capSeverity(word) == severity)
  }

  @Test func capWordsThatAreNotLevels() {
    #expect(AlertLevels.capSeverity("") == nil)
    #expect(AlertLevels.capSeverity("high") == nil)
  }

  @Test(arguments: [
    ("2; yellow; Moderate", AlertSeverity.moderate, AlertColor.yellow),
    ("2; Yellow; Moderate", .moderate, .yellow),
    ("3; orange; Severe", .severe, .orange),
    ("4; red; Extreme", .extreme, .red),
  ])
  func awarenessLevels(text: String, severity: AlertSeverity, color: AlertColor) {
    let mapped = AlertLevels.awarenessLevel(text)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test func greenMeansNoWarning() {
    #expect(AlertLevels.awarenessLevel("1; green; Minor") == nil)
    #expect(AlertLevels.awarenessLevel("yellow") == nil)
  }

  @Test(arguments: [
    ("minor", AlertSeverity.minor, AlertColor.yellow), ("moderate", .moderate, .orange),
    ("severe", .severe, .red), ("extreme", .extreme, .purple),
  ])
  func dwdLevels(word: String, severity: AlertSeverity, color: AlertColor) {
    let mapped = AlertLevels.dwd(word)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test(arguments: [
    (String?.some("yellow"), AlertSeverity.moderate, AlertColor?.some(.yellow)),
    ("orange", .severe, .orange), ("red", .extreme, .red), (nil, .minor, nil),
  ])
  func canadaRiskColours(colour: String?, severity: AlertSeverity, color: AlertColor?) {
    let mapped = AlertLevels.canada(riskColour: colour)
    #expect(mapped?.0 == severity)
    #expect(mapped?.1 == color)
  }

  @Test func levelsOutsideTheIssuersListAreNotGuessed() {
    // A colour Environment Canada does not use is unreadable, not a statement.
    #expect(AlertLevels.canada(riskColour: "grey") == nil)
    #expect(AlertLevels.dwd("catastrophic") == nil)
    #expect(AlertLevels.awarenessLevel("5; black; Catastrophic") == nil)
    // Green is "no warning", which is not the same as unreadable.
    #expect(AlertLevels.isGreen("1; green; Minor") && AlertLevels.isGreen("Green"))
    #expect(!AlertLevels.isGreen("5; black; Catastrophic") && !AlertLevels.isGreen(""))
    for green in ["1;GREEN;Minor", "1; \u{A0}grEEn ; Minor", "green"] {
      #expect(AlertLevels.isGreen(green), "\(green)")
    }
    for other in ["1; greenish; Minor", "1; gréen", "1; gree", "1; yellow; green", "gReEn!"] {
      #expect(!AlertLevels.isGreen(other), "\(other)")
    }
  }

  /// One line of a warning's text: runs of spaces and line breaks become one space, the ends
  /// go, and control characters are not passed on.
  @Test func aWarningsTextOnOneLine() {
    let gale = "  Gale\r\n\r\n warning  \tfor\n\n the coast "
    #expect(gale.alertLine() == "Gale warning for the coast")
    #expect("Sturm\u{1B}[31m über  Münster\u{7}".alertLine() == "Sturm über Münster")
    #expect(" \n \r\n ".alertLine() == nil)
    #expect(String(repeating: "ab ", count: 200).alertLine(limit: 10) == "ab ab ab …")
  }

  @Test func levelNamesReadBack() {
    for severity in AlertSeverity.allCases {
      #expect(AlertSeverity(name: severity.name.uppercased()) == severity)
    }
    #expect(AlertSeverity(name: "severest") == nil)
    #expect(AlertSeverity.minor < .moderate && .severe < .extreme)
  }
}
