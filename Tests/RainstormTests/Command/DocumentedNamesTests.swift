import Foundation
import Testing

@testable import rainstorm

/// The documents and `--help` name only what exists: every option on a `rainstorm` command
/// line of a document is in the option table, and every `RAINSTORM_*` variable a document or
/// the man page names is one the tables declare (a setting's, a service address's), or one
/// the tests or the benchmark read; and the man page lists every variable the tables declare.
@Suite struct DocumentedNamesTests {
  /// The long options on the documents' `rainstorm` command lines (code lines and code spans
  /// that start with `rainstorm`), with the document and line.
  static func options(in document: String) -> [(option: String, line: Int)] {
    var found: [(String, Int)] = []
    let option = try? NSRegularExpression(pattern: "(?<![\\w-])--([a-z][a-z0-9-]*)")
    for (number, line) in Documents.text(document).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let text = String(line)
      // The command part of each `rainstorm ...` in the line: up to a comment or a span's end.
      for start in text.ranges(of: "rainstorm ") {
        if start.lowerBound > text.startIndex {
          let before = text[text.index(before: start.lowerBound)]
          guard before == "`" || before == " " || before == "(" || before == "|" else { continue }
        }
        var command = String(text[start.lowerBound...])
        for end in ["`", " #", " |"] {
          if let cut = command.range(of: end) { command = String(command[..<cut.lowerBound]) }
        }
        let range = NSRange(command.startIndex..., in: command)
        for match in option?.matches(in: command, range: range) ?? [] {
          guard let name = Range(match.range(at: 1), in: command) else { continue }
          found.append((String(command[name]), number + 1))
        }
      }
    }
    return found
  }

  @Test(arguments: ["README.md", "Sources/README.md", "Tests/README.md"])
  func everyOptionOnACommandLineExists(document: String) {
    let known = Set(CommandOption.all.map(\.name))
    let options = Self.options(in: document)
    #expect(!options.isEmpty || document != "README.md", "no command lines found in \(document)")
    for (option, line) in options {
      #expect(known.contains(option), "\(document):\(line): --\(option) is not an option")
    }
  }

  /// The variables the program reads, from its tables.
  static let programVariables =
    Set(Setting.all.map(\.environmentName) + ServiceAddress.all.map(\.variable))
    .union(["RAINSTORM_NO_IP_LOOKUP"])
    // The variables `--watch` gives its commands, which they read.
    .union(WatchHook.variables.flatMap { $0.name.components(separatedBy: ", ") })

  static func variables(in text: String) -> Set<String> {
    let pattern = try? NSRegularExpression(pattern: "RAINSTORM_[A-Z0-9_]*[A-Z0-9]")
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      (pattern?.matches(in: text, range: range) ?? []).compactMap {
        Range($0.range, in: text).map { String(text[$0]) }
      })
  }

  @Test func everyVariableTheUsersDocumentsNameIsRead() {
    for (name, text) in [
      ("README.md", Documents.readme), ("the man page", ManPage.text),
      ("--help", HelpText.text),
    ] {
      for variable in Self.variables(in: text) where !Self.programVariables.contains(variable) {
        Issue.record("\(name) names \(variable), which rainstorm does not read")
      }
    }
  }

  @Test func everyVariableTheMaintainersDocumentsNameIsReadBySomething() throws {
    // The tests and the benchmark read their own (RAINSTORM_TEST_BINARY, RAINSTORM_BIN, ...).
    let testsDirectory = Documents.packageDirectory.appendingPathComponent("Tests")
    var testSources = ""
    let files = FileManager.default.enumerator(at: testsDirectory, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard ["swift", "sh", "py"].contains(file.pathExtension) else { continue }
      testSources += (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
    let read = Self.programVariables.union(Self.variables(in: testSources))
    for document in ["Sources/README.md", "Tests/README.md", "Tests/Benchmark/README.md"] {
      for variable in Self.variables(in: Documents.text(document)) where !read.contains(variable) {
        Issue.record("\(document) names \(variable), which nothing reads")
      }
    }
  }

  /// `--help` keeps to two screens and points to the man page, whose ENVIRONMENT lists them.
  @Test func theManPageListsEveryVariableTheTablesDeclare() {
    for variable in ServiceAddress.all.map(\.variable) + ["RAINSTORM_NO_IP_LOOKUP"] {
      #expect(ManPage.text.contains(variable), "the man page does not list \(variable)")
    }
  }
}
