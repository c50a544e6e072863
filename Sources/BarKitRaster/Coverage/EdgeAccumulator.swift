import BarKitGeometry

/// Clips edges to a `width × height` box and deposits their signed area into the cells of a
/// ``CoverageRasterizer``.
///
/// Coordinates are local to the box: (0, 0) is the top-left corner of its first pixel.
struct EdgeAccumulator {
  let width: Int
  let height: Int
  /// `width + 2` cells per row: deposits reach one column past the right border.
  let cells: UnsafeMutableBufferPointer<Float>
  /// Per row, the range of cells written.
  let touched: UnsafeMutableBufferPointer<(first: Int32, last: Int32)>

  /// Adds the edge from `a` to `b`: downward edges wind +1, upward ones −1.
  func addEdge(from a: Point, to b: Point) {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { return }
    let (top, bottom, direction) = a.y < b.y ? (a, b, 1.0) : (b, a, -1.0)
    let h = Double(height)
    guard bottom.y > 0, top.y < h else { return }
    // Vertical clip: keep the part between y = 0 and y = height.
    let dx = bottom.x - top.x, dy = bottom.y - top.y
    let y0 = max(top.y, 0), y1 = min(bottom.y, h)
    let x0 = top.y < 0 ? top.x + dx * ((y0 - top.y) / dy) : top.x
    let x1 = bottom.y > h ? top.x + dx * ((y1 - top.y) / dy) : bottom.x
    guard x0.isFinite, x1.isFinite, y0 < y1 else { return }
    // Horizontal clip: split where the edge crosses x = 0 or x = width, then clamp each piece
    // onto the box; a piece left of the box becomes a vertical edge on its left border.
    var first = crossing(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), atX: 0)
    var second = crossing(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), atX: Double(width))
    if let f = first, let s = second, s.y < f.y { swap(&first, &second) }
    var start = Point(x: x0, y: y0)
    if let cut = first {
      depositClamped(from: start, to: cut, direction: direction)
      start = cut
    }
    if let cut = second {
      depositClamped(from: start, to: cut, direction: direction)
      start = cut
    }
    depositClamped(from: start, to: Point(x: x1, y: y1), direction: direction)
  }

  /// The point where the edge from `a` to `b` (`a.y < b.y`) strictly crosses the vertical line
  /// at `border`, if it does.
  @inline(__always)
  private func crossing(from a: Point, to b: Point, atX border: Double) -> Point? {
    guard (a.x - border) * (b.x - border) < 0 else { return nil }
    let y = a.y + (b.y - a.y) * ((border - a.x) / (b.x - a.x))
    return y > a.y && y < b.y ? Point(x: border, y: y) : nil
  }

  /// Deposits a piece that does not cross the box's vertical borders, moved onto the nearest
  /// border if it lies outside.
  @inline(__always)
  private func depositClamped(from a: Point, to b: Point, direction: Double) {
    let maxX = Double(width)
    deposit(
      from: Point(x: min(max(a.x, 0), maxX), y: a.y), to: Point(x: min(max(b.x, 0), maxX), y: b.y),
      direction: direction)
  }

  /// Walks an in-box edge (`a.y < b.y`) row by row.
  private func deposit(from a: Point, to b: Point, direction: Double) {
    guard b.y > a.y else { return }
    let slope = (b.x - a.x) / (b.y - a.y)
    var row = Int(a.y)
    var y = a.y, x = a.x
    while y < b.y && row < height {
      let nextY = min(Double(row + 1), b.y)
      let nextX = nextY == b.y ? b.x : a.x + slope * (nextY - a.y)
      deposit(row: row, from: x, to: nextX, height: (nextY - y) * direction)
      y = nextY
      x = nextX
      row += 1
    }
  }

  /// Deposits the part of an edge inside one row: it spans `height` (signed) of the row and
  /// runs from column position `xa` to `xb`.
  ///
  /// Let `F(i)` be the fraction of pixel column `i` that lies to the right of the edge,
  /// averaged over the edge's height. The edge adds `height · F(i)` to the winding integral of
  /// pixel `i`, and `F` rises from 0 (columns left of the edge) to 1 (columns right of it). The
  /// cells store the differences `height · (F(i) − F(i − 1))`, so the row's prefix sum
  /// recovers it. As x runs linearly along the edge, `F(i)` is the mean of
  /// `clamp(i + 1 − x, 0, 1)` for x uniform in `[lo, hi]`, that is
  /// `(R(i + 1 − lo) − R(i + 1 − hi)) / (hi − lo)`, where `R` is the integral of the clamp
  /// (``ramp(_:)``).
  @inline(__always)
  private func deposit(row: Int, from xa: Double, to xb: Double, height: Double) {
    let lo = min(xa, xb), hi = max(xa, xb)
    let base = row * (width + 2)
    let first = Int(lo)
    var last: Int
    if hi - lo < 1e-9 {
      // A vertical piece: F jumps from 1 − frac(x) in its column to 1 in the next.
      let fraction = lo - Double(first)
      cells[base + first] += Float(height * (1 - fraction))
      cells[base + first + 1] += Float(height * fraction)
      last = first + 1
    } else {
      let inverse = 1 / (hi - lo)
      last = max(Int(hi.rounded(.up)), first + 1)
      var previous = 0.0
      for i in first...last {
        let right = Double(i + 1)
        let f = (Self.ramp(right - lo) - Self.ramp(right - hi)) * inverse
        cells[base + i] += Float(height * (f - previous))
        previous = f
      }
    }
    let extent = touched[row]
    touched[row] = (min(extent.first, Int32(first)), max(extent.last, Int32(last)))
  }

  /// The integral of `clamp(t, 0, 1)` from 0 to `u`: 0, then `u²/2`, then `u − 1/2`.
  @inline(__always)
  private static func ramp(_ u: Double) -> Double {
    u <= 0 ? 0 : (u >= 1 ? u - 0.5 : 0.5 * u * u)
  }
}
