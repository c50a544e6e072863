import BarKitGeometry
import BarKitRaster

extension Canvas {
  /// Draws `line` (its shadow first, when the style has one) with the pen starting at
  /// `baselineOrigin` in user space, through the canvas's transform and clip.
  ///
  /// As in ``TextLine/draw(into:baselineOrigin:scale:cache:)``, the baseline snaps to a whole
  /// device pixel and the pen keeps its fraction along the baseline (a quarter pixel). Glyphs
  /// are rasterized upright at the canvas's display scale: the transform should be a translation
  /// and the display scale, as it is for bar chrome.
  ///
  /// - Parameter color: overrides the style's color (a disabled or tinted item).
  public mutating func draw(
    _ line: TextLine, at baselineOrigin: Point, color: RGBA8? = nil, cache: GlyphCache = .shared
  ) {
    if let shadow = line.style.shadow {
      paint(line, at: baselineOrigin + shadow.offset, color: shadow.color, withColorGlyphs: false, cache: cache)
    }
    paint(line, at: baselineOrigin, color: color ?? line.style.color, withColorGlyphs: true, cache: cache)
  }

  /// Paints the line's coverage in `color`, then its colour glyphs (emoji) over it in their own
  /// colours unless `withColorGlyphs` is false (a shadow).
  private mutating func paint(
    _ line: TextLine, at origin: Point, color: RGBA8, withColorGlyphs: Bool, cache: GlyphCache
  ) {
    let device = transform.apply(origin)
    guard device.x.isFinite, device.y.isFinite, abs(device.x) < 1e7, abs(device.y) < 1e7,
      let inverse = transform.inverted
    else { return }
    let whole = device.x.rounded(.down)
    guard let placed = line.rasterize(penX: device.x - whole, scale: scale, cache: cache) else { return }
    let corner = Point(x: whole + Double(placed.left), y: device.y.rounded() + Double(placed.top))
    draw(placed.mask, at: inverse.apply(corner), with: .color(color))
    if withColorGlyphs, let layer = placed.color {
      // The layer's pixels land on device pixels one for one: nearest sampling of a rectangle
      // whose corners are device pixel corners copies them.
      let far = Point(x: corner.x + Double(layer.width), y: corner.y + Double(layer.height))
      let topLeft = inverse.apply(corner), bottomRight = inverse.apply(far)
      draw(
        layer,
        in: Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y),
        interpolation: .nearest)
    }
  }
}
