import BarKitGeometry

extension Canvas {
  /// Draws what `body` draws as one layer at `opacity` (UIView's `alpha`): into a transparent
  /// canvas covering `rect` (widened to whole device pixels), then composited source-over at
  /// that opacity, so overlapping parts do not show through each other as they would if each
  /// shape were drawn translucent. The current transform must be the scale's (no rotation).
  public mutating func withLayer(opacity: Double, covering rect: Rect, _ body: (inout Canvas) -> Void) {
    guard opacity > 0 else { return }
    guard opacity < 1 else { return body(&self) }
    let k = Double(scale.factor)
    // One device pixel more on every side: a stroke centred on the rect's edge, and anti-aliased
    // ink of a rect on fractional pixels, reach past it (a segmented control's outline did).
    let bounds = Rect(
      left: (rect.minX * k).rounded(.down) / k - 1 / k, top: (rect.minY * k).rounded(.down) / k - 1 / k,
      right: (rect.maxX * k).rounded(.up) / k + 1 / k, bottom: (rect.maxY * k).rounded(.up) / k + 1 / k)
    guard var layer = Canvas(size: bounds.size, scale: scale) else { return }
    layer.concatenate(AffineTransform(translationX: -bounds.minX, y: -bounds.minY))
    body(&layer)
    draw(layer.pixmap, in: bounds, interpolation: .nearest, opacity: opacity)
  }
}
