import BarKitGeometry

/// Pixel-snapped hairlines: horizontal or vertical lines exactly one device pixel thick, as
/// the iOS 7 bar separators are (UINavigationBar's shadow line, the tab bar's top border:
/// `1.0 / UIScreen.mainScreen.scale` points, i.e. one device pixel at every scale).
///
/// An anti-aliased 1-pixel-wide rectangle that straddles a pixel boundary would come out as two
/// half-covered rows; a hairline instead picks one whole row (or column).
public enum Hairline {
  /// Returns the device pixels covered by the hairline from `a` to `b` (device-pixel
  /// coordinates), or `nil` when the line is neither horizontal nor vertical, or rounds to no
  /// pixel.
  ///
  /// Snapping: a horizontal line at `y` occupies the pixel row containing `y`; a `y` on a pixel
  /// boundary takes the row *below* it, so a line at a bar's `maxY` lies just under the bar, as
  /// the iOS 7 navigation bar's shadow line does. Its ends round to the nearest pixel
  /// boundaries. Vertical lines are the same with the axes swapped (a boundary takes the column
  /// to its right).
  public static func deviceRect(from a: Point, to b: Point) -> IntRect? {
    // Transforms by 1/3 and 3 leave coordinates a few ulps off the boundary they name.
    let snap = 1e-7
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
    if abs(a.y - b.y) <= snap {
      guard let (x0, x1) = roundedExtent(a.x, b.x), let row = cell(containing: a.y + snap) else { return nil }
      return IntRect(x: x0, y: row, width: x1 - x0, height: 1)
    }
    if abs(a.x - b.x) <= snap {
      guard let (y0, y1) = roundedExtent(a.y, b.y), let column = cell(containing: a.x + snap) else { return nil }
      return IntRect(x: column, y: y0, width: 1, height: y1 - y0)
    }
    return nil
  }

  /// The two ends rounded to pixel boundaries and ordered, or `nil` when out of `Int` range.
  private static func roundedExtent(_ p: Double, _ q: Double) -> (Int, Int)? {
    let lo = min(p, q).rounded(), hi = max(p, q).rounded()
    guard abs(lo) < 1e9, abs(hi) < 1e9, lo < hi else { return nil }
    return (Int(lo), Int(hi))
  }

  /// The index of the pixel containing `v`, or `nil` when out of `Int` range.
  private static func cell(containing v: Double) -> Int? {
    abs(v) < 1e9 ? Int(v.rounded(.down)) : nil
  }
}
