import Foundation
import Testing

@testable import RainstormCore

/// The country of a point given only by coordinates, from the embedded Natural Earth borders:
/// towns on either side of a border, coastal waters, the open sea.
@Suite struct CountryBordersTests {
  /// Towns facing each other across a border, each with its country.
  static let borderPairs: [(String, Double, Double, String)] = [
    ("Basel", 47.5596, 7.5886, "CH"), ("Weil am Rhein", 47.5935, 7.6206, "DE"),
    ("El Paso", 31.7619, -106.4850, "US"), ("Ciudad Juárez", 31.6904, -106.4245, "MX"),
    ("Strasbourg", 48.5734, 7.7521, "FR"), ("Kehl", 48.5761, 7.8156, "DE"),
    ("Görlitz", 51.1528, 14.9872, "DE"), ("Zgorzelec", 51.1497, 15.0083, "PL"),
    ("Frankfurt (Oder)", 52.3471, 14.5506, "DE"), ("Słubice", 52.3498, 14.5603, "PL"),
    ("Detroit", 42.3314, -83.0458, "US"), ("Windsor", 42.3149, -83.0364, "CA"),
    ("Narva", 59.3772, 28.1903, "EE"), ("Ivangorod", 59.3700, 28.2170, "RU"),
    ("Valga", 57.7769, 26.0473, "EE"), ("Valka", 57.7752, 26.0236, "LV"),
    ("Tui", 42.0470, -8.6440, "ES"), ("Valença", 42.0280, -8.6420, "PT"),
    ("Komárno", 47.7633, 18.1227, "SK"), ("Komárom", 47.7430, 18.1190, "HU"),
    ("Nogales, Arizona", 31.3404, -110.9343, "US"), ("Nogales, Sonora", 31.3012, -110.9381, "MX"),
    ("Gorizia", 45.9413, 13.6216, "IT"), ("Nova Gorica", 45.9558, 13.6483, "SI"),
    ("Haparanda", 65.8355, 24.1368, "SE"), ("Tornio", 65.8481, 24.1466, "FI"),
  ]

  /// The towns whose centres Natural Earth's 1:10m line puts on the other side (by 0.2 to
  /// 0.6 km): for them the lookup must offer both countries.
  static let misplacedByNaturalEarth: Set<String> = [
    "Görlitz", "Słubice", "Narva", "Gorizia", "Tornio",
  ]

  @Test(arguments: borderPairs)
  func aTownIsInItsOwnCountry(
    _ town: String, _ latitude: Double, _ longitude: Double, _ code: String
  ) {
    let countries = CountryBorders.countries(latitude: latitude, longitude: longitude)
    #expect(countries.contains(code), "\(town): \(countries)")
    if Self.misplacedByNaturalEarth.contains(town) {
      #expect(countries.count == 2, "\(town) lies within the border's error: \(countries)")
    } else {
      #expect(countries.first == code, "\(town): \(countries)")
    }
  }

  @Test func aPointFarFromEveryBorderHasOneCountry() {
    #expect(CountryBorders.countries(latitude: 48.8566, longitude: 2.3522) == ["FR"])  // Paris
    #expect(CountryBorders.countries(latitude: 52.2297, longitude: 21.0122) == ["PL"])
    #expect(CountryBorders.countries(latitude: 43.2220, longitude: 76.8512) == ["KZ"])  // Almaty
  }

  @Test func enclavesAndIslandsAreTheirOwn() {
    #expect(CountryBorders.country(latitude: -29.31, longitude: 27.48) == "LS")  // Maseru
    // San Marino and Liechtenstein; the Vatican (0.44 km²) is smaller than the table's
    // grain and reads as Italy, whose warnings are its own.
    #expect(CountryBorders.country(latitude: 43.9356, longitude: 12.4473) == "SM")
    #expect(CountryBorders.country(latitude: 47.1410, longitude: 9.5209) == "LI")
    #expect(CountryBorders.country(latitude: 43.7384, longitude: 7.4246) == "MC")
    #expect(CountryBorders.country(latitude: 21.3069, longitude: -157.8583) == "US")  // Honolulu
    #expect(CountryBorders.country(latitude: -18.1416, longitude: 178.4419) == "FJ")  // Suva
    #expect(CountryBorders.country(latitude: 64.7511, longitude: -147.3494) == "US")  // Alaska
    // Svalbard is Norway's in Natural Earth (MET Norway warns for both).
    #expect(CountryBorders.country(latitude: 78.2232, longitude: 15.6267) == "NO")
    #expect(CountryBorders.country(latitude: 45.6, longitude: 17.22) == "HR")
  }

