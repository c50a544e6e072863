import BarKitChrome
import BarKitRaster
import BarKitScene

extension Pixmap {
  /// The image at half size: each output pixel is the rounded mean of the (up to) 2 × 2
  /// premultiplied pixels it covers; an odd last row or column averages the pixels it has.
  ///
  /// Averaging premultiplied values is the correct box filter for transparency (no dark
  /// fringes), and keeps color ≤ alpha. Integer arithmetic: the same bytes everywhere.
  public func boxHalved() -> Pixmap {
    let w = (width + 1) / 2, h = (height + 1) / 2
    var out = Pixmap(width: w, height: h)!
    for y in 0..<h {
      let rows = (2 * y)..<min(2 * y + 2, height)
      for x in 0..<w {
        let columns = (2 * x)..<min(2 * x + 2, width)
        var r = 0, g = 0, b = 0, a = 0
        for sy in rows {
          for sx in columns {
            let p = self[sx, sy]
            (r, g, b, a) = (r + Int(p.r), g + Int(p.g), b + Int(p.b), a + Int(p.a))
          }
        }
        let n = rows.count * columns.count
        func mean(_ sum: Int) -> UInt8 { UInt8((sum + n / 2) / n) }
        // Rounding each channel the same way keeps r, g, b ≤ a (each sum is at most a's sum).
        out[x, y] = PremultipliedRGBA8(uncheckedR: mean(r), g: mean(g), b: mean(b), a: mean(a))
      }
    }
    return out
  }
}
