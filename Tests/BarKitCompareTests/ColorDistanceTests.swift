import Foundation
import Testing

@testable import BarKitCompare

@Suite struct ColorDistanceTests {
  /// pixelmatch's formula in `Double`, the reference for the fixed-point one.
  static func referenceDistance(_ c1: (Int, Int, Int), _ c2: (Int, Int, Int)) -> Double {
    func yiq(_ c: (Int, Int, Int)) -> (Double, Double, Double) {
      let r = Double(c.0), g = Double(c.1), b = Double(c.2)
      return (
        0.29889531 * r + 0.58662247 * g + 0.11448223 * b, 0.59597799 * r - 0.27417610 * g - 0.32180189 * b,
        0.21147017 * r - 0.52261711 * g + 0.31114694 * b
      )
    }
    let a = yiq(c1), b = yiq(c2)
    return 0.5053 * (a.0 - b.0) * (a.0 - b.0) + 0.299 * (a.1 - b.1) * (a.1 - b.1) + 0.1957 * (a.2 - b.2) * (a.2 - b.2)
  }

  @Test func fixedPointYIQMatchesTheFloatingPointFormula() {
    var state: UInt64 = 12345
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 56)
    }
    for _ in 0..<2000 {
      let c1 = (next(), next(), next()), c2 = (next(), next(), next())
      let fixed = Double(YIQ.distance(c1, c2).squared) / 268_435_456
      let reference = Self.referenceDistance(c1, c2)
      #expect(abs(fixed - reference) <= 0.002 * reference + 0.01, "\(c1) \(c2)")
    }
    // Black against white is pure luma: 0.5053 · 255² = 32857.6 (35215 is the maximum over all
    // pairs, reached by saturated colors).
    let blackWhite = Double(YIQ.distance((0, 0, 0), (255, 255, 255)).squared) / 268_435_456
    #expect(abs(blackWhite - 32857.6) < 40)
  }

  @Test func thresholdLimitFollowsPixelmatch() {
    #expect(YIQ.limit(threshold: 0) == 0)
    #expect(abs(Double(YIQ.limit(threshold: 0.1)) / 268_435_456 - 352.15) < 0.001)
  }

  @Test func labConversionHitsKnownValues() {
    let white = Lab((255, 255, 255)), black = Lab((0, 0, 0))
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    #expect(abs(black.l) < 1e-9)
    // sRGB red is L 53.24, a 80.09, b 67.20 (Bruce Lindbloom's calculator, D65).
    let red = Lab((255, 0, 0))
    #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1)
    for t in stride(from: 0.009, through: 1.1, by: 0.013) {
      #expect(abs(Lab.cubeRoot(t) - cbrt(t)) < 1e-12)
    }
    for v in stride(from: 0.04, through: 1.0, by: 0.01) {
      #expect(abs(Lab.power2_4(v) - pow(v, 2.4)) < 1e-12)
    }
  }

  @Test func deltaE94OfIdenticalColorsIsZeroAndGrowsWithChange() {
    let gray = Lab((128, 128, 128))
    #expect(gray.deltaE94(gray) == 0)
    #expect(gray.deltaE94(Lab((130, 128, 128))) < gray.deltaE94(Lab((140, 128, 128))))
    // Lightness differences are unweighted: ΔE94 equals ΔL for two grays.
    let other = Lab((100, 100, 100))
    #expect(abs(gray.deltaE94(other) - abs(gray.l - other.l)) < 1e-6)
  }
}