  @Test func coastalWatersBelongToTheNearestLandAndTheOpenSeaToNone() {
    // The Baie des Anges, 2 km off Nice; the harbour of Split.
    #expect(CountryBorders.country(latitude: 43.675, longitude: 7.25) == "FR")
    #expect(CountryBorders.country(latitude: 43.50, longitude: 16.43) == "HR")
    // Mid-Atlantic, and 30 km off the Dutch coast.
    #expect(CountryBorders.country(latitude: 40, longitude: -40) == nil)
    #expect(CountryBorders.country(latitude: 52.5, longitude: 4.15) == nil)
  }

  @Test func coordinatesOutOfRangeAreNowhere() {
    for (latitude, longitude) in [(91.0, 0.0), (0.0, 181.0), (.nan, 0.0), (0.0, .infinity)] {
      #expect(CountryBorders.country(latitude: latitude, longitude: longitude) == nil)
    }
  }
}

/// The region outlines by code: every code of the table is found by halving the sorted table,
/// and aliases lead to it.
@Suite struct RegionShapesTests {
  @Test func everyRegionOfTheTableIsFoundByItsCode() {
    var codes: [String] = []
    PackedText.forEachLine(RegionShapes.index) { line in
      var fields = PackedText.Fields(line)
      if let code = fields.next() { codes.append(String(decoding: code, as: UTF8.self)) }
      return true
    }
    #expect(codes.count > 2900)
    #expect(codes == codes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    for code in codes {
      #expect(RegionShapes.contains(code: code, latitude: 0, longitude: 0) != nil, "\(code)")
    }
    for code in ["", "A", "AT", "AT00", "ZZ999", "LGD", "LGD6000000", "\u{7F}"] {
      #expect(RegionShapes.contains(code: code, latitude: 0, longitude: 0) == nil, "\(code)")
    }
  }

  @Test func geocodesOfEveryKindNameTheirRegion() {
    #expect(RegionShapes.code(valueName: "EMMA_ID", value: "nl008") == "NL008")
    #expect(RegionShapes.code(valueName: "LGD District Code", value: "600") == "LGD600")
    #expect(RegionShapes.code(valueName: "NUTS3", value: "AT333") == "AT004")
    #expect(RegionShapes.code(valueName: "NUTS3", value: "AT999") == nil)
    #expect(RegionShapes.code(valueName: "WARNCELLID", value: "501000002") == "DE803")
    #expect(RegionShapes.code(valueName: "KZSTD", value: "1") == nil)
    #expect(RegionShapes.code(valueName: "EMMA_ID", value: "NL 008") == nil)
    #expect(
      RegionShapes.code(valueName: "EMMA_ID", value: String(repeating: "A", count: 40)) == nil)
    // Lelystad is in Flevoland, Emmen is not.
    #expect(RegionShapes.contains(code: "NL008", latitude: 52.52, longitude: 5.47) == true)
    #expect(RegionShapes.contains(code: "NL008", latitude: 52.79, longitude: 6.90) == false)
    #expect(RegionShapes.contains(code: "NL008", latitude: .nan, longitude: 6.90) == nil)
  }
}

/// The borders' index and table agree: each index line's offset is where its table line's
/// rings start, with the same code and box.
@Suite struct CountryBordersIndexTests {
  @Test func everyIndexLinePointsAtItsTableLine() {
    var index: [String] = []
    PackedText.forEachLine(CountryBorders.index) { line in
      index.append(String(decoding: line, as: UTF8.self))
      return true
    }
    var table: [String] = []
    PackedText.forEachLine(CountryBorders.table) { line in
      table.append(String(decoding: line, as: UTF8.self))
      return true
    }
    #expect(index.count == table.count && index.count > 500)
    let bytes = Array(CountryBorders.table.utf8)
    for (entry, line) in zip(index, table) {
      let fields = entry.split(separator: " ")
      let offset = Int(fields.last ?? "") ?? -1
      #expect(line.hasPrefix(fields.dropLast().joined(separator: " ") + ":"), "\(entry)")
      #expect(offset > 0 && offset <= bytes.count && bytes[offset - 1] == UInt8(ascii: ":"))
    }
  }
}

