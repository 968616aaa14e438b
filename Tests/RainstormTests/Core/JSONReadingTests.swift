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
    let nested = try JSONObject(parsing: Array(#"{"w":[{"a":{"x":1}},{"a":[]}]}"#.utf8))
    let warnings = try #require(try nested.objects("w"))
    #expect(throws: JSONValue.Mismatch(detail: "the answer.w[0].a.x: expected a string")) {
      try warnings[0].object("a")?.string("x")
    }
    #expect(throws: JSONValue.Mismatch(detail: "the answer.w[1].a: expected an object")) {
      try warnings[1].object("a")
    }
    #expect(throws: JSONValue.Mismatch(detail: "the answer.a[0]: expected an object")) {
      try object.objects("a")
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
