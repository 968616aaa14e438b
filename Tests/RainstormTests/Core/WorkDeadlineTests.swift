import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// The time limit covers reading answers, not only waiting for them: every reader, given the
/// largest answer the client accepts built from a recorded one, stops and reports
/// `outOfTime` once a clock that moves a second each time it is read passes the deadline,
/// rather than reading on. The benchmark (`Tests/Benchmark/worst.sh`) prints the real times.
@Suite struct WorkDeadlineTests {
  /// A clock that moves one second each time it is read, and the deadline it passes after
  /// `seconds` readings.
  final class CountingClock: Sendable {
    private let reads = Mutex(0)
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    var readings: Int { reads.withLock { $0 } }

    func now() -> Date {
      reads.withLock {
        $0 += 1
        return start.addingTimeInterval(Double($0))
      }
    }

    func deadline(after seconds: Double) -> WorkDeadline {
      WorkDeadline(end: start.addingTimeInterval(seconds)) { [self] in now() }
    }
  }

  /// How many readings of the clock the deadline allows.
  static let allowed = 5.0

  /// `body` grown to the client's size limit with the cheapest values a reader must still
  /// step over: `[0,0,…]` as the first member of its first JSON object, or empty elements
  /// just inside the root of an XML document.
  static func padded(_ fixture: String) -> [UInt8] {
    let body = Fixture.data(fixture)
    let room = HTTPClient.bodyLimit - body.count - 64
    if let open = body.firstIndex(of: UInt8(ascii: "{")) {
      let padding = Array("\"padding\":[0".utf8) + repeated(",0", room / 2 - 8) + Array("],".utf8)
      return Array(body[...open]) + padding + Array(body[(open + 1)...])
    }
    // XML: after the end of the root's opening tag (the first `>` not closing `<?…?>`).
    var index = body.startIndex
    while let close = body[index...].firstIndex(of: UInt8(ascii: ">")) {
      index = close + 1
      if close > body.startIndex, body[close - 1] != UInt8(ascii: "?") { break }
    }
    let padding = repeated("<x/>", room / 4)
    return Array(body[..<index]) + padding + Array(body[index...])
  }

