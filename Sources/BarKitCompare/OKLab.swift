/// OKLab (Björn Ottosson, 2020, https://bottosson.github.io/posts/oklab/) as pixelmatch's main
/// branch computes it: sRGB to linear light and the cube root read from tables with linear
/// interpolation, the lightness toe-corrected (Ottosson's `Lr`, so near-black differences are
/// not over-expanded), and the HyAB distance `|ΔLr| + √(Δa² + Δb²)` (Abasi et al. 2019).
///
/// Deterministic: the tables are built with Newton's method on IEEE operations (``Lab``'s
/// roots), not libm's `pow` and `cbrt`, which differ in the last bit between platforms; the
/// rest is IEEE doubles in a fixed order, never fused into FMA. pixelmatch's tables come from
/// JavaScript's `**` and `Math.cbrt`: against Node's, entries differ by at most 3 units in the
/// last place (about 10⁻¹⁶), far below any threshold's resolution; its test fixtures' counts
/// are reproduced exactly.
enum OKLab {
  /// Linear light of each 8-bit value, with a 257th entry equal to the last for interpolation.
  static let linear: [Double] = Lab.linear + [Lab.linear[255]]

  /// The cube root's table resolution: 4096 steps over 0...1, as pixelmatch.
  static let cubeRootSteps = 4096
  static let cubeRoots: [Double] = (0...cubeRootSteps + 1).map { cubeRoot(Double($0) / Double(cubeRootSteps)) }

  /// The cube root by Newton's method from above (it decreases monotonically to the root),
  /// stopped when it no longer decreases.
  static func cubeRoot(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    var x = max(1, t)
    while true {
      let next = (2 * x + t / (x * x)) / 3
      guard next < x else { return x }
      x = next
    }
  }

  /// Linear light of a fractional 0...255 channel, interpolated in the table.
  @inline(__always) static func linear(fractional c: Double) -> Double {
    let i = Int(c)
    return linear[i] + (linear[i + 1] - linear[i]) * (c - Double(i))
  }

  /// The cube root of `x` in 0...1, interpolated in the table.
  @inline(__always) static func interpolatedCubeRoot(_ x: Double) -> Double {
    let t = x * Double(cubeRootSteps)
    let i = Int(t)
    return cubeRoots[i] + (cubeRoots[i + 1] - cubeRoots[i]) * (t - Double(i))
  }

  /// Cube-rooted LMS and the toe-corrected lightness of a color in linear light.
  struct Point {
    let l: Double, m: Double, s: Double, lightness: Double

    @inline(__always) init(linear r: Double, _ g: Double, _ b: Double) {
      l = interpolatedCubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
      m = interpolatedCubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
      s = interpolatedCubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
      lightness = OKLab.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s)
    }
  }

  static let toeK1 = 0.206, toeK2 = 0.03
  static let toeK3 = (1 + toeK1) / (1 + toeK2)

  /// Ottosson's toe: a lightness closer to CIELAB's near black, 0 and 1 kept.
  @inline(__always) static func toe(_ lightness: Double) -> Double {
    let x = toeK3 * lightness - toeK1
    return 0.5 * (x + (x * x + 4 * toeK2 * toeK3 * lightness).squareRoot())
  }

  /// The OKLab point of a pixel: opaque channels straight from the table, translucent ones
  /// first blended over the ``Checkerboard`` at `index`.
  @inline(__always) static func point(_ p: StraightPixel, at index: Int) -> Point {
    if p.isOpaque { return Point(linear: linear[Int(p.r)], linear[Int(p.g)], linear[Int(p.b)]) }
    let back = Checkerboard.background(pixel: index)
    @inline(__always) func blended(_ c: Double, _ background: Double) -> Double {
      linear(fractional: (c * p.a + background * (255 - p.a)) / 255)
    }
    return Point(linear: blended(p.r, back.r), blended(p.g, back.g), blended(p.b, back.b))
  }

  /// Whether the HyAB distance of `p` and `q` exceeds `maximum`, decided as pixelmatch does
  /// without the square root (`|ΔLr| < maximum` and `Δa² + Δb² ≤ (maximum − |ΔLr|)²` is
  /// within), the distance itself for reports, and whether `q` is darker.
  @inline(__always)
  static func compare(_ p: Point, _ q: Point, maximum: Double) -> (exceeds: Bool, distance: Double, darker: Bool) {
    let dLr = p.lightness - q.lightness
    let dl = p.l - q.l, dm = p.m - q.m, ds = p.s - q.s
    let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
    let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
    let chroma = da * da + db * db
    let rest = maximum - abs(dLr)
    let within = rest > 0 && chroma <= rest * rest
    return (!within, abs(dLr) + chroma.squareRoot(), dLr > 0)
  }
}

/// The OKLab HyAB metric (``ColorTolerance/oklab(threshold:)``), in fixed point (2^32 per unit,
/// black against white being 1) so the counting is the same integer code as for YIQ; each
/// distance is put on the side of the limit that pixelmatch's own test decides.
struct OKLabMetric: PixelMetric {
  static let scale: Double = 4_294_967_296
  let limit: Int
  let threshold: Double

  init(threshold: Double) {
    self.threshold = threshold
    limit = Int((threshold * Self.scale).rounded(.down))
  }

  func distance(_ expected: UInt32, _ actual: UInt32, at index: Int) -> (distance: Int, darker: Bool) {
    let verdict = OKLab.compare(
      OKLab.point(StraightPixel(expected), at: index), OKLab.point(StraightPixel(actual), at: index),
      maximum: threshold)
    let scaled = Int(min(verdict.distance, 4) * Self.scale)
    return (verdict.exceeds ? max(scaled, limit + 1) : min(scaled, limit), verdict.darker)
  }

  func reported(_ distance: Int) -> Double { Double(distance) / Self.scale }
}
