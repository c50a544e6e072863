import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitCompare

@Suite struct AntiAliasingTests {
  @Test func aSubpixelShiftOfAnEdgeIsOnlyAntiAliasing() {
    let expected = TestImages.slantedEdge(40, 24, offset: 12)
    let actual = TestImages.slantedEdge(40, 24, offset: 12.3)
    let changed = zip(expected.pixels, actual.pixels).filter { $0 != $1 }.count
    #expect(changed > 20)
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.differingPixelCount == 0)
    #expect(result.antiAliasedPixelCount > 0)
    #expect(result.passed)
    // Counted when anti-aliasing is included.
    let strict = ImageComparison.compare(expected: expected, actual: actual, options: .init(includesAntiAliasing: true))
    #expect(strict.differingPixelCount == result.antiAliasedPixelCount)
    #expect(strict.antiAliasedPixelCount == 0)
    #expect(!strict.passed)
  }

  @Test func aChangeInsideAFlatAreaIsNotAntiAliasing() {
    let expected = TestImages.slantedEdge(40, 24, offset: 12)
    var actual = expected
    actual[32, 12] = TestImages.black
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.differingPixelCount == 1)
    #expect(result.antiAliasedPixelCount == 0)
  }

  @Test func siblingsCountTheBorderAsOne() {
    var image = TestImages.filled(3, 3)
    image[1, 1] = TestImages.black
    let detector = AntiAliasingDetector(width: 3, height: 3)
    image.pixels.withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: UInt32.self) { q in
        // The centre has no equal neighbour; a corner has three equal ones, plus the border.
        #expect(!detector.hasManySiblings(q.baseAddress!, 3, x: 1, y: 1))
        #expect(detector.hasManySiblings(q.baseAddress!, 3, x: 0, y: 0))
      }
    }
  }
}

/// The detector runs without early exits or data-dependent branches; pixelmatch's
/// `antialiased` and `hasManySiblings`, written as its JavaScript reads (v7), must agree with it
/// on every pixel of images drawn from a few colors, where equal neighbours, flat areas and
/// borders all occur.
@Suite struct AntiAliasingReferenceTests {
  static func referenceIsAntiAliased(
    _ image: [UInt32], _ other: [UInt32], x1: Int, y1: Int, width: Int, height: Int
  ) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0, maxDelta = 0, minX = 0, minY = 0, maxX = 0, maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = YIQ.luma(image[y1 * width + x1]) - YIQ.luma(image[y * width + x])
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          (minDelta, minX, minY) = (delta, x, y)
        } else if delta > maxDelta {
          (maxDelta, maxX, maxY) = (delta, x, y)
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    func siblings(_ pixels: [UInt32], _ x1: Int, _ y1: Int) -> Bool {
      let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
      var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
      for x in x0...x2 {
        for y in y0...y2 where (x != x1 || y != y1) && pixels[y * width + x] == pixels[y1 * width + x1] {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
      return false
    }
    return (siblings(image, minX, minY) && siblings(other, minX, minY))
      || (siblings(image, maxX, maxY) && siblings(other, maxX, maxY))
  }

  @Test func theDetectorAgreesWithPixelmatch() {
    let palette: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFF80_8080, 0x8040_4040]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var antiAliased = 0
    for (width, height) in [(1, 1), (2, 3), (7, 5), (16, 9), (3, 1), (1, 4)] {
      func image() -> [UInt32] {
        (0..<width * height).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return palette[Int(state >> 62)]
        }
      }
      let detector = AntiAliasingDetector(width: width, height: height)
      for _ in 0..<20 {
        let a = image(), b = image()
        for y in 0..<height {
          for x in 0..<width {
            let expected = Self.referenceIsAntiAliased(a, b, x1: x, y1: y, width: width, height: height)
            let found = a.withUnsafeBufferPointer { pa in
              b.withUnsafeBufferPointer { pb in
                detector.isAntiAliased(pa.baseAddress!, width, pb.baseAddress!, width, x: x, y: y)
              }
            }
            #expect(found == expected, "\(width)×\(height) at \(x),\(y)")
            antiAliased += found ? 1 : 0
            // Both images at once, each neighbour's luma shared where they agree.
            let either = a.withUnsafeBufferPointer { pa in
              b.withUnsafeBufferPointer { pb in
                detector.isAntiAliasedInEither(pa.baseAddress!, width, pb.baseAddress!, width, x: x, y: y)
              }
            }
            let reversed = Self.referenceIsAntiAliased(b, a, x1: x, y1: y, width: width, height: height)
            #expect(either == (expected || reversed), "\(width)×\(height) at \(x),\(y), both images")
          }
        }
      }
    }
    // Both answers occur, so the agreement means something.
    #expect(antiAliased > 0)
  }
}
