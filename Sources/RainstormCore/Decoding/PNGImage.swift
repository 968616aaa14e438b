/// A PNG image (ISO/IEC 15948) read as hostile input, for the radar's tiles (issue 47): its
/// pixels as 8-bit RGBA, row by row from the top left.
///
/// Every colour type and bit depth is read (16-bit samples scaled to 8 bits), the five row
/// filters, the palette and its transparency, and a colour key; an interlaced image is refused.
/// The size is checked before anything is allocated, every chunk's CRC-32 is checked, the
/// pixel data must inflate to exactly the size the header gives (`Inflate`, which counts its
/// work against the run's `WorkDeadline`), and chunks after the end are ignored.
package struct PNGImage: Equatable, Sendable {
  package let width: Int
  package let height: Int
  /// Red, green, blue and alpha of each pixel, rows from the top.
  package let rgba: [UInt8]

  /// The most pixels an image may have: 16 tiles of 512 × 512 (radar tiles are 256 or 512
  /// square).
  package static let maximumPixels = 4_194_304
  /// The most bytes of compressed pixel data read: 32 MiB.
  package static let maximumCompressedBytes = 32 * 1_048_576

  /// Why an image cannot be read.
  package struct Malformed: Error, Equatable, Sendable {
    package let reason: String

    init(_ reason: String) {
      self.reason = reason
    }
  }

  /// The RGBA of the pixel at (`x`, `y`).
  package subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// Reads the PNG file `data`.
  ///
  /// - Throws: `Malformed` for data that is not a PNG, is cut short or corrupt, has more than
  ///   `maximumPixels` pixels, is interlaced, or when the deadline passes.
  package init(_ data: [UInt8], maximumPixels: Int = PNGImage.maximumPixels) throws(Malformed) {
    let image = try Self.chunks(data, maximumPixels: maximumPixels)
    width = image.header.width
    height = image.header.height
    var raw = try Self.inflated(image.compressed, image.header)
    try Self.unfilter(&raw, image.header)
    rgba = try Self.pixels(
      raw, image.header, palette: image.palette, transparency: image.transparency)
  }

  /// An 8-bit palette image as its indices and palette, not turned into RGBA: for a composite
  /// too large to hold four bytes a pixel (the IEM's US radar composite is 6000 × 2600).
  package struct Indexed: Sendable {
    package let width: Int
    package let height: Int
    /// How many rows from the top were read: every row, or the rows asked for.
    package let rows: Int
    /// The rows read, each after its filter byte.
    let bytes: [UInt8]
    /// The palette's colours, red, green and blue of each.
    package let palette: [UInt8]
    /// The tEXt chunks' texts by keyword (Latin-1), the first of each keyword.
    package let texts: [String: String]

    /// The palette indices of row `y`'s pixels `columns` (within the rows read).
    package func indices(row y: Int, columns: ClosedRange<Int>) -> ArraySlice<UInt8> {
      let start = y * (width + 1) + 1
      return bytes[(start + columns.lowerBound)...(start + columns.upperBound)]
    }
  }

  /// Reads the PNG file `data`, which must be an 8-bit palette image, as its indices: all its
  /// rows, or with `rows` only that many from the top (the pixel data inflated no further, so
  /// its Adler-32, which covers the whole, is not checked).
  ///
  /// - Throws: `Malformed` as `init` does, and for an image of another colour type or depth.
  package static func indexed(_ data: [UInt8], maximumPixels: Int, rows: Int? = nil)
    throws(Malformed) -> Indexed
  {
    let image = try chunks(data, maximumPixels: maximumPixels)
    guard image.header.colourType == 3, image.header.bitDepth == 8 else {
      throw Malformed("the image is not an 8-bit palette image")
    }
    var header = image.header
    var raw = try inflated(image.compressed, header, rows: rows)
    let height = header.height
    header.height = raw.count / (header.rowBytes + 1)
    try unfilter(&raw, header)
    return Indexed(
      width: header.width, height: height, rows: header.height, bytes: raw,
      palette: image.palette, texts: image.texts)
  }

  /// The chunks of the PNG file `data`: its header, palette, transparency and tEXt, and its
  /// pixel data as it is compressed.
  private static func chunks(_ data: [UInt8], maximumPixels: Int) throws(Malformed) -> (
    header: Header, palette: [UInt8], transparency: [UInt8], texts: [String: String],
    compressed: [UInt8]
  ) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count >= 8, Array(data[0..<8]) == signature else {
      throw Malformed("not a PNG image")
    }
    var header: Header?
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var texts: [String: String] = [:]
    var compressed: [UInt8] = []
    var position = 8
    var ended = false
    while !ended {
      guard position + 12 <= data.count else { throw Malformed("the image is cut short") }
      let length = Int(Self.bigEndian(data, position))
      let typeBytes = data[position + 4..<position + 8]
      guard typeBytes.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
        throw Malformed("the image has a chunk whose type is not four letters")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= data.count - position - 12 else {
        throw Malformed("the image is cut short")
      }
      let body = data[position + 8..<position + 8 + length]
      let crc = Self.bigEndian(data, position + 8 + length)
      guard CRC32.of(data[position + 4..<position + 8 + length]) == crc else {
        throw Malformed("the \(type.escapedForMessage) chunk's CRC fails")
      }
      position += 12 + length
      if header == nil, type != "IHDR" { throw Malformed("the image does not start with IHDR") }
      switch type {
      case "IHDR":
        guard header == nil else { throw Malformed("the image has two headers") }
        header = try Header(body, maximumPixels: maximumPixels)
      case "PLTE":
        guard length % 3 == 0, (3...768).contains(length) else {
          throw Malformed("the palette's length is \(length), not 1 to 256 colours")
        }
        palette = Array(body)
      case "tRNS":
        transparency = Array(body)
      case "tEXt":
        // A keyword of 1 to 79 Latin-1 characters, a zero, the text; others are skipped.
        if let zero = body.firstIndex(of: 0), (1...79).contains(zero - body.startIndex) {
          let latin1 = { (bytes: ArraySlice<UInt8>) in
            String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
          }
          let keyword = latin1(body[..<zero])
          if texts[keyword] == nil { texts[keyword] = latin1(body[(zero + 1)...]) }
        }
      case "IDAT":
        guard compressed.count + length <= Self.maximumCompressedBytes else {
          throw Malformed("the image's pixel data is larger than 32 MiB")
        }
        compressed.append(contentsOf: body)
      case "IEND":
        ended = true
      default:
        // A chunk the image needs (its type's first letter in upper case) cannot be skipped.
        guard let first = type.utf8.first, first & 0x20 != 0 else {
          throw Malformed("the image needs a \(type.escapedForMessage) chunk, not read")
        }
      }
    }
    guard let header else { throw Malformed("the image has no header") }
    if header.colourType == 3, palette.isEmpty {
      throw Malformed("the image has no palette")
    }
    return (header, palette, transparency, texts, compressed)
  }

  /// The pixel data of the first `rows` rows (all when nil), each with its filter byte: the
  /// whole stream checked against its size and Adler-32, or only as far as those rows.
  private static func inflated(_ compressed: [UInt8], _ header: Header, rows: Int? = nil)
    throws(Malformed) -> [UInt8]
  {
    let size = rows.map { min(max($0, 0), header.height) * (header.rowBytes + 1) }
    let part = size.map { $0 < header.rawSize } ?? false
    let raw: [UInt8]
    do throws(Inflate.Malformed) {
      raw =
        part
        ? Array(try Inflate.zlibPrefix(compressed, count: size ?? 0).prefix(size ?? 0))
        : try Inflate.zlib(compressed, limit: header.rawSize)
    } catch {
      throw Malformed("the image's pixel data cannot be read: \(error.reason)")
    }
    guard part || raw.count == header.rawSize else {
      throw Malformed("the image's pixel data is \(raw.count) bytes, not \(header.rawSize)")
    }
    return raw
  }

  /// What IHDR says.
  private struct Header {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colourType: Int

    init(_ body: ArraySlice<UInt8>, maximumPixels: Int) throws(Malformed) {
      guard body.count == 13 else { throw Malformed("the image's header is not 13 bytes") }
      let bytes = Array(body)
      width = Int(PNGImage.bigEndian(bytes, 0))
      height = Int(PNGImage.bigEndian(bytes, 4))
      bitDepth = Int(bytes[8])
      colourType = Int(bytes[9])
      guard width > 0, height > 0, width <= maximumPixels, height <= maximumPixels,
        width * height <= maximumPixels
      else {
        throw Malformed("the image is \(width) × \(height): at most \(maximumPixels) pixels")
      }
      let depths: [Int: [Int]] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
      ]
      guard depths[colourType]?.contains(bitDepth) == true else {
        throw Malformed("colour type \(colourType) with \(bitDepth)-bit samples is not PNG's")
      }
      guard bytes[10] == 0, bytes[11] == 0 else {
        throw Malformed("the image uses a compression or filter method PNG does not have")
      }
      guard bytes[12] == 0 else { throw Malformed("interlaced images are not read") }
    }

    /// Samples per pixel.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }
    /// Bytes a row holds, without its filter byte.
    var rowBytes: Int { (width * channels * bitDepth + 7) / 8 }
    /// Bytes between a byte and the one of the pixel before it, for the filters (at least 1).
    var filterStride: Int { max(1, channels * bitDepth / 8) }
    /// Bytes the pixel data inflates to: each row and its filter byte.
    var rawSize: Int { height * (rowBytes + 1) }
  }

  /// Undoes each row's filter (PNG's five: none, sub, up, average, Paeth) in place: every row
  /// keeps its filter byte before it, so row `y` is at `y * (rowBytes + 1) + 1`. Each byte is
  /// worked out from bytes of its own row already done and of the row above, so nothing is
  /// copied (a row of filter 0, the IEM composite's every row, is left as it is).
  private static func unfilter(_ raw: inout [UInt8], _ header: Header) throws(Malformed) {
    let rowBytes = header.rowBytes
    let stride = header.filterStride
    let height = header.height
    guard raw.count >= height * (rowBytes + 1) else {
      throw Malformed("the image's pixel data is \(raw.count) bytes, not \(header.rawSize)")
    }
    for y in 0..<height where raw[y * (rowBytes + 1)] > 4 {
      throw Malformed("row \(y) has filter \(raw[y * (rowBytes + 1)]), which PNG does not have")
    }
    let first = min(stride, rowBytes)
    var stoppedAt: Int?
    raw.withUnsafeMutableBufferPointer { bytes in
      var meter = WorkMeter()
      for y in 0..<height {
        let row = y * (rowBytes + 1) + 1
        let above = row - (rowBytes + 1)
        switch (bytes[row - 1], y) {
        case (0, _), (2, 0): break
        case (1, _), (4, 0):
          // Paeth on the first row is its left neighbour.
          for x in first..<rowBytes { bytes[row + x] &+= bytes[row + x - stride] }
        case (2, _):
          for x in 0..<rowBytes { bytes[row + x] &+= bytes[above + x] }
        case (3, _):
          for x in 0..<rowBytes {
            let left = x >= stride ? Int(bytes[row + x - stride]) : 0
            let up = y > 0 ? Int(bytes[above + x]) : 0
            bytes[row + x] &+= UInt8((left + up) / 2)
          }
        default:
          for x in 0..<first { bytes[row + x] &+= bytes[above + x] }
          for x in first..<rowBytes {
            bytes[row + x] &+= paeth(
              bytes[row + x - stride], bytes[above + x], bytes[above + x - stride])
          }
        }
        do {
          try meter.step(by: rowBytes / 64 + 1)
        } catch {
          stoppedAt = y
          return
        }
      }
    }
    if stoppedAt != nil { throw Malformed("out of time") }
  }

  /// The Paeth predictor: whichever of left, up and up-left is nearest left + up - up-left.
  private static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(up) - Int(upLeft)
    let toLeft = abs(estimate - Int(left))
    let toUp = abs(estimate - Int(up))
    let toUpLeft = abs(estimate - Int(upLeft))
    if toLeft <= toUp, toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }

  /// The unfiltered rows (each after its filter byte, as `unfilter` leaves them) as RGBA.
  private static func pixels(
    _ rows: [UInt8], _ header: Header, palette: [UInt8], transparency: [UInt8]
  ) throws(Malformed) -> [UInt8] {
    let depth = header.bitDepth
    let rowBytes = header.rowBytes
    var rgba = [UInt8](repeating: 255, count: header.width * header.height * 4)
    // The sample `index` of a row (a palette index or a level), at the image's depth.
    func sample(_ row: Int, _ index: Int) -> Int {
      switch depth {
      case 8: return Int(rows[row + index])
      case 16:
        // Scaled to 8 bits, rounded (PNG's recommended reduction).
        let value = Int(rows[row + index * 2]) << 8 | Int(rows[row + index * 2 + 1])
        return (value * 255 + 32_767) / 65_535
      default:
        let bit = index * depth
        let byte = rows[row + bit / 8]
        let shift = 8 - depth - bit % 8
        return Int(byte >> UInt8(shift)) & ((1 << depth) - 1)
      }
    }
    // A grey level at the image's depth, as 8 bits.
    let scale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
    // A colour key (tRNS for grey and RGB images), as the samples' full values.
    let key: [Int]? =
      switch header.colourType {
      case 0 where transparency.count >= 2:
        [Int(transparency[0]) << 8 | Int(transparency[1])]
      case 2 where transparency.count >= 6:
        stride(from: 0, to: 6, by: 2).map {
          Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])
        }
      default: nil
      }
    // A sample's full value, for comparing with the key.
    func full(_ row: Int, _ index: Int) -> Int {
      depth == 16
        ? Int(rows[row + index * 2]) << 8 | Int(rows[row + index * 2 + 1]) : sample(row, index)
    }
    for y in 0..<header.height {
      let row = y * (rowBytes + 1) + 1
      for x in 0..<header.width {
        let out = (y * header.width + x) * 4
        switch header.colourType {
        case 0:
          let level = UInt8(sample(row, x) * scale)
          rgba[out] = level
          rgba[out + 1] = level
          rgba[out + 2] = level
          if let key, full(row, x) == key[0] { rgba[out + 3] = 0 }
        case 2:
          for channel in 0..<3 { rgba[out + channel] = UInt8(sample(row, x * 3 + channel)) }
          if let key, (0..<3).allSatisfy({ full(row, x * 3 + $0) == key[$0] }) {
            rgba[out + 3] = 0
          }
        case 3:
          let index = sample(row, x)
          guard index * 3 + 2 < palette.count else {
            throw Malformed("a pixel names palette entry \(index), past the palette's end")
          }
          rgba[out] = palette[index * 3]
          rgba[out + 1] = palette[index * 3 + 1]
          rgba[out + 2] = palette[index * 3 + 2]
          rgba[out + 3] = index < transparency.count ? transparency[index] : 255
        case 4:
          let level = UInt8(sample(row, x * 2))
          rgba[out] = level
          rgba[out + 1] = level
          rgba[out + 2] = level
          rgba[out + 3] = UInt8(sample(row, x * 2 + 1))
        default:
          for channel in 0..<4 { rgba[out + channel] = UInt8(sample(row, x * 4 + channel)) }
        }
      }
    }
    return rgba
  }

  /// The big-endian 32-bit number at `offset` of `bytes`.
  fileprivate static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
  }
}

/// CRC-32 (ISO 3309, as PNG and zlib's gzip use it).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { value in
    var crc = UInt32(value)
    for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }

  /// The CRC-32 of `bytes`.
  static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
