/// pixelmatch's anti-aliasing test (after Vyšniauskas 2009) in its own double arithmetic, for
/// ``AntiAliasingRule/pixelmatch``: the brightness of a neighbour is the Rec. 601 luma of the
/// channel differences (``PixelmatchYIQMetric/y(_:_:_:)``), so ties and equal neighbours fall
/// exactly where pixelmatch's do.
///
/// A pixel is anti-aliased when at most two of its neighbours are as bright (an image border
/// counts as one), it has both a darker and a brighter neighbour, and the darkest or the
/// brightest of them (the first found, columns left to right, each top to bottom) has three
/// or more identical neighbours in both images.
struct PixelmatchAntiAliasing {
  /// How a translucent pair's brightness difference is taken.
  enum Background {
    /// pixelmatch 7.2.0: over the checkerboard at the centre pixel.
    case checkerboard
    /// pixelmatch's main branch: over white; when that cancels out but alpha differs, half the
    /// alpha difference gives the ramp's direction.
    case whiteWithAlphaRamp
  }

  let width: Int
  let height: Int
  let background: Background

  /// `isAntiAliased(expected, …) || isAntiAliased(actual, …)`, the test pixelmatch makes of a
  /// changed pixel.
  func isAntiAliasedInEither(
    _ expected: UnsafePointer<UInt32>, _ expectedStride: Int, _ actual: UnsafePointer<UInt32>, _ actualStride: Int,
    x: Int, y: Int
  ) -> Bool {
    isAntiAliased(expected, expectedStride, actual, actualStride, x: x, y: y)
      || isAntiAliased(actual, actualStride, expected, expectedStride, x: x, y: y)
  }

  /// Whether the pixel at (`x`, `y`) of `image` looks anti-aliased, `other` being the image it
  /// is compared with.
  func isAntiAliased(
    _ image: UnsafePointer<UInt32>, _ imageStride: Int, _ other: UnsafePointer<UInt32>, _ otherStride: Int,
    x: Int, y: Int
  ) -> Bool {
    let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
    let raw = image[y * imageStride + x]
    let center = StraightPixel(raw)
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let neighbour = image[ny * imageStride + nx]
        let delta = neighbour == raw ? 0 : brightnessDelta(center, StraightPixel(neighbour), at: y * width + x)
        if delta == 0 {
          equal += 1
          if equal > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    guard darkest != 0, brightest != 0 else { return false }
    return (hasManySiblings(image, imageStride, darkestAt) && hasManySiblings(other, otherStride, darkestAt))
      || (hasManySiblings(image, imageStride, brightestAt) && hasManySiblings(other, otherStride, brightestAt))
  }

  /// The centre's luma minus the neighbour's (positive when the neighbour is darker).
  @inline(__always)
  private func brightnessDelta(_ c: StraightPixel, _ n: StraightPixel, at index: Int) -> Double {
    if c.isOpaque, n.isOpaque { return PixelmatchYIQMetric.y(c.r - n.r, c.g - n.g, c.b - n.b) }
    let da = c.a - n.a
    switch background {
    case .checkerboard:
      let (dr, dg, db) = PixelmatchYIQMetric.differences(c, n, at: index)
      return PixelmatchYIQMetric.y(dr, dg, db)
    case .whiteWithAlphaRamp:
      let d = PixelmatchYIQMetric.y(
        (c.r * c.a - n.r * n.a - 255 * da) / 255, (c.g * c.a - n.g * n.a - 255 * da) / 255,
        (c.b * c.a - n.b * n.a - 255 * da) / 255)
      return d == 0 && da != 0 ? da / 2 : d
    }
  }

  /// Whether at least three neighbours of `at` hold exactly its value (a border counts as one).
  private func hasManySiblings(_ image: UnsafePointer<UInt32>, _ stride: Int, _ at: (x: Int, y: Int)) -> Bool {
    AntiAliasingDetector(width: width, height: height).hasManySiblings(image, stride, x: at.x, y: at.y)
  }
}