/// A point's countries are kept in the cache and read back by later runs; a damaged entry is
/// never believed. (Each test uses coordinates no other asks: the last answer is also kept in
/// memory.)
@Suite struct CountryBordersCacheTests {
  static func cache(_ store: MemoryCacheStore) -> Cache {
    Cache(store: store, now: { Date(timeIntervalSince1970: 1_790_000_000) })
  }

  @Test func theAnswerIsKeptAndReadBack() throws {
    let store = MemoryCacheStore()
    let (latitude, longitude) = (45.81234, 15.97765)  // Zagreb
    #expect(
      CountryBorders.countries(latitude: latitude, longitude: longitude, cache: Self.cache(store))
        == ["HR"])
    let key = CountryBorders.cacheKey(latitude: latitude, longitude: longitude)
    #expect(store.read(key)?.data == Array("HR".utf8))

    // Another run reads the entry instead of the borders: an entry saying otherwise is
    // believed, which shows it was read.
    let other = MemoryCacheStore()
    let (north, east) = (45.81235, 15.97766)
    other.write(
      Array("SI HU".utf8), for: CountryBorders.cacheKey(latitude: north, longitude: east),
      at: Date(timeIntervalSince1970: 1_790_000_000 - 86_400))
    #expect(
      CountryBorders.countries(latitude: north, longitude: east, cache: Self.cache(other)) == [
        "SI", "HU",
      ])
  }

  @Test(arguments: ["hr", "HRV", "HR  HU", "H1", "HR\n", "AA BB CC DD EE FF GG HH II"])
  func aDamagedEntryIsMeasuredAgainAndReplaced(kept: String) throws {
    let store = MemoryCacheStore()
    // A point in Zagreb no other test asks: each argument its own.
    let latitude = 45.8 + Double(kept.utf8.reduce(0) { $0 &+ Int($1) } % 997) / 100_000
    let key = CountryBorders.cacheKey(latitude: latitude, longitude: 15.97)
    store.write(Array(kept.utf8), for: key, at: Date(timeIntervalSince1970: 1_790_000_000 - 60))
    #expect(
      CountryBorders.countries(latitude: latitude, longitude: 15.97, cache: Self.cache(store)) == [
        "HR"
      ])
    #expect(store.read(key)?.data == Array("HR".utf8))
  }

  @Test func anEntryOlderThanAMonthIsMeasuredAgain() {
    let store = MemoryCacheStore()
    let (latitude, longitude) = (45.81333, 15.97333)
    let key = CountryBorders.cacheKey(latitude: latitude, longitude: longitude)
    store.write(
      Array("SI".utf8), for: key, at: Date(timeIntervalSince1970: 1_790_000_000 - 31 * 86_400))
    #expect(
      CountryBorders.countries(latitude: latitude, longitude: longitude, cache: Self.cache(store))
        == ["HR"])
  }

  @Test func atSeaNoCountryIsKeptToo() {
    let store = MemoryCacheStore()
    let (latitude, longitude) = (40.123, -40.456)  // the North Atlantic
    #expect(
      CountryBorders.countries(latitude: latitude, longitude: longitude, cache: Self.cache(store))
        .isEmpty)
    #expect(
      store.read(CountryBorders.cacheKey(latitude: latitude, longitude: longitude))?.data == [])
  }

  /// The key names the table by its generator's digest, not its size (issue 57: a table
  /// regenerated at the same size read the old one's answers), and the digest is the table's.
  @Test func theKeyNamesTheTableByItsDigest() throws {
    let key = CountryBorders.cacheKey(latitude: 45.6, longitude: 17.22)
    #expect(key == "countries 45.6,17.22 table \(CountryBorders.digest)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(CountryBorders.table.utf8))
    try input.fileHandleForWriting.close()
    let sum = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(sum.hasPrefix(CountryBorders.digest))
  }
}
