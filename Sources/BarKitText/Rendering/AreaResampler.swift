import BarKitRaster

/// Scales a colour glyph's bitmap to the text size by area averaging: each output pixel is the
/// mean of the source area it covers, weighted by overlap, in integer arithmetic (the same bytes
/// on every machine). Colour emoji fonts carry bitmaps at one size (Noto Color Emoji's strike is
/// 109 pixels per em), so every text size is a scale of it; premultiplied pixels average
/// without dark fringes.
enum AreaResampler {
  /// `image` scaled to `width` × `height` (each at least 1), or `nil` for an empty image.
  static func resample(_ image: Pixmap, width: Int, height: Int) -> Pixmap? {
    guard image.width > 0, image.height > 0, width > 0, height > 0 else { return nil }
    let columns = weights(from: image.width, to: width)
    let rows = weights(from: image.height, to: height)
    // Each output pixel's weights sum to source width × source height (in 1/output units).
    let total = image.width * image.height
    var pixels: [PremultipliedRGBA8] = []
    pixels.reserveCapacity(width * height)
    for row in rows {
      for column in columns {
        var r = 0, g = 0, b = 0, a = 0
        for (y, wy) in row {
          let line = y * image.stride
          for (x, wx) in column {
            let p = image.pixels[line + x], w = wx * wy
            r += Int(p.r) * w
            g += Int(p.g) * w
            b += Int(p.b) * w
            a += Int(p.a) * w
          }
        }
        // Rounded to nearest; a mean of premultiplied pixels stays premultiplied (r ≤ a).
        func mean(_ sum: Int) -> UInt8 { UInt8((sum + total / 2) / total) }
        pixels.append(PremultipliedRGBA8(uncheckedR: mean(r), g: mean(g), b: mean(b), a: mean(a)))
      }
    }
    return Pixmap(width: width, height: height, pixels: pixels)
  }

  /// For each of `count` output pixels, the source pixels it covers and their overlaps. In units
  /// of 1/`count` source pixel, output pixel j covers [j·source, (j+1)·source) and source pixel i
  /// covers [i·count, (i+1)·count): every overlap is a whole number, and each output's sum is
  /// `source`.
  private static func weights(from source: Int, to count: Int) -> [[(Int, Int)]] {
    (0..<count).map { j in
      let start = j * source, end = (j + 1) * source
      return (start / count...(end - 1) / count).map { i in
        (i, min(end, (i + 1) * count) - max(start, i * count))
      }
    }
  }
}
