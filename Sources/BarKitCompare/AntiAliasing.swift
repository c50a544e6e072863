/// pixelmatch's anti-aliasing heuristic (after Vyšniauskas 2009, "Anti-aliased Pixel and
/// Intensity Slope Detector"), on raw premultiplied pixels with luma over white.
///
/// A pixel is anti-aliased when, in its 3×3 neighbourhood, at most two neighbours share its
/// luma (an image border counts as one), it has both a darker and a brighter neighbour, and the
/// brightest or the darkest of those sits next to a flat area (three or more identical
/// neighbours) in both images. Research note §3.
struct AntiAliasingDetector {
  let width: Int
  let height: Int

  /// Whether the pixel at (`x`, `y`) of `image` looks anti-aliased, `other` being the image
  /// it is compared with. Both have `width · height` pixels, row-major with `stride`.
  func isAntiAliased(
    _ image: UnsafePointer<UInt32>, _ imageStride: Int, _ other: UnsafePointer<UInt32>, _ otherStride: Int,
    x: Int, y: Int
  ) -> Bool {
    let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
    let center = YIQ.luma(image[y * imageStride + x])
    // The centre counts itself as an equal neighbour; the border counts as one more.
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 0 : -1
    var brightest = 0, darkest = 0
    var brightestX = 0, brightestY = 0, darkestX = 0, darkestY = 0
    // Columns outer, rows inner, as pixelmatch: on ties the first extreme found is kept. No
    // early exit and no branch on the data: neighbours of changed pixels are as good as random
    // on noisy images, and mispredicted branches were most of this test's time.
    for nx in x0...x2 {
      for ny in y0...y2 {
        // Positive when the neighbour is darker than the centre.
        let delta = center - YIQ.luma(image[ny * imageStride + nx])
        equal += delta == 0 ? 1 : 0
        let isBrighter = delta < brightest, isDarker = delta > darkest
        brightest = isBrighter ? delta : brightest
        brightestX = isBrighter ? nx : brightestX
        brightestY = isBrighter ? ny : brightestY
        darkest = isDarker ? delta : darkest
        darkestX = isDarker ? nx : darkestX
        darkestY = isDarker ? ny : darkestY
      }
    }
    guard equal <= 2 else { return false }
    guard brightest != 0, darkest != 0 else { return false }
    return
      (hasManySiblings(image, imageStride, x: brightestX, y: brightestY)
      && hasManySiblings(other, otherStride, x: brightestX, y: brightestY))
      || (hasManySiblings(image, imageStride, x: darkestX, y: darkestY)
        && hasManySiblings(other, otherStride, x: darkestX, y: darkestY))
  }

  /// Whether at least three neighbours of (`x`, `y`) hold exactly its value (a border counts
  /// as one): the pixel belongs to a flat area.
  func hasManySiblings(_ image: UnsafePointer<UInt32>, _ stride: Int, x: Int, y: Int) -> Bool {
    let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
    let value = image[y * stride + x]
    // The pixel itself is counted too, hence the -1 (and the border counts as one).
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 0 : -1
    for ny in y0...y2 {
      for nx in x0...x2 { equal += image[ny * stride + nx] == value ? 1 : 0 }
    }
    return equal > 2
  }
}
