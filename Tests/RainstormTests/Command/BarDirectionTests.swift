import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// Right-to-left text in the bars: with `--lang ar` the line started with Latin coordinates,
/// so "13°" stayed left and its unit "م" went to the far right of the bar. Bars drawn by a
/// renderer that reorders text (Pango: waybar, i3bar, i3blocks; Core Text: SwiftBar, xbar) get
/// Unicode isolates; polybar, which cannot join or reorder letters, writes English instead.
@Suite struct BarDirectionTests {
  static let (rli, lri, fsi, pdi) = ("\u{2067}", "\u{2066}", "\u{2068}", "\u{2069}")

  func run(_ arguments: [String]) async -> CommandHarness.Outcome {
    await CommandHarness().run(["45.6,17.22", "--days", "0"] + arguments)
  }

  @Test func arabicIsOneRightToLeftRunWithThePlaceInItsOwn() async throws {
    let i3blocks = await run(["-f", "i3blocks", "--lang", "ar"])
    let lines = i3blocks.stdout.split(separator: "\n").map(String.init)
    let text = try #require(lines.first)
    #expect(text.hasPrefix(Self.rli + Self.fsi + "45.60°N, 17.22°E" + Self.pdi + ": "), "\(text)")
    #expect(text.hasSuffix(Self.pdi) && text.contains("°م"))
    #expect(lines.dropFirst().first?.hasPrefix(Self.rli) == true)
    let waybar = await run(["-f", "waybar", "--lang", "ar"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
    #expect((object["text"] as? String)?.hasPrefix(Self.rli + Self.fsi) == true)
    let i3bar = await run(["-f", "i3bar", "--lang", "ar"])
    let block = try #require(
      try JSONSerialization.jsonObject(with: Data(i3bar.stdout.utf8)) as? [String: Any])
    #expect((block["full_text"] as? String)?.hasPrefix(Self.rli + Self.fsi) == true)
    #expect((block["short_text"] as? String)?.hasPrefix(Self.rli) == true)
    let swiftbar = await run(["-f", "swiftbar", "--lang", "ar"])
    #expect(swiftbar.stdout.hasPrefix(Self.rli + Self.fsi))
  }

  /// A right-to-left place in an English line: the line stays left to right, the name in a
  /// run of its own.
  @Test func aHebrewNameInAnEnglishLineIsIsolated() {
    let text = "תל אביב: 🌙 13°C 5 km/h"
    #expect(
      text.isolated(rightToLeft: false, startingWith: "תל אביב")
        == Self.lri + Self.fsi + "תל אביב" + Self.pdi + ": 🌙 13°C 5 km/h" + Self.pdi)
    // Text with no right-to-left letter is left as it is.
    #expect(
      "Zagreb: 🌙 13°C".isolated(rightToLeft: true, startingWith: "Zagreb") == "Zagreb: 🌙 13°C")
  }

  @Test func englishBarsAreUnchangedAndTmuxGetsNoIsolates() async {
    let english = await run(["-f", "i3blocks"])
    #expect(!english.stdout.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    let tmux = await run(["-f", "tmux", "--lang", "ar"])
    #expect(!tmux.stdout.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    #expect(tmux.stdout.contains("°م"))
  }

  @Test(arguments: ["ar", "fa", "he"])
  func polybarWritesEnglishForARightToLeftLanguage(_ language: String) async {
    let run = await run(["-f", "polybar", "--lang", language])
    #expect(run.status == .success)
    #expect(run.stdout.contains("°C"), "\(run.stdout)")
    #expect(!run.stdout.containsRightToLeftLetters)
    #expect(run.stderr.hasPrefix("rainstorm: polybar cannot join or reorder "))
    #expect(run.stderr.hasSuffix(" letters; writing English\n"))
  }

  /// No font has a glyph for the variation selectors, and polybar logged a warning for each
  /// on every new line.
  @Test func polybarGetsNoVariationSelectors() {
    #expect(BarRenderer.polybarEscaped("☀\u{FE0F} 12°C ✔\u{FE0E}") == "☀ 12°C ✔")
  }
}
