/// Places read from text, one per line, as `--stdin` takes them.
///
/// A line is `lat,lon` or `lat lon`, or a place name (`Tokyo`, `Paris, Texas`: a line that does
/// not start with a number), optionally followed by a tab and a label, and by another tab and
/// the place's ISO 3166-1 country code (which chooses its warnings source, and narrows a name's
/// search); blank lines and lines starting with `#` are skipped. Line numbers count every
/// line, from 1.
package struct PlaceList: Sendable {
  /// A line that could not be read, with why.
  package struct BadLine: Equatable, Sendable {
    /// The 1-based line number.
    package var number: Int
    /// What is wrong with it.
    package var reason: String
  }

  /// A line that names a place.
  package struct Entry: Equatable, Sendable {
    /// The 1-based line number.
    package var number: Int
    /// The place; its name is the label, if the line has one.
    package var location: Location

    /// Creates an entry.
    package init(number: Int, location: Location) {
      self.number = number
      self.location = location
    }
  }

  /// A line that names a place to look up.
  package struct NameLine: Equatable, Sendable {
    /// The 1-based line number.
    package var number: Int
    /// What to search for.
    package var query: PlaceQuery
    /// The label to name the place by, if the line has one.
    package var label: String?
  }

  /// The lines with coordinates, in input order.
  package var entries: [Entry] = []
  /// The lines with a place name, in input order.
  package var names: [NameLine] = []
  /// The lines that could not be read, in input order.
  package var badLines: [BadLine] = []

  /// An empty list.
  package init() {}

  /// Reads every line of `text`, without limits (`PlaceListReader` reads a stream with them).
  package init(parsing text: String) {
    // Lines are split and measured as UTF-8: a batch of 1000 lines spent more time in
    // Character-by-Character splitting and trimming than in reading the forecasts.
    var number = 0
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      number += 1
      add(Substring(rawLine), number: number)
    }
  }

  /// Reads line `number`: a place, a bad line, or nothing (blank, a comment).
  mutating func add(_ line: Substring, number: Int) {
    let trimmed = line.trimmingWhitespace
    if trimmed.isEmpty || trimmed.utf8.first == UInt8(ascii: "#") { return }
    if let name = Self.name(line, number: number) {
      switch name {
      case .success(let name): names.append(name)
      case .failure(let bad): badLines.append(BadLine(number: number, reason: bad.reason))
      }
      return
    }
    switch Self.parse(line) {
    case .success(let location): entries.append(Entry(number: number, location: location))
    case .failure(let bad): badLines.append(BadLine(number: number, reason: bad.reason))
    }
  }

  private struct Bad: Error {
    let reason: String
  }

  /// How many lines have been read into the list: places, names and bad lines.
  var count: Int { entries.count + names.count + badLines.count }

  /// The line as a place name, when it does not start with a number (nor a sign or a point,
  /// as coordinates do); nil for a line of coordinates.
  private static func name(_ line: Substring, number: Int) -> Result<NameLine, Bad>? {
    let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      .map(\.trimmingWhitespace)
    guard let first = fields[0].unicodeScalars.first,
      !("0"..."9").contains(first), first != "-", first != "+", first != "."
    else { return nil }
    let label = fields.count > 1 ? fields[1] : ""
    let country = fields.count > 2 && !fields[2].isEmpty ? String(fields[2]) : nil
    do {
      let query = try PlaceQuery(String(fields[0]), country: country)
      return .success(
        NameLine(number: number, query: query, label: label.isEmpty ? nil : String(label)))
    } catch .badCountry(let text) {
      return .failure(
        Bad(reason: "the country must be a two-letter code such as FR, got '\(text)'"))
    } catch {
      return .failure(Bad(reason: "the place name \(error.reason): '\(shown(fields[0]))'"))
    }
  }

  private static func parse(_ line: Substring) -> Result<Location, Bad> {
    let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      .map(\.trimmingWhitespace)
    let coordinates = fields[0]
    let label = fields.count > 1 ? fields[1] : nil
    let country = fields.count > 2 ? fields[2] : nil
    if let country, !country.isEmpty,
      country.utf8.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      return .failure(
        Bad(reason: "the country must be a two-letter code such as FR, got '\(shown(country))'"))
    }
    let numbers = coordinates.utf8.split { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") }
      .map { Substring($0) }
    guard numbers.count == 2 else {
      return .failure(Bad(reason: "expected 'lat,lon' or 'lat lon', got '\(shown(coordinates))'"))
    }
    guard let latitude = Double.plainDecimal(numbers[0]) else {
      return .failure(Bad(reason: "latitude is not a number: '\(shown(numbers[0]))'"))
    }
    guard let longitude = Double.plainDecimal(numbers[1]) else {
      return .failure(Bad(reason: "longitude is not a number: '\(shown(numbers[1]))'"))
    }
    do {
      let location = try Location(
        latitude: latitude, longitude: longitude, name: label.map(String.init),
        source: .coordinates, countryCode: country.map(String.init))
      return .success(location)
    } catch .latitudeOutOfRange {
      return .failure(Bad(reason: "latitude must be between -90 and 90, got \(numbers[0])"))
    } catch {
      return .failure(Bad(reason: "longitude must be between -180 and 180, got \(numbers[1])"))
    }
  }

  private static func shown<Text: StringProtocol>(_ text: Text) -> String {
    String(String(text).escapedForMessage.prefix(40))
  }
}
