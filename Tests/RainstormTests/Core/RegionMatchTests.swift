import Foundation
import Testing

@testable import RainstormCore

/// Region names matched as whole words, case, accents and punctuation aside.
@Suite struct RegionMatchTests {
  @Test(arguments: [
    ("Drenthe", "Drenthe", true),
    ("North East England", "England", true),
    ("Yorkshire & Humber", "Yorkshire and Humber", true),
    ("Île-de-France", "ile de france", true),
    ("SW Scotland, Lothian Borders", "Lothian Borders", true),
    ("Paris", "Parisot", false),
    ("Yorkshire & Humber", "York", false),
    ("Northern Ireland", "Ireland North", false),
    ("Wales", "", false),
    ("&", "and", false),
  ])
  func sameRegion(area: String, region: String, same: Bool) {
    #expect(AlertMatch.sameRegion(area: area, region: region) == same)
  }
}
