import Foundation
import Testing

@testable import RainstormCore

/// The XML reader behind the Atom and CAP feeds.
@Suite struct XMLTreeTests {
  static func parse(_ text: String) throws -> XMLTree {
    try XMLTree.parse(Array(text.utf8))
  }

  @Test func elementsAttributesTextAndPrefixes() throws {
    let tree = try Self.parse(
      """
      <?xml version="1.0"?><!-- a comment --><feed xmlns:cap="urn:x">
        <cap:areaDesc>Yorkshire &amp; Humber &#x2014; &#233;</cap:areaDesc>
        <link href='a?b=1&amp;c=2' rel="alternate"/><t><![CDATA[<b>&amp;</b>]]></t>
      </feed>
      """)
    #expect(tree.name == "feed")
    #expect(tree.value("areaDesc") == "Yorkshire & Humber — é")
    #expect(tree.child("link")?.attributes == ["href": "a?b=1&c=2", "rel": "alternate"])
    #expect(tree.value("t") == "<b>&amp;</b>")
    #expect(tree.children.map(\.name) == ["areaDesc", "link", "t"])
  }

  /// XML allows a byte-order mark before the declaration: a country's feed and documents
  /// written with one were unreadable.
  @Test func aByteOrderMarkBeforeTheDeclarationIsRead() throws {
    let document = [0xEF, 0xBB, 0xBF] + Fixture.data(Fixture.capKazakhstanPolygon)
    #expect(try XMLTree.parse(document).name == "alert")
    let feed = [0xEF, 0xBB, 0xBF] + Fixture.data(Fixture.wmoFeedAustralia)
    #expect(try AlertReader.feed(feed, host: "wmo").items.count == 1)
    // Only at the start: one inside the text is text.
    #expect(throws: XMLTree.Malformed.self) {
      try XMLTree.parse(Array("<a/>".utf8) + [0xEF, 0xBB, 0xBF])
    }
  }

  @Test func unknownEntitiesAreKeptAsWritten() throws {
    #expect(try Self.parse("<a>&nbsp; &#xD800; & x</a>").text == "&nbsp; &#xD800; & x")
  }

  @Test(arguments: [
    "", "just text", "<a>", "<a></b>", "<a><b></a></b>", "</a>", "<a x=1></a>",
    "<!DOCTYPE a [<!ENTITY e \"boom\">]><a>&e;</a>", "<a><!-- open", "<a>x</a>tail",
    "<a></a><a></a>", "<a/><b/>",
    String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65),
  ])
  func malformedDocumentsAreRefused(text: String) {
    #expect(throws: XMLTree.Malformed.self) { try Self.parse(text) }
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let depth = XMLTree.depthLimit
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(try Self.parse(text).name == "a")
  }
}
