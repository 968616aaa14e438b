import Foundation
import Testing

@testable import RainstormCore

/// PNG images read as hostile input (issue 47's radar tiles): every colour type, bit depth and
/// row filter libpng wrote, against ImageMagick's own decoding, and images cut, corrupted, too
/// large or lying about their data.
@Suite struct PNGImageTests {
  static func bytes(_ base64: String) -> [UInt8] {
    [UInt8](Data(base64Encoded: base64.filter { !$0.isWhitespace }) ?? Data())
  }

  static let samples: [(name: String, png: String, rgba: String, width: Int, height: Int)] = [
    ("rgba8", PNGSamples.rgba8, PNGSamples.rgba8RGBA, 16, 8),
    ("plasma", PNGSamples.plasma, PNGSamples.plasmaRGBA, 16, 8),
    ("rowsRepeated", PNGSamples.rowsRepeated, PNGSamples.rowsRepeatedRGBA, 16, 8),
    ("palette", PNGSamples.palette, PNGSamples.paletteRGBA, 4, 4),
    ("grey1", PNGSamples.grey1, PNGSamples.grey1RGBA, 12, 5),
    ("grey2", PNGSamples.grey2, PNGSamples.grey2RGBA, 12, 5),
    ("grey4", PNGSamples.grey4, PNGSamples.grey4RGBA, 12, 5),
    ("greyAlpha", PNGSamples.greyAlpha, PNGSamples.greyAlphaRGBA, 6, 4),
    ("rgb16", PNGSamples.rgb16, PNGSamples.rgb16RGBA, 5, 3),
  ]

  @Test(arguments: samples.indices)
  func readsWhatLibpngWroteAsImageMagickDoes(_ index: Int) throws {
    let sample = Self.samples[index]
    let image = try PNGImage(Self.bytes(sample.png))
    #expect(image.width == sample.width && image.height == sample.height, "\(sample.name)")
    let same = image.rgba == Self.bytes(sample.rgba)
    #expect(same, "\(sample.name): the pixels differ from ImageMagick's")
  }

  @Test func thePaletteKeepsItsTransparency() throws {
    let image = try PNGImage(Self.bytes(PNGSamples.palette))
    // Palette entry 0, white, is transparent by tRNS; the others are opaque.
    #expect(image[0, 0] == (255, 0, 0, 255))
    #expect(image[1, 0] == (255, 255, 255, 0))
    #expect(image[3, 3] == (0, 0, 255, 255))
  }

  @Test func anInterlacedImageIsRefused() {
    #expect(throws: PNGImage.Malformed("interlaced images are not read")) {
      try PNGImage(Self.bytes(PNGSamples.interlaced))
    }
  }

  @Test func everyCutAndEveryFlippedByteIsAnErrorNeverACrash() {
    let whole = Self.bytes(PNGSamples.plasma)
    for end in 0..<whole.count {
      #expect(throws: PNGImage.Malformed.self, "cut at \(end)") {
        try PNGImage(Array(whole[..<end]))
      }
    }
    // Each byte flipped: the signature, a length, a type, data or a CRC; all caught.
    for index in 0..<whole.count {
      var copy = whole
      copy[index] ^= 0x5A
      #expect(throws: PNGImage.Malformed.self, "byte \(index)") { try PNGImage(copy) }
    }
  }

  /// `whole` with its header's width and height replaced, and the header's CRC made right.
  static func resized(_ whole: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
    var copy = whole
    for (offset, value) in [(16, width), (20, height)] {
      for byte in 0..<4 {
        copy[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
      }
    }
    let crc = CRC32.of(copy[12..<29])
    for byte in 0..<4 { copy[29 + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte)) }
    return copy
  }

  @Test func aHeaderThatLiesIsRefusedBeforeAnythingIsAllocated() {
    let whole = Self.bytes(PNGSamples.plasma)
    // Past the pixel limit, or 0: refused by the header.
    for (width, height) in [(UInt32(1) << 31, UInt32(1) << 31), (65_536, 65_536), (0, 8)] {
      #expect(throws: PNGImage.Malformed.self, "\(width) × \(height)") {
        try PNGImage(Self.resized(whole, width: width, height: height))
      }
    }
    // Within the limit but not what the data holds: the data inflates to another size.
    #expect(throws: PNGImage.Malformed.self) {
      try PNGImage(Self.resized(whole, width: 16, height: 9))
    }
    #expect(throws: PNGImage.Malformed.self) {
      try PNGImage(Self.resized(whole, width: 2048, height: 2048))
    }
  }

  @Test func seededMutationsAreErrorsOrImagesNeverCrashes() {
    var generator = SeededGenerator(seed: 15_948)
    var read = 0
    for sample in Self.samples {
      let whole = Self.bytes(sample.png)
      for _ in 0..<300 {
        var copy = whole
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          copy[Int.random(in: 8..<copy.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        }
        if let image = try? PNGImage(copy) {
          read += 1
          #expect(image.rgba.count == image.width * image.height * 4)
        }
      }
    }
    // The CRCs catch nearly every change; what passes is still a whole image.
    #expect(read < 100)
  }
}
