/// pixelmatch 7.2.0's YIQ distance, in its own double arithmetic (Kotsarenko & Ramos 2010):
/// the squared distance `0.5053·y² + 0.299·i² + 0.1957·q²` of the channel differences, the
/// differences of translucent pixels taken over the ``Checkerboard``. A pixel differs when
/// the distance exceeds `35215 · t · t` (``AntiAliasingRule/pixelmatch``).
///
/// Every operation is an IEEE double addition, subtraction, multiplication or division in
/// pixelmatch's order, which Swift neither reorders nor fuses into FMA, so every machine gets
/// JavaScript's bits and pixelmatch's verdicts.
struct PixelmatchYIQMetric: PixelMetric {
  let limit: Int
  /// pixelmatch's `maxDelta`.
  let maximumSquared: Double

  init(threshold: Double) {
    limit = YIQ.limit(threshold: threshold)
    maximumSquared = 35215 * threshold * threshold
  }

  /// Rec. 601 luma of channel differences, pixelmatch's coefficients (also its anti-aliasing
  /// test's brightness and its diff image's gray).
  @inline(__always) static func y(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
    dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// The channel differences of two pixels, over the checkerboard at `index` when either is
  /// translucent.
  @inline(__always)
  static func differences(_ p: StraightPixel, _ q: StraightPixel, at index: Int) -> (Double, Double, Double) {
    if p.isOpaque, q.isOpaque { return (p.r - q.r, p.g - q.g, p.b - q.b) }
    let back = Checkerboard.background(pixel: index), da = p.a - q.a
    return (
      (p.r * p.a - q.r * q.a - back.r * da) / 255, (p.g * p.a - q.g * q.a - back.g * da) / 255,
      (p.b * p.a - q.b * q.a - back.b * da) / 255
    )
  }

  /// pixelmatch's signed squared distance: negative when the second pixel is darker.
  static func signedDistance(_ expected: UInt32, _ actual: UInt32, at index: Int) -> Double {
    let (dr, dg, db) = differences(StraightPixel(expected), StraightPixel(actual), at: index)
    let y = y(dr, dg, db)
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The distance in ``YIQ``'s fixed-point unit for reports, put on the side of ``limit`` that
  /// pixelmatch's own test decides.
  func distance(_ expected: UInt32, _ actual: UInt32, at index: Int) -> (distance: Int, darker: Bool) {
    let delta = Self.signedDistance(expected, actual, at: index)
    let magnitude = abs(delta)
    let scaled = Int(min(magnitude * 268_435_456, YIQ.maximum * 2))
    return (magnitude > maximumSquared ? max(scaled, limit + 1) : min(scaled, limit), delta < 0)
  }

  func reported(_ distance: Int) -> Double { (Double(distance) / YIQ.maximum).squareRoot() }
}
