import BarKitGeometry

extension Canvas {
  /// The flattening tolerance in device pixels: a tenth of a pixel is below what 8-bit
  /// coverage resolves (see `Path.defaultFlatteningTolerance`).
  static let deviceTolerance = 0.1

  /// Fills `path` (user space) with `paint` by `rule`.
  public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
    let polygons = path.applying(transform).flattened(tolerance: Self.deviceTolerance)
    fill(devicePolygons: polygons, with: paint, rule: rule)
  }

  /// Strokes `path` (user space) with `paint`: the stroke outline is built in user space, so
  /// the line width scales with the transform, then filled with the non-zero rule.
  public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
    let tolerance = Self.deviceTolerance / max(transform.maximumScale, 1e-9)
    fill(path.stroked(style, tolerance: tolerance), with: paint, rule: .nonZero)
  }

  /// Fills `rect` (user space) with `paint`. Edges that land between device pixels are
  /// anti-aliased by exact area; a pixel-aligned rectangle takes a fast path with the same
  /// result.
  public mutating func fill(_ rect: Rect, with paint: Paint) {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ].map(transform.apply)
    if let aligned = Self.pixelAlignedRect(corners) {
      drawing(with: paint) { blitter, clip, _ in
        if let visible = aligned.intersection(clip) { blitter.blitRect(visible, coverage: 255) }
      }
      return
    }
    fill(devicePolygons: [Polyline(points: corners, isClosed: true)], with: paint, rule: .nonZero)
  }

  /// Draws a hairline, exactly one device pixel thick at any scale, from `start` to `end`
  /// (user space), as iOS 7 draws bar separators.
  ///
  /// A horizontal or vertical line (after the transform) snaps to whole pixels with
  /// ``Hairline/deviceRect(from:to:)``. Any other line is drawn as an anti-aliased band one
  /// device pixel wide.
  public mutating func drawHairline(from start: Point, to end: Point, with paint: Paint) {
    let a = transform.apply(start), b = transform.apply(end)
    if let rect = Hairline.deviceRect(from: a, to: b) {
      drawing(with: paint) { blitter, clip, _ in
        if let visible = rect.intersection(clip) { blitter.blitRect(visible, coverage: 255) }
      }
      return
    }
    let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return }
    let n = Point(x: -dy / length * 0.5, y: dx / length * 0.5)
    fill(devicePolygons: [Polyline(points: [a + n, b + n, b - n, a - n], isClosed: true)], with: paint, rule: .nonZero)
  }

  /// Fills polygons already in device pixels.
  mutating func fill(devicePolygons polygons: [Polyline], with paint: Paint, rule: FillRule) {
    guard !polygons.isEmpty else { return }
    drawing(with: paint) { blitter, clip, rasterizer in
      rasterizer.fill(polygons, rule: rule, clip: clip, into: &blitter)
    }
  }

  /// The pixel rectangle whose corners `corners` (device space, in order around the
  /// rectangle) are, when they all sit on pixel boundaries and the rectangle is axis-aligned.
  static func pixelAlignedRect(_ corners: [Point]) -> IntRect? {
    guard corners.allSatisfy({ $0.x.rounded() == $0.x && $0.y.rounded() == $0.y && abs($0.x) < 1e9 && abs($0.y) < 1e9 })
    else { return nil }
    let (p, q, r, s) = (corners[0], corners[1], corners[2], corners[3])
    let axisAligned =
      (p.y == q.y && q.x == r.x && r.y == s.y && s.x == p.x) || (p.x == q.x && q.y == r.y && r.x == s.x && s.y == p.y)
    guard axisAligned else { return nil }
    let l = min(p.x, r.x), t = min(p.y, r.y)
    return IntRect(x: Int(l), y: Int(t), width: Int(abs(r.x - p.x)), height: Int(abs(r.y - p.y)))
  }
}
