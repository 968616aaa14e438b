#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Areas packed as text by `Tests/Generators/packed.py`: lines of `CODE south west north
/// east:RING RING ...`, the box in thousandths of a degree and each ring a polyline string of
/// thousandths of a degree; an area's rings may be spread over consecutive lines. The text is read on each question, byte by byte, and
/// only the rings of areas whose box could hold the point are decoded: nothing is built when
/// the program starts, and nothing is allocated per line.
package struct PackedShapes: Sendable {
  /// The table's text.
  let table: String
  /// The table's index: for a search near a point (`forEachNear`), a line per table line,
  /// `CODE south west north east offset`, the offset the byte where that line's rings start;
  /// for a search by code (`place(code:)`), `CODE offset` sorted by code, the offset where
  /// the area's line starts. A question reads the index and only the lines it needs, and the
  /// table's other pages are never touched.
  let index: String

  /// Thousandths of a degree, the table's unit.
  static let scale = 1000.0

  /// A point in the table's unit.
  typealias Point = (latitude: Double, longitude: Double)

  /// What one area's rings say of a point.
  package struct Placement {
    /// The area's code.
    package var code: String
    /// Whether the point lies inside the area (even-odd over all its rings).
    package var inside: Bool
    /// Kilometres from the point to the area's nearest edge, exact within the reach asked;
    /// beyond it, only more than the reach (infinity when no edge is within it).
    package var kilometres: Double
  }

  /// Calls `body` with the placement of the point against every area whose box, widened by
  /// `reachKilometres`, holds it. Coordinates must be finite and in range.
  func forEachNear(
    latitude: Double, longitude: Double, reachKilometres: Double,
    _ body: (Placement) -> Void
  ) {
    // An area may take several consecutive lines, each with its rings' box: a ring whose box
    // does not hold the point cannot change its parity (a closed ring around something else
    // is crossed an even number of times) nor be within reach, so it is never decoded.
    var current: Placement?
    func visit(_ entry: Entry) {
      if let known = current, !entry.code.elementsEqual(known.code.utf8) {
        body(known)
        current = nil
      }
      if let placement = entry.place(latitude, longitude, reachKilometres: reachKilometres) {
        if var known = current {
          known.inside = known.inside != placement.inside
          known.kilometres = min(known.kilometres, placement.kilometres)
          current = known
        } else {
          current = placement
        }
      }
    }
    table.withUTF8Bytes { table in
      PackedText.forEachLine(index) { line in
        if let entry = Entry(indexLine: line, table: table) { visit(entry) }
        return true
      }
    }
    if let current { body(current) }
  }

  /// Calls `body` with every edge of every ring whose line's box meets the box given (in
  /// degrees; `west` may be greater than `east` across the antimeridian), each end as
  /// latitude and longitude in degrees: the outlines to draw on a map of that box.
  func forEachEdge(
    south: Double, west: Double, north: Double, east: Double,
    _ body: (_ from: Point, _ to: Point) -> Void
  ) {
    let scale = Self.scale
    let (low, high) = (south * scale, north * scale)
    let (left, right) = (west * scale, east * scale)
    table.withUTF8Bytes { table in
      PackedText.forEachLine(index) { line in
        guard let entry = Entry(indexLine: line, table: table),
          entry.box.north >= low, entry.box.south <= high,
          left <= right
            ? entry.box.east >= left && entry.box.west <= right
            : entry.box.east >= left || entry.box.west <= right
        else { return true }
        entry.forEachEdge { from, to in
          body(
            (from.latitude / scale, from.longitude / scale),
            (to.latitude / scale, to.longitude / scale))
        }
        return true
      }
    }
  }

  /// The placement of the point against the area `code`, nil when the table has no such
  /// area. The index's lines (`CODE offset`) must be sorted by code. Coordinates must be
  /// finite and in range.
  func place(code: String, latitude: Double, longitude: Double) -> Placement? {
    // The index gives where the region's line starts; only that line is read.
    let offset = PackedText.line(index, code: code) { line -> Int? in
      var fields = PackedText.Fields(line)
      _ = fields.next()
      return fields.next().flatMap(PackedText.integer)
    }
    guard let offset = offset ?? nil else { return nil }
    return table.withUTF8Bytes { table -> Placement? in
      guard offset >= 0, offset < table.count,
        let entry = Entry(table[offset..<PackedText.lineEnd(table, from: offset)]),
        entry.code.elementsEqual(code.utf8)
      else { return nil }
      return entry.place(latitude, longitude, reachKilometres: .infinity)
        ?? Placement(code: code, inside: false, kilometres: .infinity)
    }
  }

  /// One area's line: its code, box and rings.
  private struct Entry {
    let code: Slice<UnsafeBufferPointer<UInt8>>
    let box: (south: Double, west: Double, north: Double, east: Double)
    let rings: Slice<UnsafeBufferPointer<UInt8>>

    /// A table line: `CODE south west north east:RINGS`.
    init?(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      var fields = PackedText.Fields(line[..<colon])
      guard let code = fields.next(), let box = Self.box(&fields), fields.next() == nil else {
        return nil
      }
      self.code = code
      self.box = box
      rings = line[(colon + 1)...]
    }

    /// An index line, `CODE south west north east offset`, and its rings in `table`.
    init?(indexLine line: Slice<UnsafeBufferPointer<UInt8>>, table: UnsafeBufferPointer<UInt8>) {
      var fields = PackedText.Fields(line)
      guard let code = fields.next(), let box = Self.box(&fields),
        let offset = fields.next().flatMap(PackedText.integer), fields.next() == nil,
        offset >= 0, offset <= table.count
      else { return nil }
      self.code = code
      self.box = box
      rings = table[offset..<PackedText.lineEnd(table, from: offset)]
    }

    /// The next four fields as a box, without allocating.
    private static func box(_ fields: inout PackedText.Fields)
      -> (south: Double, west: Double, north: Double, east: Double)?
    {
      guard let south = fields.next().flatMap(PackedText.integer),
        let west = fields.next().flatMap(PackedText.integer),
        let north = fields.next().flatMap(PackedText.integer),
        let east = fields.next().flatMap(PackedText.integer)
      else { return nil }
      return (Double(south), Double(west), Double(north), Double(east))
    }

    /// The point against the area, nil when the box widened by `reachKilometres` does not
    /// hold it.
    func place(_ latitude: Double, _ longitude: Double, reachKilometres: Double) -> Placement? {
      let scale = PackedShapes.scale
      let point = (latitude: latitude * scale, longitude: longitude * scale)
      let reach = min(reachKilometres, 20_000) / 111 * scale
      let east = cos(latitude * .pi / 180)
      let reachEast = reach / max(0.05, east)
      guard box.south - reach <= point.latitude, point.latitude <= box.north + reach,
        box.west - reachEast <= point.longitude, point.longitude <= box.east + reachEast
      else { return nil }
      var inside = false
      var closest = Double.infinity
      // An edge whose both ends lie beyond the reach on one side is not measured: most edges
      // of a country's rings are far from the point (the measure is most of the lookup's work).
      let (south, north) = (point.latitude - reach, point.latitude + reach)
      let (west, eastmost) = (point.longitude - reachEast, point.longitude + reachEast)
      forEachEdge { from, to in
        if (from.latitude > point.latitude) != (to.latitude > point.latitude) {
          let crossing =
            from.longitude + (point.latitude - from.latitude) / (to.latitude - from.latitude)
            * (to.longitude - from.longitude)
          if point.longitude < crossing { inside.toggle() }
        }
        if (from.latitude < south && to.latitude < south)
          || (from.latitude > north && to.latitude > north)
          || (from.longitude < west && to.longitude < west)
          || (from.longitude > eastmost && to.longitude > eastmost)
        {
          return
        }
        closest = min(closest, Self.squaredDistance(from: point, toSegment: from, to, east: east))
      }
      return Placement(
        code: String(decoding: code, as: UTF8.self), inside: inside,
        kilometres: closest.squareRoot() / scale * 111.195)
    }

    /// The squared distance from `point` to the segment `a`-`b` (all in thousandths of a
    /// degree), on a plane whose east-west degrees are `east` times the north-south ones:
    /// exact enough for a few kilometres.
    static func squaredDistance(from point: Point, toSegment a: Point, _ b: Point, east: Double)
      -> Double
    {
      let (px, py) = ((point.longitude - a.longitude) * east, point.latitude - a.latitude)
      let (sx, sy) = ((b.longitude - a.longitude) * east, b.latitude - a.latitude)
      let length = sx * sx + sy * sy
      let t = length == 0 ? 0 : min(1, max(0, (px * sx + py * sy) / length))
      let (dx, dy) = (px - t * sx, py - t * sy)
      return dx * dx + dy * dy
    }

    /// Calls `body` with each edge of each ring, the last point joined to the first.
    func forEachEdge(_ body: (Point, Point) -> Void) {
      var fields = PackedText.Fields(rings)
      while let ring = fields.next() {
        var reader = PolylineReader(ring)
        var latitude = 0
        var longitude = 0
        var first: Point?
        var previous: Point?
        while let dLatitude = reader.next(), let dLongitude = reader.next() {
          latitude += dLatitude
          longitude += dLongitude
          let point = (latitude: Double(latitude), longitude: Double(longitude))
          if let previous { body(previous, point) } else { first = point }
          previous = point
        }
        if let first, let previous { body(previous, first) }
      }
    }
  }

  /// The numbers of a polyline string: zig-zag coded, in 5-bit groups from the lowest, each
  /// plus 63, 32 marking that another group follows.
  private struct PolylineReader {
    var bytes: Slice<UnsafeBufferPointer<UInt8>>

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
      self.bytes = bytes
    }

    mutating func next() -> Int? {
      var value = 0
      var shift = 0
      while let byte = bytes.popFirst() {
        guard byte >= 63, shift < 60 else { return nil }
        let group = Int(byte - 63)
        value |= (group & 31) << shift
        shift += 5
        if group < 32 { return value & 1 == 0 ? value >> 1 : ~(value >> 1) }
      }
      return nil
    }
  }
}

