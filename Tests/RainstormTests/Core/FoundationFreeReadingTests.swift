import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// What replaced `JSONDecoder`, `URL`, `Data(contentsOf:)` and `FileManager` in the binary
/// (issue 19) reads what they read, and refuses what rainstorm must not accept.
@Suite struct JSONReadingTests {
  /// A JSON value compared by content: numbers as doubles, true and false as 1 and 0
  /// (JSONSerialization gives numbers for them on Linux), objects as tables.
  indirect enum Shape: Equatable {
    case null
    case number(Double)
    case string(String)
    case array([Shape])
    case object([String: Shape])

    init(_ value: JSONValue) {
      switch value {
      case .null: self = .null
      case .bool(let flag): self = .number(flag ? 1 : 0)
      case .int(let number): self = .number(Double(number))
      case .number(let number): self = .number(number)
      case .string(let text): self = .string(text)
      case .array(let elements): self = .array(elements.map(Shape.init))
      case .object(let members):
        self = .object(
          Dictionary(members.map { ($0.0, Shape($0.1)) }, uniquingKeysWith: { _, last in last }))
      }
    }

    /// The same content, numbers within two units in the last place: JSONSerialization on
    /// Linux reads `0.049233436584472656` one unit off the exact binary fraction it is, which
    /// the standard library (and so rainstorm) reads exactly.
    func isClose(to other: Shape) -> Bool {
      switch (self, other) {
      case (.null, .null): true
      case (.number(let a), .number(let b)): a == b || (a - b).magnitude <= 2 * a.ulp
      case (.string(let a), .string(let b)): a == b
      case (.array(let a), .array(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1) }
      case (.object(let a), .object(let b)):
        a.keys.sorted() == b.keys.sorted()
          && a.allSatisfy { key, value in b[key].map(value.isClose) ?? false }
      default: false
      }
    }

    init(foundation value: Any) {
      switch value {
      case let number as NSNumber: self = .number(number.doubleValue)
      case let text as String: self = .string(text)
      case let elements as [Any]: self = .array(elements.map(Shape.init(foundation:)))
      case let members as [String: Any]: self = .object(members.mapValues(Shape.init(foundation:)))
      default: self = .null
      }
    }
  }

  static let recordedJSON = try! FileManager.default.contentsOfDirectory(
    atPath: Fixture.testsDirectory.appendingPathComponent("Fixtures").path
  ).filter { $0.hasSuffix(".json") }.sorted()

  @Test(arguments: recordedJSON)
  func readsEveryRecordedAnswerAsJSONSerializationDoes(name: String) throws {
    let bytes = Fixture.data(name)
    let ours = Shape(try JSONValue.parse(bytes))
    let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    #expect(ours.isClose(to: Shape(foundation: theirs)))
    #expect(ours != .null)
    // The one number JSONSerialization reads inexactly (above) is read exactly here.
    if name == Fixture.legacyForecast {
      let members = try #require(try JSONValue.parse(bytes).objectMembers)
      #expect(
        members.first { $0.0 == "generationtime_ms" }.map { "\($0.1)" }
          == "\(JSONValue.number(0.049233436584472656))")
    }
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "nul", "tru", "01", "1.", "-", "\"\u{01}\"",
    "\"\\x\"", "[1] 2", "1e400", "{\"a\":[" + String(repeating: "[", count: 300),
  ])
  func refusesWhatIsNotJSON(text: String) {
    #expect(throws: JSONScanner.ScanError.self) { try JSONValue.parse(Array(text.utf8)) }
  }

  @Test func readsObjectsByDecodablesRules() throws {
    let object = try JSONObject(
      parsing: Array(
        #"{"s":"x","n":1.5,"i":42,"b":false,"z":null,"a":[1,2],"o":{"k":"v"},"d":1,"d":2}"#
          .utf8))
    #expect(try object.string("s") == "x")
    #expect(try object.number("n") == 1.5)
    #expect(try object.int("i") == 42)
    #expect(try object.bool("b") == false)
    #expect(try object.string("z") == nil)
    #expect(try object.string("missing") == nil)
    #expect(try object.object("o")?.string("k") == "v")
    #expect(try object.array("a")?.count == 2)
    // The last of duplicate keys, as JSONDecoder.
    #expect(try object.int("d") == 2)
    // Another kind than asked for is an error that names where, not a quiet nil.
    #expect(throws: JSONValue.Mismatch(detail: "the answer.n: expected a whole number")) {
      try object.int("n")
    }
    #expect(throws: JSONValue.Mismatch(detail: "the answer.i: expected a string")) {
      try object.string("i")
    }
    #expect(throws: JSONValue.Mismatch(detail: "the answer.o.k: expected a number")) {
      try object.object("o")?.number("k")
    }
    #expect(throws: JSONValue.Mismatch.self) { try object.bool("s") }
    #expect(throws: JSONValue.Mismatch.self) { try object.strings("a") }
    #expect(throws: JSONValue.Mismatch.self) { try JSONObject(parsing: Array("[1]".utf8)) }
    // 1e20 is a number but no Int.
    let huge = try JSONObject(parsing: Array(#"{"p":1e20}"#.utf8))
    #expect(throws: JSONValue.Mismatch.self) { try huge.int("p") }
  }

  @Test func aLocationKeptByAnEarlierVersionStillReads() throws {
    // What JSONEncoder wrote before issue 19, in its own key order.
    struct Stored: Codable {
      var latitude = 52.22
      var longitude = 6.89
      var name: String? = "Enschede, Overijssel, Netherlands"
      var provider: String? = "ipapi.co"
      var countryCode: String? = "NL"
      var regions: [String]? = ["Overijssel"]
      var timeZone: String? = "Europe/Amsterdam"
    }
    let old = [UInt8](try JSONEncoder().encode(Stored()))
    let location = try #require(CachedLocationService.decode(old))
    #expect(location.name == "Enschede, Overijssel, Netherlands")
    #expect(location.source == .ipLookup(provider: "ipapi.co"))
    #expect(location.countryCode == "NL" && location.regions == ["Overijssel"])
    #expect(location.timeZone == "Europe/Amsterdam")
    // And what this version writes reads back the same.
    let written = CachedLocationService.encode(location)
    #expect(CachedLocationService.decode(written) == location)
    #expect(CachedLocationService.decode(Array(#"{"latitude":"52"}"#.utf8)) == nil)
    #expect(CachedLocationService.decode(Array(#"{"latitude":95,"longitude":0}"#.utf8)) == nil)
  }
}