  /// `text` `count` times over, as bytes.
  static func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    var bytes = [UInt8](repeating: 0, count: unit.count * count)
    bytes.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index] = unit[index % unit.count] }
    }
    return bytes
  }

  /// A reader, named, with the recorded answer it is given grown to the limit.
  struct Reader: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: String
    var read: @Sendable ([UInt8]) throws -> Void
    var testDescription: String { name }
  }

  static let forecastReaders: [Reader] = [
    Reader(name: "forecast", fixture: Fixture.zagrebForecast) {
      _ = try Forecast.decode($0, from: "forecast")
    },
    Reader(name: "forecast for many places", fixture: Fixture.zagrebForecast) {
      _ = try Forecast.decodeAll($0, count: 1, from: "forecast")
    },
    Reader(name: "model comparison", fixture: Fixture.zurichModels) {
      let models = ["icon_seamless", "meteoswiss_icon_ch1", "gfs_seamless"]
      _ = try Forecast.decode($0, from: "forecast", comparing: models)
    },
    Reader(name: "archive", fixture: Fixture.archiveFlood1953) {
      _ = try Forecast.decode($0, from: "forecast", requiring: .daily)
    },
    Reader(name: "MET Norway", fixture: "metno_locationforecast-compact_nyc-alt10.json") {
      _ = try MetNorwayReader.read(
        $0, zone: ZoneRules(solarTimeAt: -74), units: MeasurementUnits(), host: "forecast")
    },
    Reader(name: "air quality", fixture: Fixture.airQualityEnschede) {
      _ = try AirQuality.read($0, host: "forecast")
    },
  ]

  static let placeReaders: [Reader] = [
    Reader(name: "place search", fixture: Fixture.geocodingEnschede) {
      _ = try GeocodingLocationService.places(from: $0, host: "forecast")
    },
    Reader(name: "IP lookup (ipapi.co)", fixture: Fixture.ipapiSuccess) {
      _ = try IPLookupProvider.ipapi.read($0, "forecast")
    },
    Reader(name: "IP lookup (ipwho.is)", fixture: Fixture.ipwhoisSuccess) {
      _ = try IPLookupProvider.ipwhois.read($0, "forecast")
    },
    Reader(name: "IP lookup (ipinfo.io)", fixture: Fixture.ipinfoSuccess) {
      _ = try IPLookupProvider.ipinfo.read($0, "forecast")
    },
  ]

  static var alertReaders: [Reader] {
    var readers: [Reader] = []
    for source in AlertSource.allCases {
      for fixture in fixtures(source) {
        readers.append(
          Reader(name: "\(source.name) warnings (\(fixture))", fixture: fixture) { body in
            _ = try AlertReader.read(
              body, source: source, latitude: 52, longitude: 5, regions: ["Utrecht"],
              host: "forecast")
          })
      }
    }
    return readers
  }

  static let readers = forecastReaders + placeReaders + alertReaders

  static func fixtures(_ source: AlertSource) -> [String] {
    switch source {
    case .nws: [Fixture.nwsPhoenixHeat]
    case .environmentCanada: [Fixture.canadaToronto]
    case .metNorway: [Fixture.metAlertsGales]
    case .brightSky: [Fixture.brightSkyFrost]
    case .meteoAlarm:
      [
        Fixture.meteoAlarmNetherlands, Fixture.meteoAlarmUnitedKingdomAtom,
        Fixture.meteoAlarmIceCAP,
      ]
    case .metService: [Fixture.metServiceDesertRoad]
    case .wmo: [Fixture.capKazakhstanPolygon]
    }
  }

  @Test(arguments: readers)
  func readerStopsWhenTheDeadlinePasses(_ reader: Reader) throws {
    let body = Self.padded(reader.fixture)
    #expect(body.count <= HTTPClient.bodyLimit)
    let clock = CountingClock()
    let error = WorkDeadline.$current.withValue(clock.deadline(after: Self.allowed)) {
      Result { try reader.read(body) }
    }
    // Stopped at the first reading past the deadline, not the thousands that reading on to
    // the end would take.
    #expect(clock.readings == Int(Self.allowed), "\(reader.name)")
    guard case .failure(let failure) = error else {
      Issue.record("\(reader.name) read on past the deadline")
      return
    }
    #expect(failure as? ServiceError == .outOfTime(host: "forecast"), "\(reader.name)")
  }

  /// An XML document of one long run of whatever its reader steps over: text of `&`, an
  /// attribute, a comment, CDATA, space between tags. Counting tags alone let 8 MB of `&`
  /// in one element run 12-20 s past a 3 s limit.
  static let xmlShapes: [(name: String, open: String, unit: String, close: String)] = [
    ("text of &", "<alert>", "&", "</alert>"),
    ("text of entities", "<alert>", "&amp;", "</alert>"),
    ("an attribute", "<alert a=\"", "&", "\"/>"),
    ("a comment", "<alert><!--", "-", "--></alert>"),
    ("CDATA", "<alert><![CDATA[", "]", "]]></alert>"),
    ("space", "<alert>", " ", "<x/></alert>"),
  ]

  @Test(arguments: xmlShapes.indices)
  func theXMLReaderStopsWhateverTheDocumentsShape(_ shape: Int) throws {
    let (name, open, unit, close) = Self.xmlShapes[shape]
    let body =
      Array(open.utf8) + Self.repeated(unit, HTTPClient.bodyLimit / 2 / unit.utf8.count)
      + Array(close.utf8)
    #expect(throws: Never.self, "\(name)") { try XMLTree.parse(body) }
    let clock = CountingClock()
    let result = WorkDeadline.$current.withValue(clock.deadline(after: Self.allowed)) {
      Result { () throws(XMLTree.Malformed) in try XMLTree.parse(body) }
    }
    #expect(clock.readings == Int(Self.allowed), "\(name)")
    guard case .failure(let failure) = result else {
      Issue.record("\(name) read on past the deadline")
      return
    }
    #expect(failure.outOfTime, "\(name)")
  }

  /// Without a deadline the same grown answers are read to the end: what stops them above is
  /// the deadline, not the padding.
  @Test func withoutADeadlineTheGrownForecastIsRead() throws {
    let forecast = try Forecast.decode(Self.padded(Fixture.zagrebForecast), from: "forecast")
    #expect(!forecast.daily.isEmpty)
  }

  /// The meter reads the clock once per `WorkMeter.stride` steps, and not before.
  @Test func theMeterReadsTheClockEveryStrideSteps() throws {
    let clock = CountingClock()
    try WorkDeadline.$current.withValue(clock.deadline(after: 3)) {
      var meter = WorkMeter()
      for _ in 0..<(WorkMeter.stride * 2) { try meter.step() }
      #expect(clock.readings == 2)
      for _ in 0..<(WorkMeter.stride - 1) { try meter.step() }
      #expect(throws: WorkDeadline.Passed.self) { try meter.step() }
    }
  }
}
