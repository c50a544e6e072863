import BarKitRaster
import Foundation
import Testing

@testable import BarKitFiles
@testable import BarKitPNG

/// The fast decoder inflates the filtered rows into the end of the pixel storage and unfilters
/// them in place, a stretch at a time behind the inflater (``PNGFastDecoder/InPlaceStorage``):
/// on every shape where a pixel row could run into a filtered row not yet read, and with the
/// IDAT stream in one chunk or in pieces of a few bytes, it must give libpng's pixels.
@Suite struct InPlaceDecodingTests {
  /// Scanlines of random bytes, each row with a filter type from 0 to 4 in turn from `seed`.
  static func scanlines(width: Int, height: Int, bpp: Int, seed: Int) -> [UInt8] {
    var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    func next() -> UInt8 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state >> 24)
    }
    var bytes: [UInt8] = []
    for y in 0..<height {
      bytes.append(UInt8((y + seed) % 5))
      for _ in 0..<width * bpp { bytes.append(next()) }
    }
    return bytes
  }

  /// A PNG whose zlib stream (`zlib`) is cut into IDAT chunks of `pieceSize` bytes.
  static func png(width: Int, height: Int, colorType: UInt8, zlib: [UInt8], pieceSize: Int) -> Data {
    var bytes =
      PNGBytes.signature
      + PNGBytes.chunk("IHDR", PNGBytes.ihdr(width: UInt32(width), height: UInt32(height), colorType: colorType))
    var rest = zlib[...]
    while !rest.isEmpty {
      bytes += PNGBytes.chunk("IDAT", Array(rest.prefix(pieceSize)))
      rest = rest.dropFirst(pieceSize)
    }
    return Data(bytes + PNGBytes.chunk("IEND", []))
  }

  /// The scanlines compressed by libdeflate (a stream shorter than the rows) and stored
  /// (longer).
  static func streams(_ scanlines: [UInt8], width: Int, height: Int, colorType: UInt8) -> [[UInt8]] {
    let compressed = scanlines.withUnsafeBytes { input in
      [UInt8](unsafeUninitializedCapacity: Deflate.bound(input.count)) { buffer, count in
        count = Deflate.compress(input, level: 6, into: UnsafeMutableRawBufferPointer(buffer)) ?? 0
      }
    }
    let stored = PNGBytes.storedPNG(
      width: UInt32(width), height: UInt32(height), colorType: colorType, scanlines: scanlines)
    // The stored file's one IDAT payload: after the signature, IHDR (25 bytes) and its header.
    let storedLength = Int(PNGBytes.readBigEndian(stored, at: 33))
    return [compressed, Array(stored[41..<41 + storedLength])]
  }

  @Test(arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (5, 3), (33, 17), (200, 3), (3, 200)])
  func everyShapeDecodesAsLibpngDoes(width: Int, height: Int) throws {
    for (colorType, bpp): (UInt8, Int) in [(2, 3), (6, 4)] {
      let rows = Self.scanlines(width: width, height: height, bpp: bpp, seed: width * 31 + height)
      for zlib in Self.streams(rows, width: width, height: height, colorType: colorType) {
        for pieceSize in [zlib.count, 7, 1] {
          let data = Self.png(width: width, height: height, colorType: colorType, zlib: zlib, pieceSize: pieceSize)
          let name = "\(width)×\(height), color type \(colorType), \(zlib.count)-byte stream in \(pieceSize)s"
          // The fast path leaves libpng an IDAT longer than all the rows (a tiny image's
          // stored or incompressible stream in one chunk).
          let takes = DecoderAgreementTests.fastPathTakes(data)
          #expect(takes == (min(pieceSize, zlib.count) <= height * (width * bpp + 1)), "\(name): fast path \(takes)")
          DecoderAgreementTests.expectAgreement(data, name)
        }
      }
    }
  }

  /// Small shapes, where the last pixel rows come closest to the filtered rows they are made
  /// from (every filter type in every row position across the sweep).
  @Test func smallShapesDecodeAsLibpngDoes() throws {
    for width in [2, 3, 4, 7, 16, 31] {
      for height in [2, 3, 4, 5, 9] {
        for (colorType, bpp): (UInt8, Int) in [(2, 3), (6, 4)] {
          for seed in 0..<5 {
            let rows = Self.scanlines(width: width, height: height, bpp: bpp, seed: seed)
            let zlib = Self.streams(rows, width: width, height: height, colorType: colorType)[0]
            let data = Self.png(width: width, height: height, colorType: colorType, zlib: zlib, pieceSize: 5)
            DecoderAgreementTests.expectAgreement(data, "\(width)×\(height), color type \(colorType), seed \(seed)")
          }
        }
      }
    }
  }

  @Test func theStorageHoldsTheRowsAndNoMore() {
    for (width, height, bpp) in [(1, 1, 3), (1242, 2208, 3), (1242, 2208, 4), (9, 1, 4)] {
      var bytes = PNGBytes.signature
      bytes += PNGBytes.chunk(
        "IHDR", PNGBytes.ihdr(width: UInt32(width), height: UInt32(height), colorType: bpp == 3 ? 2 : 6))
      bytes += PNGBytes.chunk("IDAT", [0x78, 0x01]) + PNGBytes.chunk("IEND", [])
      let layout = bytes.withUnsafeBytes { PNGFastDecoder.Layout($0, maxPixelCount: .max) }
      guard let layout else {
        Issue.record("\(width)×\(height): no layout")
        continue
      }
      let storage = PNGFastDecoder.InPlaceStorage(layout)
      // The filtered rows fit after the offset, and the storage used is at most one pixel row
      // (plus slack) larger than the pixels; large storage is allocated in whole huge pages.
      #expect(storage.filteredOffset + storage.filteredCount <= storage.byteCount)
      #expect(storage.byteCount <= storage.pixelCapacity * 4)
      #expect(storage.byteCount <= 4 * width * height + 4 * width + height + 64)
      #expect(storage.pixelCapacity * 4 < storage.byteCount + LargeBuffer.hugePageSize)
      for y in 0..<height {
        #expect(4 * width * (y + 1) <= storage.filteredOffset + y * (width * bpp + 1) + 1)
      }
    }
  }
}
