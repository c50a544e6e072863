/// Integer color arithmetic on raw premultiplied pixels (R, G, B, A bytes read as one
/// little-endian `UInt32`).
///
/// Blending over white, as pixelmatch does with straight alpha (`c' = 255 + (c − 255)·α`),
/// needs no division in premultiplied form: `c' = c_premultiplied + 255 − a`. Blending over
/// black is the premultiplied value itself.
enum PixelBits {
  @inline(__always) static func r(_ p: UInt32) -> Int { Int(p & 0xFF) }
  @inline(__always) static func g(_ p: UInt32) -> Int { Int((p >> 8) & 0xFF) }
  @inline(__always) static func b(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) }
  @inline(__always) static func a(_ p: UInt32) -> Int { Int(p >> 24) }

  /// The channels of `p` composited over white.
  @inline(__always) static func overWhite(_ p: UInt32) -> (Int, Int, Int) {
    let lift = 255 - a(p)
    return (r(p) + lift, g(p) + lift, b(p) + lift)
  }

  /// The channels of `p` composited over black.
  @inline(__always) static func overBlack(_ p: UInt32) -> (Int, Int, Int) { (r(p), g(p), b(p)) }

  /// Whether both pixels are opaque, so one background suffices.
  @inline(__always) static func bothOpaque(_ p: UInt32, _ q: UInt32) -> Bool { (p & q) >> 24 == 0xFF }
}

/// pixelmatch's YIQ coefficients in fixed point, so every machine computes the same bits.
///
/// Y, I and Q rows are scaled by 2^14 and the weights 0.5053, 0.299 and 0.1957 by 2^12; each
/// square is shifted down by 12 bits, so a squared distance is in units of 2^-28 (at most
/// ≈ 10^13, far inside `Int`).
enum YIQ {
  static let yr = 4897, yg = 9611, yb = 1876
  static let ir = 9765, ig = -4492, ib = -5272
  static let qr = 3465, qg = -8563, qb = 5098
  static let wy = 2070, wi = 1225, wq = 802
  /// The metric's maximum squared distance (black against white), 35215, in fixed point.
  static let maximum: Double = 35215 * 268_435_456  // 2^28

  /// Luma of a pixel over white, scaled by 2^14 (the anti-aliasing heuristic's brightness).
  @inline(__always) static func luma(_ p: UInt32) -> Int {
    let (r, g, b) = PixelBits.overWhite(p)
    return yr * r + yg * g + yb * b
  }

  /// The squared YIQ distance of two composited colors, and the luma difference `y2 − y1`.
  @inline(__always)
  static func distance(_ c1: (Int, Int, Int), _ c2: (Int, Int, Int)) -> (squared: Int, lumaChange: Int) {
    let dr = c1.0 - c2.0, dg = c1.1 - c2.1, db = c1.2 - c2.2
    let y = yr * dr + yg * dg + yb * db
    let i = ir * dr + ig * dg + ib * db
    let q = qr * dr + qg * dg + qb * db
    return (wy * ((y * y) >> 12) + wi * ((i * i) >> 12) + wq * ((q * q) >> 12), -y)
  }

  /// The largest squared distance not yet counted as a difference for `threshold`.
  static func limit(threshold: Double) -> Int {
    // Pixel differs when distance > 35215·t², so the limit itself is still "equal".
    Int((maximum * threshold * threshold).rounded(.down))
  }
}

/// A per-pixel color metric over raw premultiplied pixels.
protocol PixelMetric: Sendable {
  /// The distance of two different pixels in the metric's fixed-point unit, and whether the
  /// second is darker. `index` is the pixel's number, `y · width + x` (pixelmatch's
  /// checkerboard behind translucent pixels depends on it).
  func distance(_ expected: UInt32, _ actual: UInt32, at index: Int) -> (distance: Int, darker: Bool)
  /// The largest distance that still counts as equal.
  var limit: Int { get }
  /// Converts a fixed-point distance to the unit reported in results.
  func reported(_ distance: Int) -> Double
}

/// pixelmatch's metric. Translucent pairs are compared over white (as pixelmatch) and over
/// black, keeping the larger distance: over white alone, colors that differ only in alpha
/// (white at 50 % against opaque white) look equal.
struct YIQMetric: PixelMetric {
  let limit: Int

  init(threshold: Double) { limit = YIQ.limit(threshold: threshold) }

  @inline(__always)
  func distance(_ expected: UInt32, _ actual: UInt32, at _: Int) -> (distance: Int, darker: Bool) {
    let white = YIQ.distance(PixelBits.overWhite(expected), PixelBits.overWhite(actual))
    if PixelBits.bothOpaque(expected, actual) { return (white.squared, white.lumaChange < 0) }
    let black = YIQ.distance(PixelBits.overBlack(expected), PixelBits.overBlack(actual))
    return (max(white.squared, black.squared), white.lumaChange < 0)
  }

  /// The square root of the squared distance over the metric's maximum: the threshold scale.
  func reported(_ distance: Int) -> Double { (Double(distance) / YIQ.maximum).squareRoot() }
}
