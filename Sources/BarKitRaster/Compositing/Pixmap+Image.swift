import BarKitGeometry

extension Pixmap {
  /// Composites `image` source-over with its top-left pixel at (`x`, `y`), pixel for pixel (no
  /// scaling); the parts outside the pixmap are skipped. This is how colour glyphs (emoji) are
  /// drawn over text.
  public mutating func composite(_ image: Pixmap, at x: Int, _ y: Int) {
    let x0 = max(0, x), y0 = max(0, y)
    let x1 = min(width, x + image.width), y1 = min(height, y + image.height)
    guard x0 < x1, y0 < y1 else { return }
    for py in y0..<y1 {
      let source = (py - y) * image.stride - x
      let row = py * stride
      for px in x0..<x1 {
        let s = image.pixels[source + px]
        if s.a == 0 { continue }
        pixels[row + px] = SourceOver.blend(s, over: pixels[row + px])
      }
    }
  }
}