/// Reading the generated tables' text as bytes, line by line and field by field, without
/// allocating: the tables are megabytes of string literals, and `split` on a string's UTF-8
/// view cost milliseconds per question.
enum PackedText {
  /// Calls `body` with each line of `text` (without its newline or leading spaces), until it
  /// returns false.
  static func forEachLine(
    _ text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool
  ) {
    text.withUTF8Bytes { bytes in
      var start = 0
      while start < bytes.count {
        let end = lineEnd(bytes, from: start)
        var first = start
        while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
        if first < end, !body(bytes[first..<end]) { return }
        start = end + 1
      }
    }
  }

  /// The line of `text` whose first field is `code`, found by halving: the lines must be in
  /// the byte order of their first fields (the generators sort them). Nil when none is.
  static func line<Result>(
    _ text: String, code: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Result
  ) -> Result? {
    let wanted = Array(code.utf8)
    return text.withUTF8Bytes { bytes -> Result? in
      var low = 0
      var high = bytes.count
      // Invariant: a line starting in [low, high) may be the one; each step looks at the
      // first line starting at or after the middle.
      while low < high {
        let middle = (low + high) / 2
        var start = middle
        if start > low {
          start = lineEnd(bytes, from: middle - 1) + 1
          if start >= high { start = lineStart(bytes, before: middle, from: low) }
        }
        let end = lineEnd(bytes, from: start)
        var first = start
        while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
        var fieldEnd = first
        while fieldEnd < end, bytes[fieldEnd] != UInt8(ascii: " ") { fieldEnd += 1 }
        let field = bytes[first..<fieldEnd]
        if field.elementsEqual(wanted) { return body(bytes[first..<end]) }
        if field.lexicographicallyPrecedes(wanted) {
          low = end + 1
        } else {
          high = start
        }
      }
      return nil
    }
  }

