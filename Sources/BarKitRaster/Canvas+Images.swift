import BarKitGeometry

extension Canvas {
  /// Draws `image` scaled to fill `rect` (user space), sampled with `interpolation`; edges
  /// between device pixels are anti-aliased.
  public mutating func draw(
    _ image: Pixmap, in rect: Rect, interpolation: Interpolation = .bilinear, opacity: Double = 1
  ) {
    let pattern = ImagePattern(image: image, stretchedInto: rect, interpolation: interpolation)
    fill(rect, with: Paint(shader: .pattern(pattern), opacity: opacity))
  }

  /// Draws `image` in `rect` as `renderingMode` says: its own colors, or `tint` through its
  /// alpha. `isInBar` resolves ``ImageRenderingMode/automatic`` (bar items are templates).
  public mutating func draw(
    _ image: Pixmap, in rect: Rect, renderingMode: ImageRenderingMode, tint: RGBA8, isInBar: Bool = false,
    interpolation: Interpolation = .bilinear
  ) {
    if renderingMode.drawsAsTemplate(isInBar: isInBar) {
      drawTemplate(image, in: rect, tint: tint, interpolation: interpolation)
    } else {
      draw(image, in: rect, interpolation: interpolation)
    }
  }

  /// Draws `image` as a template: `tint` wherever the image is opaque, in proportion to its
  /// alpha; its colors are ignored (`UIImageRenderingModeAlwaysTemplate`).
  public mutating func drawTemplate(
    _ image: Pixmap, in rect: Rect, tint: RGBA8, interpolation: Interpolation = .bilinear
  ) {
    fill(
      rect, modulatedBy: ImagePattern(image: image, stretchedInto: rect, interpolation: interpolation),
      with: .color(tint))
  }

  /// Draws `paint` through `mask` (device pixels, unscaled) with its top-left corner at
  /// `origin` (user space) rounded to the nearest device pixel: the way glyph masks are drawn.
  public mutating func draw(_ mask: Mask, at origin: Point, with paint: Paint) {
    let p = transform.apply(origin)
    guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return }
    let x = Int(p.x.rounded()), y = Int(p.y.rounded())
    guard let placed = IntRect(x: x, y: y, width: mask.width, height: mask.height) else { return }
    drawing(with: paint) { blitter, clip, _ in
      guard let visible = placed.intersection(clip) else { return }
      mask.values.withUnsafeBufferPointer { values in
        for row in visible.y..<visible.maxY {
          let start = (row - y) * mask.width + (visible.x - x)
          blitter.blitSpan(
            y: row, x: visible.x, coverage: UnsafeBufferPointer(rebasing: values[start..<(start + visible.width)]))
        }
      }
    }
  }

  /// Draws `paint` through `mask` scaled to fill `rect` (user space).
  public mutating func draw(_ mask: Mask, in rect: Rect, with paint: Paint, interpolation: Interpolation = .bilinear) {
    let alpha = mask.values.map { PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: $0) }
    guard let image = Pixmap(width: mask.width, height: mask.height, pixels: alpha) else { return }
    fill(rect, modulatedBy: ImagePattern(image: image, stretchedInto: rect, interpolation: interpolation), with: paint)
  }

  /// Fills `rect` with `paint`, the coverage multiplied by the alpha of `pattern`.
  private mutating func fill(_ rect: Rect, modulatedBy pattern: ImagePattern, with paint: Paint) {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ].map(transform.apply)
    guard let inverse = pattern.transform.concatenating(transform).inverted else { return }
    let sampler = PatternSampler(
      image: pattern.image, inverse: inverse, interpolation: pattern.interpolation, tileMode: pattern.tileMode)
    drawing(with: paint) { blitter, clip, rasterizer in
      var masked = MaskedBlitter(inner: blitter, sampler: sampler, maximumSpan: clip.width)
      rasterizer.fill([Polyline(points: corners, isClosed: true)], rule: .nonZero, clip: clip, into: &masked)
    }
  }
}
