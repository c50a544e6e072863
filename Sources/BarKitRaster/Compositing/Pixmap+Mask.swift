import BarKitGeometry

extension Pixmap {
  /// Paints `color` through `mask` placed with its top-left pixel at (`x`, `y`), source-over:
  /// `dst = src·m + dst·(1 − src.a·m)`, with `m` the coverage, rounded to nearest in 8 bits.
  ///
  /// The parts of the mask outside the pixmap are skipped. This is how glyphs and template
  /// icons (UIImageRenderingModeAlwaysTemplate) are drawn.
  public mutating func draw(_ mask: Mask, at x: Int, _ y: Int, color: PremultipliedRGBA8) {
    let x0 = max(0, x), y0 = max(0, y)
    let x1 = min(width, x + mask.width), y1 = min(height, y + mask.height)
    guard x0 < x1, y0 < y1 else { return }
    for py in y0..<y1 {
      let maskRow = (py - y) * mask.width - x
      let row = py * stride
      for px in x0..<x1 {
        let m = mask.values[maskRow + px]
        if m == 0 { continue }
        pixels[row + px] = SourceOver.blend(color, coverage: m, over: pixels[row + px])
      }
    }
  }
}

/// Porter-Duff source-over with coverage, in premultiplied 8-bit arithmetic.
public enum SourceOver {
  /// Returns `source` at `coverage` composited over `destination`:
  /// `s' = s·c/255`, `out = s' + d·(255 − s'.a)/255`, each product rounded to nearest.
  @inlinable @inline(__always)
  public static func blend(_ s: PremultipliedRGBA8, coverage c: UInt8, over d: PremultipliedRGBA8) -> PremultipliedRGBA8
  {
    let sr = Arithmetic8.multiply(s.r, c), sg = Arithmetic8.multiply(s.g, c)
    let sb = Arithmetic8.multiply(s.b, c), sa = Arithmetic8.multiply(s.a, c)
    let inv = 255 - sa
    return PremultipliedRGBA8(
      uncheckedR: sr &+ Arithmetic8.multiply(d.r, inv), g: sg &+ Arithmetic8.multiply(d.g, inv),
      b: sb &+ Arithmetic8.multiply(d.b, inv), a: sa &+ Arithmetic8.multiply(d.a, inv))
  }

  /// Returns `source` composited over `destination` at full coverage: the same bytes as
  /// ``blend(_:coverage:over:)`` with coverage 255, without the coverage products.
  @inlinable @inline(__always)
  public static func blend(_ s: PremultipliedRGBA8, over d: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    let inv = 255 - s.a
    return PremultipliedRGBA8(
      uncheckedR: s.r &+ Arithmetic8.multiply(d.r, inv), g: s.g &+ Arithmetic8.multiply(d.g, inv),
      b: s.b &+ Arithmetic8.multiply(d.b, inv), a: s.a &+ Arithmetic8.multiply(d.a, inv))
  }
}
