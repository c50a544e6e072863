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
    let box = Neighbourhood(x: x, y: y, width: width, height: height)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 9) { lumas in
      box.forEach { i, nx, ny in lumas[i] = YIQ.luma(image[ny * imageStride + nx]) }
      return isAntiAliased(lumas.baseAddress!, box, image, imageStride, other, otherStride)
    }
  }

  /// `isAntiAliased(expected, …) || isAntiAliased(actual, …)`, the test pixelmatch makes of a
  /// changed pixel, with the luma of a neighbour both images hold alike (all but the changed
  /// ones) computed once: about half the work on a noisy image.
  func isAntiAliasedInEither(
    _ expected: UnsafePointer<UInt32>, _ expectedStride: Int, _ actual: UnsafePointer<UInt32>, _ actualStride: Int,
    x: Int, y: Int
  ) -> Bool {
    let box = Neighbourhood(x: x, y: y, width: width, height: height)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 18) { lumas in
      let expectedLumas = lumas.baseAddress!, actualLumas = expectedLumas + 9
      box.forEach { i, nx, ny in
        let p = expected[ny * expectedStride + nx], q = actual[ny * actualStride + nx]
        let luma = YIQ.luma(p)
        expectedLumas[i] = luma
        actualLumas[i] = p == q ? luma : YIQ.luma(q)
      }
      return isAntiAliased(expectedLumas, box, expected, expectedStride, actual, actualStride)
        || isAntiAliased(actualLumas, box, actual, actualStride, expected, expectedStride)
    }
  }

  /// The test on the neighbourhood's lumas, in the box's column order.
  private func isAntiAliased(
    _ lumas: UnsafePointer<Int>, _ box: Neighbourhood, _ image: UnsafePointer<UInt32>, _ imageStride: Int,
    _ other: UnsafePointer<UInt32>, _ otherStride: Int
  ) -> Bool {
    let center = lumas[box.center]
    // The centre counts itself as an equal neighbour; the border counts as one more.
    var equal = box.touchesBorder ? 0 : -1
    var brightest = 0, darkest = 0, brightestIndex = 0, darkestIndex = 0
    // Columns outer, rows inner, as pixelmatch: on ties the first extreme found is kept. No
    // early exit and no branch on the data: neighbours of changed pixels are as good as random
    // on noisy images, and mispredicted branches were most of this test's time.
    for i in 0..<box.count {
      // Positive when the neighbour is darker than the centre.
      let delta = center - lumas[i]
      equal += delta == 0 ? 1 : 0
      let isBrighter = delta < brightest, isDarker = delta > darkest
      brightest = isBrighter ? delta : brightest
      brightestIndex = isBrighter ? i : brightestIndex
      darkest = isDarker ? delta : darkest
      darkestIndex = isDarker ? i : darkestIndex
    }
    guard equal <= 2 else { return false }
    guard brightest != 0, darkest != 0 else { return false }
    let (bx, by) = box.position(brightestIndex), (dx, dy) = box.position(darkestIndex)
    return (hasManySiblings(image, imageStride, x: bx, y: by) && hasManySiblings(other, otherStride, x: bx, y: by))
      || (hasManySiblings(image, imageStride, x: dx, y: dy) && hasManySiblings(other, otherStride, x: dx, y: dy))
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

/// A pixel's 3×3 neighbourhood clipped to the image, its pixels numbered in column order
/// (columns left to right, each top to bottom), the order pixelmatch visits them in.
private struct Neighbourhood {
  let x0: Int, y0: Int, rows: Int, count: Int
  /// The pixel's own number.
  let center: Int
  /// Whether the pixel is on the image's border (its neighbourhood is clipped).
  let touchesBorder: Bool

  init(x: Int, y: Int, width: Int, height: Int) {
    x0 = max(x - 1, 0)
    y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
    rows = y2 - y0 + 1
    count = (x2 - x0 + 1) * rows
    center = (x - x0) * rows + (y - y0)
    touchesBorder = x == x0 || x == x2 || y == y0 || y == y2
  }

  /// The position of the pixel numbered `i`.
  func position(_ i: Int) -> (x: Int, y: Int) { (x0 + i / rows, y0 + i % rows) }

  /// Calls `body(number, x, y)` for each pixel, in column order.
  @inline(__always)
  func forEach(_ body: (Int, Int, Int) -> Void) {
    var i = 0
    for x in x0..<x0 + count / rows {
      for y in y0..<y0 + rows {
        body(i, x, y)
        i += 1
      }
    }
  }
}
