import Foundation
import Testing

/// `Sources/README.md`, the architecture, stays true to the code: every type it names in code
/// (a span that is one capitalised name, or a name and a member) is declared in the package,
/// with that member; every file it names exists; every link inside the repository leads
/// somewhere. It named a `CAPReader` type, a `Normals` type and `Command.weatherService`, none
/// of which existed.
@Suite struct ArchitectureDocumentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Names the document uses that are not this package's: the system's and Swift's, folders,
  /// and words it names as ones not to use.
  static let outside: Set<String> = [
    "CommandLine", "Mutex", "TaskExecutor", "Darwin", "Glibc", "Musl", "SOCK_STREAM", "TERM",
    "Expires", "CreateProcess", "WaitForMultipleObjects", "Manager", "Helper", "Impl",
    "ContinuousClock", "SuspendingClock", "NOTE_MACH_CONTINUOUS_TIME", "PF_ROUTE",
  ]
  /// Files it names that are placeholders or outside the repository.
  static let outsideFiles: Set<String> = ["sysexits.h", "Type+Concern.swift", "Catalog+CODE.swift"]

  /// Every file of the package's sources and tests: their names, folders and text.
  static func package() throws -> (files: Set<String>, folders: Set<String>, text: String) {
    var files: Set<String> = []
    var folders: Set<String> = []
    var text = ""
    for top in ["Sources", "Tests", ".ci", ".release"] {
      let base = root.appendingPathComponent(top)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in walker {
        let name = (path as NSString).lastPathComponent
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder)
        if isFolder.boolValue {
          folders.insert(name)
          continue
        }
        files.insert(name)
        if [".swift", ".c", ".h"].contains(where: name.hasSuffix) {
          text += try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        }
      }
    }
    return (files, folders, text)
  }

  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  @Test func everyTypeFileAndLinkItNamesExists() throws {
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/README.md"), encoding: .utf8)
    let (files, folders, code) = try Self.package()
    let declared = Set(
      Self.matches(
        #"\b(?:struct|enum|class|protocol|actor|typealias|extension)\s+([A-Z]\w*)"#, in: code
      )
      .map { $0[1] })
    let members = Set(Self.matches(#"\b(?:func|var|let|case)\s+(\w+)"#, in: code).map { $0[1] })
    var wrong: [String] = []
    for span in Self.matches("`([^`\n]+)`", in: document).map({ $0[1] }) {
      if !Self.matches(#"^[\w+./-]+\.(swift|c|h|py|sh|md|txt)$"#, in: span).isEmpty {
        let name = (span as NSString).lastPathComponent
        if !files.contains(name), !Self.outsideFiles.contains(name),
          !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(span).path)
        {
          wrong.append("file \(span)")
        }
      } else if let parts = Self.matches(#"^([A-Z]\w*)(?:\.(\w+))?(?:\(.*\))?$"#, in: span).first {
        let (type, member) = (parts[1], parts[2])
        if Self.outside.contains(type) { continue }
        if !declared.contains(type) && !folders.contains(type) {
          wrong.append("type \(span)")
        } else if !member.isEmpty, !members.contains(member), !declared.contains(member) {
          wrong.append("member \(span)")
        }
      }
    }
    for link in Self.matches(#"\]\(([^)#]+)"#, in: document).map({ $0[1] })
    where !link.hasPrefix("http") {
      let target = Self.root.appendingPathComponent("Sources").appendingPathComponent(link)
      if !FileManager.default.fileExists(atPath: target.standardized.path) {
        wrong.append("link \(link)")
      }
    }
    #expect(wrong.isEmpty, "Sources/README.md names what does not exist: \(wrong)")
  }
}

/// Every test file that imports the C library on Linux (`canImport(Glibc)`) imports it on Apple
/// platforms and with musl too: the macOS build stopped at files that named Glibc alone. A check
/// of names only; the sources' branches are type-checked against stand-ins of Darwin and musl
/// (Tests/Platforms/check.sh, run by .ci/run), which the tests are not.
@Test func everyTestFileThatImportsGlibcImportsDarwinAndMusl() throws {
  let root = ArchitectureDocumentTests.root
  var missing: [String] = []
  for top in ["Tests"] {
    let base = root.appendingPathComponent(top)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
    for case let path as String in walker where path.hasSuffix(".swift") {
      let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
      guard text.contains("canImport(Glibc)") else { continue }
      for other in ["canImport(Darwin)", "canImport(Musl)"] where !text.contains(other) {
        missing.append("\(top)/\(path): \(other)")
      }
    }
  }
  #expect(missing.isEmpty, "\(missing)")
}

/// No source asks a Unicode scalar's name: the release build leaves the standard library's
/// tables of names out (`CLinuxShim/UnusedTables.c`, 552 KB), and there every name is nil.
@Test func noSourceAsksAScalarsName() throws {
  let base = ArchitectureDocumentTests.root.appendingPathComponent("Sources")
  let walker = try #require(FileManager.default.enumerator(atPath: base.path))
  var asking: [String] = []
  for case let path as String in walker where path.hasSuffix(".swift") {
    let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
    for name in [".properties.name", ".properties.nameAlias"] where text.contains(name) {
      asking.append("\(path): \(name)")
    }
  }
  #expect(asking.isEmpty, "\(asking)")
}

/// The library's surface stays a product: under 300 public declarations (`package` for the
/// rest), as Sources/README.md's "The library" lists them; Tests/Consumer uses them as
/// another package would.
@Test func theLibrarysPublicSurfaceStaysSmall() throws {
  let base = ArchitectureDocumentTests.root.appendingPathComponent("Sources/RainstormCore")
  let walker = try #require(FileManager.default.enumerator(atPath: base.path))
  var count = 0
  for case let path as String in walker where path.hasSuffix(".swift") {
    let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      if words.first == "public" { count += 1 }
    }
  }
  #expect(count > 100 && count < 300, "\(count) public declarations")
}
