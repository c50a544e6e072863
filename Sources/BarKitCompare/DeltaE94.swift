/// CIELAB coordinates of an 8-bit sRGB color (D65 white).
struct Lab {
  let l: Double
  let a: Double
  let b: Double

  /// sRGB to linear light for each 8-bit value (IEC 61966-2-1 transfer function).
  static let linear: [Double] = (0..<256).map { v in
    let c = Double(v) / 255
    return c <= 0.04045 ? c / 12.92 : power2_4((c + 0.055) / 1.055)
  }

  init(_ c: (Int, Int, Int)) {
    let r = Lab.linear[c.0], g = Lab.linear[c.1], b = Lab.linear[c.2]
    // sRGB → XYZ (IEC 61966-2-1 matrix), divided by the white point the matrix itself gives
    // for (1, 1, 1) (D65: 0.9505, 1, 1.089), so sRGB white lands exactly on a = b = 0.
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089
    let fx = Lab.f(x), fy = Lab.f(y), fz = Lab.f(z)
    l = 116 * fy - 16
    a = 500 * (fx - fy)
    self.b = 200 * (fy - fz)
  }

  /// The CIELAB companding function, with the linear segment below (6/29)³.
  static func f(_ t: Double) -> Double {
    t > 216.0 / 24389.0 ? cubeRoot(t) : t * (841.0 / 108.0) + 4.0 / 29.0
  }

  /// The cube root by Newton's method on IEEE operations only, so it is the same on every
  /// machine (libm's `cbrt` may differ in the last bit). `t` is in (0.008856, 1.1].
  static func cubeRoot(_ t: Double) -> Double {
    var x = 0.5 + t / 2
    for _ in 0..<8 { x = (2 * x + t / (x * x)) / 3 }
    return x
  }

  /// `v^2.4` for `v` in [0.04, 1], as `v² · v^0.4` with `v^0.4 = (v²)^(1/5)` by Newton's method.
  static func power2_4(_ v: Double) -> Double {
    let s = v * v
    var x = 0.5 + s / 2
    for _ in 0..<40 {
      let x2 = x * x
      x = (4 * x + s / (x2 * x2)) / 5
    }
    return s * x
  }

  /// ΔE*94 with the graphic-arts constants (kL = 1, K1 = 0.045, K2 = 0.015), `self` the reference.
  func deltaE94(_ other: Lab) -> Double {
    let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let dl = l - other.l, dc = c1 - c2
    let da = a - other.a, db = b - other.b
    let dh2 = max(0, da * da + db * db - dc * dc)
    let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }
}

/// The CIE94 metric. Distances are ΔE94 in fixed point (2^16 per unit) so the counting logic is
/// the same integer code as for YIQ. Translucent pairs are compared over white and over black.
struct DeltaE94Metric: PixelMetric {
  static let scale: Double = 65536
  let limit: Int

  init(maximum: Double) { limit = Int((maximum * DeltaE94Metric.scale).rounded(.down)) }

  func distance(_ expected: UInt32, _ actual: UInt32, at _: Int) -> (distance: Int, darker: Bool) {
    let e = PixelBits.overWhite(expected), a = PixelBits.overWhite(actual)
    var d = Lab(e).deltaE94(Lab(a))
    if !PixelBits.bothOpaque(expected, actual) {
      d = max(d, Lab(PixelBits.overBlack(expected)).deltaE94(Lab(PixelBits.overBlack(actual))))
    }
    return (Int((d * DeltaE94Metric.scale).rounded(.up)), YIQ.distance(e, a).lumaChange < 0)
  }

  func reported(_ distance: Int) -> Double { Double(distance) / DeltaE94Metric.scale }
}
