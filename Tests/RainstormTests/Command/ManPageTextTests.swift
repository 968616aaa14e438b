import Testing

@testable import rainstorm

/// The man page's sections are written as text (`ManPage.blocks`): each kind of block is read
/// as it says, and every section reads without a leftover mark.
@Suite struct ManPageTextTests {
  @Test func readsEachKindOfBlock() {
    let text = """
      The first paragraph, wrapped
      over two lines.

      ## A heading

      - --term
        what it means,
        over two lines

          rainstorm -f json
          | jq .

      {things}

      - a paragraph that starts like an item
      """
    let lines = ManPage.roff(
      ManPage.blocks(text, lists: ["things": [("one", "the first"), ("two", "the second")]]))
    #expect(
      lines == [
        ".PP", "The first paragraph, wrapped over two lines.",
        ".SS A heading",
        ".TP", ".B \\-\\-term", "what it means, over two lines",
        ".PP", ".RS", ".nf", "rainstorm \\-f json", "| jq .", ".fi", ".RE",
        ".TP", ".B one", "the first", ".TP", ".B two", "the second",
        ".PP", "\\- a paragraph that starts like an item",
      ])
  }

  /// A list the text names but the section does not give, or a mark that is not read as one,
  /// would reach the page as text.
  @Test func everySectionReadsWithoutALeftoverMark() {
    for section in ManPage.sections {
      for block in section.blocks {
        guard case .paragraph(let words) = block else { continue }
        #expect(!(words.hasPrefix("{") && words.hasSuffix("}")), "\(section.title): \(words)")
        #expect(!words.hasPrefix("## "), "\(section.title): \(words)")
        #expect(!words.hasPrefix("    "), "\(section.title): \(words)")
      }
    }
    let lists = ManPage.sections.flatMap(\.blocks).filter {
      if case .list = $0 { return true }
      return false
    }
    #expect(lists.count >= 10, "the sections name \(lists.count) lists")
  }

  /// CACHE names every kind of entry rainstorm writes (the files it says it touches).
  @Test func theCacheSectionNamesEveryKindOfEntry() throws {
    let section = try #require(ManPage.sections.first { $0.title == "CACHE" })
    let words = section.blocks.compactMap { block -> String? in
      if case .paragraph(let words) = block { return words }
      return nil
    }.joined(separator: " ")
    for kind in FileCacheStore.kinds {
      #expect(words.contains("\(kind)-,") || words.contains("\(kind)- "), "\(kind)")
    }
  }
}
