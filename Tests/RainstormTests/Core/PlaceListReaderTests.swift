import Foundation
import Synchronization
import Testing

@testable import RainstormCore
@testable import rainstorm

/// `--stdin` read as a stream with limits: endless input stops at the first line past one.
@Suite struct PlaceListReaderTests {
  @Test func readsPiecesThatSplitLinesAnywhere() throws {
    let text = "\u{FEFF}45.6,17.22\tZagreb\n# a comment\n\n48.85 2.35\tParis\n1,2,3\nRome"
    let bytes = Array(text.utf8)
    for size in [1, 2, 7, 100] {
      var reader = PlaceListReader()
      for start in stride(from: 0, to: bytes.count, by: size) {
        try reader.consume(bytes[start..<min(bytes.count, start + size)])
      }
      let list = try reader.finish()
      #expect(list.entries.map(\.number) == [1, 4], "pieces of \(size)")
      #expect(list.entries.first?.location.name == "Zagreb", "the byte-order mark is dropped")
      #expect(list.badLines.map(\.number) == [5])
      #expect(list.names.map(\.query.text) == ["Rome"])
    }
  }

  @Test func aThirdColumnIsThePlacesCountry() {
    let list = PlaceList(
      parsing: "48.85 2.35\tParis\tfr\n52.37,4.89\t\tNL\n51.5,-0.1\tLondon\t\n"
        + "52.37,4.89\tAmsterdam\tNLD\n52.37,4.89\tX\tN1\n")
    #expect(list.entries.map(\.location.countryCode) == ["FR", "NL", nil])
    #expect(list.entries.map(\.location.name) == ["Paris", nil, "London"])
    #expect(
      list.badLines == [
        PlaceList.BadLine(
          number: 4, reason: "the country must be a two-letter code such as FR, got 'NLD'"),
        PlaceList.BadLine(
          number: 5, reason: "the country must be a two-letter code such as FR, got 'N1'"),
      ])
  }

  @Test func aLineWithoutEndStopsAtTheLineLimit() {
    var reader = PlaceListReader()
    #expect(
      throws: PlaceListReader.LimitError(
        line: 1, reason: "longer than 1024 bytes; --stdin reads one place a line")
    ) {
      for _ in 0..<1_000 { try reader.consume([UInt8](repeating: 0, count: 4096)) }
    }
  }

  @Test func endlessPlacesStopAtThePlaceLimit() {
    var reader = PlaceListReader()
    let line = Array("1,2\n".utf8)
    #expect(
      throws: PlaceListReader.LimitError(
        line: PlaceListReader.maximumPlaces + 1,
        reason: "more than \(PlaceListReader.maximumPlaces) places; split them into runs")
    ) {
      for _ in 0..<1_000_000 { try reader.consume(line) }
    }
  }

  @Test func tooMuchInputStopsAtTheByteLimit() {
    var reader = PlaceListReader()
    let comments = Array(
      String(repeating: "#" + String(repeating: "x", count: 1000) + "\n", count: 64).utf8)
    #expect(throws: PlaceListReader.LimitError.self) {
      for _ in 0..<1_000 { try reader.consume(comments) }
    }
  }

  /// In the command: an endless producer ends in one line and exit 65, nothing asked.
  @Test(arguments: [
    ([UInt8](repeating: 0, count: 65_536), "standard input, line 1: longer than 1024 bytes"),
    (
      Array(String(repeating: "1,2\n", count: 16_384).utf8), "standard input, line 10001: more than"
    ),
  ])
  func theCommandStopsAnEndlessProducer(chunk: [UInt8], message: String) async {
    var harness = CommandHarness()
    harness.inputChunks = { chunk }
    let run = await harness.run(["--stdin"])
    #expect(run.status == .dataError)
    #expect(run.stderr.hasPrefix("rainstorm: \(message)"))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    #expect(run.stdout.isEmpty)
    #expect(harness.http.requests.isEmpty)
  }

  /// A slow producer: the input takes longer than --timeout to arrive, and the requests still
  /// have all of it.
  @Test func theTimeBudgetStartsAfterTheInput() async {
    var harness = CommandHarness()
    let clock = FakeClock()
    let pieces = Mutex(["45.6,17.22\n", "48.85,2.35\n"].map { Array($0.utf8) })
    harness.clockOverride = { clock.now }
    harness.http = StubHTTP { request throws(TransportError) in
      return HTTPResponse(status: 200, body: MultiLocationBody.body(in: request.url.text))
    }
    harness.inputChunks = {
      // Each line arrives 5 seconds after the one before.
      clock.advance(5)
      return pieces.withLock { $0.isEmpty ? [] : $0.removeFirst() }
    }
    let run = await harness.run(["--stdin", "--timeout", "2", "-f", "tsv"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 3)
  }

  @Test func aLineThatDoesNotStartWithANumberIsAName() throws {
    let list = PlaceList(
      parsing: "Tokyo\nParis, Texas\tHome\tus\n-33.9,18.4\n.5 1\nx\nRome\t\tITA\n45.6,north")
    #expect(list.names.map(\.number) == [1, 2])
    #expect(list.names.map(\.query.text) == ["Tokyo", "Paris, Texas"])
    #expect(list.names[1].query.country == "US")
    #expect(list.names[1].label == "Home")
    #expect(list.names[0].label == nil)
    #expect(list.entries.map(\.number) == [3, 4])
    #expect(
      list.badLines == [
        .init(number: 5, reason: "the place name needs at least 2 characters: 'x'"),
        .init(number: 6, reason: "the country must be a two-letter code such as FR, got 'ITA'"),
        .init(number: 7, reason: "longitude is not a number: 'north'"),
      ])
  }
}
