/// Reads a `PlaceList` from a stream of bytes as it arrives (`--stdin`), within limits that
/// keep endless or hostile input from growing memory without bound: `/dev/zero` stops after
/// one long line, `yes 1,2` after `maximumPlaces` lines.
package struct PlaceListReader: Sendable {
  /// The longest line, in bytes; a place with a label is far shorter.
  package static let maximumLineBytes = 1024
  /// The most places (lines that are not blank or comments).
  package static let maximumPlaces = 10_000
  /// The most input in all, in bytes.
  package static let maximumBytes = 4 * 1_048_576

  /// Why the input was refused: the line where a limit was passed.
  package struct LimitError: Error, Equatable, Sendable {
    /// The 1-based line number.
    package var line: Int
    /// What was too much.
    package var reason: String
  }

  private var list = PlaceList()
  private var pending: [UInt8] = []
  private var lineNumber = 0
  private var total = 0
  private var startsInput = true

  /// A reader at the start of its input.
  package init() {}

  /// Reads a chunk: every line it completes, keeping the rest for the next chunk.
  ///
  /// - Throws: `LimitError` at the first line past a limit; the reader is then done.
  package mutating func consume<Bytes: Collection<UInt8>>(_ chunk: Bytes) throws(LimitError) {
    total += chunk.count
    for byte in chunk {
      if byte == UInt8(ascii: "\n") {
        try finishLine()
      } else {
        pending.append(byte)
        if pending.count > Self.maximumLineBytes {
          throw LimitError(
            line: lineNumber + 1,
            reason: "longer than \(Self.maximumLineBytes) bytes; --stdin reads one place a line")
        }
      }
    }
    if total > Self.maximumBytes {
      throw LimitError(
        line: lineNumber + 1,
        reason: "more than \(Self.maximumBytes / 1_048_576) MiB of input; split it into runs")
    }
  }

  /// The places of the whole input, once it has ended (a last line without a newline counts).
  ///
  /// - Throws: `LimitError` when the last line passes a limit.
  package mutating func finish() throws(LimitError) -> PlaceList {
    if !pending.isEmpty { try finishLine() }
    return list
  }

  private mutating func finishLine() throws(LimitError) {
    lineNumber += 1
    var bytes = pending[...]
    // A byte-order mark (EF BB BF) that an editor put at the start of the file.
    if startsInput, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    startsInput = false
    let before = list.count
    list.add(Substring(decoding: bytes, as: UTF8.self), number: lineNumber)
    pending.removeAll(keepingCapacity: true)
    if before < list.count, list.count > Self.maximumPlaces {
      throw LimitError(
        line: lineNumber,
        reason: "more than \(Self.maximumPlaces) places; split them into runs")
    }
  }
}
