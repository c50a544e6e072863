import BarKitEffects
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Paints bar backgrounds and their hairlines.
enum BarBackgroundPainter {
  /// Paints the background of the bar at `frame` over `content` (the screen before any bar).
  static func paint(
    _ appearance: BarAppearance, frame: BarFrame, content: Pixmap, mode: BackdropMode, on canvas: inout Canvas
  ) {
    let rect = frame.background
    switch appearance.background {
    case .none:
      break
    case .opaque(let color):
      canvas.fill(rect, with: .color(color))
    case .translucent(let style):
      paintBackdrop(style, in: rect, content: content, mode: mode, on: &canvas)
    case .image(let image, let under, let opacity):
      let target = imageRect(for: image.size.height, frame: frame)
      if frame.isTopAttached, target.minY > frame.background.minY {
        // Table 5-1: a 44-pt image leaves the status bar area black when top-attached.
        canvas.fill(
          Rect(x: rect.minX, y: rect.minY, width: rect.width, height: target.minY - rect.minY), with: .color(.black))
      }
      if let under { canvas.fill(target, with: .color(under)) }
      image.draw(in: target, on: &canvas, asTemplate: false, tint: .black, opacity: opacity)
    }
  }

  /// Paints a TONavigationBar's own background: the blur of the whole background rect, shown
  /// from `reveal.backgroundTop` down (a wipe) at `reveal.backgroundOpacity` (a crossfade).
  static func paintRevealed(
    _ style: BackdropStyle, _ reveal: NavigationBarReveal, frame: BarFrame, content: Pixmap, mode: BackdropMode,
    on canvas: inout Canvas
  ) {
    let rect = frame.background
    let top = max(rect.minY, reveal.backgroundTop)
    guard reveal.backgroundOpacity > 0, top < rect.maxY else { return }
    // The wipe's edge snaps to a device row, as the blur view's frame does on screen.
    let k = Double(canvas.scale.factor)
    let shown = Rect(left: rect.minX, top: (top * k).rounded() / k, right: rect.maxX, bottom: rect.maxY)
    canvas.withClip(shown) { canvas in
      paintBackdrop(style, in: rect, content: content, mode: mode, opacity: reveal.backgroundOpacity, on: &canvas)
    }
  }

  /// The blurred, saturated and tinted content under `rect`, computed in device pixels over the
  /// rect's exact pixel rows (bar frames are whole points, so the device rect exists).
  private static func paintBackdrop(
    _ style: BackdropStyle, in rect: Rect, content: Pixmap, mode: BackdropMode, opacity: Double = 1,
    on canvas: inout Canvas
  ) {
    let k = Double(canvas.scale.factor)
    guard
      let pixels = IntRect(
        x: Int((rect.minX * k).rounded()), y: Int((rect.minY * k).rounded()),
        width: Int((rect.width * k).rounded()), height: Int((rect.height * k).rounded()))
    else { return }
    let bar = Backdrop.render(content: content, rect: pixels, style: style, scale: canvas.scale, mode: mode)
    if opacity >= 1 {
      canvas.replacePixels(atDeviceX: pixels.x, y: pixels.y, with: bar)
    } else {
      canvas.draw(bar, in: rect, interpolation: .nearest, opacity: opacity)
    }
  }

  /// Paints a TONavigationBar's separator: one device pixel of opaque gray along the bottom
  /// edge, where the stock hairline goes, at the reveal's separator opacity.
  static func paintSeparator(
    _ color: RGBA8, opacity: Double, frame: BarFrame, width: Double, on canvas: inout Canvas
  ) {
    guard opacity > 0 else { return }
    let pixel = canvas.scale.pixelInPoints
    canvas.fill(
      Rect(x: 0, y: frame.background.maxY, width: width, height: pixel), with: .color(color.withOpacity(opacity)))
  }

  /// Where a custom background image goes, by its height: Table 5-1 of the transition guide
  /// for bars at the top, stretched to the bar for bars at the bottom.
  ///
  /// At the top: an image as tall as the bar (44 pt) is resized only horizontally and covers
  /// the bar; a shorter one (1 pt included) is stretched over the whole background (64 pt
  /// top-attached, 44 at `top`); a taller one keeps its height with its bottom on the bar's
  /// bottom edge, growing into the status bar area, never below the bar.
  static func imageRect(for height: Double, frame: BarFrame) -> Rect {
    let bar = frame.bar
    guard frame.hairlineEdge == .bottom else { return bar }
    if abs(height - bar.height) < 0.5 { return bar }
    if height < bar.height { return frame.background }
    return Rect(x: bar.minX, y: bar.maxY - height, width: bar.width, height: height)
  }

  /// Paints the hairline: one device pixel outside the bar's content-facing edge, black at
  /// α 0.302 for light bars and white at α 0.148 for black ones (measurements.md §2), or the
  /// custom shadow image at its own height.
  static func paintHairline(_ appearance: BarAppearance, frame: BarFrame, width: Double, on canvas: inout Canvas) {
    let pixel = canvas.scale.pixelInPoints
    if let shadow = appearance.shadowImage {
      let h = shadow.size.height
      let y = frame.hairlineEdge == .bottom ? frame.background.maxY : frame.background.minY - h
      shadow.draw(in: Rect(x: 0, y: y, width: width, height: h), on: &canvas, asTemplate: false, tint: .black)
      return
    }
    let y = frame.hairlineEdge == .bottom ? frame.background.maxY : frame.background.minY - pixel
    let color =
      appearance.isBlack
      ? RGBA8(r: 255, g: 255, b: 255, a: IOS7Metrics.blackHairlineAlpha)
      : RGBA8(r: 0, g: 0, b: 0, a: IOS7Metrics.lightHairlineAlpha)
    canvas.fill(Rect(x: 0, y: y, width: width, height: pixel), with: .color(color))
  }
}
