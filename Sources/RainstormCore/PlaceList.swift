/// Places read from text, one per line, as `--stdin` takes them.
///
/// A line is `lat,lon` or `lat lon`, optionally followed by a tab and a label; blank lines and
/// lines starting with `#` are skipped. Line numbers count every line, from 1.
public struct PlaceList: Sendable {
  /// A line that could not be read, with why.
  public struct BadLine: Equatable, Sendable {
    /// The 1-based line number.
    public var number: Int
    /// What is wrong with it.
    public var reason: String
  }

  /// A line that names a place.
  public struct Entry: Equatable, Sendable {
    /// The 1-based line number.
    public var number: Int
    /// The place; its name is the label, if the line has one.
    public var location: Location
  }

  /// The readable lines, in input order.
  public var entries: [Entry] = []
  /// The lines that could not be read, in input order.
  public var badLines: [BadLine] = []

  /// Reads every line of `text`.
  public init(parsing text: String) {
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      switch Self.parse(line) {
      case .success(let location): entries.append(Entry(number: number, location: location))
      case .failure(let bad): badLines.append(BadLine(number: number, reason: bad.reason))
      }
    }
  }

  private struct Bad: Error {
    let reason: String
  }

  private static func parse(_ line: Substring) -> Result<Location, Bad> {
    let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let coordinates = parts[0].trimmingCharacters(in: .whitespaces)
    let label = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    let numbers = coordinates.split { $0 == "," || $0 == " " }
    guard numbers.count == 2 else {
      return .failure(Bad(reason: "expected 'lat,lon' or 'lat lon', got '\(shown(coordinates))'"))
    }
    guard let latitude = Coordinate.parse(numbers[0]) else {
      return .failure(Bad(reason: "latitude is not a number: '\(shown(numbers[0]))'"))
    }
    guard let longitude = Coordinate.parse(numbers[1]) else {
      return .failure(Bad(reason: "longitude is not a number: '\(shown(numbers[1]))'"))
    }
    do {
      let location = try Location(
        latitude: latitude, longitude: longitude, name: label, source: .coordinates)
      return .success(location)
    } catch .latitudeOutOfRange {
      return .failure(Bad(reason: "latitude must be between -90 and 90, got \(numbers[0])"))
    } catch {
      return .failure(Bad(reason: "longitude must be between -180 and 180, got \(numbers[1])"))
    }
  }

  private static func shown<Text: StringProtocol>(_ text: Text) -> String {
    String(String(text).sanitizedForTerminal().prefix(40))
  }
}

/// Reading coordinates written as text.
public enum Coordinate {
  /// A plain decimal number (`45.6`, `-122.009`, `+7`, `.5`), or nil: no exponents, `nan`,
  /// `inf`, hexadecimal or empty text.
  public static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits.removeFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(String(text))
  }

  /// `lat,lon` (spaces allowed around either number) as two numbers, or nil when the text is
  /// not two plain decimal numbers separated by one comma. The range is not checked.
  public static func pair<Text: StringProtocol>(_ text: Text) -> (
    latitude: Double, longitude: Double
  )? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = parse(parts[0].trimmingCharacters(in: .whitespaces)),
      let longitude = parse(parts[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    return (latitude, longitude)
  }
}
