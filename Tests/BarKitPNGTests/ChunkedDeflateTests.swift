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
  static func chunkedAndSerial(_ input: [UInt8], cuts: [Int], compressor: PartCompressor) -> (
    chunked: [UInt8], serial: [UInt8]
  ) {
    let bounds = [0] + cuts + [input.count]
    let parts = (0..<bounds.count - 1).map { bounds[$0]..<bounds[$0 + 1] }
    return input.withUnsafeBytes { raw in
      var chunked = [UInt8](repeating: 0, count: ChunkedDeflate.bound(parts, compressor: compressor))
      let length = chunked.withUnsafeMutableBytes {
        ChunkedDeflate.compress(raw, parts: parts, compressor: compressor, into: $0)
      }
      var serial: [UInt8] = [0x78, compressor.headerFlags]
      for (i, part) in parts.enumerated() {
        serial += compressedPart(
          Array(raw[part]), compressor: compressor, isLast: i == parts.count - 1)
      }
      serial += withUnsafeBytes(of: ChunkedDeflate.adler32(raw).bigEndian, Array.init)
      return (Array(chunked[..<(length ?? 0)]), serial)
    }
  }

  /// One part's raw stream, compressed on this thread.
  static func compressedPart(_ input: [UInt8], compressor: PartCompressor, isLast: Bool) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: compressor.bound(input.count))
    let length = input.withUnsafeBytes { raw in
      out.withUnsafeMutableBytes { ChunkedDeflate.compressPart(raw, compressor: compressor, isLast: isLast, into: $0) }
    }
    return Array(out[..<(length ?? 0)])
  }

  static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: count)
    let ok = stream.withUnsafeBytes { input in out.withUnsafeMutableBytes { Deflate.decompress(input, into: $0) } }
    return ok ? out : nil
  }

  @Test(arguments: [
    PartCompressor.libdeflate(level: 1), .libdeflate(level: 5), .libdeflate(level: 9), .libdeflate(level: 12),
    .runLength(distance: 3), .runLength(distance: 4),
  ])
  func partsJoinIntoOneValidStream(compressor: PartCompressor) {
    for (count, cuts) in [
      (1, [0]), (2, [1]), (300_000, [150_000]), (300_000, [1, 299_999]), (70_001, [0, 35_000]), (70_001, [70_001]),
    ] {
      let input = Self.sample(count, seed: UInt64(count))
      let (chunked, serial) = Self.chunkedAndSerial(input, cuts: cuts, compressor: compressor)
      #expect(Self.inflate(chunked, count: count) == input, "\(compressor), \(count) bytes cut at \(cuts)")
      #expect(chunked == serial, "\(compressor), \(count) bytes cut at \(cuts)")
    }
  }

  @Test func runLengthPartsEndOnEveryBitPosition() {
    // Non-final run-length streams end at every bit position in some of these, so the join's
    // stored block header falls in the last byte or after it.
    var ends = Set<Int>()
    for count in 1...60 {
      let input = Self.sample(count * 29, seed: UInt64(count))
      var out = [UInt8](repeating: 0, count: RunLengthDeflate.bound(input.count))
      let end = input.withUnsafeBytes { raw in
        out.withUnsafeMutableBytes { RunLengthDeflate.compress(raw, distance: 4, final: false, into: $0.baseAddress!) }
      }
      ends.insert(end % 8)
      let (chunked, _) = Self.chunkedAndSerial(input, cuts: [input.count / 3], compressor: .runLength(distance: 4))
      #expect(Self.inflate(chunked, count: input.count) == input, "\(input.count) bytes")
    }
    #expect(ends.count == 8)
  }

  @Test func joinsStreamsOfEveryPaddingLength() {
    // The final block's end-of-block code ends at every bit position in some of these, so the
    // stored block's header falls in the last byte or after it.
    var ends = Set<Int>()
    for count in 1...40 {
      let input = Self.sample(count * 37, seed: UInt64(count))
      let part = Self.compressedPart(input, compressor: .libdeflate(level: 5), isLast: true)
      ends.insert(part.withUnsafeBytes { ChunkedDeflate.finalBlockBits($0)!.end } % 8)
      let (chunked, _) = Self.chunkedAndSerial(input, cuts: [input.count / 3], compressor: .libdeflate(level: 5))
      #expect(Self.inflate(chunked, count: input.count) == input, "\(input.count) bytes")
    }
    #expect(ends.count == 8)
  }

  @Test func finalBlockIsFoundInMultiBlockStreams() throws {
    // 2 MB of changing content: libdeflate writes many blocks.
    let input = Self.sample(2_000_000, seed: 3)
    let part = Self.compressedPart(input, compressor: .libdeflate(level: 5), isLast: true)
    let bits = try #require(part.withUnsafeBytes { ChunkedDeflate.finalBlockBits($0) })
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

  /// A screen-sized UI image (bars, flat panels, text-like strokes, a gradient), cut in two
  /// parts at the `fast` level: the same pixels through both decoders, the same bytes run to
  /// run, and the stream is the serial assembly of its two parts.
  @Test func fastScreenImageIsTheJoinOfItsParts() throws {
    let (width, height) = (640, 1136)
    var p = Pixmap(width: width, height: height)!
    for y in 0..<height {
      for x in 0..<width {
        let bar = y < 64 || y >= height - 98
        let stroke = !bar && (y / 4) % 11 == 3 && (x / 3) % 7 < 5 && x > 30 && x < 600
        let gradient = UInt8(truncatingIfNeeded: (x + y) / 8)
        let color =
          bar
          ? RGBA8(r: 247, g: 247, b: 247) : stroke ? RGBA8(r: 20, g: 20, b: 20) : RGBA8(r: gradient, g: 200, b: 255)
        p[x, y] = color.premultiplied
      }
    }
    let options = PNGEncodingOptions(compressionLevel: .fast)
    let data = try p.pngData(options: options)
    #expect(try Pixmap(pngData: data) == p)
    #expect(try Pixmap(libpngData: data) == p)
    #expect(try p.pngData(options: options) == data)
    // The IDAT's stream is the two parts' streams one after the other, as one thread makes them.
    let rowCount = width * 3 + 1
    let parts = PNGWriter.rowParts(height: height, rowCount: rowCount, level: nil)
    try #require(parts.count == 2)
    var filtered = [UInt8](repeating: 0, count: height * rowCount)
    p.withUnsafeBytes { source in
      filtered.withUnsafeMutableBytes { out in
        PNGWriter.filter(
          source.baseAddress!, width: width, rows: 0..<height, rowBytes: p.stride * 4, bpp: 3,
          plan: PNGWriter.Plan(options), into: out.baseAddress!, kernel: .simd)
      }
    }
    let (_, serial) = Self.chunkedAndSerial(
      filtered, cuts: [parts[0].upperBound * rowCount], compressor: .runLength(distance: 3))
    let idat = Array(data[(8 + 25 + 8)...].prefix(serial.count))
    #expect(idat == serial)
  }

  @Test func rowPartsDependOnlyOnTheImage() {
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: 5) == [0..<1035, 1035..<2208])
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: nil) == [0..<1104, 1104..<2208])
    #expect(PNGWriter.rowParts(height: 2208, rowCount: 3727, level: 0) == [0..<2208])
    #expect(PNGWriter.rowParts(height: 1, rowCount: 300_001, level: 5) == [0..<1])
    #expect(PNGWriter.rowParts(height: 100, rowCount: 100, level: 5) == [0..<100])
  }
}
