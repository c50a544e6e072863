import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitPNG

/// Streams compressed in parts on two cores (ChunkedDeflate) and the PNG files made with them:
/// valid for libdeflate and for zlib (through libpng), equal to the input, and the same bytes
/// however many threads ran.
@Suite struct ChunkedDeflateTests {
  /// Bytes with runs, repeats and noise, as filtered rows have.
  static func sample(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    return RowFilterKernelTests.randomRow(count, &random)
  }

  /// The stream of `input` cut at `cuts`, and the same stream assembled on this one thread.
  static func chunkedAndSerial(_ input: [UInt8], cuts: [Int], level: Int) -> (chunked: [UInt8], serial: [UInt8]) {
    let bounds = [0] + cuts + [input.count]
    let parts = (0..<bounds.count - 1).map { bounds[$0]..<bounds[$0 + 1] }
    return input.withUnsafeBytes { raw in
      var chunked = [UInt8](repeating: 0, count: ChunkedDeflate.bound(parts))
      let length = chunked.withUnsafeMutableBytes { ChunkedDeflate.compress(raw, parts: parts, level: level, into: $0) }
      var serial: [UInt8] = [0x78, ChunkedDeflate.headerFlags(level: level)]
      for (i, part) in parts.enumerated() {
        let bytes = ChunkedDeflate.compressPart(
          UnsafeRawBufferPointer(rebasing: raw[part]), level: level, isLast: i == parts.count - 1)!
        serial += Array(bytes)
        bytes.deallocate()
      }
      serial += withUnsafeBytes(of: ChunkedDeflate.adler32(raw).bigEndian, Array.init)
      return (Array(chunked[..<(length ?? 0)]), serial)
    }
  }

  static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: count)
    let ok = stream.withUnsafeBytes { input in out.withUnsafeMutableBytes { Deflate.decompress(input, into: $0) } }
    return ok ? out : nil
  }

  @Test(arguments: [1, 5, 9, 12])
  func partsJoinIntoOneValidStream(level: Int) {
    for (count, cuts) in [(1, [0]), (2, [1]), (300_000, [150_000]), (300_000, [1, 299_999]), (70_001, [0, 35_000])] {
      let input = Self.sample(count, seed: UInt64(count + level))
      let (chunked, serial) = Self.chunkedAndSerial(input, cuts: cuts, level: level)
      #expect(Self.inflate(chunked, count: count) == input, "level \(level), \(count) bytes cut at \(cuts)")
      #expect(chunked == serial, "level \(level), \(count) bytes cut at \(cuts)")
    }
  }

  @Test func joinsStreamsOfEveryPaddingLength() {
    // The final block's end-of-block code ends at every bit position in some of these, so the
    // stored block's header falls in the last byte or after it.
    var ends = Set<Int>()
    for count in 1...40 {
      let input = Self.sample(count * 37, seed: UInt64(count))
      let part = input.withUnsafeBytes { ChunkedDeflate.compressPart($0, level: 5, isLast: true)! }
      ends.insert(ChunkedDeflate.finalBlockBits(UnsafeRawBufferPointer(part))!.end % 8)
      part.deallocate()
      let (chunked, _) = Self.chunkedAndSerial(input, cuts: [input.count / 3], level: 5)
      #expect(Self.inflate(chunked, count: input.count) == input, "\(input.count) bytes")
    }
    #expect(ends.count == 8)
  }

  @Test func finalBlockIsFoundInMultiBlockStreams() throws {
    // 2 MB of changing content: libdeflate writes many blocks.
    let input = Self.sample(2_000_000, seed: 3)
    let part = input.withUnsafeBytes { ChunkedDeflate.compressPart($0, level: 5, isLast: true)! }
    defer { part.deallocate() }
    let bits = try #require(ChunkedDeflate.finalBlockBits(UnsafeRawBufferPointer(part)))
    #expect(bits.finalBlock > 0)
    #expect(part[bits.finalBlock / 8] >> (bits.finalBlock % 8) & 1 == 1)
    #expect((bits.end + 7) / 8 == part.count)
  }

  /// Images large enough to be cut in two parts, and the edge shapes, decode to the same
  /// pixels with libdeflate and with libpng (zlib) at every level.
  @Test func chunkedImagesRoundTripThroughLibpng() throws {
    let shapes = [(1, 1), (1, 200), (100_000, 1), (70_000, 3), (300, 300)]
    for (width, height) in shapes {
      var random = SplitMix64(seed: UInt64(width * height))
      var p = Pixmap(width: width, height: height)!
      for y in 0..<height {
        for x in 0..<width where random.next() % 3 != 0 {
          p[x, y] =
            RGBA8(r: UInt8(x % 251), g: UInt8(y % 253), b: UInt8(truncatingIfNeeded: random.next())).premultiplied
        }
      }
      for level in [PNGCompressionLevel.default, .deflate(1), .deflate(9), .fast] {
        let data = try p.pngData(options: PNGEncodingOptions(compressionLevel: level))
        #expect(try Pixmap(pngData: data) == p, "\(width) × \(height) at \(level)")
        #expect(try Pixmap(libpngData: data) == p, "\(width) × \(height) at \(level)")
        #expect(try p.pngData(options: PNGEncodingOptions(compressionLevel: level)) == data)
      }
    }
  }

  @Test func rowPartsDependOnlyOnTheImage() {
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: 5) == [0..<1035, 1035..<2208])
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: nil) == [0..<1104, 1104..<2208])
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: 0) == [0..<2208])
    #expect(PNGWriter.rowParts(height: 1, rowCount: 300_001, level: 5) == [0..<1])
    #expect(PNGWriter.rowParts(height: 100, rowCount: 100, level: 5) == [0..<100])
  }
}