  /// The start of the last line that starts before `limit` and at or after `low`.
  private static func lineStart(
    _ bytes: UnsafeBufferPointer<UInt8>, before limit: Int, from low: Int
  )
    -> Int
  {
    var index = limit - 1
    while index > low, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return max(index, low)
  }

  /// The index of the newline ending the line at `start`, or the end of `bytes`.
  static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether `line` starts with `prefix` followed by the byte `then`.
  static func starts(
    _ line: Slice<UnsafeBufferPointer<UInt8>>, with prefix: String, then: UInt8
  ) -> Bool {
    var index = line.startIndex
    for byte in prefix.utf8 {
      guard index < line.endIndex, line[index] == byte else { return false }
      index += 1
    }
    return index < line.endIndex && line[index] == then
  }

  /// The space-separated fields of a line, in order.
  struct Fields: IteratorProtocol {
    var rest: Slice<UnsafeBufferPointer<UInt8>>

    init(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
      rest = line
    }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      while rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
      guard !rest.isEmpty else { return nil }
      let end = rest.firstIndex(of: UInt8(ascii: " ")) ?? rest.endIndex
      defer { rest = rest[end...] }
      return rest[..<end]
    }
  }

  /// A decimal integer, optionally negative, or nil.
  static func integer(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var digits = field
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 12 else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }
}
