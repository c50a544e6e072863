/// A pixel in straight (not premultiplied) alpha as doubles, the form pixelmatch reads: it
/// works on the bytes of a decoded PNG.
///
/// BarKit stores premultiplied pixels, so a translucent pixel's straight channels are
/// recovered as `round(c · 255 / a)` (``PremultipliedRGBA8/unpremultiplied``); opaque pixels,
/// all of pixelmatch's fixtures but 5a and 5b, are exact.
struct StraightPixel {
  let r: Double, g: Double, b: Double, a: Double

  @inline(__always) init(_ p: UInt32) {
    let alpha = PixelBits.a(p)
    a = Double(alpha)
    guard alpha != 255 else {
      (r, g, b) = (Double(PixelBits.r(p)), Double(PixelBits.g(p)), Double(PixelBits.b(p)))
      return
    }
    @inline(__always) func straight(_ c: Int) -> Double { alpha == 0 ? 0 : Double((c * 255 + alpha / 2) / alpha) }
    (r, g, b) = (straight(PixelBits.r(p)), straight(PixelBits.g(p)), straight(PixelBits.b(p)))
  }

  var isOpaque: Bool { a == 255 }
}

/// pixelmatch's background for translucent pixels since 7.0: a pseudo-random checkerboard of
/// two levels per channel (48 and 207), chosen by the pixel's byte offset `4 · (y · width + x)`
/// divided by 1, φ and φ², so translucent colors that match over white still differ.
enum Checkerboard {
  static func background(pixel index: Int) -> (r: Double, g: Double, b: Double) {
    let k = 4 * index
    // JavaScript's `value | 0` truncates to a 32-bit integer; `% 2` keeps its sign.
    @inline(__always) func level(_ divisor: Double) -> Double {
      Double(48 + 159 * Int(Int32(truncatingIfNeeded: Int64(Double(k) / divisor)) % 2))
    }
    return (level(1), level(1.618033988749895), level(2.618033988749895))
  }
}