@Suite struct WebAddressTests {
  static let accepted = [
    "http://127.0.0.1:8080", "https://api.open-meteo.com/v1/forecast?latitude=52.2&x=a,b",
    "HTTPS://Example.ORG/", "http://user:secret@proxy.example:3128/", "http://[::1]:8080/x",
    "socks5h://proxy:1080", "https://host/path#part", "http://a.b/c?d=%20e", "http://h:/",
  ]

  @Test(arguments: accepted)
  func readsWhatFoundationReads(text: String) throws {
    let ours = try #require(WebAddress(text))
    let theirs = try #require(URL(string: text))
    #expect(ours.text == text)
    #expect(ours.scheme == theirs.scheme?.lowercased())
    #expect(ours.host == theirs.host(percentEncoded: true))
    #expect(ours.path == theirs.path(percentEncoded: true))
    #expect(ours.query.map(String.init) == theirs.query(percentEncoded: true))
  }

  @Test(arguments: [
    "", "127.0.0.1", "api.open-meteo.com/v1", "http://", "http:///path", "http://a b/",
    "http://host/a b", "http://exa\u{7F}mple.org", "http://bücher.de/", "http://h:99999/",
    "http://h:8o/", "http://[zz]/", "http://[::1/", "http://h/\u{0}", "http://h/<script>",
    "javascript:alert(1)", "1http://h/", "http://h\u{200B}/", "http://h/\n", "http://h|x/",
  ])
  func refusesWhatIsNoAbsoluteURL(text: String) {
    #expect(WebAddress(text) == nil)
  }

  @Test func dropsCredentialsForShowing() throws {
    let proxy = try #require(WebAddress("http://user:p%40ss@proxy.example:3128/"))
    #expect(proxy.host == "proxy.example")
    #expect(proxy.textWithoutCredentials == "http://proxy.example:3128/")
    let plain = try #require(WebAddress("https://api.met.no"))
    #expect(plain.textWithoutCredentials == "https://api.met.no")
    #expect(plain.isWeb && !(WebAddress("socks5://p:1")?.isWeb ?? true))
  }

  @Test func buildsRequestsUnderARoot() throws {
    let root = try #require(WebAddress("http://127.0.0.1:8080/mirror/"))
    #expect(
      root.request(path: "/v1/forecast", query: [("latitude", "1"), ("longitude", "2")]).text
        == "http://127.0.0.1:8080/mirror/v1/forecast?latitude=1&longitude=2")
    #expect(
      root.appending(path: "ipapi.co/json/").text == "http://127.0.0.1:8080/mirror/ipapi.co/json/")
    let bare = try #require(WebAddress("http://127.0.0.1:8080"))
    #expect(bare.appending(path: "ipwho.is/").text == "http://127.0.0.1:8080/ipwho.is/")
  }
}

@Suite struct RegularFileTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rainstorm-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func readsOnlyRegularFilesWithinTheLimit() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data("hello".utf8).write(to: file)
    let read = { (path: String, limit: Int, follow: Bool) in
      RegularFile.read(path, limit: limit, ownedByUser: false, followingLinks: follow)
    }
    #expect(read(file.path, 5, false) == Array("hello".utf8))
    #expect(read(file.path, 4, false) == nil)
    #expect(read(folder.path, 100, false) == nil)
    #expect(read(folder.appendingPathComponent("missing").path, 100, false) == nil)
    // A FIFO is passed over at once, not waited on.
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(read(fifo, 100, true) == nil)
    // A link is followed only when asked.
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    #expect(read(link.path, 100, false) == nil)
    #expect(read(link.path, 100, true) == Array("hello".utf8))
    // Someone else's file, when only the user's own may be read.
    if geteuid() == 0 {
      #expect(chown(file.path, 65_534, 65_534) == 0)
      #expect(
        RegularFile.read(file.path, limit: 100, ownedByUser: true, followingLinks: false) == nil)
      #expect(read(file.path, 100, false) == Array("hello".utf8))
    }
  }

  @Test func zoneNamesThatAreLinksAreTheirZones() throws {
    // `US/Eastern` is a link to `America/New_York` in Debian's tzdata.
    let eastern = try #require(ZoneRules(named: "US/Eastern"))
    let newYork = try #require(ZoneRules(named: "America/New_York"))
    for seconds in stride(from: 1_700_000_000, to: 1_800_000_000, by: 86_400 * 7) {
      #expect(eastern.offset(at: seconds) == newYork.offset(at: seconds))
    }
  }
}

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
