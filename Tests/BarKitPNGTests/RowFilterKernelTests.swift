import Foundation
import TestSupport
import Testing

@testable import BarKitPNG

/// The SIMD row filters against the scalar reference loops: identical bytes, both directions,
/// for every filter type, both pixel sizes and row lengths around the vector width.
@Suite struct RowFilterKernelTests {
  /// A row buffer laid out as the kernels require: 16 zero bytes before, 32 after.
  final class Row {
    let storage: UnsafeMutableRawBufferPointer
    let count: Int
    var start: UnsafeMutableRawPointer { storage.baseAddress! + 16 }

    init(_ bytes: [UInt8]) {
      count = bytes.count
      storage = .allocate(byteCount: bytes.count + 48, alignment: 16)
      storage.initializeMemory(as: UInt8.self, repeating: 0)
      start.copyMemory(from: bytes, byteCount: bytes.count)
    }

    deinit { storage.deallocate() }

    var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: start, count: count)) }
  }

  /// Random bytes with runs and repeats, as filtered screenshots have, plus the extremes.
  static func randomRow(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
    (0..<count).map { i in
      switch random.next() % 4 {
      case 0: 0
      case 1: 255
      case 2: UInt8(truncatingIfNeeded: i * 7)
      default: UInt8(truncatingIfNeeded: random.next())
      }
    }
  }

  static let cases: [(bpp: Int, pixels: Int)] = [3, 4].flatMap { bpp in
    [1, 2, 5, 6, 15, 16, 17, 33, 64].map { (bpp, $0) }
  }

  @Test(arguments: RowFilterType.allCases)
  func filterAndUnfilterMatchTheScalarReference(_ type: RowFilterType) {
    var random = SplitMix64(seed: 17 + UInt64(type.rawValue))
    for (bpp, pixels) in Self.cases {
      let count = bpp * pixels
      let row = Row(Self.randomRow(count, &random)), previous = Row(Self.randomRow(count, &random))
      var outputs: [[UInt8]] = []
      for kernel in RowFilterKernel.allCases {
        let out = Row([UInt8](repeating: 0, count: count))
        RowFilter.apply(
          type, row: row.start, previous: previous.start, count: count, bpp: bpp, out: out.start, kernel: kernel)
        outputs.append(out.bytes)
        // Unfiltering in place gives the row back.
        RowUnfilter.apply(type, row: out.start, previous: previous.start, count: count, bpp: bpp, kernel: kernel)
        #expect(out.bytes == row.bytes, "\(type) bpp \(bpp) × \(pixels), \(kernel) round trip")
      }
      #expect(outputs[0] == outputs[1], "\(type) bpp \(bpp) × \(pixels): SIMD and scalar filter differ")
    }
  }

  /// Sub, Average and Paeth rows of 3-byte pixels write their opaque RGBA pixels while they are
  /// unfiltered: the same row and the same pixels as unfiltering, then expanding.
  @Test func unfilteringWhileExpandingMatchesUnfilteringThenExpanding() {
    var random = SplitMix64(seed: 29)
    for type in RowFilterType.allCases where RowUnfilter.fusesExpansion(type, bpp: 3) {
      for pixels in [1, 2, 5, 6, 15, 16, 17, 33, 64] {
        let count = 3 * pixels
        let filtered = Self.randomRow(count, &random), previous = Row(Self.randomRow(count, &random))
        let separate = Row(filtered), fused = Row(filtered)
        let separatePixels = Row([UInt8](repeating: 0, count: 4 * pixels))
        let fusedPixels = Row([UInt8](repeating: 0, count: 4 * pixels))
        RowUnfilter.apply(type, row: separate.start, previous: previous.start, count: count, bpp: 3)
        PNGFastDecoder.opaqueRow(from: separate.start, count: pixels, to: separatePixels.start)
        RowUnfilter.simd(
          type, row: fused.start, previous: previous.start, count: count, bpp: 3, opaquePixels: fusedPixels.start)
        #expect(fused.bytes == separate.bytes, "\(type) × \(pixels): rows differ")
        #expect(fusedPixels.bytes == separatePixels.bytes, "\(type) × \(pixels): pixels differ")
      }
    }
  }

  @Test func costsMatchTheScalarReference() {
    var random = SplitMix64(seed: 5)
    for (bpp, pixels) in Self.cases + [(4, 1100)] {
      let count = bpp * pixels
      let row = Row(Self.randomRow(count, &random)), previous = Row(Self.randomRow(count, &random))
      let scalar = RowFilter.costs(row: row.start, previous: previous.start, count: count, bpp: bpp, kernel: .scalar)
      for kernel in [RowFilterKernel.simd, .c] {
        let costs = RowFilter.costs(row: row.start, previous: previous.start, count: count, bpp: bpp, kernel: kernel)
        #expect(costs == scalar, "\(kernel), bpp \(bpp) × \(pixels)")
      }
    }
  }

  /// A row of 2^25 + 16 bytes of 0x80 (an 11-megapixel RGB row) costs 128 per byte under `none`:
  /// more than 2^32 in all, which a 32-bit total would trap on or wrap (Docs/Security.md,
  /// "Extreme aspect ratios").
  @Test func costsOfRowsOverFourGigabytesDoNotOverflow() {
    let count = (1 << 25) + 16
    let row = Row([UInt8](repeating: 0x80, count: count)), previous = Row([UInt8](repeating: 0, count: count))
    for kernel in RowFilterKernel.allCases {
      let costs = RowFilter.costs(row: row.start, previous: previous.start, count: count, bpp: 3, kernel: kernel)
      #expect(Int(costs[0]) == 128 * count, "\(kernel)")
      #expect(Int(costs[2]) == 128 * count, "\(kernel)")
      #expect(RowFilter.cheapest(costs) == .sub)
    }
  }

  @Test func theCheapestFilterWinsAndTiesGoToTheFirst() {
    #expect(RowFilter.cheapest([9, 3, 3, 8, 3]) == .sub)
    #expect(RowFilter.cheapest([9, 3, 3, 8, 1], allowed: [.none, .up]) == .up)
  }

  /// Whole images through the writer with each kernel: identical files.
  @Test func encoderKernelsWriteIdenticalFiles() throws {
    let images = [PNGEncodingTests.letterF(), PNGEncodingTests.allAlphas()]
    for image in images {
      for opaque in [true, false] where opaque == image.isOpaque() {
        let straight = image.pixels.flatMap { p in
          let s = p.unpremultiplied
          return [s.r, s.g, s.b, s.a]
        }
        for level in [PNGCompressionLevel.fast, .default, .deflate(0)] {
          let files = try RowFilterKernel.allCases.map { kernel in
            try straight.withUnsafeBytes { raw in
              try PNGWriter.encode(
                raw.baseAddress!, width: image.width, height: image.height, rowBytes: image.width * 4,
                dropAlpha: opaque, options: PNGEncodingOptions(compressionLevel: level), kernel: kernel)
            }
          }
          #expect(files.allSatisfy { $0 == files[0] }, "\(image.width) × \(image.height) \(level)")
        }
      }
    }
  }
}
