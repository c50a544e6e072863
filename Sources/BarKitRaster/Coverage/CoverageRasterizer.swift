import BarKitGeometry

/// Turns closed polygons in device-pixel coordinates into exact-area anti-aliased coverage
/// spans, with the non-zero or even-odd rule, clipped to an integer rectangle.
///
/// This is the signed-area accumulation of font-rs and stb_truetype's v2 rasterizer, written
/// from the derivation in `Docs/Raster.md`:
///
/// 1. Every edge walks the rows it crosses. In each row it adds, to a dense `Float` cell buffer,
///    the *differences* between consecutive columns of "how much of this row's height it covers,
///    weighted by the part of each pixel lying to its right", signed by its direction
///    (`EdgeAccumulator.deposit(row:from:to:height:)`).
/// 2. A prefix sum along each row turns those differences into the integral of the winding
///    number over each pixel; ``FillRule/coverage(accumulated:)`` maps it to 0...255.
///
/// There is no edge list, no sorting and no active-edge table. The buffer covers the path's
/// bounding box inside the clip, with two slack columns for deposits on the right border, and
/// is reused between fills (it is left zeroed after each one). Memory: 4 bytes per pixel of that
/// box.
///
/// Clipping is exact: parts of edges above or below the clip are dropped (they do not reach the
/// rows drawn), parts left of it are moved onto its left border (where they still wind every
/// pixel to their right), parts right of it onto the right border (where they touch no pixel).
public struct CoverageRasterizer: Sendable {
  /// The accumulation cells: `stride` per row, all zero between fills.
  private var cells: [Float] = []
  /// The coverage of the row being emitted.
  private var rowCoverage: [UInt8] = []
  /// Per row, the first and last cell index an edge touched (`Int32.max`/`-1` when none).
  private var touched: [(first: Int32, last: Int32)] = []

  /// Creates a rasterizer with empty scratch buffers; they grow on first use.
  public init() {}

  /// Fills `polygons` (each implicitly closed, in device pixels) with `rule`, sending the
  /// coverage of the pixels inside `clip` to `blitter`.
  ///
  /// Edges touching a non-finite point are skipped (which can leave that polygon open; its
  /// coverage stays inside its bounds and the clip). Degenerate input (fewer than
  /// two points, zero area, entirely outside the clip) emits nothing.
  public mutating func fill<B: Blitter>(
    _ polygons: [Polyline], rule: FillRule, clip: IntRect, into blitter: inout B
  ) {
    guard let region = Self.bounds(of: polygons, clip: clip) else { return }
    let width = region.width, height = region.height, stride = width + 2
    // Work on local copies so the buffers are uniquely referenced while borrowed.
    var cells = self.cells, rowCoverage = self.rowCoverage, touched = self.touched
    self.cells = []
    self.rowCoverage = []
    self.touched = []
    defer { (self.cells, self.rowCoverage, self.touched) = (cells, rowCoverage, touched) }
    if cells.count < stride * height { cells = [Float](repeating: 0, count: stride * height) }
    if rowCoverage.count < width { rowCoverage = [UInt8](repeating: 0, count: width) }
    if touched.count < height { touched = [(first: Int32, last: Int32)](repeating: (0, 0), count: height) }

    let origin = Point(x: Double(region.x), y: Double(region.y))
    cells.withUnsafeMutableBufferPointer { cellBuffer in
      touched.withUnsafeMutableBufferPointer { touchedBuffer in
        for row in 0..<height { touchedBuffer[row] = (Int32.max, -1) }
        let accumulator = EdgeAccumulator(width: width, height: height, cells: cellBuffer, touched: touchedBuffer)
        for polygon in polygons where polygon.points.count > 1 {
          var previous = polygon.points[polygon.points.count - 1] - origin
          for point in polygon.points {
            let current = point - origin
            accumulator.addEdge(from: previous, to: current)
            previous = current
          }
        }
        rowCoverage.withUnsafeMutableBufferPointer { coverage in
          for row in 0..<height {
            let span = touchedBuffer[row]
            guard span.last >= 0 else { continue }
            let cells = UnsafeMutableBufferPointer(rebasing: cellBuffer[row * stride..<(row + 1) * stride])
            let first = Int(span.first), last = min(Int(span.last), width - 1)
            // Deposits only on the right border's slack cells cover no pixel of this row.
            if first <= last {
              Self.accumulate(row: cells, columns: first...last, rule: rule, into: coverage)
              Self.emitRuns(coverage, columns: first...last, y: region.y + row, x: region.x, into: &blitter)
            }
            for x in max(first, last + 1)..<stride { cells[x] = 0 }
          }
        }
      }
    }
  }

  /// The integer box of the finite points of `polygons`, intersected with `clip`.
  private static func bounds(of polygons: [Polyline], clip: IntRect) -> IntRect? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for polygon in polygons where polygon.points.count > 1 {
      for p in polygon.points where p.x.isFinite && p.y.isFinite {
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
      }
    }
    // Clamp in floating point first so huge coordinates never reach an Int conversion.
    let left = max(minX, Double(clip.x)).rounded(.down), right = min(maxX, Double(clip.maxX)).rounded(.up)
    let top = max(minY, Double(clip.y)).rounded(.down), bottom = min(maxY, Double(clip.maxY)).rounded(.up)
    guard left < right, top < bottom else { return nil }
    return IntRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
  }

  /// Prefix-sums one row's cells over `columns` into coverage, zeroing those cells for the
  /// next fill.
  @inline(__always)
  private static func accumulate(
    row cells: UnsafeMutableBufferPointer<Float>, columns: ClosedRange<Int>, rule: FillRule,
    into coverage: UnsafeMutableBufferPointer<UInt8>
  ) {
    var sum: Float = 0
    var level: UInt8 = 0
    // Inside a shape and between edges the cells are zero and the coverage repeats: only cells
    // an edge touched need the (relatively costly) float-to-integer coverage conversion.
    for x in columns {
      let cell = cells[x]
      if cell != 0 {
        sum += cell
        cells[x] = 0
        level = rule.coverage(accumulated: sum)
      }
      coverage[x] = level
    }
  }

  /// Sends each run of non-zero coverage in `columns` to the blitter.
  @inline(__always)
  private static func emitRuns<B: Blitter>(
    _ coverage: UnsafeMutableBufferPointer<UInt8>, columns: ClosedRange<Int>, y: Int, x: Int, into blitter: inout B
  ) {
    var start = columns.lowerBound
    let end = columns.upperBound + 1
    while start < end {
      while start < end && coverage[start] == 0 { start += 1 }
      var stop = start
      while stop < end && coverage[stop] != 0 { stop += 1 }
      if stop > start {
        blitter.blitSpan(
          y: y, x: x + start, coverage: UnsafeBufferPointer(rebasing: coverage[start..<stop]))
      }
      start = stop
    }
  }
}
