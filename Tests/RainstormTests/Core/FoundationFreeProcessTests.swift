import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

@Suite struct FoundationFreeProcessTests {
  @Test func readsTheEnvironmentAsFoundationDoes() {
    #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
  }

  @Test func findsParentDirectories() {
    #expect(FileCacheStore.parent(of: "/a/b/c") == "/a/b")
    #expect(FileCacheStore.parent(of: "/a/b/") == "/a")
    #expect(FileCacheStore.parent(of: "/a") == "/")
    #expect(FileCacheStore.parent(of: "/") == nil)
    #expect(FileCacheStore.parent(of: "a/b") == "a")
    #expect(FileCacheStore.parent(of: "a") == nil)
    #expect(FileCacheStore.parent(of: "") == nil)
  }

  @Test func listsADirectoryAsFileManagerDoes() throws {
    let folder = try RegularFileTests.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["forecast-0123456789abcdef", ".rainstorm-tmp-1-2", "zürich", "a b"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let ours = try #require(FileCacheStore.names(in: folder.path)).sorted()
    #expect(ours == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
    #expect(ours.count == 4)
    #expect(FileCacheStore.names(in: folder.appendingPathComponent("none").path) == nil)
  }

  /// The stripped binary is 10 MB instead of 16 because it links none of FoundationEssentials
  /// but `Date`: an `import FoundationEssentials` of the whole module makes the linker take
  /// its Data, URL, JSON and file code along (the benchmark reports the size).
  @Test func theBinaryImportsNothingOfFoundationButDate() throws {
    let sources = Fixture.testsDirectory.deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    var offending: [String] = []
    for target in ["RainstormCore", "rainstorm"] {
      let root = sources.appendingPathComponent(target)
      let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
      #expect(files.contains { $0.hasSuffix(".swift") })
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains("import") {
          let words = line.split(separator: " ")
          guard let module = words.last, module.hasPrefix("Foundation") else { continue }
          if words.contains("struct"), module.hasSuffix(".Date") { continue }
          offending.append("\(target)/\(file): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(offending == [])
  }
}
