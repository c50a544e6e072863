import BarKitRaster
import TestSupport
import Testing

@testable import BarKitEffects

/// The fast kernel against ``ReferenceBoxBlur``, byte for byte, and the blur's invariants.
@Suite struct BoxBlurTests {
  /// (width, height, diameter, passes): 1×1, odd widths, tall and thin, wide and flat, a
  /// diameter larger than the image, d = 1, partial 16- and 64-column strips, one pass and five.
  static let shapes: [(Int, Int, Int, Int)] = [
    (1, 1, 3, 3), (1, 1, 1, 3), (7, 5, 3, 3), (13, 9, 5, 2), (1, 40, 7, 3), (40, 1, 9, 3), (3, 61, 5, 3),
    (17, 17, 101, 3), (5, 3, 33, 1), (33, 21, 1, 3), (70, 19, 11, 3), (19, 70, 13, 3), (65, 6, 7, 5),
    (16, 16, 15, 3), (4, 33, 3, 0),
  ]

  @Test(arguments: shapes.indices)
  func equalsReferenceOnSeededRandomImages(_ index: Int) {
    let (w, h, d, n) = Self.shapes[index]
    var random = SeededRandom(seed: UInt64(index) + 1)
    let image = random.image(width: w, height: h)
    let expected = ReferenceBoxBlur.blur(image, diameter: d, passes: n)
    #expect(image.boxBlurred(diameter: d, passes: n, threads: 1) == expected, "\(w)x\(h) d=\(d) n=\(n)")
    #expect(image.boxBlurred(diameter: d, passes: n, threads: 3) == expected, "threads 3")
    var inPlace = image
    inPlace.boxBlur(BoxBlur(diameter: d, passes: n)!, threads: 2)
    #expect(inPlace == expected, "in place")
  }

  /// Diameters too large for the 16-bit SSE2 path (and past 32-bit products) use the fallbacks,
  /// which must agree with the reference too.
  @Test(arguments: [203, 255, 257, 301, 1001])
  func largeDiametersUseExactFallbacks(_ d: Int) {
    var random = SeededRandom(seed: UInt64(d))
    let image = random.image(width: 9, height: 6)
    #expect(
      image.boxBlurred(diameter: d, passes: 2, threads: 1) == ReferenceBoxBlur.blur(image, diameter: d, passes: 2))
  }

  /// The multiply-shift equals `(sum + d/2) / d` for every odd diameter up to 1,025. A
  /// multiply-shift that rounds down can only err just below a multiple of `d`, so checking
  /// `sum + d/2 = k·d − 1` and `k·d` for every reachable `k` covers every failure point; three
  /// diameters are also checked over every reachable sum.
  @Test func dividerIsExactForEveryReachableSum() {
    for d in stride(from: 1, through: 1025, by: 2) {
      let exhaustive = [3, 73, 113].contains(d)
      let sums = exhaustive ? Array(0...(255 * d)) : Self.boundarySums(d)
      let wide = BoxDivider(diameter: d, productBits: 64)!
      let narrow = BoxDivider(diameter: d, productBits: 32)
      #expect(d > 255 || narrow != nil, "32-bit divider for d = \(d)")
      #if arch(x86_64)
        let sse = SSE2BoxMean(diameter: d)
        // 16-bit multipliers exist for every odd d in 3...201 (and 12 larger ones lack one).
        #expect(d < 3 || d > 201 || sse != nil, "SSE2 divider for d = \(d)")
      #endif
      for sum in sums {
        let expected = UInt32((sum + d / 2) / d)
        #expect(wide.quotient(UInt32(sum)) == expected)
        if let narrow {
          let product = (UInt64(sum) + UInt64(narrow.half)) * narrow.multiplier
          #expect(product < 1 << 32 && UInt32(product >> narrow.shift) == expected)
        }
        #if arch(x86_64)
          if let sse {
            let q = ((UInt32(sum) + UInt32(sse.half)) * UInt32(sse.multiplier)) >> (16 + UInt32(sse.extraShift))
            #expect(q == expected)
          }
        #endif
      }
    }
  }

  /// Sums `s` in `0...255·d` with `s + d/2` equal to `k·d − 1` or `k·d`.
  static func boundarySums(_ d: Int) -> [Int] {
    var sums: [Int] = []
    for k in 0...256 {
      let multiple = k * d - d / 2
      sums += [multiple - 1, multiple].filter { $0 >= 0 && $0 <= 255 * d }
    }
    return sums
  }

  @Test func constantImageStaysConstant() {
    let color = PremultipliedRGBA8(r: 12, g: 200, b: 77, a: 230)!
    let image = Pixmap(width: 37, height: 23, filledWith: color)!
    #expect(image.boxBlurred(diameter: 15)!.pixels.allSatisfy { $0 == color })
  }

  /// A box pass keeps the channel sum up to rounding (edges extended, so measured on an image
  /// whose border is uniform): at most half a level per pixel per pass, in practice far less.
  @Test func massIsPreservedWithinRounding() {
    var image = Pixmap(width: 48, height: 48, filledWith: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)!)!
    var random = SeededRandom(seed: 99)
    for y in 16..<32 {
      for x in 16..<32 {
        let v = UInt8(truncatingIfNeeded: random.next())
        image[x, y] = PremultipliedRGBA8(r: v, g: v / 2, b: 255 - v, a: 255)!
      }
    }
    let blurred = image.boxBlurred(diameter: 7)!
    func total(_ p: Pixmap, _ key: KeyPath<PremultipliedRGBA8, UInt8>) -> Int {
      p.pixels.reduce(0) { $0 + Int($1[keyPath: key]) }
    }
    for key in [\PremultipliedRGBA8.r, \.g, \.b] {
      let before = total(image, key)
      let after = total(blurred, key)
      let drift = after > before ? after - before : before - after
      #expect(drift <= image.pixels.count / 2 * 6, "mass \(before) → \(after)")
      #expect(drift * 100 <= before, "within 1 %")
    }
  }

  @Test func sigmaMapsToTheImageEffectsDiameter() {
    // research/blur.md §1: 20 pt @2x → 75, 30 pt @2x → 113, 10 pt @1x → 19, @3x 30 pt → 169.
    #expect(BoxBlur.diameter(forSigma: 40) == 75)
    #expect(BoxBlur.diameter(forSigma: 60) == 113)
    #expect(BoxBlur.diameter(forSigma: 10) == 19)
    #expect(BoxBlur.diameter(forSigma: 90) == 169)
    #expect(BoxBlur.diameter(forSigma: 0) == 1)
    #expect(BoxBlur.diameter(forSigma: -1) == nil)
    #expect(BoxBlur.diameter(forSigma: .nan) == nil)
    #expect(BoxBlur(diameter: 4) == nil)
    #expect(BoxBlur(diameter: 0) == nil)
    #expect(BoxBlur(sigma: 38.5)?.diameter == 73)
  }
}

/// The large image comparison: slow in debug (the reference is O(d) per pixel), so it only
/// runs in optimized builds, where it is exhaustive over a 403 × 257 image.
@Suite struct BoxBlurLargeImageTests {
  @Test(.releaseBuildsOnly) func equalsReferenceOnALargeImage() {
    var random = SeededRandom(seed: 2026)
    let image = random.image(width: 403, height: 257)
    let expected = ReferenceBoxBlur.blur(image, diameter: 41, passes: 3)
    #expect(image.boxBlurred(diameter: 41, threads: 2) == expected)
    #expect(image.boxBlurred(diameter: 41, threads: 1) == expected)
  }
}
