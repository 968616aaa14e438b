import Foundation
import Testing

/// The relative links between the README, `Sources/README.md`, `Tests/README.md` and
/// `Tests/Benchmark/README.md` lead somewhere: each to a file or folder that exists, and each
/// `#anchor` to a heading of its target, named as GitHub names headings.
@Suite struct DocumentLinkTests {
  /// A relative link of a document: where it points, and the line it is written on.
  struct Link: Equatable {
    var target: String
    var line: Int
  }

  /// The lines of Markdown `text` outside fenced code blocks, with their numbers.
  static func prose(_ text: String) -> [(number: Int, text: Substring)] {
    var lines: [(number: Int, text: Substring)] = []
    var inFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        inFence.toggle()
      } else if !inFence {
        lines.append((index + 1, line))
      }
    }
    return lines
  }

  /// The relative links in Markdown `text`: each `](target)` outside code blocks whose target
  /// is not a web or mail address.
  static func links(in text: String) -> [Link] {
    var links: [Link] = []
    for line in prose(text) {
      var rest = line.text[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close].split(separator: " ").first ?? "")
        rest = after[close...]
        let remote = ["http://", "https://", "mailto:"].contains { target.hasPrefix($0) }
        if !target.isEmpty, !remote { links.append(Link(target: target, line: line.number)) }
      }
    }
    return links
  }

  /// The anchors GitHub gives the headings of Markdown `text`: in lower case, with every
  /// character but letters, digits, `-` and `_` left out and spaces made hyphens; a repeated
  /// one gets `-1`, `-2` and so on.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    for line in prose(text) {
      let level = line.text.prefix { $0 == "#" }.count
      guard (1...6).contains(level), line.text.dropFirst(level).hasPrefix(" ") else { continue }
      var slug = ""
      for character in line.text.dropFirst(level + 1).trimmingCharacters(in: .whitespaces)
        .lowercased()
      {
        if character == " " {
          slug.append("-")
        } else if character.isLetter || character.isNumber || character == "-"
          || character == "_"
        {
          slug.append(character)
        }
      }
      var anchor = slug
      var repeats = 0
      while anchors.contains(anchor) {
        repeats += 1
        anchor = "\(slug)-\(repeats)"
      }
      anchors.insert(anchor)
    }
    return anchors
  }

  /// What is wrong with the links of `text`, the document at `document` (a file URL): a target
  /// that does not exist, or an anchor its target has no heading for. `exists` and `read`
  /// stand for the file system.
  static func problems(
    in text: String, at document: URL, exists: (URL) -> Bool, read: (URL) -> String?
  ) -> [String] {
    var problems: [String] = []
    for link in links(in: text) {
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let target =
        path.isEmpty
        ? document
        : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
      let place = "\(document.lastPathComponent):\(link.line): \(link.target)"
      guard exists(target) else {
        problems.append("\(place): \(target.path) does not exist")
        continue
      }
      if let anchor, !anchors(in: read(target) ?? "").contains(anchor) {
        problems.append("\(place): no heading of \(target.lastPathComponent) has this anchor")
      }
    }
    return problems
  }

  @Test(arguments: Documents.all)
  func everyRelativeLinkLeadsSomewhere(document: String) throws {
    let url = Documents.packageDirectory.appendingPathComponent(document).standardizedFileURL
    let text = Documents.text(document)
    try #require(!text.isEmpty, "\(document) is missing or empty")
    let problems = Self.problems(
      in: text, at: url, exists: { FileManager.default.fileExists(atPath: $0.path) },
      read: { try? String(contentsOf: $0, encoding: .utf8) })
    #expect(problems == [])
  }

  /// The README leads to the maintainers' documents, and they back to it, so that the check
  /// above has links to check.
  @Test func theDocumentsLinkToEachOther() {
    let readme = Self.links(in: Documents.readme).map(\.target)
    for document in Documents.all.dropFirst() {
      #expect(readme.contains(document), "the README has no link to \(document)")
    }
    #expect(
      Self.links(in: Documents.text("Sources/README.md")).contains { $0.target == "../README.md" })
    #expect(
      Self.links(in: Documents.text("Tests/README.md")).contains {
        $0.target == "../Sources/README.md"
      })
  }

  /// The check finds a missing file and a missing anchor, and passes links that lead
  /// somewhere, in a made-up pair of documents.
  @Test func findsABrokenLinkAndAMissingAnchor() {
    let root = URL(fileURLWithPath: "/docs")
    let files = [
      "/docs/README.md": "# Title\n\n## Exit status\n\n## Exit status\n",
      "/docs/Sources/README.md": "# Sources\n\n## How to add `a field`\n",
    ]
    let text = """
      # Title

      See [the sources](Sources/README.md), [adding](Sources/README.md#how-to-add-a-field),
      [the statuses](#exit-status) and [again](#exit-status-1), [a site](https://example.org).
      Broken: [gone](Tests/README.md), [no such heading](Sources/README.md#performance).
      ```
      [inside code](nowhere.md)
      ```
      """
    let problems = Self.problems(
      in: text, at: root.appendingPathComponent("README.md"),
      exists: { files[$0.path] != nil }, read: { files[$0.path] })
    #expect(problems.count == 2, "\(problems)")
    #expect(problems.first?.hasPrefix("README.md:5: Tests/README.md: ") == true)
    #expect(
      problems.last
        == "README.md:5: Sources/README.md#performance: no heading of README.md has this anchor")
  }

  @Test func namesHeadingsAsGitHubDoes() {
    let text =
      "# rainstorm\n## Ten common commands\n### `line` and templates\n"
      + "## wttr.in's format codes\n## Exit status\n## Exit status\n```\n# not a heading\n```\n"
    #expect(
      Self.anchors(in: text) == [
        "rainstorm", "ten-common-commands", "line-and-templates", "wttrins-format-codes",
        "exit-status", "exit-status-1",
      ])
  }
}
