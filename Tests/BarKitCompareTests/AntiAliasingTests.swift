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
