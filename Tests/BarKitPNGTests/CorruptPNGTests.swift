import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

/// Bad input of every kind must end in a ``PNGError`` with a one-line message, never a crash.
@Suite struct CorruptPNGTests {
  /// A valid 3 × 2 RGB file written byte by byte (stored zlib blocks), independent of libpng.
  static let small = Data(
    PNGBytes.storedPNG(
      width: 3, height: 2, colorType: 2,
      scanlines: [0, 255, 0, 0, 0, 255, 0, 0, 0, 255] + [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]))

  static func error(_ data: Data, limits: PNGDecodingLimits = .default) -> PNGError? {
    do {
      _ = try Pixmap(pngData: data, limits: limits)
      return nil
    } catch { return error }
  }

  @Test func handWrittenFileDecodes() throws {
    let p = try Pixmap(pngData: Self.small)
    #expect(p.width == 3 && p.height == 2)
    #expect(p[0, 0] == PremultipliedRGBA8(uncheckedR: 255, g: 0, b: 0, a: 255))
    #expect(p[2, 0] == PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 255, a: 255))
    #expect(p[2, 1] == PremultipliedRGBA8(uncheckedR: 70, g: 80, b: 90, a: 255))
  }

  @Test func emptyAndForeignDataAreNotPNG() {
    #expect(Self.error(Data())?.message == "empty file (0 bytes), not a PNG")
    #expect(
      Self.error(Data("GIF89a....".utf8))?.message
        == "not a PNG file: the PNG signature breaks at byte 0")
    #expect(Self.error(Data("GIF89a....".utf8))?.byteOffset == 0)
  }

  @Test func everyTruncationFailsAsTruncated() {
    for length in 1..<Self.small.count {
      let error = Self.error(Self.small.prefix(length))
      #expect(error?.kind == .truncated, "cut at \(length): \(String(describing: error))")
      #expect(error?.message.contains("byte \(length)") == true, "cut at \(length): \(String(describing: error))")
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func truncatedSuiteFilesFail() throws {
    let folder = PngSuiteDecodingTests.suite
    for name in ["basi3p02", "basn6a16", "tbrn2c08", "z09n2c08"] {
      let data = try Data(contentsOf: folder.appendingPathComponent(name + ".png"))
      for length in Swift.stride(from: 1, to: data.count, by: 7) {
        #expect(Self.error(data.prefix(length))?.kind == .truncated, "\(name) cut at \(length)")
      }
    }
  }

  @Test func flippedBitsNeverCrash() throws {
    var outcomes = (decoded: 0, failed: 0)
    for offset in 0..<Self.small.count {
      for bit in 0..<8 {
        var data = Self.small
        data[offset] ^= 1 << bit
        if let error = Self.error(data) {
          #expect(!error.message.isEmpty && !error.message.contains("\n"))
          outcomes.failed += 1
        } else {
          outcomes.decoded += 1
        }
      }
    }
    // Every byte of this file is covered by a CRC, the signature or a length, so every flip fails.
    #expect(outcomes.decoded == 0)
    #expect(outcomes.failed == Self.small.count * 8)
  }

  @Test(.requiresShared("testdata/pngsuite")) func flippedBitsInSuiteFilesNeverCrash() throws {
    let folder = PngSuiteDecodingTests.suite
    var generator = SplitMix64(seed: 7)
    for name in ["basi0g04", "basn3p08", "basi6a16", "tp1n3p08"] {
      let original = try Data(contentsOf: folder.appendingPathComponent(name + ".png"))
      let image = try Pixmap(pngData: original)
      var outcomes = (decoded: 0, failed: 0)
      for _ in 0..<300 {
        var data = original
        let offset = Int(generator.next() % UInt64(data.count))
        data[offset] ^= UInt8(1 << (generator.next() % 8))
        do {
          // Only a flip libpng may let pass (an ancillary chunk's) decodes: the header is
          // covered by its CRC, so the size is the original's.
          let decoded = try Pixmap(pngData: data)
          #expect(decoded.width == image.width && decoded.height == image.height, "\(name): flip at \(offset)")
          outcomes.decoded += 1
        } catch {
          #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(name): flip at \(offset)")
          #expect(error.byteOffset.map { (0...data.count).contains($0) } ?? true, "\(name): flip at \(offset)")
          outcomes.failed += 1
        }
      }
      // Image data and headers are most of each file, and a flip there fails its CRC.
      #expect(outcomes.failed > outcomes.decoded, "\(name): \(outcomes)")
    }
  }

  @Test func absurdDimensionsFailRightAfterTheHeader() {
    // No IDAT at all: the limit must fire before the decoder looks for image data.
    let header =
      PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.ihdr(width: 100_000, height: 100_000, colorType: 6))
    let error = Self.error(Data(header + PNGBytes.chunk("IEND", [])))
    #expect(error?.kind == .tooLarge)
    #expect(
      error?.message
        == "image too large: IHDR: 100000 x 100000 is 10000000000 pixels, over the limit of 100000000 (PNGDecodingLimits.maxPixelCount)"
    )
    let widest = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.ihdr(width: 0x7FFF_FFFF, height: 2, colorType: 2))
    #expect(Self.error(Data(widest), limits: PNGDecodingLimits(maxPixelCount: .max))?.kind == .tooLarge)
  }

  @Test func zeroAndOversizedHeaderFieldsAreCorrupt() {
    for (width, height) in [(0, 1), (1, 0), (0x8000_0000, 1)] as [(UInt32, UInt32)] {
      let data = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.ihdr(width: width, height: height, colorType: 2))
      #expect(Self.error(Data(data))?.kind == .corrupt, "\(width) x \(height)")
    }
  }

  @Test func pixelLimitIsInclusive() throws {
    #expect(Self.error(Self.small, limits: PNGDecodingLimits(maxPixelCount: 5))?.kind == .tooLarge)
    #expect(Self.error(Self.small, limits: PNGDecodingLimits(maxPixelCount: 6)) == nil)
  }

  @Test func unreadableFileIsNamed() {
    let url = URL(fileURLWithPath: "/nonexistent-folder/missing.png")
    #expect(throws: PNGError(kind: .fileSystem, message: "cannot read: no such file", path: url.path)) {
      try Pixmap(contentsOfPNGFile: url)
    }
  }
}
