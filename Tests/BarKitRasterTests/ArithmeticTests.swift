import Testing

@testable import BarKitRaster

/// Exhaustive checks of the 8-bit kernels against `Double` references.
@Suite struct ArithmeticTests {
  @Test func divide255IsRoundToNearestOverItsWholeDomain() {
    var mismatches = 0
    for x in UInt32(0)...65_025 where Arithmetic8.divide255(x) != UInt32((Double(x) / 255).rounded()) {
      mismatches += 1
    }
    #expect(mismatches == 0)
  }

  /// Premultiplication rounds `c · a / 255` to nearest; no ties exist because 255 is odd.
  @Test func premultiplyMatchesDoubleReferenceForAllPairs() {
    var mismatches = 0
    for a in 0...255 {
      for c in 0...255 {
        let p = RGBA8(r: UInt8(c), g: UInt8(c), b: UInt8(c), a: UInt8(a)).premultiplied
        let expected = UInt8((Double(c) * Double(a) / 255).rounded())
        if p.r != expected || p.g != expected || p.b != expected || p.a != UInt8(a) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  /// Unpremultiplication rounds `c · 255 / a` to nearest with ties upward, clamped to 255
  /// (reachable only for pixels that break the invariant); alpha 0 gives clear.
  @Test func unpremultiplyMatchesDoubleReferenceForAllPairs() {
    var mismatches = 0
    for a in 0...255 {
      for c in 0...255 {
        let s = PremultipliedRGBA8(uncheckedR: UInt8(c), g: UInt8(c), b: UInt8(c), a: UInt8(a)).unpremultiplied
        let expected =
          a == 0 ? 0 : UInt8(min(255, (Double(c) * 255 / Double(a)).rounded(.toNearestOrAwayFromZero)))
        if s.r != expected || s.g != expected || s.b != expected || s.a != UInt8(a) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func everyValidPremultipliedPixelSurvivesARoundTrip() {
    var failures = 0
    var checked = 0
    for a in 0...255 {
      for c in 0...a {
        guard let p = PremultipliedRGBA8(r: UInt8(c), g: 0, b: UInt8(a - c), a: UInt8(a)) else {
          failures += 1
          continue
        }
        checked += 1
        if p.unpremultiplied.premultiplied != p { failures += 1 }
      }
    }
    #expect(checked == 256 * 257 / 2)
    #expect(failures == 0)
  }

  @Test func premultipliedInitializerRejectsColorAboveAlpha() {
    #expect(PremultipliedRGBA8(r: 11, g: 0, b: 0, a: 10) == nil)
    #expect(PremultipliedRGBA8(r: 10, g: 10, b: 10, a: 10) != nil)
  }

  /// Source-over is `s·c + d·(1 − sa·c)`; the 8-bit kernel rounds each product, so it may differ
  /// from the exact value by at most one level. Alpha is checked over every (sa, da) pair at
  /// three coverages, with color channels at their extremes.
  @Test func sourceOverMatchesDoubleReferenceForAllAlphaPairs() {
    var worst = 0
    for coverage in [255, 128, 1] as [UInt8] {
      for sa in 0...255 {
        for da in 0...255 {
          let s = PremultipliedRGBA8(uncheckedR: UInt8(sa), g: 0, b: UInt8(sa / 2), a: UInt8(sa))
          let d = PremultipliedRGBA8(uncheckedR: 0, g: UInt8(da), b: UInt8(da / 3), a: UInt8(da))
          let out = SourceOver.blend(s, coverage: coverage, over: d)
          worst = max(worst, out.distance(to: Self.referenceSourceOver(s, coverage, d)))
          if out.r > out.a || out.g > out.a || out.b > out.a { worst = 99 }
        }
      }
    }
    #expect(worst <= 1)
  }

  @Test func sourceOverIsExactAtTheEnds() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let d = RGBA8(r: .random(in: 0...255, using: &generator), g: 0, b: 9, a: .random(in: 0...255, using: &generator))
        .premultiplied
      let s = RGBA8(r: 1, g: .random(in: 0...255, using: &generator), b: 3, a: 255).premultiplied
      #expect(SourceOver.blend(s, coverage: 255, over: d) == s)
      #expect(SourceOver.blend(s, coverage: 0, over: d) == d)
      #expect(SourceOver.blend(.transparent, coverage: 255, over: d) == d)
    }
  }

  @Test func fullCoverageSourceOverMatchesTheCoverageKernel() {
    var mismatches = 0
    for sa in 0...255 {
      for d in 0...255 {
        let s = PremultipliedRGBA8(uncheckedR: UInt8(sa), g: UInt8(sa / 3), b: 0, a: UInt8(sa))
        let dst = PremultipliedRGBA8(uncheckedR: UInt8(d / 2), g: UInt8(d), b: UInt8(d / 5), a: UInt8(d))
        if SourceOver.blend(s, over: dst) != SourceOver.blend(s, coverage: 255, over: dst) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  static func referenceSourceOver(_ s: PremultipliedRGBA8, _ c: UInt8, _ d: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    let k = Double(c) / 255, inv = 1 - Double(s.a) * k / 255
    func ch(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * k + Double(d) * inv).rounded()) }
    return PremultipliedRGBA8(uncheckedR: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: ch(s.a, d.a))
  }
}
